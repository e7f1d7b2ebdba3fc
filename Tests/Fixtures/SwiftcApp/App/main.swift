import Foundation
@_spi(Generated) import Switchyard

// The composing module of an app built with no SwiftPM (Scripts/swiftc-app.sh): its features are
// linked from static archives and no code here names them. The app's one line:
Router.shared.registerLinkedModules()

var problems: [String] = []
let expected = [
    "app://a/1": "FeatureA.FeatureAPage", "app://a": "FeatureA.FeatureAPage",
    "app://b/2": "FeatureB.FeatureBPage", "app://b": "FeatureB.FeatureBPage",
    "app://c/3": "FeatureC.FeatureCPage", "app://c": "FeatureC.FeatureCPage",
]
for (url, typeName) in expected.sorted(by: { $0.key < $1.key }) {
    switch Router.shared.resolve(url) {
    case .success(let resolution):
        print("\(url) -> \(resolution.request.route.typeName)")
        if resolution.request.route.typeName != typeName { problems.append("\(url) opened \(resolution.request.route.typeName)") }
    case .failure(let failure):
        problems.append("\(url) does not open: \(failure)")
    }
}
let services = Router.shared.registeredServices.map(\.description)
print("services: \(services.joined(separator: ", "))")
if services.count != 1 { problems.append("expected FeatureC's clock, found \(services)") }
for problem in problems { print("PROBLEM: \(problem)") }
exit(problems.isEmpty ? 0 : 1)
