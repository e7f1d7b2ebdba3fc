/// The one seam between the router and relocation.
///
/// Relocation (rules, planner, state, and the apply and revert API on ``Router``) lives in the
/// `SwitchyardRelocation` module, which depends on this one; this module knows it only through
/// what this file declares. The seam has two sides:
///
/// - **Redirecting** (the router calls relocation): a snapshot carries the redirects in effect as
///   one ``RouteRedirects`` value, frozen with the routes they apply to. Every `openURL`,
///   `resolve` and `canOpenURL` asks it where a URL is sent (the pipeline's stage 3,
///   `Router.relocate(_:)` in `Opening/Router+Pipeline.swift`); a snapshot without redirects
///   costs one `nil` check.
/// - **Installing** (relocation calls the router): relocation keeps its state in the router's
///   ``RelocationSlot``, read and changed under the router's lock (``Router/withRelocationSlot(_:)``),
///   reads the installed routes a batch is validated against (``Router/installedRoutes()``), and
///   swaps a new slot in together with the snapshot, in one step under that lock
///   (``Router/swapRelocation(_:)``): opens see the old routes and redirects or the new ones,
///   never a mix. The router builds every snapshot from the build-time tables plus the slot's
///   added tables, minus its removed patterns, with its redirects.
///
/// The events relocation reports travel on the router's one event stream
/// (``RouterEvent/relocation(_:)``), so ``RelocationEvent`` and the two errors it carries
/// (``RelocationError``, ``RelocationStoreError``) are declared beside ``RouterEvent``.
package protocol RouteRedirects: AnyObject, Sendable {
    /// How many redirects are in effect: the bound on the hops of one walk.
    var ruleCount: Int { get }

    /// The redirect that takes `url`, or `nil` when none does.
    ///
    /// - Complexity: at most one lookup in a trie of the redirects, independent of their number.
    func redirect(for url: RouteURL, limits: URLLimits) -> RouteRedirect?
}

/// Where one redirect sends one URL: the redirect's source pattern (a route more specific than it
/// keeps its URLs), its parameters sorted by key (origin ``RouteParameters/Origin/relocation``),
/// and the URL it sends to, or why its filled-in target is not a valid URL.
package typealias RouteRedirect = (
    source: RoutePattern, params: [(key: String, value: any Sendable)], target: Result<RouteURL, URLParseError>
)

/// Relocation's part of the router's state: what the router installs from it, and relocation's
/// own bookkeeping. Changed only under the router's lock.
package struct RelocationSlot {
    /// The redirects every new snapshot carries; `nil` when none is in effect.
    package var redirects: (any RouteRedirects)?
    /// The tables relocation adds (exempt from the removed patterns).
    package var addedTables: [RouteTable] = []
    /// The canonical build-time patterns relocation removed.
    package var removed: Set<String> = []
    /// Relocation's own state (rules, version, policy, store, caches): kept here so it changes
    /// under the same lock as the fields above; the router never reads it.
    package var owner: Any?

    /// An empty slot: no relocation.
    package init() {}
}

/// A swap of relocation's slot: what finishing it (``Router/finishRelocationSwap(_:)``) must do.
package struct RelocationSwap {
    /// The issues of the install the swap reused, or `nil` when it dropped the snapshot.
    fileprivate let reusedIssues: [RouteTableError]?
}

extension Router {
    /// Runs `body` on relocation's slot under the router's lock. Keep it short: opens wait.
    package func withRelocationSlot<Result>(_ body: (inout RelocationSlot) -> Result) -> Result {
        state.withLock { body(&$0.relocation) }
    }

    /// The installed routes a batch is validated against, read in one step under the router's
    /// lock: every table in registration order, the compiled tables (which compile what they
    /// lack), the patterns `remove(pattern:)` removed (canonical), the `scheme://host` scopes
    /// whose lazily registered tables are not loaded yet, and the tables' generation, which every
    /// change of the tables (an append, a removed token of pages registered in code) advances.
    package func installedRoutes() -> (
        tables: [RouteTable], compiled: CompiledTables, removed: Set<String>, pendingScopes: Set<String>,
        generation: Int
    ) {
        state.withLock { state in
            (
                state.tables, state.compiledTables, state.removed, Set(state.lazyTables.keys),
                state.registration.generation
            )
        }
    }

    /// Keeps what relocation compiled in `compiled` for every later build, unless the tables
    /// changed since it read ``installedRoutes()`` (at `generation`).
    package func keepCompiledTables(_ compiled: CompiledTables, generation: Int) {
        state.withLock { state in
            if state.registration.generation == generation && state.compiledTables.count < compiled.count {
                state.compiledTables = compiled
            }
        }
    }

    /// Changes relocation's slot with `change` and swaps in the snapshot to match, in one step
    /// under the router's lock. `change` returns whether the routes stay what the current snapshot
    /// was built from (it changed only redirects): then the new snapshot shares the current trie
    /// and routes and counts as an install. Otherwise the snapshot is dropped, for
    /// ``finishRelocationSwap(_:)`` (or the next use) to rebuild.
    ///
    /// - Complexity: O(1) plus `change`.
    package func swapRelocation(_ change: (inout RelocationSlot) -> Bool) -> RelocationSwap {
        state.withLock { state in
            let routesUnchanged = change(&state.relocation)
            guard routesUnchanged, let current = state.snapshot else {
                state.snapshot = nil
                return RelocationSwap(reusedIssues: nil)
            }
            let start = Self.now()
            state.snapshot = RouteSnapshot(
                trie: current.trie, routes: current.routes, pendingScopes: current.pendingScopes,
                tableCount: current.tableCount, redirects: state.relocation.redirects)
            state.installCount += 1
            state.lastInstallNanoseconds = Self.now() &- start
            return RelocationSwap(reusedIssues: state.installIssues)
        }
    }

    /// Builds the snapshot a swap dropped now rather than on the next open, or reports the
    /// install of a swap that kept the routes as a build would. Call it outside relocation's own
    /// lock, so that an observer of the install events may apply a batch itself.
    package func finishRelocationSwap(_ swap: RelocationSwap) {
        if let issues = swap.reusedIssues {
            emitInstallEvents(issues: issues)
        } else {
            _ = snapshot()
        }
    }
}
