/// What happened to relocation: carried by ``RouterEvent/relocation(_:)``. Every applied,
/// refused or reverted batch produces one, and so does every problem of the store or loader.
public enum RelocationEvent: Sendable, CustomStringConvertible {
    /// A batch was applied: the router now opens URLs with it.
    case applied(version: Int, ruleCount: Int)
    /// A batch re-applied the version in effect with the same result; nothing changed.
    case unchanged(version: Int)
    /// A batch was refused; nothing changed.
    case refused(RelocationError)
    /// A batch for other app versions (its `appVersions`) was skipped; nothing changed. `appVersion`
    /// is the router's (`RouterConfiguration.appVersion`), `nil` when it is unknown.
    case skipped(version: Int, appVersions: [String], appVersion: String?)
    /// `Router.restoreBuildTimeRoutes()` (or the kill switch) put the build-time table back.
    case reverted(version: Int?)
    /// The persisted batch was read and applied at launch.
    case restored(version: Int)
    /// The persisted file was unreadable, truncated or corrupt; it was ignored and the build-time
    /// table stays.
    case storeIgnored(RelocationStoreError)
    /// Writing the store failed; the previous state (in memory and on disk) was kept.
    case storeFailed(RelocationStoreError)
    /// The loader answered 304: the batch in effect is current.
    case notModified(url: String)
    /// The loader could not fetch or verify a batch; nothing changed.
    case loadFailed(url: String, reason: String)

    /// One line for logs.
    public var description: String {
        switch self {
        case .applied(let version, let count): return "relocation version \(version) applied (\(count) rules)"
        case .unchanged(let version): return "relocation version \(version) re-applied; nothing changed"
        case .refused(let error): return error.description
        case .skipped(let version, let appVersions, let appVersion):
            return
                "relocation version \(version) skipped: it is for app versions \(appVersions.joined(separator: ", ")), "
                + (appVersion.map { "this app is \($0)" }
                    ?? "this app's version is unknown (set RouterConfiguration.appVersion)")
        case .reverted(let version):
            return "relocation reverted to the build-time table" + (version.map { " (version floor \($0) kept)" } ?? "")
        case .restored(let version): return "relocation version \(version) restored from the store"
        case .storeIgnored(let error): return "relocation store ignored: \(error)"
        case .storeFailed(let error): return "relocation store write failed: \(error)"
        case .notModified(let url): return "relocation rules at \(url) not modified"
        case .loadFailed(let url, let reason): return "relocation rules at \(url) not loaded: \(reason)"
        }
    }
}
