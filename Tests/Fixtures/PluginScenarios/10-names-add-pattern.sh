# Adding a pattern to a page never moves its path constant (issue #23, item 1): the build fails at
# the page, naming both patterns and the routePathNames that keeps `profile` on each; after
# following it and exporting, RoutePaths.profile is still app://settings/profile and the app
# opens both URLs.
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
generated_paths | grep -qF 'public static let profile = "app://settings/profile"' || fail "RoutePaths.profile is not app://settings/profile"

replace Sources/Profile/ProfilePage.swift '["app://settings/profile"]' '["app://settings/profile", "app://me"]'
expect_build_fails
expect_log 'Sources/Profile/ProfilePage\.swift:3:1: error: ProfilePage: .app://settings/profile. and .app://me. would both be named `profile` in RoutePaths'
expect_log "to keep it on 'app://settings/profile', \`static let routePathNames = \[\"app://me\": \"profileMe\"\]\`"
export_routes
[ "$export_status" -ne 0 ] || fail "export-routes wrote a map whose patterns share a name"

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
