import SwitchyardSyntax
import _RouteMap

/// Every link that opened in one release's route map and does not open, or opens differently, in
/// the next one (`switchyard-routes diff OLD NEW`).
///
/// Only routes an external link could open in OLD count: internal routes and routes that lost
/// their URLs to another route are left out. For each one, ``Change/url`` is a URL its pattern
/// matches (each `:name`, `*` and `**` filled with `1`, or `2`, … when a literal route takes `1`),
/// opened in both maps by the runtime's matching rules (``RouteMapResolver``).
public struct RouteMapDiff: Hashable, Sendable {
    /// What happened to a link.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// No route of NEW opens the URL.
        case removed
        /// The same page opens, but captures the URL's values under other `:name`s.
        case parameterRenamed = "parameter-renamed"
        /// The same page opens (or a pattern of the same page exists), with fewer `:name`s.
        case parameterDropped = "parameter-dropped"
        /// The route that opens the URL in NEW is internal: external links are refused.
        case madeInternal = "made-internal"
        /// Another type opens the URL.
        case pageChanged = "page-changed"
        /// The same type opens the URL with another `action` (a page became a handler, say).
        case actionChanged = "action-changed"
        /// A route of the same pattern shape now has the higher priority and takes the URL.
        case priorityChanged = "priority-changed"
    }

    /// A redirect rule in the relocation batch format (`routerType` 1; Relocation.md).
    public struct Redirect: Hashable, Sendable {
        /// The source pattern: the OLD route's path.
        public var orginPath: String
        /// Where to send it: a pattern of NEW, its `:name`s filled from the source.
        public var targetPath: String

        /// Creates a rule.
        public init(orginPath: String, targetPath: String) {
            self.orginPath = orginPath
            self.targetPath = targetPath
        }
    }

    /// One link that breaks.
    public struct Change: Hashable, Sendable {
        /// What happened to the link.
        public var kind: Kind
        /// The OLD route.
        public var old: RouteMapEntry
        /// A URL that shows the break.
        public var url: String
        /// The route that opens ``url`` in NEW, if any.
        public var now: RouteMapEntry?
        /// A redirect that keeps the link working, when NEW has a pattern of the same type to send
        /// it to; `nil` when no redirect can (the URL opens the same pattern, or the type is gone).
        public var redirect: Redirect?
        /// What changed, in words.
        public var detail: String
    }

    /// The breaks, sorted by the OLD route's path, then type.
    public var changes: [Change]

    /// Compares `old` with `new` (file names for errors). Throws when a pattern does not compile.
    /// - Complexity: for *n* OLD routes, about O(*n*) lookups (``RouteMapResolver/winner(for:)``
    ///   tries the routes of a URL's scheme, host, length and first segment, and those with a `**`).
    public init(old: RouteMap, new: RouteMap, oldFile: String, newFile: String) throws(RouteMapError) {
        let (before, after) = (try RouteMapResolver(old, file: oldFile), try RouteMapResolver(new, file: newFile))
        let literals = RouteMapResolver.literalsByLevel([before, after])
        var changes: [Change] = []
        for route in before.routes where !route.entry.internal {
            let example = RouteMapResolver.exampleURL(for: route.pattern, avoiding: literals)
            // A route that does not open its own example in OLD lost it to a route of the same shape.
            guard let opened = before.winner(for: example.segments), opened.order == route.order else { continue }
            if let change = Self.change(route, example, after) { changes.append(change) }
        }
        self.changes = changes.sorted { ($0.old.path, $0.old.className) < ($1.old.path, $1.old.className) }
    }

    /// What happens in `after` to the URL `example` that `route` opened, or `nil` when it opens the same.
    private static func change(
        _ route: RouteMapResolver.Route, _ example: (text: String, segments: [String]), _ after: RouteMapResolver
    ) -> Change? {
        let old = route.entry
        let now = after.winner(for: example.segments)
        // Only a link that another type, or nothing, opens has somewhere else to go.
        let successor = now?.entry.className == old.className ? nil : Self.successor(of: route, in: after)
        var change = Change(
            kind: .removed, old: old, url: example.text, now: nil,
            redirect: successor.map { redirect(from: route, to: $0) }, detail: "")
        guard let now else {
            if let successor, successor.entry.parameters.count < old.parameters.count {
                change.kind = .parameterDropped
                change.detail = "no route opens it; \(old.className) now declares \(successor.entry.path)"
            } else {
                change.detail =
                    successor.map { "no route opens it; \(old.className) now declares \($0.entry.path)" }
                    ?? "no route opens it, and NEW has no route of \(old.className)"
            }
            return change
        }
        change.now = now.entry
        if now.entry.className != old.className {
            let sameShape = after.routes(ofType: old.className).contains {
                $0.pattern.matchingKey == now.pattern.matchingKey
            }
            change.kind = sameShape ? .priorityChanged : .pageChanged
            change.detail =
                sameShape
                ? "\(now.entry.className) (priority \(now.entry.priority)) now takes it from \(old.className) (priority \(priorityOf(old.className, now.pattern, after)))"
                : "opens \(now.entry.className) (\(now.entry.path)) instead of \(old.className)"
            // A redirect from a pattern NEW still declares for another page would take that page's links too.
            if sameShape || now.entry.path == old.path { change.redirect = nil }
            return change
        }
        // The same type opens it: from here on, no redirect can help (the source would be the target).
        change.redirect = nil
        if now.entry.internal {
            change.kind = .madeInternal
            change.detail = "\(now.entry.path) is internal: external links are refused"
            return change
        }
        let (was, is_) = (route.pattern.parameterNames, now.pattern.parameterNames)
        if is_.count < was.count {
            change.kind = .parameterDropped
            change.detail = "opens \(now.entry.path), which captures \(names(is_)) instead of \(names(was))"
            return change
        }
        if was != is_ {
            change.kind = .parameterRenamed
            change.detail = "opens \(now.entry.path), which captures \(names(is_)) instead of \(names(was))"
            return change
        }
        if now.entry.action != old.action {
            change.kind = .actionChanged
            change.detail = "answered by \(answerer(now.entry.action)) instead of \(answerer(old.action))"
            return change
        }
        return nil
    }

    /// The external NEW route of `route`'s type to redirect to: the one whose `:name`s share the
    /// most with the OLD pattern's, then the first in map order.
    private static func successor(
        of route: RouteMapResolver.Route, in after: RouteMapResolver
    ) -> RouteMapResolver.Route? {
        let names = Set(route.entry.parameters)
        var best: (route: RouteMapResolver.Route, shared: Int)?
        for candidate in after.routes(ofType: route.entry.className) {
            guard !candidate.entry.internal, candidate.entry.path != route.entry.path else { continue }
            // The target's `:name`s are filled from the source's captures, by name, or else in order.
            guard candidate.entry.parameters.count <= route.entry.parameters.count else { continue }
            // A `*` captures nothing to fill, and a `**` only what a source `**` captured.
            let open = candidate.pattern.segments.filter { $0 == .wildcard || $0 == .catchAll }
            guard !open.contains(.wildcard), open.isEmpty || route.pattern.segments.last == .catchAll else { continue }
            let shared = candidate.entry.parameters.filter(names.contains).count
            if let best, best.shared >= shared { continue }
            best = (candidate, shared)
        }
        return best?.route
    }

    /// A redirect from `route`'s pattern to `target`'s: each target `:name` the source does not
    /// capture takes the source's capture at its place; the source's captures the target's path
    /// does not use go on as query items, so the page still receives them.
    private static func redirect(from route: RouteMapResolver.Route, to target: RouteMapResolver.Route) -> Redirect {
        let source = route.entry.parameters
        let wanted = target.entry.parameters
        let mapped = wanted.enumerated().map { index, name in source.contains(name) ? name : source[index] }
        var position = 0
        let segments = target.pattern.segments.map { segment -> RoutePattern.Segment in
            guard case .parameter = segment else { return segment }
            defer { position += 1 }
            return .parameter(mapped[position])
        }
        var text = RouteMapResolver.text(
            of: RoutePattern(compiledSegments: segments, hasExplicitScheme: target.pattern.hasExplicitScheme))
        let rest = source.filter { !mapped.contains($0) }
        if !rest.isEmpty { text += "?" + rest.map { "\($0)=:\($0)" }.joined(separator: "&") }
        return Redirect(orginPath: route.entry.path, targetPath: text)
    }

    private static func priorityOf(_ className: String, _ pattern: RoutePattern, _ map: RouteMapResolver) -> Int {
        map.routes(ofType: className).first { $0.pattern.matchingKey == pattern.matchingKey }?.entry.priority ?? 0
    }

    private static func names(_ names: [String]) -> String {
        names.isEmpty ? "nothing" : names.map { ":" + $0 }.joined(separator: ", ")
    }

    private static func quoted(_ text: String) -> String { "'\(text)'" }

    /// What answers a route with `action`: a page (no action), a handler, or another action.
    private static func answerer(_ action: String) -> String {
        action.isEmpty ? "a page" : action == RouteMapEntry.handlerAction ? "a handler" : "action \(quoted(action))"
    }
}
