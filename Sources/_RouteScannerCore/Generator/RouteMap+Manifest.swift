/// From discovery to the exported route map.
extension RouteMap {
    /// One entry per pattern of every route in `manifests`; file paths are made relative to `root`.
    public init(manifests: [RouteManifest], root: String) {
        var entries: [RouteMapEntry] = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for manifest in manifests {
            for route in manifest.routes {
                let file = route.file.hasPrefix(prefix) ? String(route.file.dropFirst(prefix.count)) : route.file
                for pattern in route.patterns {
                    entries.append(
                        RouteMapEntry(
                            path: pattern, className: route.qualifiedName, description: route.description,
                            priority: route.priority, module: route.module, navigation: route.action,
                            internal: route.isInternal, file: file, line: max(route.line, 1)))
                }
            }
        }
        self.init(entries: entries)
    }
}
