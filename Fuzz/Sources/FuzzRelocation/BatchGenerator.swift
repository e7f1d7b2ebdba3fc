import FuzzSupport

/// Structure-aware mutation for FuzzRelocation: libFuzzer's byte mutations of a relocation
/// batch are mostly refused by the JSON parser, so half the mutations write a fresh
/// well-formed batch (`version`, `rules` with TheRouter's `routerType` 1–4 and the keys each
/// type takes, a reset (4) with a `targetPath` now and then, `className`s exact, with another
/// module or bare, wrong types and unknown keys now and then, and now and then `appVersions`, for
/// the router's 2.4.0 or not, well-formed or not) over the patterns the fixed router holds.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    return StructuredMutation.mutate(data, size, maxSize, seed, generate: BatchGenerator.generate, splice: BatchGenerator.fragments)
}

enum BatchGenerator {
    static let patterns = [
        "app://old/:id", "app://new/:id", "app://product/:id", "app://admin/panel", "app://files/**", "app://home",
        "https://m.example.com/x", "http://evil.example/x", "app://product/42", "app://a/*", "app://", "not a url", "",
    ]
    /// Exact, with another module (as TheRouter's app target names its types), bare (an
    /// Objective-C class), ambiguous (`Home` is `Fuzz.Home` and `Legacy.Home`), internal, unknown.
    static let classes = [
        "Fuzz.Home", "Fuzz.Admin", "Fuzz.Product", "Fuzz.Missing", "", "TheRouter_Example.Product", "Product", "Home",
        "Legacy.Home", "Admin", "Cart", "product", "Fuzz.Fuzz.Home", ".Product",
    ]
    static let keys = ["routerType", "orginPath", "targetPath", "path", "className", "params", "description"]
    /// `appVersions` entries: for 2.4.0 or not, and malformed.
    static let versions = [
        "2.4.0", "2.4", "2.3.0..<2.5", "2.3...", "..<2.4", "...2.4.0", "3.0", "2.4.0...2.3", "2.x", "", "1..<",
        "99999999999999999999", "2.4.0.0.0.1", " 2.4", "..<", "2.10...",
    ]
    static let fragments: [[UInt8]] = (patterns.map { "\"\($0)\"" } + keys.map { "\"\($0)\": " }
        + versions.map { "\"\($0)\"" }
        + ["{", "}", "[", "]", ",", "null", "true", "1", "2", "3", "4", "0", "-1", "1.5", "\"version\": ", "\"rules\": ",
           "\"appVersions\": "])
        .map { Array($0.utf8) }

    static func generate(_ random: inout FuzzRandom) -> [UInt8] {
        var json = JSONText()
        json.raw("{")
        json.key("version")
        json.raw(random.pick(["2", "2", "1", "3", "\"2\""]))
        json.raw(", ")
        if random.chance(4) {
            json.key("appVersions")
            if random.chance(10) {
                json.raw(random.pick(["null", "\"2.4.0\"", "{}", "[1]"]))
            } else {
                json.raw("[")
                for index in 0..<random.below(4) {
                    if index > 0 { json.raw(", ") }
                    json.string(random.pick(versions))
                }
                json.raw("]")
            }
            json.raw(", ")
        }
        json.key("rules")
        json.raw("[")
        for index in 0..<random.below(5) {
            if index > 0 { json.raw(", ") }
            rule(&json, &random)
        }
        json.raw("]}")
        return json.bytes
    }

    static func rule(_ json: inout JSONText, _ random: inout FuzzRandom) {
        let type = random.chance(10) ? random.pick([0, 5, -1]) : 1 + random.below(4)
        json.raw("{")
        json.key("routerType")
        json.raw(random.chance(20) ? "\"\(type)\"" : "\(type)")
        var fields: [String]
        switch type {
        case 1: fields = ["orginPath", "targetPath"]
        case 2: fields = ["path", "className"]
        case 3: fields = ["path"]
        case 4: fields = random.chance(2) ? ["orginPath", "targetPath"] : ["orginPath"]
        default: fields = []
        }
        if random.chance(6) { fields.append(random.pick(keys)) }
        if random.chance(8), !fields.isEmpty { fields.remove(at: random.below(fields.count)) }
        for field in fields {
            json.raw(", ")
            json.key(field)
            if field == "params" {
                json.raw(random.pick(["{}", "{\"a\": \"1\", \"b\": 2}", "{\"c\": [true, null, 1.5]}", "[]"]))
            } else if random.chance(25) {
                json.raw(random.pick(["null", "1", "[]"]))
            } else {
                json.string(random.pick(field == "className" ? classes : patterns))
            }
        }
        if type == 1 || type == 2 || type == 4, random.chance(3) {
            json.raw(", ")
            json.key("params")
            json.raw(random.pick(["{}", "{\"x\": \"y\"}", "{\"n\": 7}"]))
        }
        json.raw("}")
    }
}
