# An Objective-C page made routable in a Swift target (#35, point 6), with a C target standing in
# for the Objective-C one (Linux has no Objective-C runtime): the generated table imports what the
# extension's file imports, so it can name the types, and keeps the module qualifier the extension
# was written with (`extension LegacyKit.LegacyOtherPage`), in the table and in the route map.
mkdir -p Sources/LegacyKit/include
cat >Sources/LegacyKit/include/LegacyKit.h <<'C'
typedef struct LegacyPage { int placeholder; } LegacyPage;
typedef struct LegacyOtherPage { int placeholder; } LegacyOtherPage;
C
echo 'int legacy_kit_placeholder;' >Sources/LegacyKit/LegacyKit.c
replace Package.swift '        .target(
            name: "Home", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes"],' '        .target(name: "LegacyKit"),
        .target(
            name: "Home", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "LegacyKit"],'
cat >Sources/Home/LegacyPages.swift <<'SWIFT'
import LegacyKit
import Switchyard

extension LegacyPage: @retroactive Routable {
    public static let routePatterns = ["app://legacy"]
    public static func makeDestination(for request: RouteRequest) throws -> Any { LegacyPage() }
}

extension LegacyKit.LegacyOtherPage: @retroactive Routable {
    public static let routePatterns = ["app://legacy/other"]
    public static func makeDestination(for request: RouteRequest) throws -> Any { LegacyOtherPage() }
}
SWIFT
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
grep -q '"className": "LegacyKit.LegacyOtherPage"' Sources/Routes/routes.json \
  || { grep -n className Sources/Routes/routes.json >&2; fail "the route map lost the module qualifier"; }
expect_clean_build
run_app "app://home" "app://legacy" "app://legacy/other"
