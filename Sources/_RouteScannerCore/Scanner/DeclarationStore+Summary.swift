/// A module's declarations kept for its dependents (``ModuleSummary``): the store of its own files,
/// cut out of the store of its scan, and later appended to a dependent's store in place of lexing
/// the module's files again. Indices (files, types, extensions) are shifted on the way in and out,
/// so the dependent's store is the one it would build from the sources.
extension DeclarationStore {
    /// The declarations of the first `fileCount` files (a scan's own files, which come before its
    /// context), as context of module `module`: files without contents, diagnostics dropped.
    ///
    /// - Complexity: O(*d*) for *d* declarations in the store.
    func ownDeclarations(fileCount: Int, module: String) -> DeclarationStore {
        var own = DeclarationStore()
        own.files = files.prefix(fileCount).map {
            SourceFile(path: $0.path, contents: [], isContext: true, module: module)
        }
        // Files are scanned in order, so the own files' declarations come first in each array.
        own.types = types.filter { $0.position.file < fileCount }
        own.extensions = extensions.filter { $0.position.file < fileCount }
        own.typealiases = typealiases.filter { $0.position.file < fileCount }
        own.imports = imports.filter { $0.file < fileCount }
        own.members = members.filter { $0.position.file < fileCount }
        return own
    }

    /// Appends `other`'s declarations after this store's, as if its files had been scanned next.
    ///
    /// - Complexity: O(*d*) for *d* declarations in `other`.
    mutating func append(_ other: DeclarationStore) {
        let (fileOffset, typeOffset, extensionOffset) = (files.count, types.count, extensions.count)
        func shifted(_ position: SourcePosition) -> SourcePosition {
            SourcePosition(file: position.file + fileOffset, line: position.line, column: position.column)
        }
        func shifted(_ parent: DeclarationParent) -> DeclarationParent {
            switch parent {
            case .file: .file
            case .type(let index): .type(index + typeOffset)
            case .extension(let index): .extension(index + extensionOffset)
            }
        }
        files += other.files
        types += other.types.map {
            var type = $0
            type.parent = shifted(type.parent)
            type.position = shifted(type.position)
            return type
        }
        extensions += other.extensions.map {
            var declaration = $0
            declaration.position = shifted(declaration.position)
            return declaration
        }
        typealiases += other.typealiases.map {
            var alias = $0
            alias.parent = shifted(alias.parent)
            alias.position = shifted(alias.position)
            return alias
        }
        imports += other.imports.map {
            var declaration = $0
            declaration.file += fileOffset
            return declaration
        }
        members += other.members.map {
            var member = $0
            member.owner = shifted(member.owner)
            member.position = shifted(member.position)
            member.elementPositions = member.elementPositions.map(shifted)
            if case .failure(var info) = member.value {
                info.position = shifted(info.position)
                member.value = .failure(info)
            }
            return member
        }
    }
}
