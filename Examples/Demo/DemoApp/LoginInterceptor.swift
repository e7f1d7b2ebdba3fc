import DemoRoutes
import DemoServices
import Switchyard

/// Holds a navigation to a page that needs a logged-in user: presents the login page, waits for
/// the login (``SessionService/waitForLogIn()``), then resumes the navigation — after the
/// login sheet is dismissed — or rejects it when the user cancels.
///
/// TheRouter's interceptors return a `Bool` at once and cannot be removed; this one is async
/// and is scoped to the pages that need it, so nothing else pays for it.
public struct LoginInterceptor: RouteInterceptor {
    /// The router it opens the login page with and looks the session up in.
    public let router: Router

    /// Creates the interceptor.
    public init(router: Router) {
        self.router = router
    }

    /// Proceeds at once when logged in; otherwise holds the navigation until the user logs in.
    public func intercept(_ request: RouteRequest) async -> InterceptorDecision {
        let session: any SessionService
        do {
            session = try router.service((any SessionService).self)
        } catch {
            return .reject(reason: "no session service: \(error)")
        }
        if session.isLoggedIn { return .proceed }
        if let failure = await router.openURL(RoutePaths.login).failure {
            return .reject(reason: "could not show the login page: \(failure)")
        }
        guard await session.waitForLogIn() else { return .reject(reason: "login cancelled") }
        // The login sheet is still up: a push must land underneath it, once it is dismissed.
        let action: NavigationAction = request.action == .push ? .dismissModalThenPush : request.action
        return .proceedWith(parameters: request.parameters, action: action)
    }
}
