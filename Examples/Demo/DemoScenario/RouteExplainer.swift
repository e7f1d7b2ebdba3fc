import DemoApp
import Foundation
import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
import SwitchyardRelocation
import SwitchyardRelocationDelivery

/// `switchyard-demo open URL` and `switchyard-demo routes`: how a URL resolves, and the
/// installed table. Side-effect free: nothing is opened, no interceptor runs.
@MainActor
public struct RouteExplainer {
    /// The router, set up as the app does at launch.
    public let router: Router
    /// The interceptors the app added.
    public let interceptors: [InterceptorDescription]
    /// Where the explanation is written.
    public let console: Console

    /// Creates an explainer on a new router set up as the app does at launch; with
    /// `relocated`, the demo's relocation batch (version 8) is applied first.
    public init(console: Console, relocated: Bool = false) throws(RelocationError) {
        router = Router()
        interceptors = DemoApp.launch(on: router)
        self.console = console
        if relocated { try router.applyRelocation(json: Data(DemoBatches.fix.utf8)) }
    }

    /// Explains how `url` resolves: relocation hops, the matched pattern and the patterns it
    /// shadows, each parameter with its source, the interceptors that would run, the action and
    /// the steps it takes from the launch tab bar.
    ///
    /// - Returns: whether the URL resolves to a route `source` may open.
    @discardableResult
    public func explain(_ url: String, source: RouteSource = .app) -> Bool {
        console.line("\(url)  (source: \(source.rawValue))", .url)
        let resolution: RouteResolution
        switch router.resolve(url, source: source) {
        case .failure(let failure):
            console.line("does not resolve: \(failure)", .refused, indent: 2)
            return false
        case .success(let resolved):
            resolution = resolved
        }
        let request = resolution.request
        let relocation =
            request.redirectedFrom.isEmpty
            ? "none applied" : (request.redirectedFrom + [request.url.original]).joined(separator: " -> ")
        row("relocation", relocation)
        row("pattern", "\(request.route.pattern)  ->  \(request.route.typeName) (priority \(request.route.priority))")
        if !request.route.routeDescription.isEmpty { row("description", request.route.routeDescription) }
        if request.route.isInternal { row("internal", "yes: only the app itself may open it") }
        row(
            "shadowed",
            resolution.shadowed.isEmpty ? "none" : resolution.shadowed.map(\.description).joined(separator: "; "))
        var seen: Set<String> = []
        let parameters = request.parameters.items.map { item -> String in
            let wins = seen.insert(item.key).inserted
            return "\(item.key) = \(item.value)".padded(to: 28) + " \(item.origin.rawValue)"
                + (wins ? "" : " (overridden)")
        }
        row("parameters", parameters.first ?? "none")
        for more in parameters.dropFirst() { row("", more) }
        let running = interceptors.filter { $0.applies(to: request.route) }
        row(
            "interceptors",
            running.isEmpty ? "none" : running.map { "\($0.name) (priority \($0.priority))" }.joined(separator: ", "))
        let jump = request.parameters.item("jumpType").map { "from jumpType=\($0.value)" } ?? "the route's default"
        row("action", "\(request.action)  (\(jump))")
        if let launch = try? DemoApp.launchTabs(on: router),
            let plan = try? launch.plan(request.action, screen: NavigationScreen(typeName: request.route.typeName))
        {
            row(
                "from launch",
                (plan.steps.isEmpty ? "no change" : plan.steps.map(\.description).joined(separator: ", ")))
            row("", "\(launch)  =>  \(plan.result)")
        }
        return true
    }

    /// Lists the installed routes, sorted by pattern.
    public func listRoutes() {
        let routes = router.routes
        console.line("\(routes.count) routes installed (\(router.installCount) install):", .url)
        for route in routes {
            var notes = ["\(route.action)"]
            if route.priority != 0 { notes.append("priority \(route.priority)") }
            if route.isInternal { notes.append("internal") }
            console.line(
                "\(route.pattern.description.padded(to: 30)) \(route.typeName.padded(to: 32)) \(notes.joined(separator: ", "))",
                indent: 2)
        }
        if !interceptors.isEmpty {
            console.line("interceptors:", .url)
            for interceptor in interceptors {
                console.line(
                    "\(interceptor.name) (priority \(interceptor.priority)): \(interceptor.patterns.joined(separator: ", "))",
                    indent: 2)
            }
        }
    }

    private func row(_ label: String, _ value: String) {
        console.line(
            label.padded(to: 13) + value, label == "relocation" && value != "none applied" ? .good : .plain, indent: 2)
    }
}
