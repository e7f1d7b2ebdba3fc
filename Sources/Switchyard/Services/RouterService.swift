/// How long the router keeps a service it created.
public enum ServiceLifetime: String, Sendable, Hashable {
    /// Created lazily on first use, exactly once, then shared by every caller.
    case shared
    /// Created anew for every lookup.
    case perCall
}

/// A service implementation the router can create and hand out (TheRouter's
/// `TheRouterServiceProtocol`).
///
/// A module declares what it offers as a protocol that refines `RouterService`; an
/// implementation conforms to that protocol, and the build plugin lists it in the module's
/// generated ``ServiceTable``. Callers only know the protocol:
///
/// ```swift
/// public protocol AppConfigService: RouterService { var apiBase: String { get } }
///
/// final class AppConfig: AppConfigService {
///     init() {}
///     var apiBase: String { "https://api.example.com" }
/// }
///
/// let config = try Router.shared.service((any AppConfigService).self)
/// ```
///
/// Implementations are `Sendable` (they are shared across threads) and, to expose
/// ``remoteMethods``, `final`. A main-actor service declares a `nonisolated init()`.
public protocol RouterService: AnyObject, Sendable {
    /// Creates the service. The router calls it lazily, never at launch.
    init()
    /// Whether one instance is shared or each lookup gets a new one. Defaults to `.shared`.
    static var serviceLifetime: ServiceLifetime { get }
    /// The methods that may be called by URL (`scheme://services?protocol=P&method=m`).
    /// Nothing else can be reached that way. Defaults to none.
    static var remoteMethods: [RemoteMethod<Self>] { get }
}

extension RouterService {
    /// `.shared`.
    public static var serviceLifetime: ServiceLifetime { .shared }
    /// None.
    public static var remoteMethods: [RemoteMethod<Self>] { [] }
}

/// One service implementation in a ``ServiceTable``, as the build plugin generates it:
///
/// ```swift
/// ServiceEntry(provides: "AppConfigService", typeName: "Config.AppConfig", lifetime: .shared, make: { AppConfig() })
/// ```
@_spi(Generated)
public struct ServiceEntry: Sendable, CustomStringConvertible {
    /// The protocol it provides, spelled as `String(describing: (any P).self)` spells it: `AppConfigService`.
    public let provides: String
    /// The implementation's qualified type name, `Module.Type`.
    public let typeName: String
    /// How long an instance lives; the generated literal, copied from the type's ``RouterService/serviceLifetime``.
    public let lifetime: ServiceLifetime
    let make: @Sendable () -> any RouterService

    /// Creates an entry (what generated code calls).
    public init<Service: RouterService>(
        provides: String, typeName: String, lifetime: ServiceLifetime = Service.serviceLifetime,
        make: @escaping @Sendable () -> Service
    ) {
        self.provides = provides
        self.typeName = typeName
        self.lifetime = lifetime
        self.make = { make() }
    }

    /// `AppConfigService -> Config.AppConfig (shared)`.
    public var description: String { "\(provides) -> \(typeName) (\(lifetime.rawValue))" }
}

/// A module's services, as the build plugin generates them (`SwitchyardRouteTable_M.services`).
/// Registering costs nothing: no service is created until it is first asked for.
public struct ServiceTable: Sendable {
    /// The module the services were declared in.
    @_spi(Generated) public let module: String
    /// The entries, sorted by protocol name.
    @_spi(Generated) public let entries: [ServiceEntry]

    /// Creates a table (what generated code calls).
    @_spi(Generated)
    public init(module: String, entries: [ServiceEntry]) {
        self.module = module
        self.entries = entries
    }
}
