# A page in another module whose constant would take an existing name (issue #23, item 1): 0.1.0
# renamed both to homeProfile and profileProfile; now the composing module, which sees both
# features, fails with the routePathNames that keeps `profile` on either page (the build cannot
# tell which is new), and after following it RoutePaths.profile keeps app://settings/profile.
cat >Sources/Home/ProfileView.swift <<'SWIFT'
import Switchyard

struct ProfileView: Routable {
    static let routePatterns = ["app://home/profile"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "home profile" }
}
SWIFT
expect_build_fails
expect_log "Sources/Profile/ProfilePage\.swift:3:1: error: 'app://settings/profile' of Profile\.ProfilePage and 'app://home/profile' of Home\.ProfileView \(.*Sources/Home/ProfileView\.swift:3\) would both be named \`profile\` in RoutePaths"
expect_log "to keep it on 'app://settings/profile', add \`static let routePathNames = \[\"app://home/profile\": \"homeProfile\"\]\` to Home\.ProfileView \(.*Sources/Home/ProfileView\.swift:3\)"

# Exactly what the build says.
replace Sources/Home/ProfileView.swift '["app://home/profile"]' '["app://home/profile"]
    static let routePathNames = ["app://home/profile": "homeProfile"]'
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
generated_paths | grep -qF 'public static let profile = "app://settings/profile"' || fail "RoutePaths.profile moved"
generated_paths | grep -qF 'public static let homeProfile = "app://home/profile"' || fail "RoutePaths.homeProfile is missing"
run_app "app://settings/profile" "app://home/profile"
