// `swift run switchyard-demo [ARGUMENT...]` from the repository root: builds and runs the demo app
// (Examples/Demo) with the same arguments, through `swift run --package-path Examples/Demo demo`.
//
// The demo is a package of its own, depending on Switchyard as an app does, because every target
// a package declares is planned by every package that depends on it: declared in the root
// manifest, the demo's five plugin applications and the path-constant tool they need were planned
// and built in every app's clean build. This launcher keeps the README's command where it was.

import Foundation

// The demo package depends on this one, so this launcher is in its graph too: never start twice.
let guardVariable = "SWITCHYARD_DEMO_LAUNCHER"
var environment = ProcessInfo.processInfo.environment
guard environment[guardVariable] == nil else {
    FileHandle.standardError.write(Data("switchyard-demo: the launcher started itself; run the demo's `demo`\n".utf8))
    exit(2)
}
environment[guardVariable] = "1"

let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demo").path
let swift = Process()
swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
swift.arguments = ["swift", "run", "--package-path", demo, "demo"] + CommandLine.arguments.dropFirst()
swift.environment = environment
do {
    try swift.run()
} catch {
    FileHandle.standardError.write(Data("switchyard-demo: could not start `swift run` for \(demo): \(error)\n".utf8))
    exit(2)
}
swift.waitUntilExit()
exit(swift.terminationReason == .exit ? swift.terminationStatus : 1)
