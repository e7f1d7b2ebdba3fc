import SwitchyardSyntax
import _RouteMap
import _RouteScannerCore

/// From discovery to the exported route map.
extension RouteMap {
    /// One entry per pattern of every route in `manifests`, in canonical form (`product/:id` is
    /// exported as `app://product/:id` when `app` is the default scheme); file paths are made
    /// relative to `root`. No line numbers: the map changes only when a route does.
    public init(manifests: [RouteManifest], root: String, defaultScheme: String = "app") {
        var entries: [RouteMapEntry] = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for manifest in manifests {
            for route in manifest.routes {
                let file = route.file.hasPrefix(prefix) ? String(route.file.dropFirst(prefix.count)) : route.file
                for text in route.patterns {
                    let canonical = (try? RoutePattern(text, defaultScheme: defaultScheme))?.description ?? text
                    entries.append(
                        RouteMapEntry(
                            path: canonical, className: route.qualifiedName,
                            action: route.isHandler ? RouteMapEntry.handlerAction : "", description: route.description,
                            priority: route.priority, module: route.module,
                            navigation: route.isHandler ? nil : route.action,
                            internal: route.isInternal, pathName: route.pathNames[text], file: file))
                }
            }
        }
        self.init(entries: entries)
    }
}
