# A module with its own TheRouter-era `protocol Routable` (issue #24, item 9): its pages are not
# Switchyard's, so the build does not register them (it did, and the generated table then failed
# to compile); a note says why, and a page that names `Switchyard.Routable` is still a page.
cat >Sources/Home/LegacyRoutes.swift <<'SWIFT'
protocol Routable {
    static var routePatterns: [String] { get }
}

struct LegacyPage: Routable {
    static let routePatterns = ["app://legacy"]
}
SWIFT
replace Sources/Home/HomePage.swift 'struct HomePage: Routable' 'struct HomePage: Switchyard.Routable'
expect_build_succeeds
expect_log "Sources/Home/LegacyRoutes\.swift:5:8: note: 'LegacyPage' conforms to 'Home\.Routable' \(.*Sources/Home/LegacyRoutes\.swift:1\), not to the 'Switchyard\.Routable' asked for"
expect_no_log "error: "
run_app "app://home" "app://settings/profile"
