import Switchyard

/// The command line of `switchyard-demo`, parsed and run; `main` only calls ``run(_:console:)``.
public enum DemoCommand {
    /// The usage text.
    public static let usage = """
        usage: switchyard-demo                         run the narrated scenario
               switchyard-demo open URL [--external] [--relocated]
                                                       explain how URL resolves (--relocated: with the demo's batch)
               switchyard-demo routes                  list the installed routes
        """

    /// Runs the command `arguments` (without the program name) and returns the exit status:
    /// 0 on success, 1 when the scenario misbehaved or `open` did not resolve, 2 on bad usage.
    @MainActor
    public static func run(_ arguments: [String], console: Console) async -> Int32 {
        guard let command = arguments.first else {
            return await DemoScenario(console: console).run()
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "open":
            let flags = rest.filter { $0.hasPrefix("--") }
            let urls = rest.filter { !$0.hasPrefix("--") }
            let unknown = flags.filter { !["--external", "--relocated"].contains($0) }
            guard urls.count == 1, unknown.isEmpty else { return usageError(console) }
            do {
                let explainer = try RouteExplainer(console: console, relocated: flags.contains("--relocated"))
                return explainer.explain(urls[0], source: flags.contains("--external") ? .external : .app) ? 0 : 1
            } catch {
                console.line("the demo's relocation batch was refused: \(error)", .bad)
                return 1
            }
        case "routes":
            guard rest.isEmpty else { return usageError(console) }
            do {
                try RouteExplainer(console: console).listRoutes()
            } catch {
                console.line("\(error)", .bad)
                return 1
            }
            return 0
        case "-h", "--help", "help":
            console.lines(usage.components(separatedBy: "\n"))
            return 0
        default:
            return usageError(console)
        }
    }

    @MainActor
    private static func usageError(_ console: Console) -> Int32 {
        console.lines(usage.components(separatedBy: "\n"), .bad)
        return 2
    }
}
