/// The router's services: registered entries, shared instances and test overrides.
///
/// The registry lock guards the tables only; a shared instance is created under its own
/// entry's lock, so exactly one caller runs `init()` while racing callers wait for it, and a
/// service whose `init()` looks up *another* service does not deadlock. A service that needs
/// itself (directly or through others) is reported as a ``ServiceError/dependencyCycle(_:)``.
enum ServiceRegistry {
    struct State {
        /// Each entry with its shared instance, once created.
        var entries: [String: (entry: ServiceEntry, shared: Locked<(any RouterService)?>)] = [:]
        /// A test's instance, or why it cannot stand for the protocol.
        var overrides: [String: Result<any RouterService, ServiceError>] = [:]
    }

    /// The services being created by the current task or thread, innermost last.
    @TaskLocal static var creating: [String] = []
}

extension Router {
    /// Hands the router modules' service tables (each module's generated
    /// `SwitchyardRouteTable_M.services`; ``registerLinkedModules()`` hands them all). Nothing is
    /// created until first asked for. When two implementations provide the same protocol, the
    /// first registered is kept and a ``ServiceError/duplicate(service:kept:ignored:)`` event is
    /// emitted.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public func register(services tables: [ServiceTable]) {
        var issues: [ServiceError] = []
        services.withLock { state in
            for entry in tables.flatMap(\.entries) {
                guard let existing = state.entries[entry.provides]?.entry else {
                    state.entries[entry.provides] = (entry, Locked(nil))
                    continue
                }
                if existing.typeName != entry.typeName {
                    issues.append(.duplicate(service: entry.provides, kept: existing.typeName, ignored: entry.typeName))
                }
            }
        }
        for issue in issues { emit(.serviceFailed(issue)) }
    }

    /// The registered services, sorted by protocol name.
    @_spi(Generated)
    public var registeredServices: [ServiceEntry] {
        loadLinkedModulesIfPending()
        return registeredEntries()
    }

    /// The registered entries, sorted by protocol name.
    private func registeredEntries() -> [ServiceEntry] {
        services.withLock { $0.entries.values.map(\.entry) }.sorted { $0.provides < $1.provides }
    }

    /// The implementation of the service protocol `type`, looked up by its name
    /// (`String(describing:)`, e.g. `AppConfigService`): an override when a test set one, else
    /// the shared instance (created now if this is the first use, exactly once even when many
    /// threads ask at the same time), or a new instance for a `.perCall` service.
    ///
    /// ```swift
    /// let config = try router.service((any AppConfigService).self)
    /// ```
    ///
    /// - Throws: ``ServiceError`` when nothing provides it, the implementation does not conform,
    ///   or creating it needs itself. Each is also emitted as an event.
    public func service<Service>(_ type: Service.Type) throws(ServiceError) -> Service {
        let name = String(describing: type)
        do throws(ServiceError) {
            let instance = try serviceInstance(named: name)
            guard let typed = instance as? Service else {
                throw .doesNotConform(service: name, typeName: String(reflecting: Swift.type(of: instance)))
            }
            return typed
        } catch {
            throw reportService(Self.implementation(type, lookedUpIn: error, among: registeredEntries()))
        }
    }

    /// `error`, or ``ServiceError/lookedUpByImplementation(typeName:service:)`` when nothing
    /// provides `type` because it is a registered implementation rather than its protocol.
    private static func implementation(
        _ type: Any.Type, lookedUpIn error: ServiceError, among entries: [ServiceEntry]
    ) -> ServiceError {
        guard case .notRegistered = error else { return error }
        let qualified = String(reflecting: type)
        let unqualified = "." + String(describing: type)
        let entry = entries.first { $0.typeName == qualified || $0.typeName.hasSuffix(unqualified) }
        return entry.map { .lookedUpByImplementation(typeName: $0.typeName, service: $0.provides) } ?? error
    }

    /// Makes ``service(_:)`` return `instance` for `type` until ``removeServiceOverride(_:)``:
    /// for tests and previews. `instance` must be a ``RouterService``; anything else makes the
    /// lookup throw `.doesNotConform`.
    public func overrideService<Service>(_ type: Service.Type, with instance: Service) {
        let name = String(describing: type)
        let override: Result<any RouterService, ServiceError> =
            if let service = instance as? any RouterService {
                .success(service)
            } else {
                .failure(.doesNotConform(service: name, typeName: String(reflecting: Swift.type(of: instance as Any))))
            }
        services.withLock { $0.overrides[name] = override }
    }

    /// Removes an override set with ``overrideService(_:with:)``.
    public func removeServiceOverride<Service>(_ type: Service.Type) {
        let name = String(describing: type)
        services.withLock { _ = $0.overrides.removeValue(forKey: name) }
    }

    /// The instance for the protocol called `name`. Its caller reports a failure.
    func serviceInstance(named name: String) throws(ServiceError) -> any RouterService {
        loadLinkedModulesIfPending()
        let (override, registered) = services.withLock { ($0.overrides[name], $0.entries[name]) }
        if let override { return try override.get() }
        guard let (entry, shared) = registered else {
            throw .notRegistered(service: name, known: services.withLock { $0.entries.keys.sorted() })
        }
        let chain = ServiceRegistry.creating
        if chain.contains(name) { throw .dependencyCycle(chain + [name]) }
        let make = { ServiceRegistry.$creating.withValue(chain + [name]) { entry.make() } }
        switch entry.lifetime {
        case .perCall:
            return make()
        case .shared:
            return shared.withLock { instance in
                if let instance { return instance }
                let made = make()
                instance = made
                return made
            }
        }
    }

    /// Emits a failure as a ``RouterEvent/serviceFailed(_:)`` event and returns it, to throw.
    func reportService(_ error: ServiceError) -> ServiceError {
        emit(.serviceFailed(error))
        return error
    }
}
