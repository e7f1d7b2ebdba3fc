# Adding a pattern to a page never moves its path constant (issue #23, item 1). Only the routes
# module makes constants (issue #39): the page's own build passes and the map is stale; the export
# writes the map as it is, and the routes module's build then fails at the page, naming both
# patterns and the routePathNames that keeps `profile` on each; after following it and exporting,
# RoutePaths.profile is still app://settings/profile and the app opens both URLs.
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
generated_paths | grep -qF 'public static let profile = "app://settings/profile"' || fail "RoutePaths.profile is not app://settings/profile"

replace Sources/Profile/ProfilePage.swift '["app://settings/profile"]' '["app://settings/profile", "app://me"]'
expect_build_succeeds
expect_log 'routes\.json:1:1: warning: the route map is stale'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_build_fails
expect_log 'Sources/Profile/ProfilePage\.swift:1:1: error: ProfilePage: .app://me. and .app://settings/profile. would both be named `profile` in RoutePaths'
expect_log "to keep it on 'app://settings/profile', \`static let routePathNames = \[\"app://me\": \"profileMe\"\]\`"

# Exactly what the build says.
replace Sources/Profile/ProfilePage.swift '"app://me"]' '"app://me"]
    static let routePathNames = ["app://me": "profileMe"]'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
grep -qF '"pathName": "profileMe"' Sources/Routes/routes.json || fail "routes.json lacks the chosen name"
expect_clean_build
generated_paths | grep -qF 'public static let profile = "app://settings/profile"' || fail "RoutePaths.profile moved"
generated_paths | grep -qF 'public static let profileMe = "app://me"' || fail "RoutePaths.profileMe is missing"
run_app "app://settings/profile" "app://me"
