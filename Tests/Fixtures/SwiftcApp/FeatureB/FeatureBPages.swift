import Kit
import Switchyard

/// A page of FeatureB, found through Kit's protocol. No other module names it.
struct FeatureBPage: FixturePage {
    static let routePatterns = ["app://b/:id", "app://b"]
    static let routePathNames = ["app://b/:id": "featureBItem"]
}
