import Foundation
@_spi(Generated) import Switchyard

// The app's one line: no aggregate, no module listed. Everything below checks what it found.
Router.shared.registerLinkedModules()

final class Events: @unchecked Sendable {
    // `lines` is only touched with `lock` held.
    let lock = NSLock()
    var lines: [String] = []
}
let events = Events()
Router.shared.addEventObserver { event in events.lock.withLock { events.lines.append(event.description) } }

var problems: [String] = []
let expected = [
    "app://static/1": "FeatureStatic.StaticPage", "app://static": "FeatureStatic.StaticPage",
    "app://dynamic/2": "FeatureDynamic.DynamicPage", "app://stripped/3": "FeatureStripped.StrippedPage",
    "app://shared/4": "FeatureShared.SharedPage",
]
for (url, typeName) in expected.sorted(by: { $0.key < $1.key }) {
    switch Router.shared.resolve(url) {
    case .success(let resolution):
        let found = resolution.request.route.typeName
        print("\(url) -> \(found)")
        if found != typeName { problems.append("\(url) resolved to \(found), expected \(typeName)") }
    case .failure(let failure):
        problems.append("\(url) failed: \(failure)")
    }
}
let patterns = Router.shared.routes.map(\.pattern.description)
print("installed patterns: \(patterns.joined(separator: ", "))")
if patterns.count != 5 { problems.append("expected 5 installed patterns (each module once), found \(patterns.count)") }
let services = Router.shared.registeredServices.map(\.description)
print("services: \(services.joined(separator: ", "))")
if services != ["EchoService -> FeatureShared.Echo (shared)"] { problems.append("expected FeatureShared's EchoService once, found \(services)") }
let modules = LinkedModules.routeTables.map(\.module)
print("linked modules: \(modules.joined(separator: ", "))")
if modules != ["FeatureDynamic", "FeatureShared", "FeatureStatic", "FeatureStripped"] { problems.append("linked modules are \(modules)") }
let reports = events.lock.withLock { events.lines }.filter { $0.contains("is linked into") }
for line in reports { print("event: \(line)") }
if reports.count != 1 || !reports[0].hasPrefix("module FeatureShared is linked into 2 images") {
    problems.append("expected one report of FeatureShared linked into 2 images, found \(reports)")
}
if !problems.isEmpty {
    for problem in problems { FileHandle.standardError.write(Data("linkage: \(problem)\n".utf8)) }
    exit(1)
}
print("linkage: every route of every module registered once, with no list")
