import Switchyard

/// One relocation rule: a server-side fix to the route table, applied at run time.
///
/// The cases mirror TheRouter's `routerType` numbers, so rule lists written for TheRouter keep
/// working (see `Router.applyRelocation(theRouterRules:version:)`):
///
/// | `routerType` | case | TheRouter keys |
/// |---|---|---|
/// | 1 | ``redirect(from:to:params:)`` | `orginPath` (sic) → `targetPath`, optional `params` |
/// | 2 | ``add(pattern:typeName:)`` | `path` → `className` |
/// | 3 | ``remove(pattern:)`` | `path` |
/// | 4 | ``restore(pattern:)``; with a `targetPath` other than `orginPath`, ``redirect(from:to:params:)`` | `orginPath`, optional `targetPath` and `params` |
/// | 5 | ``restoreAll`` | none (a Switchyard extension) |
public enum RelocationRule: Sendable, Hashable, CustomStringConvertible {
    /// Sends every URL that matches the pattern `from` to `to`.
    ///
    /// `from` is a `RoutePattern`: it matches whole segments, never a prefix, so a redirect of
    /// `app://demo` leaves `app://demo1` alone (TheRouter's prefix bug is not repeated).
    /// `to` is a URL whose path segments (and query values) may be `:name` placeholders, filled
    /// with the path parameters `from` captured by the same name; `**` is filled with what a
    /// trailing `**` of `from` captured. The opened URL's query items are carried over, after the
    /// target's own. `params` reach the destination with the precedence documented on
    /// `Router.applyRelocation(_:)`; they may nest at most 64 levels of arrays and objects, and
    /// hold no NaN or infinity (JSON, and so the store, cannot carry them), or the batch is refused.
    /// `from` must be a pattern some URL within the router's `URLLimits` can match.
    case redirect(from: String, to: String, params: [String: JSONValue] = [:])
    /// Binds a new pattern to a type the route table already knows, named as in the route map
    /// (`Module.Type`, `RouteEntry.typeName`), or as TheRouter's payloads name it: with another
    /// module (`TheRouter_Example.ProductPage`) or bare (`ProductPage`), the one installed type of
    /// that name without its module; a name several types have is refused, naming them. A rule can
    /// never name an arbitrary class, nor an internal route; the pattern's scheme and host must be
    /// literal and allowed by the ``RelocationPolicy``, as a redirect target's are. Adding a pattern
    /// the type already answers (parameter names aside) records nothing.
    case add(pattern: String, typeName: String)
    /// Removes an installed pattern (build-time or added), compared in canonical form.
    case remove(pattern: String)
    /// Removes the redirect whose `from` is this pattern. A no-op when there is none.
    case restore(pattern: String)
    /// Removes every redirect, added and removed pattern: back to the build-time table.
    case restoreAll

    /// TheRouter's `routerType` number for this rule (5 for ``restoreAll``).
    public var routerType: Int {
        switch self {
        case .redirect: return 1
        case .add: return 2
        case .remove: return 3
        case .restore: return 4
        case .restoreAll: return 5
        }
    }

    /// One line for logs, e.g. `redirect app://old/:id -> app://new/:id`.
    public var description: String {
        switch self {
        case .redirect(let from, let to, let params):
            return "redirect \(from) -> \(to)" + (params.isEmpty ? "" : " \(JSONValue.object(params))")
        case .add(let pattern, let typeName): return "add \(pattern) -> \(typeName)"
        case .remove(let pattern): return "remove \(pattern)"
        case .restore(let pattern): return "restore \(pattern)"
        case .restoreAll: return "restore all"
        }
    }
}

/// A versioned list of rules, applied as a whole or not at all.
///
/// Rules apply in order, on top of the relocation state the router already has (the rules of
/// earlier batches). Start a batch with ``RelocationRule/restoreAll`` to make it describe the
/// complete state instead of a change.
public struct RelocationBatch: Sendable, Hashable {
    /// The batch version. A router refuses a batch older than the one it applied last.
    public var version: Int
    /// The rules, applied in order.
    public var rules: [RelocationRule]
    /// The app versions the batch is for, or `nil` for every version. Each entry is a version
    /// (`2.4.1`) or a range (`2.3.0..<2.5`, `2.3.0...2.4.9`, `2.3...`, `..<2.5`), compared number by
    /// number with `RouterConfiguration.appVersion`. A router whose version is not listed, or
    /// unknown, skips the batch (`RelocationReport.skipped`, a `RelocationEvent.skipped` event)
    /// and keeps what is in effect; a malformed entry is refused with the batch. See the Relocation article.
    public var appVersions: [String]?

    /// Creates a batch.
    public init(version: Int, rules: [RelocationRule], appVersions: [String]? = nil) {
        self.version = version
        self.rules = rules
        self.appVersions = appVersions
    }
}
