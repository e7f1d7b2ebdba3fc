# Build-time checks of issue #23 (items 8 and 11), through the real plugins: a bad pattern is
# reported at its own line, a scheme typo suggests a scheme the app uses, a service class that is
# not final is reported at the class, and two features providing one service protocol fail the
# composing module's build, naming both.
replace Package.swift '        .target(
            name: "Home", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes"],' '        .target(name: "Kit", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        .target(
            name: "Home", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "Kit"],'
replace Package.swift '            name: "Profile", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes"],' '            name: "Profile", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "Kit"],'
mkdir -p Sources/Kit
cat >Sources/Kit/AuthService.swift <<'SWIFT'
import Switchyard

public protocol AuthService: RouterService {}
SWIFT
cat >Sources/Profile/LinkPages.swift <<'SWIFT'
import Switchyard

struct LinksPage: Routable {
    static let routePatterns = [
        "fixture://links",
        "news:/feed/latest",
    ]
    static let routePathNames = ["news:/feed/latest": "news"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "links" }
}

struct TypoPage: Routable {
    static let routePatterns = ["fixtrue://typo"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "typo" }
}

struct OtherLinksPage: Routable {
    static let routePatterns = ["fixture://other"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "other" }
}
SWIFT
expect_build_fails
expect_log "Sources/Profile/LinkPages\.swift:6:9: error: LinksPage: invalid route pattern 'news:/feed/latest'"
expect_log "Sources/Profile/LinkPages\.swift:12:1: warning: TypoPage: the scheme 'fixtrue' of 'fixtrue://typo' is used by no other route and is not http\(s\); if it is a typo, write 'fixture://…'"

replace Sources/Profile/LinkPages.swift '        "news:/feed/latest",' '        "fixture://news/latest",'
replace Sources/Profile/LinkPages.swift '"news:/feed/latest": "news"' '"fixture://news/latest": "news"'
replace Sources/Profile/LinkPages.swift 'fixtrue://typo' 'fixture://typo'
cat >Sources/Home/Auth.swift <<'SWIFT'
import Kit
import Switchyard

class Auth: AuthService {
    required init() {}
}
SWIFT
expect_build_fails
expect_log "Sources/Home/Auth\.swift:4:7: error: Auth is a service class that is not final; declare it \`final class Auth\`"

replace Sources/Home/Auth.swift 'class Auth' 'final class Auth'
cat >Sources/Profile/OldAuth.swift <<'SWIFT'
import Kit
import Switchyard

final class OldAuth: AuthService {
    init() {}
}
SWIFT
expect_build_fails
expect_log "Sources/Profile/OldAuth\.swift:4:1: error: Profile\.OldAuth and Home\.Auth \(.*Sources/Home/Auth\.swift:4\) both provide AuthService"

rm Sources/Profile/OldAuth.swift
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
expect_clean_build
run_app "fixture://links" "fixture://news/latest" "fixture://typo"
