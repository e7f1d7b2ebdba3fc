# A Routable page in a module that does not apply RouteScannerPlugin would compile and never be
# installed: the composing module's build fails, naming the page, its module and the fix.
mkdir -p Sources/Kit
cat >Sources/Kit/KitPage.swift <<'SWIFT'
import Switchyard

public struct KitPage: Routable {
    public static let routePatterns = ["app://kit"]
    public static func makeDestination(for request: RouteRequest) throws -> Any { "kit" }
}
SWIFT
replace Package.swift '        .executableTarget(' '        .target(name: "Kit", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        .executableTarget('
replace Package.swift '"Routes", "Home", "Profile"]' '"Routes", "Home", "Profile", "Kit"]'
expect_build_fails
expect_log "SwitchyardRouteTable_Kit"
expect_log "Kit declares KitPage: if this does not compile, apply RouteScannerPlugin to the target Kit"
# With the plugin applied, the page is installed.
replace Package.swift '.target(name: "Kit", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),' \
  '.target(name: "Kit", dependencies: [.product(name: "Switchyard", package: "Switchyard")], plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
run_app "app://kit"
