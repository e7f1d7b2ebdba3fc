import Kit
import Switchyard

/// A page of FeatureA, found through Kit's protocol. No other module names it.
struct FeatureAPage: FixturePage {
    static let routePatterns = ["app://a/:id", "app://a"]
    static let routePathNames = ["app://a/:id": "featureAItem"]
}
