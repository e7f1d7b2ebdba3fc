import DemoApp
import DemoRoutes
import Foundation
import Switchyard
import SwitchyardRelocation
import SwitchyardRelocationDelivery

extension DemoScenario {
    /// Section 5: a batch served over loopback HTTP redirects the broken reviews page to its web
    /// fallback and adds a campaign link; a second refresh is answered 304; the kill switch
    /// restores the build-time table.
    public func relocation() async {
        resetToLaunch()
        let server = LoopbackServer(resources: ["/rules.json": .init(body: Data(DemoBatches.fix.utf8), etag: "\"v8\"")])
        var loader: (loader: RelocationLoader, url: URL)?
        do {
            try server.start()
            let url = URL(string: "http://127.0.0.1:\(server.port)/rules.json")
            console.line(
                "The reviews page crashes in this release. The server publishes a fix; the demo serves it itself",
                indent: 2)
            console.line(
                "from an in-process HTTP server on 127.0.0.1:\(server.port) (POSIX sockets: no Python, no dependency).",
                indent: 2)
            loader = url.map {
                let configuration = RelocationLoader.Configuration(
                    url: $0, timeout: 5, maxAttempts: 2, initialBackoff: 0.1)
                return (RelocationLoader(router: router, configuration: configuration), $0)
            }
        } catch {
            console.line(
                "No loopback server (\(error)): applying the same batch from the embedded file instead.", .refused,
                indent: 2)
        }
        console.lines(DemoBatches.fix.components(separatedBy: "\n"), .dim, indent: 4)
        await fetch(with: loader)
        await open(
            RoutePaths.productReviews(id: 42),
            note: "redirected to its web fallback (WebPage), with the rule's parameter", expecting: .page("WebPage"))
        await open(
            "app://promo/summer", note: "a pattern the batch added, routed to a type a table already knows",
            expecting: .page("ProductListPage"))
        if let (loader, _) = loader {
            console.line()
            console.line("▸ refresh again (If-None-Match: \"v8\")", .url, indent: 2)
            do {
                let outcome = try await loader.refresh()
                console.line(
                    outcome == .notModified ? "304 Not Modified: the batch in effect is current" : "\(outcome)", .good,
                    indent: 4)
                expect(outcome == .notModified, "the second refresh should be answered 304")
                narrateRelocationEvents()
            } catch {
                expect(false, "the second refresh failed: \(error)")
            }
        }
        console.line()
        console.line("▸ Router.restoreBuildTimeRoutes()  (the kill switch)", .url, indent: 2)
        router.restoreBuildTimeRoutes()
        narrateRelocationEvents()
        resetToLaunch()
        await open(
            RoutePaths.productReviews(id: 42), note: "the build-time route again",
            expecting: .page("ProductReviewsPage"))
        server.stop()
        if !server.log.isEmpty {
            console.line()
            console.line("Server stopped. It answered: " + server.log.joined(separator: "; "), .dim, indent: 2)
        }
    }

    private func fetch(with loader: (loader: RelocationLoader, url: URL)?) async {
        console.line()
        guard let (loader, url) = loader else {
            do {
                let report = try router.applyRelocation(json: Data(DemoBatches.fix.utf8))
                console.line("applied version \(report.version) from the embedded file", .good, indent: 4)
            } catch {
                expect(false, "the embedded batch was refused: \(error)")
            }
            return
        }
        console.line("▸ RelocationLoader.refresh() from \(url.absoluteString)", .url, indent: 2)
        do {
            if case .applied(let report) = try await loader.refresh() {
                console.line(
                    "applied version \(report.version): \(report.redirectCount) redirect, \(report.addedCount) added route",
                    .good, indent: 4)
            }
            narrateRelocationEvents()
        } catch {
            expect(false, "the loader could not apply the batch: \(error)")
        }
    }

    func narrateRelocationEvents() {
        for event in log.drainEvents() {
            if case .relocation(let relocation) = event { console.line("event: \(relocation)", .dim, indent: 4) }
        }
    }

    /// Section 6: a batch that would do harm is refused whole, with every bad entry listed;
    /// a batch with typos is refused before it is planned; the table in effect is unchanged.
    public func badBatch() {
        console.line("A batch whose rules are all wrong in some way (TheRouter dictionaries, version 9):", indent: 2)
        do {
            try router.applyRelocation(theRouterRules: DemoBatches.harmful, version: 9)
            expect(false, "the harmful batch should be refused")
        } catch {
            console.lines(error.description.components(separatedBy: "\n"), .refused, indent: 4)
            expect(error.issues.count >= 6, "every bad entry should be listed (saw \(error.issues.count))")
        }
        console.line()
        console.line(
            "A batch with typos (a misspelt key, an unknown routerType, a number sent as a string):", indent: 2)
        do {
            try router.applyRelocation(theRouterRules: DemoBatches.misspelt, version: 10)
            expect(false, "the misspelt batch should be refused")
        } catch {
            console.lines(error.description.components(separatedBy: "\n"), .refused, indent: 4)
            expect(error.issues.count == 4, "each typo should be listed (saw \(error.issues.count))")
        }
        _ = log.drainEvents()
        let product = try? router.resolve(RoutePaths.product(id: 42)).get()
        console.line()
        console.line(
            "Nothing changed: \(RoutePaths.product(id: 42)) still opens \(product?.request.route.typeName ?? "nothing").",
            .good, indent: 2)
        expect(product?.request.route.typeName == "DemoProduct.ProductPage", "a refused batch must change nothing")
    }
}
