import Switchyard

/// A batch as read from JSON or TheRouter's dictionaries, before it is checked: each entry's rule
/// at its index in the input (`nil` where the entry could not be read), and the problems found
/// reading them. Applying it checks the rules that were read as well, so one ``RelocationError``
/// lists the problems of reading and of checking together, in batch order.
package struct DecodedRelocationBatch: Sendable {
    /// The batch version, unless it could not be read.
    package var version: Int?
    /// The rules, one per entry of the input; `nil` for an entry with a problem in ``issues``.
    package var rules: [RelocationRule?]
    /// The problems found reading the input.
    package var issues: [RelocationError.Issue]
    /// The app versions the batch is for, or `nil` for every version.
    package var appVersions: AppVersionScope?

    /// Creates a decoded batch.
    package init(
        version: Int?, rules: [RelocationRule?], issues: [RelocationError.Issue], appVersions: AppVersionScope? = nil
    ) {
        self.version = version
        self.rules = rules
        self.issues = issues
        self.appVersions = appVersions
    }

    /// A batch that was read whole; its `appVersions` are read here.
    package init(_ batch: RelocationBatch) {
        var issues: [RelocationError.Issue] = []
        let scope = batch.appVersions.map { AppVersionScope($0, issues: &issues) }
        self.init(version: batch.version, rules: batch.rules, issues: issues, appVersions: scope)
    }

    /// The batch, when it was read whole.
    ///
    /// - Throws: `RelocationError` listing every problem found reading it (not checking it).
    package func get() throws(RelocationError) -> RelocationBatch {
        guard issues.isEmpty, let version else { throw RelocationError(version: version, issues: issues) }
        return RelocationBatch(version: version, rules: rules.compactMap { $0 }, appVersions: appVersions?.entries)
    }
}
