# A pattern added without exporting: the build warns that the map is stale, naming what differs and
# the command; `export-routes --check` fails and writes nothing until the export, then passes, and
# the build is clean.
# A second pattern needs its own constant name (routePathNames), or the build fails at the page.
replace Sources/Profile/ProfilePage.swift '["app://settings/profile"]' \
  $'["app://settings/profile", "app://settings/account"]\n    static let routePathNames = ["app://settings/account": "profileAccount"]'
expect_build_succeeds
expect_log 'routes.json:1:1: warning: the route map is stale, so RoutePaths is too: 1 entry differs from the sources \(\+ app://settings/account \(Profile.ProfilePage, named profileAccount\)\); run `swift package --allow-writing-to-package-directory export-routes --output Sources/Routes/routes.json`'
cp Sources/Routes/routes.json committed.json
export_routes --check
[ "$export_status" -ne 0 ] || { cat build.log >&2; fail "export-routes --check passed on a stale map"; }
expect_log 'is stale: 1 entry differs from the sources'
expect_log '^  \+ app://settings/account \(Profile.ProfilePage, named profileAccount\)$'
expect_log 'run `swift package --allow-writing-to-package-directory export-routes`'
cmp -s committed.json Sources/Routes/routes.json || fail "export-routes --check wrote the map"
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
export_routes --check
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes --check failed after the export"; }
expect_log 'current .*Sources/Routes/routes.json'
expect_clean_build
