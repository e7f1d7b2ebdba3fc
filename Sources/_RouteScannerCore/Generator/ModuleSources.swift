/// One module's Swift sources, in memory: the target a generator runs for, or one of its
/// dependencies.
///
/// The files' own `isContext` and `module` are not used: each generator run decides whose files
/// are scanned and whose are read only as context (see
/// ``RouteDiscovery/discover(modules:context:defaultScheme:)``), and the files are the module's.
public struct ModuleSources: Sendable, Hashable {
    /// The module's name, as Swift imports it (`DemoProduct`). Routes are qualified with it
    /// (`DemoProduct.ProductPage`), and `DemoProduct.X` in its sources is read as `X`.
    public var name: String
    /// The module's own Swift files.
    public var files: [SourceFile]

    /// Creates a module.
    public init(name: String, files: [SourceFile]) {
        self.name = name
        self.files = files
    }
}

extension ModuleSources {
    /// The module's files, to be scanned or (`asContext`) read only to resolve conformances.
    func files(asContext: Bool) -> [SourceFile] {
        files.map { file in
            var copy = file
            copy.isContext = asContext
            copy.module = name
            return copy
        }
    }
}

extension [SourceFile] {
    /// Copies to be scanned or (`asContext`) read only to resolve conformances.
    func marked(asContext: Bool) -> [SourceFile] {
        map { file in
            var copy = file
            copy.isContext = asContext
            return copy
        }
    }
}
