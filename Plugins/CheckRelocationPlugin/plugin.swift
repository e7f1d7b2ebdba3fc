import Foundation
import PackagePlugin

/// `swift package check-relocation --map [VERSION=]routes.json [--map …]… [--urls FILE]
/// [--format text|json] BATCH`: runs `switchyard-relocation check` with the same arguments. The
/// tool itself exits 0 when every map applies the batch (or skips it), 1 when one refuses it and 2
/// on bad input; through this plugin any non-zero status fails the command.
@main
struct CheckRelocationPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try packageManager.run(
            packageManager.tool(PluginContract.relocationToolName), [PluginContract.Command.check] + arguments
        ) { status in
            status == 1
                ? "a shipped version refuses the relocation batch (see the report above)"
                : "the relocation check could not run (status \(status))"
        }
    }
}
