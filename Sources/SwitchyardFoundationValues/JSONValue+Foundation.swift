import Foundation
import SwitchyardJSON

/// Why a value handed over as Foundation objects (or plain Swift values) is not taken.
package enum FoundationValueProblem: Error, Hashable, Sendable {
    /// A JSON value that breaks the rules every value from outside obeys (`JSONValue.Refusal`).
    case refused(JSONValue.Refusal)
    /// Not a JSON value at all: the type found, e.g. `UIImage`.
    case notJSON(typeName: String)

    /// What was expected, for messages: the values that are taken.
    package static let expected = "a JSON value (a string, number, Boolean, array, dictionary or NSNull)"
}

extension JSONValue {
    private static let foundationBooleanClass: AnyClass = type(of: NSNumber(value: true))

    /// The containers being read by ``init(foundation:refuse:)``: an array, or a dictionary's
    /// values in the order of its sorted keys, and the values read so far.
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

    /// A value handed over as Foundation objects (`NSString`, `NSNumber`, `NSArray`,
    /// `NSDictionary`, `NSNull`: TheRouter's rule dictionaries, an Objective-C caller's
    /// parameters) or as the plain Swift values they bridge to, as JSON; or `nil`, after `refuse`
    /// was told where (a key path below the value, such as `.a[2]`) and why: not a JSON value,
    /// arrays and dictionaries nested deeper than `JSONValue.maxDepth`, a number that is not
    /// finite, an integer beyond 64 bits: the rules every value from outside obeys (see
    /// `JSONValue.firstRefusal`), checked as the value is read, so nothing below
    /// `JSONValue.maxDepth` levels is ever visited. Relocation and the Objective-C facade read
    /// through this one function.
    ///
    /// Iterative, and arrays and dictionaries are recognised before any number: on Linux an
    /// `as? NSNumber` cast bridges a dictionary, recursively, to ask whether it is a number, so a
    /// `params` nested 10,000 deep overflowed the stack and 1,000 levels took 0.93 s of CPU.
    ///
    /// - Complexity: O(*n* log *n*) in the number of nested values (sorting each dictionary's keys).
    package init?(foundation root: Any, refuse: (_ path: String, _ problem: FoundationValueProblem) -> Void) {
        var open: [Container] = []
        func path() -> String { open.map(\.place).joined() }
        var next = root
        while true {
            var container: Container?
            if let dictionary = next as? [String: Any] {
                let members = dictionary.sorted { $0.key < $1.key }
                container = Container(keys: members.map(\.key), elements: members.map(\.value))
            } else if let array = next as? [Any] {
                container = Container(keys: nil, elements: array)
            }
            if let container {
                guard open.count < JSONValue.maxDepth else {
                    refuse(path(), .refused(.tooDeep))
                    return nil
                }
                open.append(container)
            } else {
                let value: JSONValue
                do {
                    value = try Self.scalar(foundation: next)
                } catch {
                    refuse(path(), error)
                    return nil
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
            guard let last = open.last else { return nil }
            next = last.elements[last.values.count]
        }
    }

    /// A value that is neither an array nor a dictionary, as JSON. `true` is not confused with `1`
    /// (Foundation boxes both as `NSNumber`).
    private static func scalar(foundation value: Any) throws(FoundationValueProblem) -> JSONValue {
        switch value {
        case let boolean as Bool where type(of: value) == Bool.self: return .bool(boolean)
        case let integer as Int where type(of: value) == Int.self: return .integer(integer)
        case let number as Double where type(of: value) == Double.self: return try finite(number)
        case let text as String: return .string(text)
        case let number as NSNumber:
            if type(of: number) == foundationBooleanClass { return .bool(number.boolValue) }
            let kind = String(cString: number.objCType)
            if kind == "d" || kind == "f" { return try finite(number.doubleValue) }
            // JSONSerialization boxes integers above Int.max as UInt64 ("Q"), whose intValue wraps
            // (18446744073709551615 would read as -1): refused, as the JSON reader refuses them.
            if kind == "Q" && number.uint64Value > UInt64(Int.max) {
                throw .refused(.integerOutOfRange(String(number.uint64Value)))
            }
            return .integer(number.intValue)
        case is NSNull: return .null
        default: throw .notJSON(typeName: String(describing: type(of: value)))
        }
    }

    private static func finite(_ number: Double) throws(FoundationValueProblem) -> JSONValue {
        guard number.isFinite else { throw .refused(.notFinite(number)) }
        return .number(number)
    }
}
