# check-routes relocation through the plugin: a batch checked against the exported map, with the runtime's
# planner (switchyard-routes check-relocation); a batch the app would refuse fails the command, naming the rule.
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
cat >batch.json <<'JSON'
{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://old/home", "targetPath": "app://home"}]}
JSON
cat >urls.txt <<'TXT'
app://old/home
TXT
check_relocation() {
  if swift package check-routes relocation "$@" >build.log 2>&1; then check_status=0; else check_status=$?; fi
}
check_relocation --map 1.0.0=Sources/Routes/routes.json --urls urls.txt batch.json
[ "$check_status" -eq 0 ] || { cat build.log >&2; fail "check-routes relocation refused a batch that applies"; }
expect_log "^1\.0\.0 +applies"
expect_log "\(no route\) -> Home\.HomePage \(redirected to app://home\)"
cat >refused.json <<'JSON'
{"version": 2, "rules": [{"routerType": 2, "path": "app://new", "className": "Home.NoSuchPage"}]}
JSON
check_relocation --map 1.0.0=Sources/Routes/routes.json refused.json
[ "$check_status" -ne 0 ] || fail "check-routes relocation accepted a batch that names no type of the app"
expect_log "rule 0, 'className': no route table knows the type 'Home.NoSuchPage'"
