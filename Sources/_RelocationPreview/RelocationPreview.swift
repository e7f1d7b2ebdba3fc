import Foundation
@_spi(Generated) import Switchyard
import SwitchyardRelocation
import SwitchyardRelocationDelivery
import _RouteMap

/// A router made from a route map (`routes.json`), with no app: where a link opens, and what a
/// relocation batch does to the routes. The batch goes through the runtime's own reader and
/// planner (`Router.applyRelocation`), so a batch that applies here applies on an app with that
/// map, and a refusal lists the same problems, all of them.
///
/// ```swift
/// let before = try RelocationPreview(map: map, appVersion: "2.3.0")
/// let (after, verdict) = try before.applying(batchData: batch, source: "batch.json")
/// before.destination(of: "app://old/1")   // "Shop.OldPage"
/// after.destination(of: "app://old/1")    // "Shop.NewPage", when the batch redirects it
/// ```
///
/// Each map entry is installed as a route of its `className` (its `module`'s table) that runs
/// nothing. Its default scheme is the map's most common scheme other than `http` and `https`. Its
/// relocation policy is the runtime's default, whose own schemes the planner derives from the
/// routes as on the device (`http` and `https` aside), with the literal hosts of the map's web
/// pages as `allowedWebHosts` (`https` only; an `https://**` page allows no host). An app whose
/// `RelocationPolicy` allows more (other apps' schemes, other web hosts, `http`) accepts more; one
/// that does not list its web pages' hosts refuses redirects to them.
package struct RelocationPreview: Sendable {
    /// The map the router was made from.
    package let map: RouteMap
    /// The app version the router has (`RouterConfiguration.appVersion`): a batch scoped to other
    /// versions (`appVersions`) is skipped, as the app would skip it.
    package let appVersion: String?
    private let router: Router

    /// Makes the router of `map`.
    ///
    /// - Throws: ``RelocationPreviewError`` when the map's routes cannot be installed together (two
    ///   types claim a pattern with the same priority, a pattern does not compile).
    package init(map: RouteMap, appVersion: String? = nil) throws(RelocationPreviewError) {
        self.map = map
        self.appVersion = appVersion
        self.router = try Self.router(map: map, appVersion: appVersion)
    }

    private init(map: RouteMap, appVersion: String?, router: Router) {
        self.map = map
        self.appVersion = appVersion
        self.router = router
    }

    /// Applies a JSON batch (the envelope the loader reads) on a fresh router of the same map.
    ///
    /// - Parameters:
    ///   - batchData: the batch as JSON.
    ///   - source: what the batch is called in errors, e.g. its file's path.
    /// - Returns: the preview with the batch in effect (`self` when it was refused or skipped), and
    ///   the verdict.
    /// - Throws: ``RelocationPreviewError`` when the data is not a batch at all (not JSON, neither
    ///   an envelope nor an array). A batch whose rules have problems is a refusal, not an error.
    package func applying(
        batchData: Data, source: String
    ) throws(RelocationPreviewError) -> (preview: RelocationPreview, verdict: RelocationVerdict) {
        let decoded: DecodedRelocationBatch
        do {
            decoded = try RelocationBatch.decode(json: batchData, version: nil)
        } catch {
            let problems = error.issues.map { $0.key == nil ? $0.reason.description : $0.description }
                .joined(separator: "; ")
            throw RelocationPreviewError("\(source) is not a relocation batch: \(problems)")
        }
        let fresh = try Self.router(map: map, appVersion: appVersion)
        let report: RelocationReport
        do {
            report = try fresh.applyRelocation { () throws(RelocationError) in decoded }
        } catch {
            return (self, .refused(error))
        }
        if report.skipped { return (self, .skipped(appVersions: decoded.appVersions?.entries ?? [])) }
        return (RelocationPreview(map: map, appVersion: appVersion, router: fresh), .applies(report))
    }

    /// Where `url`, opened from outside the app (a push, an email, another app), lands: the
    /// `className` of the route that opens it (a page or a handler), or `nil` when none does.
    package func destination(of url: String) -> String? { landing(of: url)?.typeName }

    /// Where `url`, opened from outside the app, lands, with the redirect that sent it there; `nil`
    /// when nothing opens it.
    package func landing(of url: String) -> LinkLanding? {
        guard case .success(let resolution) = router.resolve(url, source: .external) else { return nil }
        let request = resolution.request
        return LinkLanding(
            typeName: request.route.typeName, pattern: request.route.pattern.description,
            redirectedTo: request.redirectedFrom.isEmpty ? nil : request.url.description)
    }

    private static func router(map: RouteMap, appVersion: String?) throws(RelocationPreviewError) -> Router {
        var schemes: [String: Int] = [:]
        var webHosts: Set<String> = []
        var byModule: [String: [RouteMapEntry]] = [:]
        for entry in map.entries {
            byModule[entry.module, default: []].append(entry)
            guard let pattern = try? RoutePattern(entry.path, defaultScheme: "app"),
                case .literal(let scheme) = pattern.segments[0]
            else { continue }
            if scheme == "http" || scheme == "https" {
                if case .literal(let host) = pattern.segments[1] { webHosts.insert(host) }
            } else {
                schemes[scheme, default: 0] += 1
            }
        }
        let defaultScheme = schemes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key ?? "app"
        let router = Router(
            configuration: RouterConfiguration(defaultScheme: defaultScheme, appVersion: appVersion))
        // The own schemes are left to the planner, which derives them from the routes as on the device.
        router.relocationPolicy = RelocationPolicy(allowedWebHosts: webHosts)
        router.register(
            byModule.keys.sorted().map { module in
                RouteTable(
                    module: module,
                    entries: (byModule[module] ?? []).map { entry in
                        RouteEntry(
                            target: .closure { _ in () }, typeName: entry.className, patterns: [entry.path],
                            priority: entry.priority, description: entry.description, isInternal: entry.internal)
                    })
            })
        do {
            try router.install()
        } catch {
            throw RelocationPreviewError("the route map's routes cannot be installed together: \(error)")
        }
        return router
    }
}

/// Where a link lands: the route that opens it, and where a redirect sent it.
package struct LinkLanding: Sendable, Hashable, CustomStringConvertible {
    /// The route's `className`, `Module.Type`.
    package let typeName: String
    /// The pattern that matched, in canonical form.
    package let pattern: String
    /// The URL a relocation redirect sent the link to, or `nil` when none did.
    package let redirectedTo: String?

    /// `Shop.ItemPage`, or `Shop.ItemPage (redirected to app://shop/item/1)`.
    package var description: String { typeName + (redirectedTo.map { " (redirected to \($0))" } ?? "") }
}

/// What a router with a map's routes does with a batch.
package enum RelocationVerdict: Sendable, Hashable {
    /// The batch applies.
    case applies(RelocationReport)
    /// The batch is for other app versions (its `appVersions`), so the router skips it.
    case skipped(appVersions: [String])
    /// The router refuses the batch, for every problem listed.
    case refused(RelocationError)

    /// One line per problem of a refusal (`rule 2, 'className': no route table knows …`); empty
    /// otherwise.
    package var problems: [String] {
        guard case .refused(let error) = self else { return [] }
        return error.issues.map(\.description)
    }
}

/// Why a preview could not be made: a route map the router cannot install, or data that is not a
/// relocation batch.
public struct RelocationPreviewError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public let description: String

    init(_ description: String) { self.description = description }
}
