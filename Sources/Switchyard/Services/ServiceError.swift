/// A service lookup, registration or remote call that failed. Never a crash: every one is
/// thrown to the caller and reported as a ``RouterEvent/serviceFailed(_:)`` event.
public enum ServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No registered table or override provides the protocol; `known` lists what is registered.
    case notRegistered(service: String, known: [String])
    /// The lookup named an implementation type, registered for the protocol `service`: look the
    /// service up by that protocol.
    case lookedUpByImplementation(typeName: String, service: String)
    /// The implementation registered for the protocol does not conform to it.
    case doesNotConform(service: String, typeName: String)
    /// Two implementations provide the same protocol; the first one registered is used.
    case duplicate(service: String, kept: String, ignored: String)
    /// Creating a service needed itself, through the listed services.
    case dependencyCycle([String])
    /// The URL is not `scheme://services?protocol=P&method=m`.
    case notAServiceURL(url: String, problem: String)
    /// The service does not expose the method to remote calls; `exposed` lists those it does.
    case methodNotExposed(service: String, method: String, exposed: [String])
    /// The method may not be called from outside the app.
    case notCallableFromOutside(method: String)
    /// A required argument is missing.
    case missingArgument(method: String, argument: String, type: RemoteType)
    /// An argument does not convert to its declared type.
    case invalidArgument(method: String, argument: String, expected: RemoteType, found: String)
    /// An argument that the method does not declare.
    case unexpectedArgument(method: String, argument: String, declared: [String])
    /// The call's `resultType` is not one of TheRouter's return conventions, 0, 1 or 2.
    case invalidResultType(method: String, found: String)
    /// The method itself threw.
    case methodFailed(method: String, error: String)

    /// A message that says what was wrong and how to fix it.
    public var description: String {
        switch self {
        case .notRegistered(let service, let known):
            return "no service provides '\(service)' (registered: \(Self.list(known))); "
                + "register the module's ServiceTable with router.register(services:)"
        case .lookedUpByImplementation(let typeName, let service):
            return "\(typeName) is the implementation registered for '\(service)', not a service protocol; "
                + "look it up by its protocol: router.service((any \(service)).self)"
        case .doesNotConform(let service, let typeName):
            return
                "\(typeName) is registered for '\(service)' but does not conform to it; fix the service table or the override"
        case .duplicate(let service, let kept, let ignored):
            return
                "'\(service)' is provided by both \(kept) and \(ignored); \(kept) is used. Remove one of the conformances"
        case .dependencyCycle(let chain):
            return "creating '\(chain.last ?? "")' needs itself: \(chain.joined(separator: " -> ")); "
                + "look one of them up later instead of in init()"
        case .notAServiceURL(let url, let problem):
            return "'\(url)' is not a service call (\(problem)); write scheme://services?protocol=P&method=m"
        case .methodNotExposed(let service, let method, let exposed):
            return "'\(service)' exposes no remote method '\(method)' (exposed: \(Self.list(exposed))); "
                + "add it to the implementation's remoteMethods"
        case .notCallableFromOutside(let method):
            return
                "'\(method)' cannot be called from outside the app; declare it with externallyCallable: true to allow it"
        case .missingArgument(let method, let argument, let type):
            return
                "'\(method)' needs the argument '\(argument)' (\(type.rawValue)); add \(argument)=… to the URL or pass it in params"
        case .invalidArgument(let method, let argument, let expected, let found):
            let hint =
                [.object, .array, .json].contains(expected)
                ? "; pass a value in params, or JSON text in a URL (such as {\"key\": 1}), "
                    + "at most \(JSONValue.maxDepth) levels deep, with finite numbers and 64-bit integers" : ""
            return "argument '\(argument)' of '\(method)' is '\(found)', which is not a valid \(expected.rawValue)"
                + hint
        case .invalidResultType(let method, let found):
            return "the call to '\(method)' has resultType '\(found)'; "
                + "use 0 to discard the result or 1 or 2 to return it (TheRouter's conventions), or leave it out"
        case .unexpectedArgument(let method, let argument, let declared):
            return "'\(method)' has no argument '\(argument)' (arguments: \(Self.list(declared)))"
        case .methodFailed(let method, let error):
            return "'\(method)' failed: \(error)"
        }
    }

    /// `a, b`, or `none`.
    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
