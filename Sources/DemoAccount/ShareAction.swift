import Switchyard

/// A handler route: `app://share?text=…` does something instead of showing a page (here it
/// composes the message a share sheet would get) and answers the opener with it. The plugin
/// discovers it like a page; no navigator is involved.
public enum ShareAction: RouteHandler {
    public static let routePatterns = ["app://share"]
    public static let routeDescription = "Shares a text; answers with the message"

    public static func handle(_ request: RouteRequest) async throws -> String {
        "Shared: " + (try request.parameters.require("text", as: String.self))
    }
}
