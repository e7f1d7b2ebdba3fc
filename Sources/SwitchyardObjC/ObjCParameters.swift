import Switchyard
@_spi(JSON) import SwitchyardJSON

/// A value an Objective-C caller hands over as it is, not as JSON: the facade's `SWYOpaqueValue`.
/// Main-actor isolated, so it is `Sendable` and the page unwraps it on the main actor.
protocol OpaqueParameter: Sendable {}

/// What a handler block returned, carried to the open's completion on the main actor.
final class MainActorBox: Sendable {
    @MainActor let value: Any

    @MainActor init(_ value: Any) { self.value = value }
}

/// An Objective-C caller's parameters: the rules, in one place (the facade's `@objc` layer only
/// passes them through).
///
/// In: an `NSDictionary` whose keys are strings and whose values are JSON-shaped: `NSString`,
/// `NSNumber` (a Boolean stays a `Bool`, `@1` an `Int`, `@1.5` a `Double`), `NSArray`,
/// `NSDictionary`, `NSNull` (the empty string, as in a relocation rule's parameters), within the
/// limits of every value from outside (nested at most `JSONValue.maxDepth` deep, numbers finite,
/// integers within 64 bits). A page receives the plain Swift values. Anything else is refused
/// with its key, unless it is wrapped in an opaque value, which reaches the page as it is.
///
/// Out: a request's winning values by key, for the blocks (Swift values bridge to their
/// Foundation classes; opaque values stay opaque).
enum ObjCParameters {
    /// The parameters as `Sendable` values, or why not: every refused key, sorted, one sentence each.
    static func sendable(_ parameters: [AnyHashable: Any]) -> Result<[String: any Sendable], ObjCFailure> {
        var values: [String: any Sendable] = [:]
        var problems: [String] = []
        for (rawKey, value) in parameters.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            guard let key = rawKey.base as? String else {
                problems.append("the key \(rawKey.base) is not a string")
                continue
            }
            if let opaque = value as? any OpaqueParameter {
                values[key] = opaque
                continue
            }
            do throws(JSONValue.Unconvertible) {
                values[key] = try JSONValue(converting: value).plainValue
            } catch {
                if case .notJSON(let type) = error.refusal {
                    problems.append(
                        "'\(key)\(error.path)' is a \(type), not a JSON value (a string, number, Boolean, array, "
                            + "dictionary or NSNull); wrap it in SWYOpaqueValue to hand it to the page as it is")
                } else {
                    problems.append("'\(key)\(error.path)' is refused: \(error.refusal)")
                }
            }
        }
        guard problems.isEmpty else {
            return .failure(ObjCFailure("parameters refused, nothing opened: " + problems.joined(separator: "; ")))
        }
        return .success(values)
    }

    /// A request's winning values by key, as the blocks receive them.
    static func foundation(_ parameters: RouteParameters) -> [String: Any] {
        var values: [String: Any] = [:]
        for key in parameters.keys {
            if let item = parameters.item(key) { values[key] = item.value }
        }
        return values
    }
}

/// Why the facade did not do what it was asked, in one sentence that says how to fix it.
struct ObjCFailure: Error, Sendable, Equatable, CustomStringConvertible {
    let reason: String

    init(_ reason: String) { self.reason = reason }

    var description: String { reason }
}
