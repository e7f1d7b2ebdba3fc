# Committed output (#36): `export-routes generated` writes each target's table into a folder the
# team commits, each header naming the command; `--check` passes on what it wrote, then fails on a
# stale file, naming the command that fixes it.
command='swift package --allow-writing-to-package-directory export-routes generated --output Generated'
$command >build.log 2>&1 || { cat build.log >&2; fail "export-routes generated failed"; }
for module in Home Profile App; do
  head -n 2 "Generated/$module/SwitchyardRoutes.swift" | grep -qF "regenerate it with \`$command\`" ||
    fail "Generated/$module/SwitchyardRoutes.swift's header does not name \`$command\`"
done
# The app composes: its file references each feature's table, so archives keep their records.
grep -qF "LinkedModules.deliver(SwitchyardRouteTable_Home.table" Generated/App/SwitchyardRoutes.swift ||
  fail "Generated/App/SwitchyardRoutes.swift does not reference Home's table"
$command --check >build.log 2>&1 || { cat build.log >&2; fail "--check failed on the files it just wrote"; }
echo "// edited" >>Generated/Home/SwitchyardRoutes.swift
if $command --check >build.log 2>&1; then fail "--check passed on a stale file"; fi
expect_log "Generated/Home/SwitchyardRoutes.swift is stale: .* run \`$command\` and commit it"
