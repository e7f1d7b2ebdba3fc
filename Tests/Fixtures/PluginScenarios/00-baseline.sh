# The recommended layout builds clean; after the documented export, RoutePaths has a constant for
# each page and the app opens both.
expect_clean_build
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
grep -q '"app://settings/profile"' Sources/Routes/routes.json || fail "routes.json lacks the profile page"
expect_clean_build
generated_paths | grep -q '"app://home"' || fail "RoutePaths lacks app://home"
run_app "app://home" "app://settings/profile"
