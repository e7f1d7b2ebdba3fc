import DemoApp
@_spi(Generated) import Switchyard

extension DemoScenario {
    /// Section 1: the tables the build plugin generated, before anything is installed.
    public func discovery() {
        console.line(
            "RouteScannerPlugin read every Routable type while the modules compiled; DemoApp registers", indent: 2)
        console.line(
            "every module with one line (registerLinkedModules) and lists none. Nothing scans classes at launch.",
            indent: 2)
        for table in DemoApp.routeTables {
            console.line()
            console.line(
                "\(table.module) (\(table.entries.reduce(0) { $0 + $1.patterns.count }) patterns)", .url, indent: 2)
            for entry in table.entries {
                var notes = ["\(entry.action)"]
                if entry.priority != 0 { notes.append("priority \(entry.priority)") }
                if entry.isInternal { notes.append("internal") }
                let patterns = entry.patterns.joined(separator: ", ")
                console.line(
                    "\(patterns.padded(to: 38)) \(entry.typeName.padded(to: 32)) \(notes.joined(separator: ", "))",
                    indent: 4)
            }
        }
        console.line()
        console.line("Services (created on first use):", .url, indent: 2)
        for entry in DemoApp.serviceTables.flatMap(\.entries) { console.line(entry.description, indent: 4) }
        console.line()
        console.line("Installed so far: \(router.installCount) times — registering costs nothing.", .dim, indent: 2)
        expect(router.installCount == 0, "registering should not install the table")
        expect(DemoApp.routeTables.map(\.module) == ["DemoAccount", "DemoHome", "DemoProduct"], "three feature tables")
    }

    /// Section 2: the first use builds the trie; the `.installed` event says how long it took.
    public func firstUse() {
        _ = log.drainEvents()
        console.line(
            "At launch the scene delegate asks the router for the two tab pages (\(DemoApp.tabs.joined(separator: ", "))).",
            indent: 2)
        console.line("That first use installs every table into the frozen trie, exactly once:", indent: 2)
        resetToLaunch()
        let installs = log.drainEvents().compactMap { event -> (routes: Int, tables: Int, nanoseconds: UInt64)? in
            if case .installed(let routes, let tables, let nanoseconds) = event { return (routes, tables, nanoseconds) }
            return nil
        }
        if let install = installs.first {
            let milliseconds = Double(install.nanoseconds) / 1_000_000
            console.line(
                "installed \(install.routes) routes from \(install.tables) tables in \(milliseconds.formatted(decimals: 3)) ms",
                .good, indent: 4)
        }
        expect(installs.count == 1, "the first use should install exactly once (saw \(installs.count))")
        expect(router.installCount == 1, "one install")
        console.line("The app's window now:", indent: 2)
        drawPicture()
    }
}

extension String {
    /// The text padded with spaces to `width` characters (never cut).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension Double {
    /// Fixed-point text with `decimals` digits, without Foundation's locale.
    func formatted(decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((self * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        return "\(whole)." + String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
    }
}
