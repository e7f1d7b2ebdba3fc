import Testing

@testable import switchyard_routes

@Suite struct ScanOptionsTests {
    @Test func optionsParsing() throws {
        let options = try ScanOptions.parse([
            "--conforming-to", "Routable", "--conforming-to=Interceptor", "--json",
            "--extract", "routeAction", "--context", "Dep", "--module", "App", "Sources",
        ]).get()
        #expect(options.conformingTo == ["Routable", "Interceptor"])
        #expect(options.extractMembers == ["routeAction"])
        #expect(options.json)
        #expect(options.contextPaths == ["Dep"])
        #expect(options.moduleName == "App")
        #expect(options.paths == ["Sources"])
        let defaults = try ScanOptions.parse(["--conforming-to", "R", "x.swift"]).get()
        #expect(defaults.extractMembers == ["routePatterns", "routePriority", "routeDescription"])
    }

    @Test func optionsErrors() {
        #expect((try? ScanOptions.parse(["Sources"]).get()) == nil)
        #expect((try? ScanOptions.parse(["--conforming-to", "R"]).get()) == nil)
        #expect((try? ScanOptions.parse(["--conforming-to"]).get()) == nil)
        #expect((try? ScanOptions.parse(["--bogus", "--conforming-to", "R", "x"]).get()) == nil)
    }
}
