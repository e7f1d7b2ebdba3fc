@_spi(JSON) import SwitchyardJSON
import _AndroidCrossCheck
import _RouteMap

/// ``RouteMapDiff``'s changes with a verdict each: covered by a relocation batch, allowed as a
/// deliberate removal, or lost. `switchyard-routes diff` prints it and exits with ``exitCode``.
public struct RouteMapDiffReport: Hashable, Sendable {
    /// What becomes of one change.
    public enum Verdict: Hashable, Sendable {
        /// Nothing keeps the link working.
        case lost
        /// A batch (its file name) redirects the URL to a route of the OLD type, or to any route
        /// when NEW has none of that type (`opens`: where the link lands, e.g.
        /// `Shop.CartPage (redirected to app://basket/1)`).
        case covered(batch: String, opens: String)
        /// The allow-list line that excuses it.
        case allowed(line: String)
    }

    /// A change and its verdict.
    public struct Item: Hashable, Sendable {
        /// The change.
        public var change: RouteMapDiff.Change
        /// What becomes of it.
        public var verdict: Verdict
    }

    /// The OLD map's file, as named on the command line.
    public var oldFile: String
    /// The NEW map's file.
    public var newFile: String
    /// The changes, in ``RouteMapDiff/changes`` order.
    public var items: [Item]

    /// Gives each change of `diff` a verdict: allowed when `allowList` has the OLD route's path,
    /// else covered when `coverage` names the batch that covers it, else lost.
    public init(
        diff: RouteMapDiff, oldFile: String, newFile: String, allowList: CrossCheckAllowList,
        coverage: (RouteMapDiff.Change) -> (batch: String, opens: String)?
    ) {
        self.oldFile = oldFile
        self.newFile = newFile
        items = diff.changes.map { change in
            if let line = allowList.line(allowing: change.old.path) {
                return Item(change: change, verdict: .allowed(line: line))
            }
            if let covered = coverage(change) {
                return Item(change: change, verdict: .covered(batch: covered.batch, opens: covered.opens))
            }
            return Item(change: change, verdict: .lost)
        }
    }

    /// The changes nothing keeps working.
    public var lost: [Item] { items.filter { $0.verdict == .lost } }

    /// 0 when nothing is lost, 1 when something is (2, bad input, is the command's).
    public var exitCode: Int32 { lost.isEmpty ? 0 : 1 }

    /// How many changes are lost, covered and allowed.
    private var counts: (lost: Int, covered: Int, allowed: Int) {
        let covered = items.filter { if case .covered = $0.verdict { true } else { false } }.count
        return (lost.count, covered, items.count - covered - lost.count)
    }

    /// `N lost, N covered, N allowed`.
    public var summary: String { "\(counts.lost) lost, \(counts.covered) covered, \(counts.allowed) allowed" }

    /// The report as text: one block per change, lost ones first, then a summary line.
    ///
    /// ```
    /// lost removed app://cart/:id (Shop.CartPage)
    ///   url: app://cart/1
    ///   no route opens it; Shop.CartPage now declares app://basket/:id
    ///   redirect: {"routerType":1,"orginPath":"app://cart/:id","targetPath":"app://basket/:id"}
    /// ```
    public var text: String {
        var lines = ["switchyard-routes diff \(oldFile) -> \(newFile): \(summary)"]
        for item in ordered {
            let change = item.change
            lines.append("\(label(item.verdict)) \(change.kind.rawValue) \(change.old.path) (\(change.old.className))")
            lines.append("  url: \(change.url)")
            lines.append("  \(change.detail)")
            switch item.verdict {
            case .covered(let batch, let opens): lines.append("  covered by \(batch): opens \(opens)")
            case .allowed(let line): lines.append("  allowed by '\(line)'")
            case .lost:
                lines.append(
                    change.redirect.map { "  redirect: " + Self.ruleText($0) }
                        ?? "  fix: \(Self.remedy(change.kind))")
            }
        }
        return lines.map { TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`--format json`): `old`, `new`, `lost`, `covered`, `allowed` counts and
    /// `changes`, each with `kind`, `verdict`, `path`, `className`, `module`, `url`, `detail`,
    /// `opensNow` (the NEW route's path or `null`), `redirect` (a rule or `null`) and, when covered
    /// or allowed, `batch` and `opens`, or `allowedBy`.
    public var json: String {
        let changes: [JSONValue] = ordered.map { item in
            let change = item.change
            var members: [(key: String, value: JSONValue)] = [
                ("kind", .string(change.kind.rawValue)), ("verdict", .string(label(item.verdict))),
                ("path", .string(change.old.path)), ("className", .string(change.old.className)),
                ("module", .string(change.old.module)), ("url", .string(change.url)),
                ("detail", .string(change.detail)),
                ("opensNow", change.now.map { .string($0.path) } ?? .null),
                ("redirect", change.redirect.map(Self.rule) ?? .null),
            ]
            switch item.verdict {
            case .covered(let batch, let opens): members += [("batch", .string(batch)), ("opens", .string(opens))]
            case .allowed(let line): members.append(("allowedBy", .string(line)))
            case .lost: break
            }
            return .object(members)
        }
        return JSON.render(
            .object([
                ("old", .string(oldFile)), ("new", .string(newFile)), ("lost", .integer(counts.lost)),
                ("covered", .integer(counts.covered)), ("allowed", .integer(counts.allowed)),
                ("changes", .array(changes)),
            ]))
    }

    /// Lost changes first, then covered, then allowed; each group in path order.
    private var ordered: [Item] {
        let rank: (Verdict) -> Int = { verdict in
            switch verdict {
            case .lost: 0
            case .covered: 1
            case .allowed: 2
            }
        }
        return items.enumerated().sorted {
            (rank($0.element.verdict), $0.offset) < (rank($1.element.verdict), $1.offset)
        }
        .map(\.element)
    }

    private func label(_ verdict: Verdict) -> String {
        switch verdict {
        case .lost: "lost"
        case .covered: "covered"
        case .allowed: "allowed"
        }
    }

    /// The rule as compact JSON, ready to paste into a batch's `rules`.
    static func ruleText(_ redirect: RouteMapDiff.Redirect) -> String { JSON.render(rule(redirect), style: .compact) }

    /// The rule as a relocation batch holds it (`routerType` 1: redirect).
    static func rule(_ redirect: RouteMapDiff.Redirect) -> JSONValue {
        .object([
            ("routerType", .integer(1)), ("orginPath", .string(redirect.orginPath)),
            ("targetPath", .string(redirect.targetPath)),
        ])
    }

    /// What keeps a link working when no redirect can.
    static func remedy(_ kind: RouteMapDiff.Kind) -> String {
        switch kind {
        case .removed, .pageChanged:
            "NEW has no other route of this type; redirect the pattern to the page that replaces it, or allow it"
        case .parameterRenamed, .parameterDropped:
            "the link opens the same route, so a redirect would loop; allow it once the page reads the new names"
        case .madeInternal:
            "external links cannot open an internal route, redirected or not; make it public again, or allow it"
        case .actionChanged: "the same route answers it with another action; allow it if that is meant"
        case .priorityChanged: "restore the priorities, or allow it if the other page is meant to take these links"
        }
    }
}
