#!/usr/bin/env bash
# The build plugins end to end: runs each scenario of Tests/Fixtures/PluginScenarios against a
# fresh copy of Tests/Fixtures/PluginPackage (the recommended layout: a routes module with
# RoutePathsPlugin, two features and an app with RouteScannerPlugin), built by the real plugins.
#
#   Scripts/plugin-fixture.sh                 every scenario, in name order
#   Scripts/plugin-fixture.sh NAME...         the scenarios whose file names contain NAME
#
# A scenario is a bash file sourced in a subshell, in the package copy, with the helpers below. The
# copy's sources are reset before each scenario; its .build is kept, so later builds are incremental.
# Exits non-zero if any scenario fails, after running them all.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$repo/Tests/Fixtures/PluginPackage"
scenarios="$repo/Tests/Fixtures/PluginScenarios"
work="$repo/.build/plugin-fixture"
mkdir -p "$work"

reset_copy() {
  find "$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  cp -R "$fixture/." "$work/"
  # The fixture depends on this checkout by a path relative to its place in the repository.
  sed -i "s|path: \"../../..\"|path: \"$repo\"|" "$work/Package.swift"
}

# --- helpers for scenarios ---------------------------------------------------------------------
fail() { echo "plugin-fixture: FAIL: $*" >&2; exit 1; }
# crashed STATUS: whether a command died from a signal. `swift build` and `swift package` themselves
# (SwiftPM's process, in libdispatch; a plugin or a tool that fails makes them exit 1) crashed twice
# in a few hundred runs on this machine. Such a run says nothing about the plugins, so it runs again
# once, and the output says so.
crashed() { [ "$1" -gt 128 ] && echo "plugin-fixture: SwiftPM crashed (status $1); running it again" >&2; }
# build: `swift build`, its output in build.log; never fails by itself (see expect_build_*).
build() {
  if swift build >build.log 2>&1; then build_status=0; else build_status=$?; fi
  if crashed "$build_status"; then
    if swift build >build.log 2>&1; then build_status=0; else build_status=$?; fi
  fi
}
expect_build_succeeds() {
  build
  [ "$build_status" -eq 0 ] || { tail -n 30 build.log >&2; fail "the build failed"; }
}
expect_build_fails() {
  build
  [ "$build_status" -ne 0 ] || fail "the build succeeded, but it must fail"
}
# expect_log REGEX / expect_no_log REGEX: about the last build's (or export's) output.
expect_log() { grep -qE -- "$1" build.log || { tail -n 30 build.log >&2; fail "the output lacks /$1/"; }; }
expect_no_log() { ! grep -E -- "$1" build.log >&2 || fail "the output has /$1/ (above)"; }
# A clean build prints no warning and no error.
expect_clean_build() { expect_build_succeeds; expect_no_log "(warning|error): "; }
# export_routes [ARG...]: the documented export of the routes module's map; output in build.log.
export_routes() {
  local attempt
  for attempt in 1 2; do
    if swift package --allow-writing-to-package-directory export-routes \
      --output Sources/Routes/routes.json "$@" >build.log 2>&1; then export_status=0; else export_status=$?; fi
    crashed "$export_status" || break
  done
}
# generated_paths: the RoutePaths source RoutePathsPlugin generated for Routes.
generated_paths() { cat .build/plugins/outputs/*/Routes/destination/RoutePathsPlugin/*.swift; }
# run_app URL...: opens each URL in the fixture app; fails unless every one opens.
run_app() { "$(swift build --show-bin-path)/App" "$@" || fail "the app did not open every URL: $*"; }
# replace FILE OLD NEW: replaces the literal text OLD (which must occur) in FILE.
replace() {
  python3 - "$@" <<'PY'
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
if old not in text:
    sys.exit(f"plugin-fixture: replace: {old!r} is not in {path}")
open(path, "w").write(text.replace(old, new))
PY
}

# --- run ---------------------------------------------------------------------------------------
failed=()
ran=0
for scenario in "$scenarios"/*.sh; do
  name="$(basename "$scenario" .sh)"
  if [ $# -gt 0 ]; then
    wanted=false
    for filter in "$@"; do [[ "$name" == *"$filter"* ]] && wanted=true; done
    $wanted || continue
  fi
  reset_copy
  echo "plugin-fixture: $name"
  start=$SECONDS
  if (cd "$work" && set -euo pipefail && source "$scenario"); then
    echo "plugin-fixture: $name passed in $((SECONDS - start)) s"
  else
    failed+=("$name")
  fi
  ran=$((ran + 1))
done
[ "$ran" -gt 0 ] || { echo "plugin-fixture: no scenario matches: $*" >&2; exit 2; }
if [ ${#failed[@]} -gt 0 ]; then
  echo "plugin-fixture: ${#failed[@]} of $ran scenarios failed: ${failed[*]}" >&2
  exit 1
fi
echo "plugin-fixture: all $ran scenarios passed"
