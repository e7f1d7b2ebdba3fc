import Foundation
import _RelocationPreview
import _RouteMap
import _RouteMapRelease
import _RouteScannerCLI

/// Whether relocation batches (`diff --covered-by`) keep a link of ``RouteMapDiff`` working: each
/// batch is applied to a router made from the NEW map by the runtime's own reader and planner
/// (``RelocationPreview``), and a link is covered when a batch redirects it to a route of its OLD
/// type, or to any route when NEW has none of that type.
struct BatchCoverage {
    private var previews: [(file: String, preview: RelocationPreview)] = []
    private let newTypes: Set<String>
    /// The router of the map alone.
    private var base: RelocationPreview?

    /// Applies every batch to NEW, an app of `appVersion` (nil: unknown). A batch NEW's router
    /// refuses is bad input (exit 2): its problems are listed, as the app would refuse it whole.
    /// One for other app versions, or scoped when NEW's version is unknown, covers nothing.
    init(batches: [String], map: RouteMap, mapFile: String, appVersion: String?) throws(CommandFailure) {
        newTypes = Set(map.entries.map(\.className))
        guard !batches.isEmpty else { return }
        let base = try CommandFailure.relaying { () throws(RelocationPreviewError) in
            try RelocationPreview(map: map, appVersion: appVersion)
        }
        self.base = base
        for file in batches {
            let data = Data(try SourceCollector.contents(of: file))
            let (preview, verdict) = try CommandFailure.relaying { () throws(RelocationPreviewError) in
                try base.applying(batchData: data, source: file)
            }
            switch verdict {
            case .applies: previews.append((file, preview))
            case .skipped(let versions):
                let scope = versions.joined(separator: ", ")
                Console.error(
                    appVersion.map {
                        "warning: \(file) is for app versions \(scope), not \($0), so it covers nothing here"
                    }
                        ?? "warning: \(file) is for app versions \(scope) and \(mapFile)'s version is unknown, so it covers nothing here; give NEW as VERSION=\(mapFile)"
                )
            case .refused:
                throw CommandFailure(
                    (["\(file): an app with \(mapFile) would refuse this batch; fix these rules:"]
                        + verdict.problems.map { "  " + $0 }).joined(separator: "\n"))
            }
        }
    }

    /// Where the first batch sends `url` when it redirects it: `Module.Type (redirected to URL)`,
    /// or `opens nothing` when the batch removes the route that opened it.
    func landing(of url: String) -> String? {
        guard let (_, preview) = previews.first else { return nil }
        guard let landing = preview.landing(of: url) else {
            return base?.landing(of: url) == nil ? nil : "opens nothing"
        }
        return landing.redirectedTo == nil ? nil : landing.description
    }

    /// The first batch that covers `change`, and where the link lands with it.
    func covering(_ change: RouteMapDiff.Change) -> (batch: String, opens: String)? {
        let type = change.old.className
        for (file, preview) in previews {
            guard let landing = preview.landing(of: change.url), landing.redirectedTo != nil,
                landing.typeName == type || !newTypes.contains(type)
            else { continue }
            return (file, landing.description)
        }
        return nil
    }
}
