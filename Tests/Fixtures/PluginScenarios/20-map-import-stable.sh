# The map changes only when a route changes: an import (and a comment) added above a page leaves
# routes.json byte-identical after the export, and the build does not call it stale.
cp Sources/Routes/routes.json committed.json
replace Sources/Home/HomePage.swift 'import Routes' $'import Foundation\n// The home page.\nimport Routes'
expect_clean_build
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
cmp -s committed.json Sources/Routes/routes.json || {
  diff committed.json Sources/Routes/routes.json >&2
  fail "routes.json changed although no route did"
}
