#if canImport(Darwin)
import Foundation
#endif

extension JSONValue {
    /// Where a Swift value stops being JSON: a key path below it (`.a[2]`, empty for the value
    /// itself) and why.
    package struct Unconvertible: Error, Hashable, Sendable, CustomStringConvertible {
        package let path: String
        package let refusal: Refusal

        /// `.a[2]: why`, or `why`.
        package var description: String { path.isEmpty ? refusal.description : "\(path): \(refusal)" }
    }

    /// A Swift value as JSON: the one converter for values handed to Switchyard as `Any` (a remote
    /// call's explicit arguments, TheRouter's relocation dictionaries).
    ///
    /// Reads `String`, `Bool`, every integer and floating-point type, `JSONValue`, `nil`, arrays
    /// and `[String: …]` dictionaries (keys sorted), and Foundation's bridged objects: `NSString`,
    /// `NSArray`, `NSDictionary`, `NSNull`, and `NSNumber`, whose Booleans stay Booleans (Foundation
    /// boxes `true` and `1` alike). It refuses what any value from outside may not be (see
    /// ``firstRefusal``): nesting deeper than ``maxDepth``, NaN and infinities, integers beyond 64
    /// bits; and anything else, naming its type.
    ///
    /// Iterative, and it never descends below ``maxDepth``. Arrays and dictionaries are recognised
    /// before any number: on Linux an `as? NSNumber` cast bridges a dictionary, recursively, to ask
    /// whether it is a number (a dictionary 10,000 deep overflowed the stack).
    ///
    /// - Complexity: O(*n* log *n*) in the number of nested values (sorting each dictionary's keys).
    package init(converting root: Any) throws(Unconvertible) {
        var open: [Container] = []
        func path() -> String { open.map(\.place).joined() }
        var next = root
        while true {
            if let optional = next as? any OptionalValue {
                next = optional.wrapped ?? JSONValue.null
                continue
            }
            var container: Container?
            if let json = next as? JSONValue {
                switch json {
                case .array(let elements): container = Container(keys: nil, elements: elements)
                case .object(let members):
                    container = Container(keys: members.map(\.key), elements: members.map(\.value))
                default: break
                }
            } else if let dictionary = next as? [String: Any] {
                let members = dictionary.sorted { $0.key < $1.key }
                container = Container(keys: members.map(\.key), elements: members.map(\.value))
            } else if let array = next as? [Any] {
                container = Container(keys: nil, elements: array)
            }
            if let container {
                guard open.count < Self.maxDepth else { throw Unconvertible(path: path(), refusal: .tooDeep) }
                open.append(container)
            } else {
                let value: JSONValue
                do throws(Refusal) {
                    value = try Self.leaf(next)
                } catch {
                    throw Unconvertible(path: path(), refusal: error)
                }
                guard !open.isEmpty else {
                    self = value
                    return
                }
                open[open.count - 1].values.append(value)
            }
            // Close every container that is complete, then read the next element.
            while let last = open.last, last.values.count == last.elements.count {
                open.removeLast()
                guard !open.isEmpty else {
                    self = last.value
                    return
                }
                open[open.count - 1].values.append(last.value)
            }
            guard let last = open.last else { throw Unconvertible(path: "", refusal: .tooDeep) }
            next = last.elements[last.values.count]
        }
    }

    /// A container being read by ``init(converting:)``: an array, or an object's values in the
    /// order of its keys, and the values read so far.
    private struct Container {
        let keys: [String]?
        let elements: [Any]
        var values: [JSONValue] = []

        /// Where the element being read sits in the container: `.key` or `[index]`.
        var place: String { keys.map { "." + $0[values.count] } ?? "[\(values.count)]" }

        var value: JSONValue {
            guard let keys else { return .array(values) }
            return .object(zip(keys, values).map { (key: $0, value: $1) })
        }
    }

    /// A value that is neither an array nor an object, as JSON.
    private static func leaf(_ value: Any) throws(Refusal) -> JSONValue {
        if type(of: value) is AnyClass { return try bridged(value) }
        switch value {
        case let json as JSONValue:
            if case .number(let number) = json, !number.isFinite { throw .notFinite(number) }
            return json
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let integer as any BinaryInteger:
            guard let exact = Int(exactly: integer) else { throw .integerOutOfRange(String(describing: integer)) }
            return .integer(exact)
        case let number as any BinaryFloatingPoint:
            let double = Double(number)
            guard double.isFinite else { throw .notFinite(double) }
            return .number(double)
        default: throw .notJSON(type: String(describing: type(of: value)))
        }
    }

    #if canImport(Darwin)
    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    /// A Foundation object: `NSNumber` by its boxed type (`true` is not `1`; an integer above
    /// `Int.max`, boxed as `UInt64`, is refused rather than wrapped), `NSNull`, `NSString`.
    private static func bridged(_ value: Any) throws(Refusal) -> JSONValue {
        switch value {
        case let number as NSNumber:
            if type(of: number) == booleanClass { return .bool(number.boolValue) }
            let kind = String(cString: number.objCType)
            if kind == "d" || kind == "f" { return try leaf(number.doubleValue) }
            if kind == "Q" && number.uint64Value > UInt64(Int.max) {
                throw .integerOutOfRange(String(number.uint64Value))
            }
            return .integer(number.intValue)
        case is NSNull: return .null
        case let text as String: return .string(text)
        default: throw .notJSON(type: String(describing: type(of: value)))
        }
    }
    #else
    /// A Foundation object (swift-corelibs-foundation), read through the runtime's bridging casts,
    /// which work without importing Foundation: a Boolean `NSNumber` is the class `__NSCFBoolean`,
    /// `NSNull` the class `NSNull`. An `NSNumber` holding a whole `Double` reads as an integer.
    private static func bridged(_ value: Any) throws(Refusal) -> JSONValue {
        let name = String(describing: type(of: value))
        if name == "NSNull" { return .null }
        if name == "__NSCFBoolean", let flag = value as? Bool { return .bool(flag) }
        if let text = value as? String { return .string(text) }
        if let integer = value as? Int { return .integer(integer) }
        if let large = value as? UInt64 { throw .integerOutOfRange(String(large)) }
        if let number = value as? Double { return try leaf(number) }
        throw .notJSON(type: name)
    }
    #endif
}

/// `Optional`, seen through `Any`: ``JSONValue/init(converting:)`` reads `nil` as `null`.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { map { $0 } }
}
