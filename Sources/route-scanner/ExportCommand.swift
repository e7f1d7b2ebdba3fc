import _RouteScannerCore
import Foundation

/// `route-scanner export --input routes.json --format json|plist|aasa --output PATH
///  [--app-id TEAMID.bundle.id …] [--host example.com …]`
///
/// Reads a route map, renders it and writes the file only when its bytes changed.
enum ExportCommand {
    static let usage = """
        usage: route-scanner export --input routes.json --format json|plist|aasa --output PATH
                                    [--app-id TEAMID.bundle.id]... [--host example.com]...
        """

    static func run(_ args: [String]) -> Int32 {
        let options: RouteMapCommandOptions
        do {
            options = try RouteMapCommandOptions(
                args, values: ["--input", "--format", "--output", "--app-id", "--host"], flags: [])
        } catch {
            return fail("\(error)\n\(usage)")
        }
        if options.help { print(usage); return 0 }
        guard let input = options.last("--input"), let formatName = options.last("--format"),
              let output = options.last("--output")
        else { return fail("--input, --format and --output are required\n\(usage)") }

        let format: RouteMapFormat
        switch formatName {
        case "json": format = .json
        case "plist": format = .plist
        case "aasa": format = .appSiteAssociation(AppSiteAssociationOptions(appIDs: options.all("--app-id"), hosts: options.all("--host")))
        default: return fail("unknown --format '\(formatName)'; use json, plist or aasa")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            return fail("\(input): cannot read the file; check the path")
        }
        let rendered: Data
        do {
            rendered = try renderRouteMap(try RouteMap(jsonData: data, file: input), format: format)
        } catch {
            return fail("\(error)")
        }
        do {
            let written = try replaceFileContents(at: output, with: rendered)
            print(written ? "wrote \(output)" : "unchanged \(output)")
            return 0
        } catch {
            return fail("\(output): cannot write the file: \(error.localizedDescription)")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandleOutput.standardError("route-scanner export: error: \(message)")
        return 2
    }
}

/// The options of one subcommand: `--name value` pairs (repeatable) and `--flag`s.
struct RouteMapCommandOptions {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var help = false

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ args: [String], values valueNames: Set<String>, flags flagNames: Set<String>) throws(Failure) {
        var index = 0
        while index < args.count {
            let arg = args[index]
            if arg == "-h" || arg == "--help" {
                help = true
            } else if flagNames.contains(arg) {
                flags.insert(arg)
            } else if valueNames.contains(arg) {
                guard index + 1 < args.count else { throw Failure(description: "\(arg) needs a value") }
                values[arg, default: []].append(args[index + 1])
                index += 1
            } else {
                throw Failure(description: "unknown argument '\(arg)'")
            }
            index += 1
        }
    }

    func last(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}
