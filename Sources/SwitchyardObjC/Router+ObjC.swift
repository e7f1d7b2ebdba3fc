import Switchyard
@_spi(JSON) import SwitchyardJSON

// The Objective-C facade's decisions, platform-neutral and tested on Linux
// (Tests/SwitchyardObjCTests). The `@objc` layer (ObjectiveC/, Apple platforms only) converts
// its arguments and calls these; it decides nothing.
//
//   entry point          here                     the router's own
//   open                 openForObjC              openURL(_:params:source:)
//   canOpen              (none: passed through)   canOpenURL(_:source:)
//   page (class, block)  registerPageForObjC      register(_:) of a RoutePage
//   handler block        handleForObjC            handle(_:_:)
//   interceptor block    addInterceptorForObjC    addInterceptor(_:priority:)
//   remove               (none: passed through)   remove(_:)

/// What an open reports to an Objective-C completion: the page, a handler's result, or the
/// failure with its reason.
struct ObjCOutcome {
    /// The URL as the caller gave it.
    let url: String
    /// The destination the router created, when a page opened (``RouteOutcome/destination``).
    let page: Any?
    /// What a handler returned (`nil` for nothing), or a service call's result as plain values.
    let result: Any?
    /// Why nothing opened, when it failed: the failure's message, which says how to fix it.
    let failureReason: String?

    @MainActor
    init(_ outcome: RouteOutcome, url: String) {
        self.url = url
        var result: Any?
        switch outcome {
        case .opened, .failed: result = nil
        case .handled(_, let value):
            if let box = value as? MainActorBox {
                result = box.value
            } else if !(value is Void) {
                result = value
            }
        case .serviceResult(let json): result = json.plainValue
        }
        (page, self.result, failureReason) = (outcome.destination, result, outcome.failure?.description)
    }

    init(failure: ObjCFailure, url: String) {
        (self.url, page, result, failureReason) = (url, nil, nil, failure.reason)
    }
}

extension Router {
    /// Opens `url` for an Objective-C caller and calls `completion` on the main actor, always
    /// later, never before this returns. Parameters are converted first (``ObjCParameters``): a
    /// refused one fails the open, naming its key, and nothing opens.
    @MainActor
    func openForObjC(
        _ url: String, parameters: [AnyHashable: Any], source: RouteSource,
        completion: @escaping @MainActor (ObjCOutcome) -> Void
    ) {
        let converted = ObjCParameters.sendable(parameters)
        Task { @MainActor in
            switch converted {
            case .failure(let failure): completion(ObjCOutcome(failure: failure, url: url))
            case .success(let params):
                completion(ObjCOutcome(await openURL(url, params: params, source: source), url: url))
            }
        }
    }

    /// Registers an Objective-C page at run time: `className` is its name in relocation rules
    /// (TheRouter's `className`) and the route map, `patterns` what it answers, and `make` its
    /// factory, called on the main actor for each open. A factory that returns `nil` fails the
    /// open, naming the class. Returns the token that removes it.
    ///
    /// - Throws: ``RouteTableError`` when a pattern does not compile or another type claims one
    ///   with the same priority; nothing is registered then.
    func registerPageForObjC(
        className: String, patterns: [String], make: @escaping @MainActor (RouteRequest) -> Any?
    ) throws(RouteTableError) -> RouterToken {
        try register(
            RoutePage(patterns, typeName: className) { request in
                guard let page = make(request) else {
                    throw ObjCFailure("the factory block returned nil; return the page to show")
                }
                return page
            })
    }

    /// Registers a handler block for `pattern`: a handler route (``Router/handle(_:priority:isInternal:_:)``)
    /// whose block runs on the main actor; what it returns reaches the opener's completion as it is.
    func handleForObjC(
        _ pattern: String, handler: @escaping @MainActor (RouteRequest) -> Any?
    ) throws(RouteTableError) -> RouterToken {
        try handle(pattern) { request in
            await MainActor.run { () -> any Sendable in
                guard let value = handler(request) else { return () }
                return MainActorBox(value)
            }
        }
    }

    /// Adds an interceptor block, which is given the request and a decision handler on the main
    /// actor. The first decision counts; later ones are ignored. A decision handler not called
    /// within ``RouterConfiguration/heldOpenTimeout`` rejects the open, saying so.
    @discardableResult
    func addInterceptorForObjC(
        named name: String, priority: Int,
        _ body: @escaping @MainActor (RouteRequest, @escaping @Sendable (InterceptorDecision) -> Void) -> Void
    ) -> RouterToken {
        let interceptor = BlockInterceptor(name: name, timeout: configuration.heldOpenTimeout, body: body)
        do {
            return try addInterceptor(interceptor, priority: priority)
        } catch {
            // Only a scope's patterns can fail to compile, and this scope (all routes) has none.
            preconditionFailure("an interceptor for every route was refused: \(error)")
        }
    }
}

/// An interceptor block, waiting for its decision handler at most `timeout` seconds.
struct BlockInterceptor: RouteInterceptor {
    let name: String
    let timeout: Double
    let body: @MainActor (RouteRequest, @escaping @Sendable (InterceptorDecision) -> Void) -> Void

    func intercept(_ request: RouteRequest) async -> InterceptorDecision {
        await DecisionWait.decide(request, name: name, timeout: timeout, body: body)
    }
}

/// One interceptor block's decision: settled once, by the decision handler (from any thread) or
/// by the timeout, on the main actor.
@MainActor
final class DecisionWait {
    private var continuation: CheckedContinuation<InterceptorDecision, Never>?
    private var timer: Task<Void, Never>?

    private func settle(_ decision: InterceptorDecision) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: decision)
    }

    static func decide(
        _ request: RouteRequest, name: String, timeout: Double,
        body: @MainActor (RouteRequest, @escaping @Sendable (InterceptorDecision) -> Void) -> Void
    ) async -> InterceptorDecision {
        let wait = DecisionWait()
        return await withCheckedContinuation { continuation in
            wait.continuation = continuation
            wait.timer = Task { @MainActor in
                guard (try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))) != nil else { return }
                wait.settle(
                    .reject(
                        reason: "\(name) did not call its decision handler within \(timeout) s "
                            + "(RouterConfiguration.heldOpenTimeout); call it once on every path"))
            }
            body(request) { decision in Task { @MainActor in wait.settle(decision) } }
        }
    }
}
