extension RouteURL {
    /// Whether this is a service call by URL, `scheme://services?protocol=P&method=m&…` (the host
    /// `serviceHost`, ``RouterConfiguration/serviceHost``, and no path): the router's one built-in
    /// handler route. An open answers it right after parsing the URL — before the snapshot,
    /// relocation and the interceptors, so none of them applies to a service call — and reports the
    /// method's result as ``RouteOutcome/serviceResult(_:)``. `resolve` and `canOpenURL` describe
    /// the installed routes only.
    func isServiceCall(host serviceHost: String) -> Bool { host == serviceHost && pathSegments.isEmpty }
}

extension Router {
    /// Calls a service method by URL, as TheRouter does: `scheme://services?protocol=P&method=m`,
    /// with the method's arguments as further query items or explicit `params` (which win, as
    /// for routes). TheRouter's `ivar1`/`ivar2` fill the first two declared arguments.
    ///
    /// Only methods in the implementation's ``RouterService/remoteMethods`` can be reached.
    /// Arguments are checked against their declaration and converted; unknown ones are refused.
    ///
    /// ```swift
    /// let reply = try await router.callService(url: "app://services?protocol=GreeterService&method=greet&name=Ann&times=2")
    /// ```
    ///
    /// - Parameters:
    ///   - url: the service URL, `scheme://services?protocol=P&method=m` and the arguments.
    ///   - params: explicit arguments; they win over query items of the same name.
    ///   - source: `.external` for calls from outside the app; they reach only methods
    ///     declared `externallyCallable`.
    /// - Returns: what the method returned.
    /// - Throws: ``ServiceError``; every failure is also emitted as an event.
    public func callService(
        url: String, params: [String: any Sendable] = [:], source: RouteSource = .app
    ) async throws(ServiceError) -> JSONValue {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            throw reportService(.notAServiceURL(url: url, problem: error.description))
        }
        guard parsed.isServiceCall(host: configuration.serviceHost) else {
            throw reportService(
                .notAServiceURL(
                    url: parsed.original, problem: "the host must be '\(configuration.serviceHost)' and the path empty")
            )
        }
        return try await callService(parsed, params: params, source: source)
    }

    /// The built-in route of ``openURL(_:params:source:action:)``: the result comes back as
    /// ``RouteOutcome/serviceResult(_:)``, a failure as `.failed` with `.serviceFailed`.
    func answer(_ url: RouteURL, _ caller: Query.Caller) async -> RouteOutcome {
        do throws(ServiceError) {
            return .serviceResult(try await callService(url, params: caller.params, source: caller.source))
        } catch {
            return report(RouteFailure(url: url.original, reason: .serviceFailed(error)))
        }
    }

    /// Calls the method the URL names and emits `.serviceCalled`, or reports why not.
    private func callService(
        _ url: RouteURL, params: [String: any Sendable], source: RouteSource
    ) async throws(ServiceError) -> JSONValue {
        do throws(ServiceError) {
            let parameters = RouteParameters(
                explicit: params, relocation: [], pathCount: 0, queryCount: url.queryCount, appendPath: { _ in },
                forEachQuery: { url.forEachQueryItem($0) })
            let service = try Self.required("protocol", in: parameters, url: url.original)
            let method = try Self.required("method", in: parameters, url: url.original)
            let discards = try Self.discardsResult(parameters, method: service + "." + method)
            let instance = try serviceInstance(named: service)
            let result = try await Self.call(method, of: service, on: instance, with: parameters, from: source)
            emit(.serviceCalled(service: service, method: method))
            return discards ? .null : result
        } catch {
            throw reportService(error)
        }
    }

    /// The non-empty value of the query item `name` (`protocol`, `method`).
    private static func required(
        _ name: String, in parameters: RouteParameters, url: String
    ) throws(ServiceError) -> String {
        guard let value = (parameters.item(name)?.value).map({ String(describing: $0) }), !value.isEmpty else {
            throw .notAServiceURL(url: url, problem: "no '\(name)' query item")
        }
        return value
    }

    /// Whether the call's `resultType` discards the method's result. TheRouter's return convention
    /// (`TheRouter+Jump.swift`, `routerService`): 0 calls for the effect, 1 and 2 return the value
    /// (Objective-C's unretained and retained results; one thing in Swift). An explicit value is an
    /// integer, a query item's its digits; other values are refused. Without it the call is still
    /// made and its result returned, where TheRouter performs nothing.
    private static func discardsResult(_ parameters: RouteParameters, method: String) throws(ServiceError) -> Bool {
        guard let item = parameters.item("resultType") else { return false }
        var number: Int?
        if item.origin == .query {
            number = (item.value as? String).flatMap { Int($0) }
        } else if case .integer(let value)? = try? JSONValue(converting: item.value) {
            number = value
        }
        guard let number, (0...2).contains(number) else {
            throw .invalidResultType(method: method, found: String(describing: item.value))
        }
        return number == 0
    }

    /// Calls the remote method `name` of `instance`, which provides `service`: only a method in
    /// its ``RouterService/remoteMethods`` that the caller's source may reach, with its arguments
    /// checked and converted.
    private static func call<Service: RouterService>(
        _ name: String, of service: String, on instance: Service, with parameters: RouteParameters,
        from source: RouteSource
    ) async throws(ServiceError) -> JSONValue {
        let methods = Service.remoteMethods
        // An Objective-C selector's trailing colon (`openWithInfo:`) is optional on either side.
        func bare(_ name: String) -> Substring { name.hasSuffix(":") ? name.dropLast() : name[...] }
        guard
            let method = methods.first(where: { $0.name == name })
                ?? methods.first(where: { bare($0.name) == bare(name) })
        else {
            throw .methodNotExposed(service: service, method: name, exposed: methods.map(\.name).sorted())
        }
        let qualified = service + "." + method.name
        if source == .external && !method.isExternallyCallable { throw .notCallableFromOutside(method: qualified) }
        let arguments = try bind(parameters, to: method.parameters, method: qualified)
        do {
            return try await method.body(instance, arguments)
        } catch let error as ServiceError {
            throw error
        } catch {
            throw .methodFailed(method: qualified, error: "\(error)")
        }
    }

    /// Checks and converts the call's parameters against the declared arguments.
    static func bind(
        _ parameters: RouteParameters, to declared: [RemoteParameter], method: String
    ) throws(ServiceError) -> RemoteArguments {
        let reserved: Set<String> = ["protocol", "method", "resultType"]
        let positional = ["ivar1", "ivar2"]
        let names = Set(declared.map(\.name))
        for key in parameters.keys where !reserved.contains(key) && !names.contains(key) {
            if let position = positional.firstIndex(of: key), position < declared.count { continue }
            throw .unexpectedArgument(method: method, argument: key, declared: declared.map(\.name))
        }
        var values: [String: JSONValue] = [:]
        for (index, parameter) in declared.enumerated() {
            var given = parameters.item(parameter.name)
            if given == nil, index < positional.count { given = parameters.item(positional[index]) }
            guard let given else {
                guard let fallback = parameter.defaultValue else {
                    throw .missingArgument(method: method, argument: parameter.name, type: parameter.type)
                }
                values[parameter.name] = fallback
                continue
            }
            guard let value = parameter.type.convert(given.value, fromURL: given.origin == .query) else {
                throw .invalidArgument(
                    method: method, argument: parameter.name, expected: parameter.type,
                    found: String(describing: given.value))
            }
            values[parameter.name] = value
        }
        return RemoteArguments(values, method: method)
    }
}
