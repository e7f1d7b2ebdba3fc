#!/usr/bin/env bash
# The upgrade from 0.1.0, followed from the build's messages only: a copy of
# Tests/Fixtures/UpgradePackage (an app written against 0.1.0, with 0.1.0's route map) is built
# against this checkout; each message the build prints must name what to do, and the edit it asks
# for is applied (each rule below quotes its message); the map is re-exported with the command the
# message names. It ends with a build that prints no warning and an app that opens every URL.
#
#   Scripts/upgrade-check.sh
#
# The build stops at the first module that fails, and which modules compile before it depends on
# scheduling, so each build's messages are matched against every rule, the edits of those that
# appear are applied, and the build runs again. Exits non-zero if a build prints a warning or an
# error no rule knows (its message does not say what to do, or a fix-it did not compile), if a
# rule's message never appears, or if the app does not open every URL.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$repo/Tests/Fixtures/UpgradePackage"
work="$repo/.build/upgrade-check"
mkdir -p "$work"
find "$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
cp -R "$fixture/." "$work/"
# The fixture depends on this checkout by a path relative to its place in the repository.
sed -i "s|path: \"../../..\"|path: \"$repo\"|" "$work/Package.swift"
cd "$work"

fail() { echo "upgrade-check: FAIL: $*" >&2; exit 1; }
# replace FILE OLD NEW: replaces the literal text OLD (which must occur) in FILE.
replace() {
  python3 - "$@" <<'PY'
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
if old not in text:
    sys.exit(f"upgrade-check: replace: {old!r} is not in {path}")
open(path, "w").write(text.replace(old, new, 1))
PY
}
# The command a message names in backquotes (`swift package … export-routes …`), run as written.
run_named_export() {
  local command
  command="$(grep -oE '`swift package [^`]*export-routes[^`]*`' build.log | head -n 1 | tr -d '`')"
  [ -n "$command" ] || fail "the message names no export-routes command"
  echo "upgrade-check:   runs: $command"
  eval "$command" >export.log 2>&1 || { cat export.log >&2; fail "the command the build named failed: $command"; }
}

# --- the rules: a message the build prints, and the edit it asks for ---------------------------
# Each is "name|regex"; apply_rule NAME does the edit. A rule may fire once.
rules=(
  # ProductPage: 'app://item/:id' and 'app://product/:id' would both be named `product` …; keep
  # `product` on the pattern it names today …: to keep it on 'app://product/:id', `static let
  # routePathNames = ["app://item/:id": "productItem"]`, from the feature's build; the routes
  # module's build adds: routes.json … names neither pattern: once the page has that line (or if it
  # has it already), run `swift package … export-routes` so routes.json carries the names.
  # (`product` is the pattern RoutePaths.product names today: the app calls RoutePaths.product(id:).)
  'pathnames|ProductPages\.swift:[0-9]+:[0-9]+: error: ProductPage: .* would both be named `product` in RoutePaths.*to keep it on '"'"'app://product/:id'"'"', `static let routePathNames = \["app://item/:id": "productItem"\]`'
  # error: 'int' has been renamed to 'integer' (0.1.0's RemoteValue.int; fix-it: integer)
  "integer|Cart\.swift:[0-9]+:[0-9]+: error: 'int' has been renamed to 'integer'"
  # warning: 'RouterBuilder' is deprecated: renamed to 'LinkBuilder'
  "linkbuilder|AccountPages\.swift:[0-9]+:[0-9]+: warning: 'RouterBuilder' is deprecated: renamed to 'LinkBuilder'"
  # error: 'NavigationState' is unavailable: moved to the SwitchyardNavigation product: add it to
  # this target's dependencies beside Switchyard, and import SwitchyardNavigation
  "navigation|main\.swift:[0-9]+:[0-9]+: error: 'NavigationState' is unavailable: moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, and import SwitchyardNavigation"
  # warning: 'setFailureHandler' is deprecated: renamed to 'setFailureObserver(_:)'
  "failureobserver|main\.swift:[0-9]+:[0-9]+: warning: 'setFailureHandler' is deprecated: renamed to 'setFailureObserver\(_:\)'"
  # error: 'RelocationBatch' ('init(version:rules:)') is unavailable: moved to the
  # SwitchyardRelocation product (…): add it to this target's dependencies beside Switchyard, and
  # import SwitchyardRelocation
  "relocation|LegacyLinks\.swift:[0-9]+:[0-9]+: error: '(RelocationBatch|init\(version:rules:\))' is unavailable: moved to the SwitchyardRelocation product .*: add it to this target's dependencies beside Switchyard, and import SwitchyardRelocation"
  # error: 'RelocationStore' is unavailable: moved to the SwitchyardRelocationDelivery product (…);
  # error: 'init(json:version:)' ('jsonData()', 'applyRelocation(json:version:)') is unavailable:
  # the JSON codec moved to the SwitchyardRelocationDelivery product: add it to this target's
  # dependencies, and import SwitchyardRelocationDelivery
  "delivery|Relocation\.swift:[0-9]+:[0-9]+: error: '(RelocationStore|init\(fileURL:maxFileSize:\)|init\(json:version:\)|jsonData\(\)|applyRelocation\(json:version:\))' is unavailable: (moved to|the JSON codec moved to) the SwitchyardRelocationDelivery product.*: add it to this target's dependencies, and import SwitchyardRelocationDelivery"
  # error: 'init(theRouterRules:version:)' is unavailable: check TheRouter's rules against the
  # router with router.checkRelocation(theRouterRules:version:), which applies nothing, …
  "checkrelocation|Relocation\.swift:[0-9]+:[0-9]+: error: 'init\(theRouterRules:version:\)' is unavailable: check TheRouter's rules against the router with router\.checkRelocation\(theRouterRules:version:\)"
  # error: 'subscript(_:)' is unavailable: read a typed value with get(_:as:) (…) or require(_:as:)
  "typedparameter|ProductPages\.swift:[0-9]+:[0-9]+: error: 'subscript\(_:\)' is unavailable: read a typed value with get\(_:as:\)"
  # warning: 'source' is deprecated: renamed to 'origin'
  "origin|ProductPages\.swift:[0-9]+:[0-9]+: warning: 'source' is deprecated: renamed to 'origin'"
)
# Optional: the routes module's stale-map warning (RoutePathsPlugin), which names the export to run.
stale_map='routes\.json:1:1: warning: the route map is stale, so RoutePaths is too: .*; run `swift package --allow-writing-to-package-directory export-routes` and commit it'

apply_rule() {
  case "$1" in
    pathnames)
      # The line, unless the page has it already; then the export, when the map's message names it.
      grep -q 'routePathNames' Sources/Catalog/ProductPages.swift ||
        replace Sources/Catalog/ProductPages.swift \
          $'    static let routePatterns = ["app://product/:id", "app://item/:id"]\n' \
          $'    static let routePatterns = ["app://product/:id", "app://item/:id"]\n    static let routePathNames = ["app://item/:id": "productItem"]\n'
      if grep -qE 'names neither pattern: once the page has that line \(or if it has it already\), run `swift package' build.log; then
        run_named_export
      fi ;;
    integer) replace Sources/Catalog/Cart.swift '.int(cart.add' '.integer(cart.add' ;;
    linkbuilder) replace Sources/Account/AccountPages.swift 'RouterBuilder.build(' 'LinkBuilder.build(' ;;
    navigation)
      replace Package.swift '.product(name: "Switchyard", package: "Switchyard"), "Routes", "Services", "Catalog"' \
        '.product(name: "Switchyard", package: "Switchyard"), .product(name: "SwitchyardNavigation", package: "Switchyard"), "Routes", "Services", "Catalog"'
      replace Sources/App/main.swift $'import Switchyard\n' $'import Switchyard\nimport SwitchyardNavigation\n' ;;
    failureobserver) replace Sources/App/main.swift 'setFailureHandler {' 'setFailureObserver {' ;;
    relocation)
      replace Package.swift $'name: "Catalog",\n            dependencies: [.product(name: "Switchyard", package: "Switchyard"),' \
        $'name: "Catalog",\n            dependencies: [.product(name: "Switchyard", package: "Switchyard"), .product(name: "SwitchyardRelocation", package: "Switchyard"),'
      replace Sources/Catalog/LegacyLinks.swift $'import Switchyard\n' $'import Switchyard\nimport SwitchyardRelocation\n' ;;
    delivery)
      replace Package.swift '.product(name: "SwitchyardRelocation", package: "Switchyard"),
            ],' '.product(name: "SwitchyardRelocation", package: "Switchyard"),
                .product(name: "SwitchyardRelocationDelivery", package: "Switchyard"),
            ],'
      replace Sources/App/Relocation.swift $'import SwitchyardRelocation\n' $'import SwitchyardRelocation\nimport SwitchyardRelocationDelivery\n' ;;
    checkrelocation)
      replace Sources/App/Relocation.swift 'RelocationBatch(theRouterRules: rules, version: 1)' 'router.checkRelocation(theRouterRules: rules, version: 1)' ;;
    typedparameter)
      replace Sources/Catalog/ProductPages.swift 'parameters["from"] as? String' 'parameters.get("from", as: String.self)' ;;
    origin) replace Sources/Catalog/ProductPages.swift '$0.source' '$0.origin' ;;
  esac
}

# --- run ---------------------------------------------------------------------------------------
start=$SECONDS
fired=" "
for round in 1 2 3 4 5 6 7 8; do
  if swift build >build.log 2>&1; then status=0; else status=$?; fi
  # The messages, once each (the compiler repeats them under the source line it quotes).
  grep -E "^[^ ].*(warning|error): " build.log | sort -u >messages.log || true
  if [ "$status" -eq 0 ] && [ ! -s messages.log ]; then
    echo "upgrade-check: build $round is clean"
    break
  fi
  echo "upgrade-check: build $round (exit $status) said:"
  sed 's/^/    /' messages.log
  acted=false
  for rule in "${rules[@]}"; do
    name="${rule%%|*}"
    regex="${rule#*|}"
    if grep -qE -- "$regex" messages.log; then
      # Only the routePathNames message may come again: from the map, until it is exported.
      [[ "$name" == pathnames || "$fired" != *" $name "* ]] ||
        fail "'$name' is asked for again after its edit was applied"
      echo "upgrade-check:   follows '$name'"
      apply_rule "$name"
      [[ "$fired" == *" $name "* ]] || fired+="$name "
      acted=true
      # What is left must be a follow-on error of one a rule answered (checked below).
      grep -vE -- "$regex" messages.log >messages.rest || true
      mv messages.rest messages.log
    fi
  done
  if grep -qE -- "$stale_map" messages.log; then
    echo "upgrade-check:   follows the stale-map warning"
    run_named_export
    grep -vE -- "$stale_map" messages.log >messages.rest || true
    mv messages.rest messages.log
    acted=true
  fi
  # A message that names nothing to do, left with no rule: only the follow-on errors of a line a
  # rule answered in the same build are expected (e.g. "type 'NavigationState' has no member").
  if grep -vE "emit-module command failed|has no member 'tabs'|requires a contextual type" messages.log >&2; then
    fail "the build printed a message above that no rule follows"
  fi
  $acted || fail "build $round failed and printed nothing a rule follows (build.log):$(tail -n 20 build.log)"
done
[ "$status" -eq 0 ] && [ ! -s messages.log ] || fail "the build is not clean after 8 rounds"
# SwiftPM prints a module's warnings only when it compiles it: compile every module of the app again.
touch Sources/*/*.swift
swift build >build.log 2>&1 || { tail -n 30 build.log >&2; fail "the final build failed"; }
! grep -E "(warning|error): " build.log >&2 || fail "the final build of every module printed the messages above"
for rule in "${rules[@]}"; do
  name="${rule%%|*}"
  [[ "$fired" == *" $name "* ]] || fail "the build never asked for '$name': did its message change?"
done
! grep -q '"line"' routes.json || fail "routes.json still has line numbers after the export"
grep -q '"pathName": "productItem"' routes.json || fail "routes.json lacks the pathName productItem"

# The app opens every URL: the path constants the routes module generated, a handler, a service,
# and TheRouter's jumpType links, which change meaning after 0.2.0 (CHANGELOG, "Migrating from
# 0.2.0"; #35): 0 full screen, 3 a push (it replaced the window's root), 5 with TheRouter's tab key.
app="$(swift build --show-bin-path)/App"
"$app" "app://product/42" "app://item/7" "app://old/5" "app://product/list" "app://account/profile" "app://share?text=hi" \
  "app://services?protocol=CartService&method=add&productID=42" "app://product/1?jumpType=0" \
  "app://product/3?jumpType=3" "app://account/profile?jumpType=5&tabBarSelecIndex=1" >app.log 2>&1 || {
  cat app.log >&2
  fail "the app did not open every URL"
}
grep -q "handled: app://share?text=hi -> Shared: hi" app.log || { cat app.log >&2; fail "the handler did not answer"; }
for shown in "app://product/1?jumpType=0 with present(fullScreen)" "app://product/3?jumpType=3 with dismissModalThenPush" \
  "app://account/profile?jumpType=5&tabBarSelecIndex=1 with showTab(1)"; do
  grep -qF "for $shown" app.log || { cat app.log >&2; fail "TheRouter's link is not shown as expected: $shown"; }
done
grep -q 'relocation: {"format":1' app.log || { cat app.log >&2; fail "the relocation batch did not go through the JSON codec"; }
echo "upgrade-check: passed in $((SECONDS - start)) s (followed:$fired)"
