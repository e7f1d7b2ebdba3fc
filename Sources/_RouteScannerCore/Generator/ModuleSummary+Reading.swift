/// Why a summary cannot be read: it was cut short, edited, or written by another version of the
/// tool. The build wrote it, so the fix is to build it again from clean.
public struct ModuleSummaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The summary's path.
    public var file: String
    /// The 1-based line that cannot be read.
    public var line: Int
    /// What is wrong there.
    public var reason: String

    /// `path:line: …`, with the fix.
    public var description: String {
        "\(file):\(line): cannot read this module summary (\(reason)); the build wrote it, so clean the build (`swift package clean`) and build again"
    }
}

extension ModuleSummary {
    /// Reads a summary written by ``bytes``, strictly: a summary of another format version, or
    /// one a record of which cannot be read, is an error naming the file and the line. There is
    /// no fallback to the module's sources: the dependent's build command does not depend on
    /// them (so an edit that leaves the summary's bytes alone does not run it again), and a
    /// summary the build wrote that cannot be read is a damaged build directory.
    ///
    /// - Parameter file: the summary's path, for the error.
    /// - Complexity: linear in the size of `bytes`.
    public init(bytes: [UInt8], file: String) throws(ModuleSummaryError) {
        let read = bytes.withUnsafeBufferPointer { buffer in
            Swift.Result { () throws(ModuleSummaryError) in try Self.read(buffer, file: file) }
        }
        self = try read.get()
    }

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String
    ) throws(ModuleSummaryError)
        -> ModuleSummary
    {
        var reader = SummaryReader(bytes: bytes, file: file)
        guard reader.nextLine(), reader.rest.elementsEqual(Self.formatLine.utf8) else {
            throw reader.failure(
                "its first line is not that of format version 1: another version of the tool wrote it, or it is not a summary"
            )
        }
        guard reader.nextLine(), try reader.kind() == "M" else { throw reader.failure("no module name") }
        var manifest = RouteManifest(module: try reader.string())
        guard !manifest.module.isEmpty, reader.atEndOfLine else { throw reader.failure("no module name") }
        var declarations = DeclarationStore()
        while reader.nextLine() {
            let kind = try reader.kind()
            switch kind {
            case "R":
                var route = ManifestRoute(
                    typeName: try reader.string(), module: manifest.module, patterns: try reader.strings())
                route.priority = try reader.int()
                route.description = try reader.string()
                route.action = try reader.string()
                route.isInternal = try reader.bool()
                route.isHandler = try reader.bool()
                route.conditions = try reader.strings()
                route.file = try reader.string()
                route.line = try reader.int()
                route.pathNames = try reader.dictionary()
                manifest.routes.append(route)
            case "V":
                manifest.services.append(
                    ManifestService(
                        typeName: try reader.string(), module: manifest.module, provides: try reader.strings(),
                        conditions: try reader.strings(), file: try reader.string(), line: try reader.int()))
            case "F":
                declarations.files.append(
                    SourceFile(path: try reader.string(), contents: [], isContext: true, module: manifest.module))
            case "T":
                let name = try reader.string()
                guard let kind = DeclarationKind(rawValue: try reader.string()) else {
                    throw reader.failure("an unknown kind of type")
                }
                declarations.types.append(
                    TypeDeclaration(
                        name: name, kind: kind, parent: try reader.parent(), isLocal: try reader.bool(),
                        access: try reader.access(), inherited: try reader.paths(), conditions: try reader.strings(),
                        position: try reader.position(), isGeneric: try reader.bool(), isFinal: try reader.bool()))
            case "E":
                declarations.extensions.append(
                    ExtensionDeclaration(
                        extendedPath: try reader.strings(), isLocal: try reader.bool(), access: try reader.access(),
                        inherited: try reader.paths(), conditions: try reader.strings(),
                        position: try reader.position()))
            case "A":
                declarations.typealiases.append(
                    TypealiasDeclaration(
                        name: try reader.string(), parent: try reader.parent(), isLocal: try reader.bool(),
                        components: try reader.paths(), position: try reader.position()))
            case "I":
                let file = try reader.int()
                let module = try reader.string()
                let scoped = try reader.strings()
                guard scoped.count <= 1 else { throw reader.failure("an import of several declarations") }
                declarations.imports.append(
                    ImportDeclaration(
                        file: file, module: module, declaration: scoped.first, isExported: try reader.bool()))
            case "L":
                let owner = try reader.parent()
                let name = try reader.string()
                let value = try reader.memberValue()
                var member = MemberLiteral(owner: owner, name: name, value: value, position: try reader.position())
                member.isClassMember = try reader.bool()
                let count = try reader.count()
                for _ in 0..<count { member.elementPositions.append(try reader.position()) }
                declarations.members.append(member)
            default:
                throw reader.failure("an unknown record '\(kind)'")
            }
            guard reader.atEndOfLine else { throw reader.failure("more fields than a '\(kind)' record has") }
        }
        try reader.checkIndices(declarations)
        return ModuleSummary(manifest: manifest, declarations: declarations)
    }
}

/// Reads a summary's records field by field (``ModuleSummary/init(bytes:file:)``), in one pass over
/// the bytes: a composing module reads a record per route and per declaration of every feature.
private struct SummaryReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The current line's bytes: `start..<end`; `cursor` is the next field's tab.
    private var start = 0
    private var end = -1
    private var cursor = 0
    private var line = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    func failure(_ reason: String) -> ModuleSummaryError {
        ModuleSummaryError(file: file, line: max(line, 1), reason: reason)
    }

    /// Moves to the next line; false at the end of the bytes.
    mutating func nextLine() -> Bool {
        start = end + 1
        guard start < bytes.count else { return false }
        end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        cursor = start
        line += 1
        return true
    }

    /// The current line's unread bytes.
    var rest: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[cursor..<end]) }
    var atEndOfLine: Bool { cursor == end }

    /// The record's kind: the bytes before the first tab.
    mutating func kind() throws(ModuleSummaryError) -> String {
        var tab = cursor
        while tab < end, bytes[tab] != 0x09 { tab += 1 }
        defer { cursor = tab }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor..<tab]), as: UTF8.self)
    }

    /// The next field's bytes, escapes still in, and whether it has any.
    private mutating func field() throws(ModuleSummaryError) -> (Range<Int>, escaped: Bool) {
        guard cursor < end, bytes[cursor] == 0x09 else { throw failure("a record cut short") }
        var index = cursor + 1
        var escaped = false
        while index < end, bytes[index] != 0x09 {
            if bytes[index] == 0x5C { escaped = true }
            index += 1
        }
        defer { cursor = index }
        return (cursor + 1..<index, escaped)
    }

    mutating func string() throws(ModuleSummaryError) -> String {
        let (range, escaped) = try field()
        guard escaped else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var unescaped: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == 0x5C {
                index += 1
                guard index < range.upperBound else { throw failure("an escape cut short") }
                switch bytes[index] {
                case 0x5C: byte = 0x5C
                case 0x74: byte = 0x09
                case 0x6E: byte = 0x0A
                case 0x72: byte = 0x0D
                default: throw failure("an unknown escape")
                }
            }
            unescaped.append(byte)
            index += 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// A decimal number, read from the bytes.
    mutating func int() throws(ModuleSummaryError) -> Int {
        let (range, _) = try field()
        var index = range.lowerBound
        let negative = index < range.upperBound && bytes[index] == 0x2D
        if negative { index += 1 }
        var value = 0
        var valid = index < range.upperBound
        while index < range.upperBound, valid {
            let digit = Int(bytes[index]) - 0x30
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(negative ? -digit : digit)
            valid = digit >= 0 && digit <= 9 && !overflow && !overflowAgain
            value = sum
            index += 1
        }
        guard valid else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            throw failure("'\(text)' where a number was expected")
        }
        return value
    }

    /// A list's count: a number from 0 to the bytes left on the line.
    mutating func count() throws(ModuleSummaryError) -> Int {
        let value = try int()
        guard value >= 0, value <= end - cursor else { throw failure("a list count out of range") }
        return value
    }

    mutating func bool() throws(ModuleSummaryError) -> Bool {
        let (range, _) = try field()
        guard range.count == 1, bytes[range.lowerBound] == 0x30 || bytes[range.lowerBound] == 0x31 else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            throw failure("'\(text)' where 0 or 1 was expected")
        }
        return bytes[range.lowerBound] == 0x31
    }

    mutating func strings() throws(ModuleSummaryError) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func paths() throws(ModuleSummaryError) -> [TypePath] {
        let count = try count()
        var paths: [TypePath] = []
        for _ in 0..<count { paths.append(try strings()) }
        return paths
    }

    mutating func dictionary() throws(ModuleSummaryError) -> [String: String] {
        let count = try count()
        var values: [String: String] = [:]
        for _ in 0..<count {
            let key = try string()
            values[key] = try string()
        }
        return values
    }

    mutating func position() throws(ModuleSummaryError) -> SourcePosition {
        SourcePosition(file: try int(), line: try int(), column: try int())
    }

    mutating func parent() throws(ModuleSummaryError) -> DeclarationParent {
        let text = try string()
        if text == "f" { return .file }
        guard let index = Int(text.dropFirst()), index >= 0 else { throw failure("'\(text)' is not a parent") }
        switch text.first {
        case "t": return .type(index)
        case "e": return .extension(index)
        default: throw failure("'\(text)' is not a parent")
        }
    }

    mutating func access() throws(ModuleSummaryError) -> AccessLevel? {
        let text = try string()
        if text.isEmpty { return nil }
        guard let level = Int(text).flatMap(AccessLevel.init(rawValue:)) else {
            throw failure("'\(text)' is not an access level")
        }
        return level
    }

    mutating func memberValue() throws(ModuleSummaryError) -> Result<LiteralValue, MemberFailureInfo> {
        let tag = try string()
        switch tag {
        case "s": return .success(.string(try string()))
        case "i": return .success(.int(try int()))
        case "b": return .success(.bool(try bool()))
        case "d":
            let text = try string()
            guard let number = Double(text) else { throw failure("'\(text)' where a number was expected") }
            return .success(.double(number))
        case "a": return .success(.stringArray(try strings()))
        case "c": return .success(.enumCase(try string()))
        case "m": return .success(.stringDictionary(try dictionary()))
        case "x":
            let name = try string()
            guard let failure = MemberFailure(rawValue: name) else { throw self.failure("'\(name)' is not a failure") }
            return .failure(MemberFailureInfo(failure: failure, position: try position()))
        default:
            throw failure("'\(tag)' is not a kind of value")
        }
    }

    /// Every index a declaration holds points into the summary, so appending it is safe.
    func checkIndices(_ store: DeclarationStore) throws(ModuleSummaryError) {
        let (files, types, extensions) = (store.files.count, store.types.count, store.extensions.count)
        func valid(_ parent: DeclarationParent) -> Bool {
            switch parent {
            case .file: true
            case .type(let index): index < types
            case .extension(let index): index < extensions
            }
        }
        let positions =
            store.types.map(\.position) + store.extensions.map(\.position) + store.typealiases.map(\.position)
            + store.members.flatMap { [$0.position] + $0.elementPositions }
        let parents = store.types.map(\.parent) + store.typealiases.map(\.parent) + store.members.map(\.owner)
        guard positions.allSatisfy({ $0.file >= 0 && $0.file < files }),
            store.imports.allSatisfy({ $0.file >= 0 && $0.file < files }),
            store.members.allSatisfy({ member in
                guard case .failure(let info) = member.value else { return true }
                return info.position.file >= 0 && info.position.file < files
            }),
            parents.allSatisfy(valid)
        else {
            throw ModuleSummaryError(
                file: file, line: 1, reason: "a declaration points at a file or type it does not list")
        }
    }
}
