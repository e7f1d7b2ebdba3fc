/// What one run of the generator returns: the rendered file, or none, and the diagnostics.
public struct GeneratorOutput: Sendable, Hashable {
    /// The rendered file's bytes; nil when a diagnostic is an error (all-or-nothing: nothing is
    /// written then, and the build stops on the errors).
    public var contents: [UInt8]?
    /// Scanner and validation diagnostics, sorted; print them in the compiler's format
    /// (``Diagnostic/description``).
    public var diagnostics: [Diagnostic]

    /// Creates an output.
    public init(contents: [UInt8]?, diagnostics: [Diagnostic]) {
        self.contents = contents
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The output of `render`, unless `diagnostics` has an error.
    package static func rendering<Failure: Error>(
        _ diagnostics: [Diagnostic], _ render: () throws(Failure) -> [UInt8]
    ) throws(Failure) -> GeneratorOutput {
        let failed = diagnostics.contains { $0.severity == .error }
        return GeneratorOutput(contents: failed ? nil : try render(), diagnostics: diagnostics)
    }
}
