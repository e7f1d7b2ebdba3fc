import SwitchyardSyntax

extension CanonicalJSON {
    /// Why a text is not valid JSON, and where (1-based line and column, in UTF-8 bytes).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line of the offending character.
        public var line: Int
        /// The 1-based column (in bytes) of the offending character.
        public var column: Int
        /// What was wrong, e.g. "expected ',' or ']'".
        public var message: String

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses strict JSON (RFC 8259) with the reader the runtime also uses (`JSONReader` in
    /// SwitchyardSyntax): one value, optional surrounding whitespace, no comments, no trailing
    /// commas, no duplicate keys in an object, strings in valid UTF-8, nesting at most 256 deep.
    ///
    /// Numbers without fraction or exponent become `.integer`, others `.number`; an integer outside
    /// the 64-bit range is refused with its position (as relocation batches refuse it) rather than
    /// rounded to a nearby `Double`, so a map reads back exactly as it was written.
    /// - Complexity: O(n) in the length of `bytes`.
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(ParseError) -> Value {
        do {
            return Value(try JSONReader.parse(bytes, largeIntegers: .refuse))
        } catch {
            throw ParseError(line: error.line, column: error.column, message: error.message)
        }
    }
}

extension CanonicalJSON.Value {
    /// The reader's value, members in document order.
    init(_ value: JSONReader.Value) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let elements): self = .array(elements.map(CanonicalJSON.Value.init))
        case .object(let members): self = .object(members.map { ($0.key, CanonicalJSON.Value($0.value)) })
        }
    }
}
