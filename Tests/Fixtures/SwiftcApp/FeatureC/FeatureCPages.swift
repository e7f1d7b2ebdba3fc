import Kit
import Switchyard

/// A page of FeatureC, found through Kit's protocol. No other module names it.
struct FeatureCPage: FixturePage {
    static let routePatterns = ["app://c/:id", "app://c"]
    static let routePathNames = ["app://c/:id": "featureCItem"]
}

/// A service of FeatureC: the composing module's check names its table too.
protocol ClockService: RouterService {
    func now() -> Int
}

/// FeatureC's clock.
final class FixedClock: ClockService {
    func now() -> Int { 42 }
}
