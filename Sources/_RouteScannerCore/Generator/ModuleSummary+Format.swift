/// The summary's file format: UTF-8 lines, one record per line, fields separated by tabs, with
/// `\\`, `\t`, `\n` and `\r` escaped in every field. A list is its count, then its items.
///
/// The first line names the format and its version (``formatLine``); then the module (`M`), its
/// routes (`R`) and services (`V`), the paths of its files (`F`, numbered in order), and the
/// declarations: types (`T`), extensions (`E`), typealiases (`A`), imports (`I`) and route
/// members (`L`), each in the scanner's order, so a dependent's store is the one it would build
/// from the sources. Deterministic: the same module gives the same bytes.
extension ModuleSummary {
    /// The first line of every summary; another version is rejected.
    static let formatLine = "switchyard-module-summary\t1"

    /// The summary's bytes.
    ///
    /// - Complexity: linear in the routes, services and declarations.
    public var bytes: [UInt8] {
        var out = SummaryWriter()
        out.bytes += Array(Self.formatLine.utf8) + [0x0A]
        out.record("M") { $0.string(manifest.module) }
        for route in manifest.routes {
            out.record("R") {
                $0.string(route.typeName)
                $0.strings(route.patterns)
                $0.int(route.priority)
                $0.string(route.description)
                $0.string(route.action)
                $0.bool(route.isInternal)
                $0.bool(route.isHandler)
                $0.strings(route.conditions)
                $0.string(route.file)
                $0.int(route.line)
                $0.dictionary(route.pathNames)
            }
        }
        for service in manifest.services {
            out.record("V") {
                $0.string(service.typeName)
                $0.strings(service.provides)
                $0.strings(service.conditions)
                $0.string(service.file)
                $0.int(service.line)
            }
        }
        for file in declarations.files { out.record("F") { $0.string(file.path) } }
        for type in declarations.types {
            out.record("T") {
                $0.string(type.name)
                $0.string(type.kind.rawValue)
                $0.parent(type.parent)
                $0.bool(type.isLocal)
                $0.access(type.access)
                $0.paths(type.inherited)
                $0.strings(type.conditions)
                $0.position(type.position)
                $0.bool(type.isGeneric)
                $0.bool(type.isFinal)
            }
        }
        for declaration in declarations.extensions {
            out.record("E") {
                $0.strings(declaration.extendedPath)
                $0.bool(declaration.isLocal)
                $0.access(declaration.access)
                $0.paths(declaration.inherited)
                $0.strings(declaration.conditions)
                $0.position(declaration.position)
            }
        }
        for alias in declarations.typealiases {
            out.record("A") {
                $0.string(alias.name)
                $0.parent(alias.parent)
                $0.bool(alias.isLocal)
                $0.paths(alias.components)
                $0.position(alias.position)
            }
        }
        for declaration in declarations.imports {
            out.record("I") {
                $0.int(declaration.file)
                $0.string(declaration.module)
                $0.strings(declaration.declaration.map { [$0] } ?? [])
                $0.bool(declaration.isExported)
            }
        }
        for member in declarations.members {
            out.record("L") {
                $0.parent(member.owner)
                $0.string(member.name)
                switch member.value {
                case .success(let value): $0.literal(value)
                case .failure(let info):
                    $0.string("x")
                    $0.string(info.failure.rawValue)
                    $0.position(info.position)
                }
                $0.position(member.position)
                $0.bool(member.isClassMember)
                $0.int(member.elementPositions.count)
                for position in member.elementPositions { $0.position(position) }
            }
        }
        return out.bytes
    }
}

/// Writes a summary's records (``ModuleSummary/bytes``).
private struct SummaryWriter {
    var bytes: [UInt8] = []

    mutating func record(_ kind: String, _ fields: (inout SummaryWriter) -> Void) {
        bytes += Array(kind.utf8)
        fields(&self)
        bytes.append(0x0A)
    }

    mutating func string(_ value: String) {
        bytes.append(0x09)
        for byte in value.utf8 {
            switch byte {
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x09: bytes += [0x5C, 0x74]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            default: bytes.append(byte)
            }
        }
    }

    mutating func int(_ value: Int) { string(String(value)) }
    mutating func bool(_ value: Bool) { string(value ? "1" : "0") }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func paths(_ paths: [TypePath]) {
        int(paths.count)
        for path in paths { strings(path) }
    }

    /// Sorted by key, so the bytes are stable.
    mutating func dictionary(_ values: [String: String]) {
        int(values.count)
        for key in values.keys.sorted() {
            string(key)
            string(values[key] ?? "")
        }
    }

    mutating func position(_ position: SourcePosition) {
        int(position.file)
        int(position.line)
        int(position.column)
    }

    mutating func parent(_ parent: DeclarationParent) {
        switch parent {
        case .file: string("f")
        case .type(let index): string("t\(index)")
        case .extension(let index): string("e\(index)")
        }
    }

    /// The access level's raw value, or empty for none.
    mutating func access(_ access: AccessLevel?) { string(access.map { String($0.rawValue) } ?? "") }

    mutating func literal(_ value: LiteralValue) {
        switch value {
        case .string(let text):
            string("s")
            string(text)
        case .int(let number):
            string("i")
            int(number)
        case .bool(let flag):
            string("b")
            bool(flag)
        case .double(let number):
            string("d")
            string(number.description)
        case .stringArray(let items):
            string("a")
            strings(items)
        case .enumCase(let name):
            string("c")
            string(name)
        case .stringDictionary(let items):
            string("m")
            dictionary(items)
        }
    }
}
