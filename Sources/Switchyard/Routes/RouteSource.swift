/// Where an open came from. External opens cannot reach internal routes.
public enum RouteSource: String, Sendable, Hashable {
    /// Code inside the app.
    case app
    /// A deep link, universal link, push payload, QR code: anything from outside.
    case external
}
