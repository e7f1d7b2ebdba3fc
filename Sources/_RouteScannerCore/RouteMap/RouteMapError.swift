/// A route map (Switchyard's or Android's) that could not be read: which file, which entry
/// and what was wrong.
///
/// The description reads `FILE: entry N: PROBLEM` (entries count from 0, as in the JSON
/// array), or `FILE: PROBLEM` when the problem is not in one entry.
public struct RouteMapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given by the caller (e.g. `routes.json`).
    public var file: String
    /// The 0-based index of the entry in the file's array, when the problem is in one entry.
    public var index: Int?
    /// What is wrong and, where possible, how to fix it.
    public var problem: String

    /// Creates an error.
    public init(file: String, index: Int? = nil, problem: String) {
        self.file = file
        self.index = index
        self.problem = problem
    }

    /// `FILE: entry N: PROBLEM` or `FILE: PROBLEM`.
    public var description: String {
        if let index { return "\(file): entry \(index): \(problem)" }
        return "\(file): \(problem)"
    }
}
