/// Which modules each file sees, as Swift decides it: the file's own module, the modules its
/// `import` lines name (`@testable`, `@_spi`, `@preconcurrency` and access-level imports alike),
/// and what those modules re-export with `@_exported import`, transitively. A module's own
/// `@_exported import` counts in all of its files. `import struct Kit.Base` makes only `Base`
/// visible.
///
/// The modules of a scan: the scanned module (``ScanRequest/moduleName``), each context
/// module (``SourceFile/module``), the unnamed module of context files given without a module
/// (every file sees it, after its own module and its imports, as all context was seen before
/// modules had names), and the modules files import but the scan has no sources of.
///
/// - Complexity: O(*f* + *i*) for *f* files and *i* imports, plus, for each distinct set of
///   imports (files of a module mostly share one), the modules it makes visible.
struct ModuleScopes: Sendable {
    /// Module names by index.
    private(set) var names: [String] = []
    private var indices: [String: Int] = [:]
    /// The module of each file.
    private(set) var moduleOfFile: [Int] = []
    /// The unnamed module.
    private(set) var unnamed = 0
    /// Where extensions of types declared in no scanned module (`extension UIViewController`) are kept.
    private(set) var undeclared = 0
    /// The modules each file sees besides its own, shared by the files with the same imports.
    private var visibleSets: [Set<Int>] = []
    private var visibleSetOfFile: [Int] = []
    /// Declarations of scoped imports (`import struct Kit.Base`), per file.
    private var scopedImports: [Int: [SymbolKey]] = [:]

    init(store: DeclarationStore, scannedModule: String?) {
        unnamed = index(registering: "")
        // Not a valid module name, so no file belongs to it or imports it.
        undeclared = index(registering: "(undeclared)")
        let scanned = index(registering: scannedModule ?? "")
        moduleOfFile = store.files.map { $0.isContext ? index(registering: $0.module ?? "") : scanned }
        var exports: [Int: [Int]] = [:]
        var importsOfFile = Array(repeating: [Int](), count: store.files.count)
        for declaration in store.imports {
            let module = index(registering: declaration.module)
            if let name = declaration.declaration {
                scopedImports[declaration.file, default: []].append(SymbolKey(module: module, name: name))
                continue
            }
            importsOfFile[declaration.file].append(module)
            if declaration.isExported { exports[moduleOfFile[declaration.file], default: []].append(module) }
        }
        var closures: [Int: Set<Int>] = [:]
        var setIndex: [[Int]: Int] = [:]
        for file in store.files.indices {
            let own = moduleOfFile[file]
            let imported = importsOfFile[file].filter { $0 != own }.sorted()
            let signature = [own] + imported
            if let known = setIndex[signature] {
                visibleSetOfFile.append(known)
                continue
            }
            var visible = ModuleScopes.reexports(of: own, exports: exports, memo: &closures)
            for module in imported {
                visible.insert(module)
                visible.formUnion(ModuleScopes.reexports(of: module, exports: exports, memo: &closures))
            }
            visible.remove(own)
            setIndex[signature] = visibleSets.count
            visibleSetOfFile.append(visibleSets.count)
            visibleSets.append(visible)
        }
    }

    private mutating func index(registering name: String) -> Int {
        if let known = indices[name] { return known }
        indices[name] = names.count
        names.append(name)
        return names.count - 1
    }

    /// The index of a module name the scan knows (declared, imported or asked for).
    func index(of name: String) -> Int? { indices[name] }

    /// Registers a module known only by name (the module of a requested protocol, `Switchyard`).
    mutating func register(_ name: String) -> Int { index(registering: name) }

    /// Every module `module` re-exports, transitively (iterative: re-export cycles terminate).
    private static func reexports(of module: Int, exports: [Int: [Int]], memo: inout [Int: Set<Int>]) -> Set<Int> {
        if let known = memo[module] { return known }
        var seen: Set<Int> = []
        var work = exports[module] ?? []
        while let next = work.popLast() {
            guard seen.insert(next).inserted else { continue }
            work += exports[next] ?? []
        }
        memo[module] = seen
        return seen
    }

    /// Whether `file` sees the top-level declaration `key` of another module through its imports.
    func imports(_ key: SymbolKey, from file: Int) -> Bool {
        visibleSets[visibleSetOfFile[file]].contains(key.module) || scopedImports[file]?.contains(key) == true
    }
}
