# A second export in a row links nothing (#25): export-routes builds switchyard-routes as the app's
# build does, through the plugin API. When the command plugins declared switchyard-routes as their
# tool, SwiftPM built it in a second build database beside the build plugins' tools, the two
# rewrote each other's modules, and every export relinked route-generator, route-paths-generator
# and switchyard-routes. (The first export after a `swift build` still relinks the build plugins'
# tools once, and so does the build after an export: SwiftPM's planning and the build keep them in
# two databases, swiftlang/swift-package-manager#7210.)
expect_clean_build
export_routes --check
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes --check failed"; }
tool="$(swift build --show-bin-path)/route-generator-tool"
[ -x "$tool" ] || fail "no $tool"
before="$(stat -c %Y.%y "$tool")"
export_routes --check
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes --check failed"; }
expect_log 'current .*Sources/Routes/routes.json'
[ "$(stat -c %Y.%y "$tool")" = "$before" ] || fail "the second export relinked route-generator-tool"
