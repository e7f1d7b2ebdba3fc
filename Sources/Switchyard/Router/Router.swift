#if canImport(Dispatch)
import Dispatch
#endif

/// The router: holds the route tables, builds the frozen trie on first use, resolves and opens URLs.
///
/// Every method may be called from any thread. Reads take a snapshot (one lock acquisition to
/// copy a reference) and never lock a mutable tree; changes build a new snapshot and swap it in.
///
/// ```swift
/// Router.shared.registerLinkedModules()   // at launch: costs nothing
/// await Router.shared.openURL("app://product/42?from=home")
/// ```
public final class Router: @unchecked Sendable {
    // All mutable state is in `state`, guarded by its lock; `navigator` is main-actor isolated.

    /// The settings this router was created with.
    public let configuration: RouterConfiguration

    struct State {
        var tables: [RouteTable] = []
        /// The compiled routes of a prefix of `tables`, reused by every rebuild.
        var compiledTables = CompiledTables()
        var lazyTables: [String: [(module: String, load: @Sendable () -> RouteTable)]] = [:]
        var removed: Set<String> = []
        var snapshot: RouteSnapshot?
        var installCount = 0
        var lastInstallNanoseconds: UInt64 = 0
        /// What the last build of `snapshot` reported, for an install that reuses it.
        var installIssues: [RouteTableError] = []
        var interceptors: [InterceptorRegistration] = []
        var observers: [UInt64: @Sendable (RouterEvent) -> Void] = [:]
        var failureObserver: (@Sendable (RouteFailure) -> Void)?
        var fallback: (@Sendable (RouteFailure) -> String?)?
        /// Closures registered with `handle(_:…)`, by token; compiled at each rebuild.
        var closureRoutes: [UInt64: RouteTable] = [:]
        var nextToken: UInt64 = 1
        /// Relocation's part of the state (see RelocationSeam.swift).
        var relocation = RelocationSlot()
        /// Which tables are held, and whether linked modules are still to be read (Registration/).
        var registration = RegistrationState()
        #if DEBUG
        var driftChecked = false
        #endif
    }

    let state = Locked(State())
    /// Serializes the loading of lazily registered scopes (see `loadScope(_:)`).
    let scopeGate = RecursiveLock()
    /// Registered services and their instances (see `Router+Services.swift`).
    let services = Locked(ServiceRegistry.State())

    /// Where destinations are shown. Attaching one makes the router ready: opens held until
    /// then are delivered to it, in order (see ``RouterConfiguration/holdsOpensUntilReady``).
    /// Without one, and unless the configuration holds opens, opens still create destinations
    /// and report `.opened`, which is what unit tests of a route often want.
    @MainActor public var navigator: (any Navigator)? {
        didSet { if navigator != nil { markReady() } }
    }

    /// Readiness and the opens held until then (see Router+Holding.swift).
    @MainActor var holding = Holding()
    /// The `settled` of the latest open started from synchronous code: opens started that way
    /// run one after another (see Router+OpenQueue.swift).
    let openQueue = Locked<OneShot<Void>?>(nil)

    /// Creates a router. Most apps use ``shared`` (configured with ``configureShared(_:)``);
    /// tests create their own.
    public init(configuration: RouterConfiguration = RouterConfiguration()) {
        self.configuration = configuration
    }

    // MARK: Registration

    /// Hands the router route tables. Nothing is built until the first open, resolve or
    /// `canOpenURL`. Registering after install is fine: the next use rebuilds the trie.
    ///
    /// A table registered again (the same module and types) is ignored and reported as
    /// ``RouterEvent/duplicateModule(module:detail:)``.
    ///
    /// - Complexity: O(*t*) for *t* tables now; the trie is built at the next use, in O(*p* · *k*)
    ///   for *p* patterns of *k* segments (patterns compiled before are not compiled again).
    public func register(_ tables: [RouteTable]) {
        let duplicates = state.withLock { state in
            state.snapshot = nil
            return state.admitTables(tables)
        }
        reportDuplicates(duplicates)
    }

    /// Registers a module's table to be loaded the first time a URL of `scope` (`scheme://host`,
    /// e.g. `app://account`) is resolved: a feature whose routes are many or costly to build pays
    /// nothing until its first link is opened.
    public func registerLazily(scope: String, module: String, _ load: @escaping @Sendable () -> RouteTable) {
        let key =
            (try? RouteURL(scope, defaultScheme: configuration.defaultScheme))?.scopeKey ?? scope.lowercased()
        state.withLock { state in
            state.lazyTables[key, default: []].append((module, load))
            state.snapshot = nil
        }
    }

    /// Removes every route with this pattern (compared in canonical form). Returns whether one was installed.
    ///
    /// - Complexity: O(*n*) to compile the pattern plus O(*r*) over the installed routes; the trie is
    ///   rebuilt at the next use.
    @discardableResult
    public func remove(pattern text: String) throws(RoutePatternError) -> Bool {
        let pattern = try RoutePattern(text, defaultScheme: configuration.defaultScheme)
        let existed = snapshot().routes.contains { $0.info.pattern == pattern }
        state.withLock { state in
            state.removed.insert(pattern.description)
            state.snapshot = nil
        }
        return existed
    }

    /// Every installed route, sorted by pattern.
    public var routes: [RouteInfo] {
        snapshot().routes.map(\.info).sorted {
            ($0.pattern.description, $0.typeName) < ($1.pattern.description, $1.typeName)
        }
    }

    /// How many times the trie has been built (the first install, then once per change).
    public var installCount: Int { state.withLock { $0.installCount } }

    /// The trie as text, one node a line, for debugging.
    public func dump() -> String {
        let current = snapshot()
        return current.trie.describe { current.routes[Int($0)].info.description }.joined(separator: "\n")
    }

    /// Loads the lazily registered tables of `scope`, if any are pending, and returns the new snapshot.
    ///
    /// Loads are serialized by `scopeGate`: a caller that asks for a scope while another thread is
    /// loading it waits for that load, instead of matching against the table without the scope's
    /// routes. The gate is recursive, so a loader may itself call the router.
    func loadScope(_ scope: String) -> RouteSnapshot {
        let (tables, duplicates) = scopeGate.withLock { () -> ([(String, RouteTable)], [RouteTable]) in
            let loaders = state.withLock { state in state.lazyTables.removeValue(forKey: scope) ?? [] }
            // Load outside the state lock: a loader is app code.
            let tables = loaders.map { ($0.module, $0.load()) }
            guard !tables.isEmpty else { return (tables, []) }
            let duplicates = state.withLock { state in
                state.snapshot = nil
                return state.admitTables(tables.map(\.1))
            }
            return (tables, duplicates)
        }
        reportDuplicates(duplicates)
        for (module, table) in tables {
            emit(.scopeLoaded(scope: scope, module: module, routeCount: table.patternCount))
        }
        return snapshot()
    }

    static func now() -> UInt64 {
        #if canImport(Dispatch)
        return DispatchTime.now().uptimeNanoseconds
        #else
        return 0
        #endif
    }
}

extension RouteURL {
    /// The `scheme://host` scope the URL belongs to: the key of lazily registered tables.
    var scopeKey: String { scheme + "://" + host }
}
