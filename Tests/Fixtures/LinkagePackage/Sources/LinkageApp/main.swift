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

// Records or markers: `markers` as the first argument means the build defined SWITCHYARD_MARKERS_ONLY,
// so every module must have been found through its marker class, as before Swift 6.3.
let markers = CommandLine.arguments.dropFirst().first == "markers"
for module in ["FeatureStatic", "FeatureDynamic", "FeatureStripped", "FeatureShared"] {
    if (_typeByName("\(module).SwitchyardLinkedModule_\(module)") != nil) != markers {
        problems.append("\(module) has \(markers ? "no" : "a") marker class")
    }
}
print("found through: \(markers ? "markers" : "records")")

// A library loaded after the first open: its modules answer once registerLinkedModules() is called
// again, all of them in the one install that follows, and not before.
let late = ["app://late/5": "FeatureLate.LatePage", "app://late-extra/6": "FeatureLateExtra.LateExtraPage"]
#if canImport(Darwin)
let libraryName = "libFeatureLate.dylib"
#else
let libraryName = "libFeatureLate.so"
#endif
let library = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(libraryName)
if late.keys.contains(where: { Router.shared.canOpenURL($0) }) { problems.append("a late route answered before its library was loaded") }
if dlopen(library.path, RTLD_NOW) == nil {
    problems.append("could not load \(library.path): \(dlerror().map { String(cString: $0) } ?? "?")")
}
if late.keys.contains(where: { Router.shared.canOpenURL($0) }) { problems.append("a late route answered before registerLinkedModules() was called again") }
let installs = Router.shared.installCount
Router.shared.registerLinkedModules()
for (url, typeName) in late.sorted(by: { $0.key < $1.key }) {
    switch Router.shared.resolve(url) {
    case .success(let resolution):
        print("\(url) -> \(resolution.request.route.typeName) (loaded later)")
        if resolution.request.route.typeName != typeName { problems.append("\(url) resolved to \(resolution.request.route.typeName)") }
    case .failure(let failure):
        problems.append("\(url) failed after the library was loaded and registered: \(failure)")
    }
}
if Router.shared.installCount != installs + 1 { problems.append("the late modules took \(Router.shared.installCount - installs) installs, expected 1") }
if Router.shared.routes.count != 7 { problems.append("expected 7 installed patterns after the late library, found \(Router.shared.routes.count)") }
let lateEvents = events.lock.withLock { events.lines }
if lateEvents.contains(where: { $0.contains("was registered again") || $0.hasPrefix("install issue") }) {
    problems.append("a module read before was registered again: \(lateEvents)")
}
// FeatureShared is linked into libFeatureLate as well: reported, not installed a second time.
let lateReports = lateEvents.filter { $0.hasPrefix("module FeatureShared is linked into") && $0.contains("libFeatureLate") }
for line in lateReports { print("event: \(line)") }
if lateReports.count != 1 { problems.append("expected one report of FeatureShared in libFeatureLate, found \(lateReports)") }

if !problems.isEmpty {
    for problem in problems { FileHandle.standardError.write(Data("linkage: \(problem)\n".utf8)) }
    exit(1)
}
print("linkage: every route of every module registered once, with no list, and the late library's when asked")
