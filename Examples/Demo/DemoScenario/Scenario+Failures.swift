import DemoApp
import DemoRoutes
import DemoServices
import Foundation
import Switchyard

extension DemoScenario {
    /// Section 7: links that match nothing go to the failure handler (never an assert), then
    /// to the fallback page once one is configured; bad parameters and internal pages from
    /// outside are refused with a reason.
    public func unknownLinks() async {
        resetToLaunch()
        _ = log.drainFailures()
        console.line("No fallback yet: the failure handler gets the failure, the window stays as it was.", indent: 2)
        await open("app://nowhere/42", expecting: .failure)
        await open(
            RoutePaths.product(id: "abc"), note: "matches ProductPage, whose makeDestination needs an Int",
            expecting: .failure)
        await open(
            RoutePaths.paymentSettings, source: .external, note: "an internal page: never from a deep link",
            expecting: .failure)
        await open(
            RoutePaths.paymentSettings, note: "the same page from inside the app",
            expecting: .page("PaymentSettingsPage"))
        console.line()
        console.line("Now with a fallback: links that match nothing open the not-found page.", indent: 2)
        router.setFallback { failure in
            let encoded = failure.url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return RoutePaths.notFound + "?url=" + encoded
        }
        await open("app://nowhere/42", expecting: .page("NotFoundPage"))
        router.setFallback(nil)
    }

    /// Section 8: a service method called by URL, and the calls that are refused.
    public func services() async {
        console.line(
            "CartService is a protocol in DemoServices; DemoProduct implements it; nobody imports DemoProduct.",
            indent: 2)
        console.line(
            "Its remoteMethods list what a URL may call: add (app only) and count (also from outside).", indent: 2)
        let base = "app://services?protocol=CartService&method="
        await open(base + "add&productID=42", expecting: .service)
        await open(base + "count", source: .external, note: "count is declared externallyCallable", expecting: .service)
        await open(
            base + "add&productID=7", source: .external, note: "add is not callable from outside the app",
            expecting: .failure)
        await open(
            base + "removeAll", note: "removeAll exists on the cart but is not a remote method", expecting: .failure)
        await open(
            base + "add&productID=abc", note: "arguments are checked against their declared types", expecting: .failure)
        do {
            let cart = try router.service((any CartService).self)
            console.line()
            console.line("In code: try router.service((any CartService).self).count == \(cart.count)", .good, indent: 2)
        } catch {
            expect(false, "the cart service should be registered: \(error)")
        }
    }
}
