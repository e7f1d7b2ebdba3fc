import DemoApp
import Foundation
import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
@_spi(NavigationModel) import SwitchyardTesting

/// The narrated story of `swift run switchyard-demo`: the demo app's routes from build time to
/// relocation, on a router of its own, with a platform-neutral navigator whose state is drawn
/// after every step.
///
/// Each section is a method; ``run()`` calls them in order. Expected refusals are part of the
/// story; only an outcome that differs from what the story expects is a ``problems`` entry.
@MainActor
public final class DemoScenario {
    /// The router, set up as the app does at launch (``DemoApp/launch(on:)``).
    public let router: Router
    /// The navigator every open goes through.
    public let navigator: RecordingNavigator
    /// Where the story is written.
    public let console: Console
    /// The interceptors the app added.
    public let interceptors: [InterceptorDescription]
    /// Outcomes that differed from what the story expects: a real failure of the scenario.
    public private(set) var problems: [String] = []

    let log = EventLog()

    /// Creates the scenario on a new router.
    public init(console: Console) {
        self.console = console
        router = Router()
        interceptors = DemoApp.launch(on: router)
        navigator = RecordingNavigator()
        router.navigator = navigator
        router.addEventObserver { [log] event in log.append(event) }
        router.setFailureObserver { [log] failure in log.appendFailure(failure) }
    }

    /// The sections, in the order of the story.
    public static let sections: [(title: String, run: @MainActor (DemoScenario) async -> Void)] = [
        ("Routes found at build time", { $0.discovery() }),
        ("The first use installs the table", { $0.firstUse() }),
        ("A link that arrives before the window", { await $0.linkBeforeTheWindow() }),
        ("Deep links through the navigator", { await $0.navigation() }),
        ("A login interceptor holds a navigation", { await $0.login() }),
        ("Fixing a broken page from a server (relocation)", { await $0.relocation() }),
        ("A bad batch is refused whole", { $0.badBatch() }),
        ("TheRouter's payload, unchanged", { await $0.theRouterPayload() }),
        ("Links that match nothing", { await $0.unknownLinks() }),
        ("Services called by URL", { await $0.services() }),
        ("Handler routes and a typed answer", { await $0.handlersAndAnswers() }),
        ("Android cross-check", { $0.androidCrossCheck() }),
        ("Shipping a release: the links 1.0 had", { $0.releaseDiff() }),
    ]

    /// Runs every section and a summary.
    ///
    /// - Returns: the exit status: 0, or 1 when an outcome differed from what the story expects.
    public func run() async -> Int32 {
        console.line(
            "Switchyard demo: a modular app (Home, Product, Account) whose features never import each other.", .heading)
        for (index, section) in Self.sections.enumerated() {
            console.section(index + 1, section.title)
            await section.run(self)
        }
        console.line()
        if problems.isEmpty {
            console.line("Done: every step behaved as described.", .good)
            return 0
        }
        console.line("\(problems.count) step(s) did not behave as described:", .bad)
        console.lines(problems, .bad, indent: 2)
        return 1
    }

    // MARK: Helpers for the sections

    /// Records a problem when `condition` is false.
    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        guard !condition else { return }
        problems.append(what())
        console.line("✗ unexpected: \(what())", .bad, indent: 4)
    }

    /// What an open is expected to do.
    enum Expected {
        /// Open a page of this type (short name).
        case page(String)
        /// Fail.
        case failure
        /// Call a service and return a value.
        case service
        /// Run a handler route and return its result.
        case handler
    }

    /// Opens `url`, narrates the outcome and the navigation picture, and checks it.
    @discardableResult
    func open(
        _ url: String, source: RouteSource = .app, note: String? = nil, expecting expected: Expected
    ) async -> RouteOutcome {
        console.line()
        console.line("▸ open \(url)" + (source == .external ? "  (from outside the app)" : ""), .url, indent: 2)
        if let note { console.line(note, .dim, indent: 4) }
        let outcome = await router.openURL(url, source: source)
        narrate(outcome)
        switch expected {
        case .page(let name):
            expect(
                outcome.request.map { $0.route.typeName.hasSuffix("." + name) } == true, "\(url) should open \(name)")
        case .failure:
            expect(outcome.failure != nil, "\(url) should fail")
        case .service:
            if case .serviceResult = outcome {} else { expect(false, "\(url) should return a value") }
        case .handler:
            if case .handled = outcome {} else { expect(false, "\(url) should run a handler") }
        }
        return outcome
    }

    /// Narrates an outcome: the page, action and parameters; the failure; or the service result.
    func narrate(_ outcome: RouteOutcome) {
        switch outcome {
        case .opened(let request):
            for hop in request.redirectedFrom { console.line("redirected from \(hop)", .dim, indent: 4) }
            console.line("\(request.route.typeName) · \(request.action)", .good, indent: 4)
            let parameters = request.parameters.keys.compactMap { key in
                request.parameters.item(key).map { "\(key)=\($0.value) (\($0.origin.rawValue))" }
            }
            if !parameters.isEmpty {
                console.line("parameters: " + parameters.joined(separator: ", "), .dim, indent: 4)
            }
            drawPicture()
        case .failed(let failure):
            console.line("refused: \(failure)", .refused, indent: 4)
            for handled in log.drainFailures() { console.line("failure handler got: \(handled.url)", .dim, indent: 4) }
        case .serviceResult(let value):
            console.line("= \(value)", .good, indent: 4)
        case .handled(let request, let result):
            console.line("\(request.route.typeName) handled it · result \(result)", .good, indent: 4)
        }
    }

    /// Draws the navigator's state.
    func drawPicture() {
        console.lines(NavigationPicture.render(navigator.state), .plain, indent: 4)
    }

    /// Puts the navigator back to the launch tab bar.
    func resetToLaunch() {
        do {
            navigator.reset(to: try DemoApp.launchTabs(on: router))
        } catch {
            expect(false, "the launch tab bar could not be built: \(error)")
        }
    }

    /// Waits (polling) until `condition` holds, for at most `seconds`.
    func waitUntil(seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return true
    }
}
