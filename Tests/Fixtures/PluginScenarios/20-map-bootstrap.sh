# No route map at all (a new checkout, or a team upgrading): the build does not stop; it warns that
# RoutePaths is empty and names the export, and that command works. After it, the build is clean
# and RoutePaths has every page.
rm Sources/Routes/routes.json
replace Package.swift 'name: "Routes", exclude: ["routes.json"],' 'name: "Routes",'
expect_build_succeeds
expect_log 'warning: .*RoutePathsPlugin generates RoutePaths from the exported route map, and found none at .*, so RoutePaths is empty; run `swift package --allow-writing-to-package-directory export-routes` and commit routes.json'
# The command exactly as the warning spells it: the map goes to the package root.
if swift package --allow-writing-to-package-directory export-routes >build.log 2>&1; then :; else
  cat build.log >&2
  fail "the documented export failed without a map"
fi
[ -f routes.json ] || fail "the export wrote no routes.json at the package root"
expect_clean_build
generated_paths | grep -q '"app://settings/profile"' || fail "RoutePaths lacks app://settings/profile"
run_app "app://home" "app://settings/profile"
# The app module now compares the routes with the map at the root, and names the plain command.
# A second pattern needs its own constant name (routePathNames), or the build fails at the page.
replace Sources/Profile/ProfilePage.swift '["app://settings/profile"]' \
  $'["app://settings/profile", "app://settings/account"]\n    static let routePathNames = ["app://settings/account": "profileAccount"]'
expect_build_succeeds
expect_log 'routes.json:1:1: warning: the route map is stale, so RoutePaths is too: 1 entry differs from the sources \(\+ app://settings/account \(Profile.ProfilePage, named profileAccount\)\); run `swift package --allow-writing-to-package-directory export-routes` and commit it'
