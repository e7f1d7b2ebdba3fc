// The composition root: registers every linked module with one line, shows the launch tab, then
// opens each URL given on the command line and prints what happened; exits non-zero if one fails.
import Foundation
import Routes
import Services
import Switchyard

/// Shows destinations by printing them, with the action.
final class PrintingNavigator: Navigator {
    func navigate(to destination: Any, request: RouteRequest) throws {
        print("shows: \(destination) for \(request.url) with \(request.action)")
    }
}

/// The tab bar the app launches with, made by the routes themselves.
@MainActor
func launchTabs(on router: Router) throws(RouteFailure) -> NavigationState {
    let destination = try router.destination(for: RoutePaths.profile)
    return .tabs([[NavigationScreen(destination: destination, request: nil)]])
}

Router.shared.registerLinkedModules()
Router.shared.navigator = PrintingNavigator()
Router.shared.setFailureHandler { failure in print("could not open:", failure) }
print("launch:", try launchTabs(on: Router.shared))
print("relocation:", try applyRelocation(on: Router.shared))

var failed = false
// The path constants the routes module generated open too, then the URLs given.
for url in [RoutePaths.product(id: 1), RoutePaths.productItem(id: 2)] + CommandLine.arguments.dropFirst() {
    switch await Router.shared.openURL(url) {
    case .failed(let failure):
        print("does not open: \(url): \(failure)")
        failed = true
    case .handled(_, let result):
        print("handled: \(url) -> \(result)")
    case .serviceResult(let value):
        print("service: \(url) -> \(value)")
    default:
        print("opens: \(url)")
    }
}
exit(failed ? 1 : 0)
