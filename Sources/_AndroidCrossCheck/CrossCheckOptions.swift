/// How to compare iOS routes with Android routes.
public struct CrossCheckOptions: Hashable, Sendable {
    /// iOS host → Android host, applied to iOS patterns before comparing (`--map-host a=b`).
    public var hostMap: [String: String]
    /// Compare without schemes (`--ignore-scheme`).
    public var ignoreScheme: Bool
    /// Compare without hosts (`--ignore-host`).
    public var ignoreHost: Bool

    /// Creates options; by default everything is compared exactly.
    public init(hostMap: [String: String] = [:], ignoreScheme: Bool = false, ignoreHost: Bool = false) {
        self.hostMap = hostMap
        self.ignoreScheme = ignoreScheme
        self.ignoreHost = ignoreHost
    }

    /// Adds one `IOS=ANDROID` host mapping as given to `--map-host`.
    /// - Throws: ``CrossCheckUsageError`` when the text is not `IOS=ANDROID` with two non-empty
    ///   hosts, or when `IOS` is already mapped.
    public mutating func addHostMapping(_ argument: String) throws(CrossCheckUsageError) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CrossCheckUsageError(
                message:
                    "--map-host expects IOS=ANDROID (e.g. --map-host myapp.example.com=kymjs.com), got '\(argument)'")
        }
        let iosHost = String(parts[0])
        guard hostMap[iosHost] == nil else {
            throw CrossCheckUsageError(message: "--map-host maps '\(iosHost)' twice; give each iOS host once")
        }
        hostMap[iosHost] = String(parts[1])
    }
}

/// A command line for `check-android` that cannot be run as given.
public struct CrossCheckUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the arguments and how to fix it.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
