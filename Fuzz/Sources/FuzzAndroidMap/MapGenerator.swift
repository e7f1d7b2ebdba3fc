import FuzzSupport

/// Structure-aware mutation for FuzzAndroidMap: libFuzzer's byte mutations of a route map are
/// mostly refused by the JSON parser at the first bad byte, so half the mutations write a fresh
/// well-formed map (Android `routeMap.json` or Switchyard `routes.json` entries) from the shapes
/// real maps have: repeated keys, trailing-slash twins, empty keys, keys with a query, regular
/// expressions, relative keys, control characters, stray non-UTF-8 bytes, wrong types and
/// unknown keys.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    return StructuredMutation.mutate(data, size, maxSize, seed, generate: MapGenerator.generate, splice: MapGenerator.fragments)
}

enum MapGenerator {
    static let paths = [
        "app://shop/home", "app://shop/home/", "/home/HomeActivity", "/home/HomeActivity/", "", "/", "//",
        "/third?type=mod", "app://x/a?b=c/", "https://m\\.shop\\.com/item/\\d+", "app://x/\\d+(", "/item/\\d+?",
        "app/user/", "MainActivity", "path:/Profile/Fragment", "app://x/a\nmaps agree", "app://x/\u{1B}[31m",
        "app://x/:id", "app://x/*", "app://x/**", "app://x/:id/**", "http://kymjs.com/therouter/test", "a://b",
        "a://b/c?d=e#f", "APP://Shop/Home", "app://shop/h%C3%A9", "app://shop/\u{202E}x", "app://", "://x",
    ]
    static let classes = ["com.shop.HomeActivity", "com.shop.CartActivity", "Shop.Home", "", "\u{1B}[0m", "A.B"]
    static let keys = ["path", "className", "action", "description", "params", "priority", "module", "parameters",
                       "navigation", "internal", "file", "line", "unknown"]

    static let fragments: [[UInt8]] = (paths.map { "\"\($0)\"" } + keys.map { "\"\($0)\": " }
        + ["[", "]", "{", "}", ",", ":", "null", "true", "0", "-1", "1000", "1e3", "\"\"", "\"\\u0000\"", "\"\\ud800\""])
        .map { Array($0.utf8) } + [[0xE9], [0xC0, 0x80], [0xFF]]

    static func generate(_ random: inout FuzzRandom) -> [UInt8] {
        var json = JSONText()
        json.raw("[")
        let count = random.below(7)
        var used: [String] = []
        for index in 0..<count {
            if index > 0 { json.raw(", ") }
            // Reuse an earlier key now and then: repeated keys are common in real maps.
            let path = !used.isEmpty && random.chance(3) ? random.pick(used) : random.pick(paths)
            used.append(path)
            if random.chance(3) { switchyardEntry(path, &json, &random) } else { androidEntry(path, &json, &random) }
        }
        json.raw("]")
        return json.bytes
    }

    static func androidEntry(_ path: String, _ json: inout JSONText, _ random: inout FuzzRandom) {
        json.raw("{")
        json.key("path")
        if random.chance(20) { json.raw("42") } else { json.string(path) }
        if !random.chance(15) {
            json.raw(", ")
            json.key("className")
            json.string(random.pick(classes))
        }
        if random.chance(2) {
            json.raw(", ")
            json.key("description")
            if random.chance(10) { json.raw(bytes: [0x22, 0x61, 0xE9, 0x22]) } else { json.string(random.pick(["", "Home", "x\ny"])) }
        }
        if random.chance(2) {
            json.raw(", ")
            json.key("params")
            json.raw(random.pick(["{}", "{\"a\": \"1\"}", "{\"a\": 1}", "{\"b\": \"x\", \"a\": \"y\"}", "[]"]))
        }
        if random.chance(8) {
            json.raw(", ")
            json.key(random.pick(keys))
            json.raw(random.pick(["null", "\"\"", "[]", "1"]))
        }
        json.raw("}")
    }

    static func switchyardEntry(_ path: String, _ json: inout JSONText, _ random: inout FuzzRandom) {
        let names = path.split(separator: "/").filter { $0.hasPrefix(":") && $0.count > 1 }.map { String($0.dropFirst()) }
        json.raw("{")
        json.key("path")
        json.string(path)
        json.raw(", ")
        json.key("className")
        json.string(random.pick(classes))
        json.raw(", \"action\": \"\", \"description\": \"\", \"params\": {}, ")
        json.key("priority")
        json.raw(random.pick(["1000", "0", "-1", "1.5"]))
        json.raw(", \"module\": \"App\", ")
        json.key("parameters")
        json.raw("[" + (random.chance(6) ? ["x"] : names).map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        json.raw(", ")
        json.key("navigation")
        json.string(random.pick(["push", "modal", "windowRoot", "bogus"]))
        json.raw(", \"internal\": \(random.chance(4)), \"file\": \"Sources/App/A.swift\", ")
        json.key("line")
        json.raw(random.pick(["1", "0", "12"]))
        json.raw("}")
    }
}
