import DemoScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run switchyard-demo [open URL [--external] [--relocated] | routes]`.
/// Thin on purpose: the scenario and the explanations live in DemoScenario, where tests run them.
@main
struct SwitchyardDemo {
    @MainActor
    static func main() async {
        let console = Console(colors: Console.standardOutputIsTerminal)
        let status = await DemoCommand.run(Array(CommandLine.arguments.dropFirst()), console: console)
        exit(status)
    }
}
