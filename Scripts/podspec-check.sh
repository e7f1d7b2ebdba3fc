#!/usr/bin/env bash
# CocoaPods, as far as Linux can check it (issue #36). No CocoaPods here: Debian's `ruby` (installed
# when missing) reads every podspec with a stand-in for Pod::Spec (Scripts/podspec-check.rb), and:
# - each runtime podspec at the root (one per target of the library products, and their
#   dependencies) lists exactly its Package.swift target's files, globs expanded, depends on its
#   target's dependencies at its own version, and has the package's platforms, Swift language mode
#   and the version of CHANGELOG.md's newest release;
# - the check fails, naming the file, when a target gains a file its podspec's globs miss (a copy of
#   the package with an Objective-C file in SwitchyardImages), and passes when a Swift file is added
#   to a target (the globs follow it);
# - the example feature pod (Examples/CocoaPods/Cart.podspec) runs its script phase before
#   compiling, with inputs and outputs: its script, run here as Xcode runs it, passes on the
#   committed Generated/Cart, which compiles with the pod's sources against the runtime, and fails
#   on a page added without regenerating, naming the command;
# - the "Build Systems" article shows the example pod and its Podfile as they are.
# What only the Apple lane can check (`pod lib lint`, a two-pod app built with xcodebuild) is in the
# "Build Systems" article.
#
# Usage: Scripts/podspec-check.sh             the checks above
#        Scripts/podspec-check.sh regenerate  rewrite Examples/CocoaPods/Generated
set -euo pipefail
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
example=Examples/CocoaPods

Scripts/apt-install.sh ruby ruby

swift build --product route-generator >/dev/null
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs the example pod's script phase in the pod folder $1 as Xcode does: bash, the pod's folder as
# PODS_TARGET_SRCROOT, ROUTE_GENERATOR set by the app (the example Podfile); `regenerate` runs the
# same command without --check.
run_phase() {
  script="$(ruby Scripts/podspec-check.rb --script "$example/Cart.podspec")"
  [ "${2:-}" = regenerate ] && script="$(printf '%s\n' "$script" | sed 's/ --check$//')"
  mkdir -p "$work/derived"
  PODS_TARGET_SRCROOT="$1" DERIVED_FILE_DIR="$work/derived" ROUTE_GENERATOR="$bin/route-generator" /bin/bash -c "$script"
}

if [ "${1:-}" = regenerate ]; then
  run_phase "$PWD/$example" regenerate
  exit 0
fi

start=$SECONDS
swift package describe --type json >"$work/describe.json"
ruby Scripts/podspec-check.rb "$work/describe.json"

# A copy of the package whose targets gained files: a Swift file in SwitchyardJSON (the podspec's
# glob follows it) and an Objective-C file in the C target SwitchyardImages (its glob does not).
copy="$work/package"
mkdir -p "$copy"
git ls-files -z --cached --others --exclude-standard | xargs -0 cp -d --parents -t "$copy"
mkdir -p "$copy/Sources/SwitchyardJSON/Added"
echo "// added" >"$copy/Sources/SwitchyardJSON/Added/JSON+Added.swift"
echo "// added" >"$copy/Sources/SwitchyardImages/MachOImages.m"
swift package --package-path "$copy" --scratch-path "$work/scratch" describe --type json >"$work/added.json"
if ruby "$copy/Scripts/podspec-check.rb" "$work/added.json" 2>"$work/added.log"; then
  echo "podspec-check: a file added to SwitchyardImages but not to its podspec passed the check" >&2
  exit 1
fi
expected="SwitchyardImages.podspec: Package.swift's target SwitchyardImages has Sources/SwitchyardImages/MachOImages.m, the podspec's source_files do not"
grep -qF "$expected" "$work/added.log" || { cat "$work/added.log" >&2; echo "podspec-check: the check does not say '$expected'" >&2; exit 1; }
if grep -F "JSON+Added.swift" "$work/added.log" >&2; then
  echo "podspec-check: SwitchyardJSON.podspec does not follow a Swift file added to its target" >&2
  exit 1
fi
echo "podspec-check: a file added to a target but not to its podspec fails: '$expected'"

# The example pod's script phase passes on the committed file, which compiles with the pod's
# sources against the runtime's modules.
run_phase "$PWD/$example"
swift build --target Switchyard >/dev/null
swiftc -swift-version 6 -typecheck -parse-as-library -module-name Cart -I "$bin/Modules" \
  -Xcc "-fmodule-map-file=$bin/SwitchyardImages.build/module.modulemap" "$example"/Cart/*.swift "$example/Generated/Cart/SwitchyardRoutes.swift"
echo "podspec-check: Cart's script phase passes on the committed Generated/Cart, which compiles"

# A page added without regenerating stops the build, naming the command.
cp -R "$example" "$work/pod"
printf 'import Switchyard\n\nstruct CheckoutPage: Routable {\n    static let routePatterns = ["app://checkout"]\n    static func makeDestination(for request: RouteRequest) throws -> Any { "checkout" }\n}\n' \
  >"$work/pod/Cart/CheckoutPage.swift"
if run_phase "$work/pod" >/dev/null 2>"$work/stale.log"; then
  echo "podspec-check: Cart's script phase passed with a page added and Generated/Cart not regenerated" >&2
  exit 1
fi
grep -qF "run \`Scripts/podspec-check.sh regenerate\`" "$work/stale.log" || { cat "$work/stale.log" >&2; echo "podspec-check: the phase does not name the command" >&2; exit 1; }
echo "podspec-check: a page added without regenerating fails Cart's script phase: $(head -n 1 "$work/stale.log")"
echo "podspec-check: passed in $((SECONDS - start)) s"
