# An apple-app-site-association through the plugin: --app-id and --host reach the tool.
cat >Sources/Profile/HelpPage.swift <<'SWIFT'
import Switchyard

struct HelpPage: Routable {
    static let routePatterns = ["https://example.com/help"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "help" }
}
SWIFT
export_routes --format json,aasa --app-id ABCDE12345.com.example.app --host example.com
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes --format aasa failed"; }
grep -q '"ABCDE12345.com.example.app"' Sources/Routes/routes.aasa.json || fail "the association lacks the app ID"
grep -q '"/help"' Sources/Routes/routes.aasa.json || fail "the association lacks /help"
grep -q '"https://example.com/help"' Sources/Routes/routes.json || fail "routes.json lacks the help page"
