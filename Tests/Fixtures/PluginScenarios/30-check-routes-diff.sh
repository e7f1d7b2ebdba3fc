# check-routes diff through the plugin: an older map that had one more link than the package's routes.json
# (the plugin's NEW, found in the routes target's folder) fails the command, naming the lost link,
# its example URL and the redirect that keeps it; an allow-list that lists it passes.
export_routes
[ "$export_status" -eq 0 ] || { cat build.log >&2; fail "export-routes failed"; }
python3 - Sources/Routes/routes.json old-routes.json <<'PY'
import json, sys
entries = json.load(open(sys.argv[1]))
page = next(e for e in entries if e["className"] == "Profile.ProfilePage")
legacy = dict(page, path="app://legacy/profile")
json.dump(entries + [legacy], open(sys.argv[2], "w"), indent=2)
PY
diff_routes() {
  if swift package check-routes diff "$@" >build.log 2>&1; then diff_status=0; else diff_status=$?; fi
}
diff_routes old-routes.json
[ "$diff_status" -ne 0 ] || { cat build.log >&2; fail "check-routes diff passed although a link is lost"; }
expect_log '1 lost'
expect_log '^lost removed app://legacy/profile \(Profile\.ProfilePage\)$'
expect_log 'url: app://legacy/profile'
expect_log '"orginPath":"app://legacy/profile","targetPath":"app://settings/profile"'
printf '# moved in 2.0\napp://legacy/profile\n' >allow.txt
diff_routes old-routes.json --allow allow.txt
[ "$diff_status" -eq 0 ] || { cat build.log >&2; fail "check-routes diff failed although the allow-list lists the link"; }
expect_log '0 lost'
