/// One module's Swift sources, in memory: the target a generator runs for, or one of its
/// dependencies.
///
/// The files' own `isContext` flags are not used: each generator run decides whose files are
/// scanned and whose are read only as context (see ``RouteDiscovery/discover(modules:context:defaultScheme:)``).
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

    /// The files, to be scanned.
    var scannedFiles: [SourceFile] { files.map { $0.marked(isContext: false) } }

    /// The files, to be read only to resolve conformances.
    var contextFiles: [SourceFile] { files.map { $0.marked(isContext: true) } }
}

extension SourceFile {
    /// A copy with `isContext` set.
    func marked(isContext: Bool) -> SourceFile {
        var copy = self
        copy.isContext = isContext
        return copy
    }
}
