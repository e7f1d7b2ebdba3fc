/// One installed route: its public info, how to create it, and where its captures sit.
package struct CompiledRoute: @unchecked Sendable {
    // `target` is immutable (metatypes, a `@Sendable` closure), safe to share.
    package let info: RouteInfo
    let target: RouteTarget
    let captures: CaptureLayout

    /// Compiles every pattern of `table` once: the compiled routes are cached by the router and
    /// reused by every later rebuild (a relocation batch, a late registration).
    ///
    /// - Complexity: O(*p* · *n*) for *p* patterns of *n* bytes.
    static func compile(_ table: RouteTable, defaultScheme: String) -> [Result<CompiledRoute, RouteTableError>] {
        var compiled: [Result<CompiledRoute, RouteTableError>] = []
        compiled.reserveCapacity(table.patternCount)
        for entry in table.entries {
            for text in entry.patterns {
                let pattern: RoutePattern
                do {
                    pattern = try RoutePattern(text, defaultScheme: defaultScheme)
                } catch {
                    compiled.append(.failure(RouteTableError(typeName: entry.typeName, kind: .invalidPattern(error))))
                    continue
                }
                let info = RouteInfo(
                    pattern: pattern, priority: entry.priority, typeName: entry.typeName, module: table.module,
                    routeDescription: entry.description, action: entry.action, isInternal: entry.isInternal)
                compiled.append(
                    .success(CompiledRoute(info: info, target: entry.target, captures: CaptureLayout(pattern))))
            }
        }
        return compiled
    }
}
