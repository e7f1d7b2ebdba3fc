# An app that makes no RoutePaths (no RoutePathsPlugin) needs no routePathNames (issue #39): a
# page with two patterns and two pages of two modules that would share a constant's name build
# without a message, the export writes their map, and the app opens every URL.
replace Package.swift '            name: "Routes", exclude: ["routes.json"],
            plugins: [.plugin(name: "RoutePathsPlugin", package: "Switchyard")]),' '            name: "Routes", exclude: ["routes.json"]),'
replace Sources/Profile/ProfilePage.swift '["app://settings/profile"]' '["app://settings/profile", "app://me"]'
cat >Sources/Home/ProfileView.swift <<'SWIFT'
import Switchyard

struct ProfileView: Routable {
    static let routePatterns = ["app://home/profile"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "home profile" }
}
SWIFT
expect_clean_build
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_no_log 'would both be named'
grep -q '"app://me"' Sources/Routes/routes.json || fail "routes.json lacks app://me"
run_app "app://settings/profile" "app://me" "app://home/profile" "app://home"
