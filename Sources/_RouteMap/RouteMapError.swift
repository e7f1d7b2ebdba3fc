import SwitchyardSyntax

/// A route map (Switchyard's or Android's) that could not be read: which file, which entry
/// and what was wrong.
///
/// The description reads `FILE: entry N: PROBLEM` (entries count from 0, as in the JSON
/// array), or `FILE: PROBLEM` when the problem is not in one entry. A reader that checks every
/// entry before giving up puts the other problems it found in ``further``, so one run lists them all.
public struct RouteMapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given by the caller (e.g. `routes.json`).
    public var file: String
    /// The 0-based index of the entry in the file's array, when the problem is in one entry.
    public var index: Int?
    /// What is wrong and, where possible, how to fix it.
    public var problem: String
    /// The other problems found in the same run, in file order (empty when there was one).
    public var further: [RouteMapError]

    /// Creates an error.
    public init(file: String, index: Int? = nil, problem: String, further: [RouteMapError] = []) {
        self.file = file
        self.index = index
        self.problem = problem
        self.further = further
    }

    /// Every problem of this error, this one first, each without further problems.
    public var allProblems: [RouteMapError] {
        [RouteMapError(file: file, index: index, problem: problem)] + further.flatMap(\.allProblems)
    }

    /// `FILE: entry N: PROBLEM` or `FILE: PROBLEM`, one line per problem.
    public var description: String {
        allProblems.map { problem in
            if let index = problem.index { return "\(problem.file): entry \(index): \(problem.problem)" }
            return "\(problem.file): \(problem.problem)"
        }.joined(separator: "\n")
    }

    /// Combines the problems of a run into one error: the first, with the rest as ``further``;
    /// `nil` when there are none.
    package static func combining(_ problems: [RouteMapError]) -> RouteMapError? {
        guard var first = problems.first else { return nil }
        first.further += problems.dropFirst()
        return first
    }
}

extension RouteMapError {
    /// Throws an error naming `file` and the offset unless `bytes` is UTF-8, so a stray byte in a
    /// file from outside is refused with its position instead of being read as U+FFFD and compared.
    package static func checkUTF8<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, file: String, what: String
    ) throws(RouteMapError) {
        guard let offset = UTF8Validation.firstInvalidOffset(bytes) else { return }
        let byte = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
        let hex = String(byte, radix: 16, uppercase: true)
        throw RouteMapError(
            file: file,
            problem:
                "\(what) is not UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) at byte offset \(offset) does not start a valid UTF-8 sequence; save the file as UTF-8"
        )
    }
}
