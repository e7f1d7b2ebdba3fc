/// One installed route: its public info, how to create it, and where its captures sit.
package struct CompiledRoute: Sendable {
    package let info: RouteInfo
    let target: RouteTarget
    let captures: CaptureLayout

    /// The route of one of `entry`'s patterns, installed from `module`.
    init(pattern: RoutePattern, entry: RouteEntry, module: String) {
        info = RouteInfo(pattern: pattern, entry: entry, module: module)
        target = entry.target
        captures = CaptureLayout(pattern)
    }

    /// Compiles every pattern of `table` once: the compiled routes are cached by the router and
    /// reused by every later rebuild (a relocation batch, a late registration).
    ///
    /// - Complexity: O(*p* · *n*) for *p* patterns of *n* bytes.
    static func compile(_ table: RouteTable, defaultScheme: String) -> [Result<CompiledRoute, RouteTableError>] {
        table.entries.flatMap { entry in
            entry.patterns.map { compile($0, of: entry, module: table.module, defaultScheme: defaultScheme) }
        }
    }

    /// Compiles one of `entry`'s patterns, or says why it does not compile.
    static func compile(
        _ text: String, of entry: RouteEntry, module: String, defaultScheme: String
    ) -> Result<CompiledRoute, RouteTableError> {
        do {
            let pattern = try RoutePattern(text, defaultScheme: defaultScheme)
            return .success(CompiledRoute(pattern: pattern, entry: entry, module: module))
        } catch {
            return .failure(RouteTableError(typeName: entry.typeName, kind: .invalidPattern(error)))
        }
    }
}
