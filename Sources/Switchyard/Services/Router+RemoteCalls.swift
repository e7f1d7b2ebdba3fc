/// A service call by URL, `scheme://services?protocol=P&method=m&…`: the router's one built-in
/// handler route. An open answers it right after parsing the URL — before the snapshot,
/// relocation and the interceptors, so none of them applies to a service call — and reports the
/// method's result as ``RouteOutcome/serviceResult(_:)``. `resolve` and `canOpenURL` describe
/// the installed routes only.
struct ServiceCall {
    let url: RouteURL

    /// The call, when `url` has the host `services` and no path.
    init?(_ url: RouteURL) {
        guard url.host == "services" && url.pathSegments.isEmpty else { return nil }
        self.url = url
    }
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
    ) async throws(ServiceError) -> RemoteValue {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            throw reportService(ServiceError(.notAServiceURL(url: url, problem: error.description)))
        }
        guard let call = ServiceCall(parsed) else {
            throw reportService(
                ServiceError(
                    .notAServiceURL(url: parsed.original, problem: "the host must be 'services' and the path empty")))
        }
        return try await callService(call, params: params, source: source)
    }

    /// The built-in route of ``openURL(_:params:source:action:)``: the result comes back as
    /// ``RouteOutcome/serviceResult(_:)``, a failure as `.failed` with `.serviceFailed`.
    func answer(_ call: ServiceCall, _ caller: Query.Caller) async -> RouteOutcome {
        do throws(ServiceError) {
            return .serviceResult(try await callService(call, params: caller.params, source: caller.source))
        } catch {
            return report(RouteFailure(url: call.url.original, reason: .serviceFailed(error)))
        }
    }

    private func callService(
        _ call: ServiceCall, params: [String: any Sendable], source: RouteSource
    ) async throws(ServiceError) -> RemoteValue {
        let url = call.url
        let parameters = RouteParameters(explicit: params, path: [], query: url.queryItems)
        guard let name = parameters["protocol"].map({ String(describing: $0) }), !name.isEmpty else {
            throw reportService(ServiceError(.notAServiceURL(url: url.original, problem: "no 'protocol' query item")))
        }
        guard let methodName = parameters["method"].map({ String(describing: $0) }), !methodName.isEmpty else {
            throw reportService(ServiceError(.notAServiceURL(url: url.original, problem: "no 'method' query item")))
        }
        let instance = try serviceInstance(named: name)
        let methods = Self.remoteMethods(of: instance)
        guard let method = methods.first(where: { $0.name == methodName }) else {
            throw reportService(
                ServiceError(
                    .methodNotExposed(service: name, method: methodName, exposed: methods.map(\.name).sorted())))
        }
        let qualified = name + "." + methodName
        if source == .external && !method.isExternallyCallable {
            throw reportService(ServiceError(.notCallableFromOutside(method: qualified)))
        }
        let arguments: RemoteArguments
        do throws(ServiceError) {
            arguments = try Self.bind(parameters, to: method.parameters, method: qualified)
        } catch {
            throw reportService(error)
        }
        do {
            let result = try await method.call(arguments)
            emit(.serviceCalled(service: name, method: methodName))
            return result
        } catch let error as ServiceError {
            throw reportService(error)
        } catch {
            throw reportService(ServiceError(.methodFailed(method: qualified, error: "\(error)")))
        }
    }

    /// A remote method bound to one service instance.
    struct BoundRemoteMethod: Sendable {
        let name: String
        let parameters: [RemoteParameter]
        let isExternallyCallable: Bool
        let call: @Sendable (RemoteArguments) async throws -> RemoteValue
    }

    static func remoteMethods<Service: RouterService>(of instance: Service) -> [BoundRemoteMethod] {
        Service.remoteMethods.map { method in
            BoundRemoteMethod(
                name: method.name, parameters: method.parameters, isExternallyCallable: method.isExternallyCallable,
                call: { arguments in try await method.body(instance, arguments) })
        }
    }

    /// Checks and converts the call's parameters against the declared arguments.
    static func bind(
        _ parameters: RouteParameters, to declared: [RemoteParameter], method: String
    ) throws(ServiceError) -> RemoteArguments {
        let reserved: Set<String> = ["protocol", "method"]
        let positional = ["ivar1", "ivar2"]
        let names = Set(declared.map(\.name))
        for key in parameters.keys where !reserved.contains(key) && !names.contains(key) {
            if let position = positional.firstIndex(of: key), position < declared.count { continue }
            throw ServiceError(.unexpectedArgument(method: method, argument: key, declared: declared.map(\.name)))
        }
        var values: [String: RemoteValue] = [:]
        for (index, parameter) in declared.enumerated() {
            var given = parameters.item(parameter.name)
            if given == nil, index < positional.count { given = parameters.item(positional[index]) }
            guard let given else {
                guard let fallback = parameter.defaultValue else {
                    throw ServiceError(.missingArgument(method: method, argument: parameter.name, type: parameter.type))
                }
                values[parameter.name] = fallback
                continue
            }
            guard let value = parameter.type.convert(given.value) else {
                throw ServiceError(
                    .invalidArgument(
                        method: method, argument: parameter.name, expected: parameter.type,
                        found: String(describing: given.value)))
            }
            values[parameter.name] = value
        }
        return RemoteArguments(values, method: method)
    }
}
