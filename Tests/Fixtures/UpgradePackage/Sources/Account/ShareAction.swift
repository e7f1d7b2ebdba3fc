import Switchyard

/// A handler route: `app://share?text=…` answers with the message instead of showing a page.
public enum ShareAction: RouteHandler {
    /// The URL it answers.
    public static let routePatterns = ["app://share"]
    /// What it does, for the route map.
    public static let routeDescription = "Shares a text; answers with the message"

    /// Composes the message for the link's `text` parameter.
    public static func handle(_ request: RouteRequest) async throws -> String {
        "Shared: " + (try request.parameters.require("text", as: String.self))
    }
}
