# Sibling features never import each other, so only the composing module sees both: a catch-all of
# Home whose bare prefix Profile answers is reported there.
cat >Sources/Home/SettingsPages.swift <<'SWIFT'
import Switchyard

struct SettingsPages: Routable {
    static let routePatterns = ["app://settings/profile/**"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "settings" }
}
SWIFT
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_build_succeeds
expect_log "SettingsPages.swift:3:1: warning: 'app://settings/profile/\*\*' of SettingsPages \(Home\) takes one or more segments after 'app://settings/profile', so 'app://settings/profile' itself opens ProfilePage of Profile"
