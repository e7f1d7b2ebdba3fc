# A page in another module whose constant would take an existing name (issue #23, item 1): 0.1.0
# renamed both to homeProfile and profileProfile. Only the routes module makes constants (issue
# #39): the features and the composing module build, the routes module warns that its map is
# stale; after the export it fails, from the map, with the routePathNames that keeps `profile` on
# either page (the build cannot tell which is new) and the two that keep 0.1.0's names, and after
# following it RoutePaths.profile keeps app://settings/profile.
cat >Sources/Home/ProfileView.swift <<'SWIFT'
import Switchyard

struct ProfileView: Routable {
    static let routePatterns = ["app://home/profile"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "home profile" }
}
SWIFT
expect_build_succeeds
expect_log 'routes\.json:1:1: warning: the route map is stale'
expect_no_log 'would both be named'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_build_fails
expect_log "Sources/Profile/ProfilePage\.swift:1:1: error: 'app://settings/profile' of Profile\.ProfilePage and 'app://home/profile' of Home\.ProfileView \(Sources/Home/ProfileView\.swift\) would both be named \`profile\` in RoutePaths"
expect_log "to keep it on 'app://settings/profile', add \`static let routePathNames = \[\"app://home/profile\": \"homeProfile\"\]\` to Home\.ProfileView \(Sources/Home/ProfileView\.swift\)"
expect_log "0\.1\.0 named neither \`profile\`: to keep its names, add \`static let routePathNames = \[\"app://settings/profile\": \"profileProfile\"\]\` to Profile\.ProfilePage"

# Exactly what the build says.
replace Sources/Home/ProfileView.swift '["app://home/profile"]' '["app://home/profile"]
    static let routePathNames = ["app://home/profile": "homeProfile"]'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
generated_paths | grep -qF 'public static let profile = "app://settings/profile"' || fail "RoutePaths.profile moved"
generated_paths | grep -qF 'public static let homeProfile = "app://home/profile"' || fail "RoutePaths.homeProfile is missing"
run_app "app://settings/profile" "app://home/profile"
