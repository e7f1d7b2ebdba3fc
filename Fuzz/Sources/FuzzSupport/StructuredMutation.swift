import FuzzerDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Structure-aware mutation for targets whose parser refuses most byte-level mutants at the
/// first byte (JSON documents, Swift source). A target defines `LLVMFuzzerCustomMutator` and
/// calls ``StructuredMutation/mutate(_:_:_:_:generate:splice:)``: each call either lets
/// libFuzzer mutate the bytes as usual, writes a fresh well-formed input from the target's
/// generator, or splices a fragment from the target's vocabulary into the input at a token
/// boundary. libFuzzer still keeps only inputs that add coverage. With the environment variable
/// `FUZZ_PLAIN_MUTATION=1` every call is libFuzzer's own mutation, for comparing the two.
public enum StructuredMutation {
    /// `true` when `FUZZ_PLAIN_MUTATION=1`: structure-aware mutation is off.
    static let plainOnly: Bool = {
        guard let value = getenv("FUZZ_PLAIN_MUTATION") else { return false }
        return String(cString: value) == "1"
    }()

    /// Mutates the input in place (at most `maxSize` bytes) and returns its new size.
    public static func mutate(
        _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32,
        generate: (inout FuzzRandom) -> [UInt8],
        splice: [[UInt8]]
    ) -> Int {
        if plainOnly { return LLVMFuzzerMutate(data, size, maxSize) }
        var random = FuzzRandom(seed: UInt64(seed))
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let result: [UInt8]
        switch random.below(8) {
        case 0, 1, 2:
            return LLVMFuzzerMutate(data, size, maxSize)
        case 3, 4:
            result = generate(&random)
        case 5, 6:
            result = spliceFragment(bytes, splice, &random)
        default:
            // A fresh input, then one byte-level mutation of it.
            var fresh = generate(&random)
            let mutatedSize = fresh.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
                return LLVMFuzzerMutate(base, buffer.count, buffer.count)
            }
            result = Array(fresh.prefix(mutatedSize))
        }
        let count = min(result.count, maxSize)
        result.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base, count: count) }
        }
        return count
    }

    /// `bytes` with one token replaced by, or one fragment inserted at a token boundary, or one
    /// token range duplicated; tokens are runs of letters/digits, runs of white space, quoted
    /// strings and single punctuation bytes.
    static func spliceFragment(_ bytes: [UInt8], _ fragments: [[UInt8]], _ random: inout FuzzRandom) -> [UInt8] {
        let bounds = tokenBoundaries(bytes)
        guard !fragments.isEmpty else { return bytes }
        let fragment = fragments[random.below(fragments.count)]
        let at = bounds[random.below(bounds.count)]
        switch random.below(3) {
        case 0:
            return Array(bytes[..<at]) + fragment + Array(bytes[at...])
        case 1:
            let next = bounds.first { $0 > at } ?? bytes.count
            return Array(bytes[..<at]) + fragment + Array(bytes[next...])
        default:
            let end = bounds[random.below(bounds.count)]
            let (low, high) = (min(at, end), max(at, end))
            return Array(bytes[..<high]) + Array(bytes[low..<high]) + Array(bytes[high...])
        }
    }

    /// Offsets where a token starts, plus the end.
    static func tokenBoundaries(_ bytes: [UInt8]) -> [Int] {
        func isWord(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        var bounds: [Int] = []
        var index = 0
        while index < bytes.count {
            bounds.append(index)
            let byte = bytes[index]
            var end = index + 1
            if isWord(byte) {
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
            } else if isSpace(byte) {
                while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            } else if byte == UInt8(ascii: "\"") {
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                    end += 1
                }
                end = min(end + 1, bytes.count)
            }
            index = end
        }
        bounds.append(bytes.count)
        return bounds
    }
}

/// A small deterministic random source (SplitMix64) for mutators, seeded by libFuzzer.
public struct FuzzRandom {
    private var state: UInt64

    /// Creates a source from libFuzzer's seed.
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// One of `choices` (not empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// `true` with probability 1 / `oneIn`.
    public mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
}

/// Builds JSON text for generators: values are written as given, strings are escaped.
public struct JSONText {
    /// The bytes written so far.
    public var bytes: [UInt8] = []

    /// Creates an empty text.
    public init() {}

    /// Appends raw text.
    public mutating func raw(_ text: String) { bytes += Array(text.utf8) }

    /// Appends raw bytes (which may be invalid UTF-8 on purpose).
    public mutating func raw(bytes more: [UInt8]) { bytes += more }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    bytes += Array(String(scalar).utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `"key": ` .
    public mutating func key(_ key: String) {
        string(key)
        raw(": ")
    }
}
