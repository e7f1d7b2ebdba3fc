/// What an interceptor decided.
public enum InterceptorDecision: Sendable {
    /// Open as it is.
    case proceed
    /// Open with changed parameters or action.
    case proceedWith(parameters: RouteParameters, action: NavigationAction)
    /// Open another URL instead (its interceptors run in turn).
    case redirect(to: String)
    /// Do not open; the reason goes to the failure handler and the events.
    case reject(reason: String)
}
