/// Parsed arguments of `route-scanner scan`.
public struct ScanOptions: Sendable, Hashable {
    /// `--conforming-to NAME` (repeatable, at least one).
    public var conformingTo: [String] = []
    /// `--extract MEMBER` (repeatable); defaults to routePatterns, routePriority, routeDescription.
    public var extractMembers: [String] = []
    /// `--json`: one JSON object per line.
    public var json = false
    /// `--context PATH` (repeatable): resolution-only inputs.
    public var contextPaths: [String] = []
    /// `--module NAME`: the scanned module's name.
    public var moduleName: String?
    /// Files or directories to scan.
    public var paths: [String] = []

    /// Usage text of the `scan` subcommand.
    public static let usage = """
        usage: route-scanner scan --conforming-to NAME [--conforming-to NAME…] [--extract MEMBER…]
                                  [--module NAME] [--json] [--context PATH…] PATH…
        """

    /// Creates empty options.
    public init() {}

    /// Parses `scan` arguments; on failure returns a message for stderr (exit status 2).
    public static func parse(_ arguments: [String]) -> Result<ScanOptions, ScanUsageError> {
        var options = ScanOptions()
        var index = 0
        func value(_ flag: String) -> Result<String, ScanUsageError> {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                return .failure(ScanUsageError(message: "\(flag) needs a value"))
            }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            let next: () -> Result<String, ScanUsageError> = { inline.map { .success($0) } ?? value(flag) }
            switch flag {
            case "--conforming-to":
                switch next() {
                case .success(let v): options.conformingTo += v.split(separator: ",").map(String.init)
                case .failure(let e): return .failure(e)
                }
            case "--extract":
                switch next() {
                case .success(let v): options.extractMembers += v.split(separator: ",").map(String.init)
                case .failure(let e): return .failure(e)
                }
            case "--context":
                switch next() {
                case .success(let v): options.contextPaths.append(v)
                case .failure(let e): return .failure(e)
                }
            case "--module":
                switch next() {
                case .success(let v): options.moduleName = v
                case .failure(let e): return .failure(e)
                }
            case "--json":
                options.json = true
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
                continue
            default:
                if argument.hasPrefix("-") { return .failure(ScanUsageError(message: "unknown option '\(argument)'")) }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.conformingTo.isEmpty { return .failure(ScanUsageError(message: "missing --conforming-to NAME")) }
        if options.paths.isEmpty { return .failure(ScanUsageError(message: "missing PATH to scan")) }
        if options.extractMembers.isEmpty { options.extractMembers = ["routePatterns", "routePriority", "routeDescription"] }
        return .success(options)
    }

    /// The core request these options describe.
    public var request: ScanRequest {
        ScanRequest(conformingTo: conformingTo, extractMembers: extractMembers, moduleName: moduleName)
    }
}

/// A command-line usage problem.
public struct ScanUsageError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
}
