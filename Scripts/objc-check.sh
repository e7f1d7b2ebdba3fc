#!/usr/bin/env bash
# The Objective-C facade (SwitchyardObjC, SwitchyardObjCRelocation) checked on Linux against a
# stand-in Objective-C runtime (Checks/ObjC/StandIn), as the Swift compiler's own tests check
# `@objc` code with their mock SDK (swiftlang/swift, test/Inputs/clang-importer-sdk):
#
#   1. builds the stand-in `ObjectiveC` overlay and `Foundation` (only what the facade needs);
#   2. type-checks each facade module with Objective-C interop and writes its header
#      (`-emit-objc-header-path`); an `@objc` member whose signature Objective-C cannot
#      represent is an error here, as in Xcode;
#   3. compares the headers' selectors with Checks/ObjC/selectors.txt, so a member that leaves
#      the header (or one added without review) fails;
#   4. type-checks the Objective-C caller Checks/ObjC/Caller/Caller.m against the headers with
#      `clang -x objective-c -fsyntax-only -fobjc-arc -fobjc-runtime=macosx -fblocks`, and fails
#      when a selector of the headers is not called there (by name, from clang's AST).
#
# What only the Apple lane proves (a real SDK, code generation, running): Checks/ObjC/README.md.
#
#   Scripts/objc-check.sh            # check
#   Scripts/objc-check.sh --record   # rewrite selectors.txt from the headers (review the diff)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Darwin ]; then
  echo "objc-check: for Linux only; on Apple platforms the real runtime and SDK compile the facade (swift build)" >&2
  exit 1
fi

check=Checks/ObjC
standin=$check/StandIn
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules"

# The facade's dependencies, built as usual (without interop); the interop compiles import them.
swift build --target SwitchyardObjCRelocation >"$work/build.log" 2>&1 || {
  grep -E "error: " "$work/build.log" >&2 || tail -n 20 "$work/build.log" >&2
  echo "objc-check: the facade's modules do not build (above)" >&2
  exit 1
}
bin=$(swift build --show-bin-path)
# `package` declarations are visible across the package's modules only under SwiftPM's package name.
package_name=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -n 1 | cut -d'"' -f4)

swift_flags=(
  -enable-objc-interop -swift-version 6 -parse-as-library -package-name "$package_name"
  -module-cache-path "$work/module-cache"
  # The stand-in first, so `import Foundation` finds it rather than the toolchain's.
  -I "$standin/include/objc" -I "$work/modules" -I "$bin/Modules"
)
# The package's C modules (the runtime's image reader), through the module maps SwiftPM wrote; a
# command plugin's tool has its own copies (`NAME-tool.build`), left out as Scripts/api-check.sh does.
for map in "$bin"/*.build/module.modulemap; do
  [[ -f "$map" && "$map" != *-tool.build/* ]] && swift_flags+=(-Xcc "-fmodule-map-file=$map")
done
frontend() { # the compiler, its output filtered to the diagnostics
  if ! swiftc -frontend "$@" "${swift_flags[@]}" >"$work/swiftc.log" 2>&1; then
    grep -E "error: " "$work/swiftc.log" >&2 || cat "$work/swiftc.log" >&2
    return 1
  fi
  if grep -E "warning: " "$work/swiftc.log" >&2; then
    echo "objc-check: the compiler printed warnings (above)" >&2
    return 1
  fi
}

frontend -emit-module -module-name ObjectiveC -o "$work/modules/ObjectiveC.swiftmodule" "$standin/ObjectiveC.swift"
frontend -emit-module -module-name Foundation -o "$work/modules/Foundation.swiftmodule" "$standin/Foundation.swift"

for module in SwitchyardObjC SwitchyardObjCRelocation; do
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
  if ! frontend -typecheck -module-name "$module" -emit-objc-header-path "$work/$module-Swift.h" "${sources[@]}"; then
    echo "objc-check: $module does not type-check with Objective-C interop (above)" >&2
    exit 1
  fi
  # The next module imports this one: its interface only, function bodies skipped (nothing is
  # generated: Linux's standard library has no Objective-C bridging to generate it with).
  frontend -emit-module -experimental-skip-all-function-bodies -module-name "$module" \
    -o "$work/modules/$module.swiftmodule" "${sources[@]}"
  printf 'module %s {\n  header "%s-Swift.h"\n  export *\n}\n' "$module" "$module" >>"$work/module.modulemap"
done

headers=("$work/SwitchyardObjC-Swift.h" "$work/SwitchyardObjCRelocation-Swift.h")
python3 "$check/header-selectors.py" "${headers[@]}" >"$work/selectors.txt"
if [ "${1:-}" = "--record" ]; then
  cp "$work/selectors.txt" "$check/selectors.txt"
  echo "objc-check: recorded $check/selectors.txt; review the diff, then run again without --record" >&2
  exit 1
fi
if ! diff -u "$check/selectors.txt" "$work/selectors.txt" >&2; then
  echo "objc-check: the headers' selectors differ from $check/selectors.txt (above: - expected, + generated)." >&2
  echo "  A member missing from a header lost its @objc or its signature; a new one needs the golden" >&2
  echo "  (Scripts/objc-check.sh --record), a call in $check/Caller/Caller.m and its documentation." >&2
  exit 1
fi

clang_flags=(
  -x objective-c -fsyntax-only -fobjc-arc -fobjc-runtime=macosx -fblocks -fmodules -fno-color-diagnostics
  -fmodules-cache-path="$work/clang-module-cache" -Werror
  -I "$standin/include" -I "$standin/include/objc" -I "$work"
)
if ! clang "${clang_flags[@]}" "$check/Caller/Caller.m"; then
  echo "objc-check: $check/Caller/Caller.m does not type-check against the generated headers (above)" >&2
  exit 1
fi
clang "${clang_flags[@]}" -Xclang -ast-dump "$check/Caller/Caller.m" | grep -oE "selector=[^ ]+" |
  cut -d= -f2 | sort -u >"$work/called.txt"
uncalled=$(cut -d' ' -f2 "$work/selectors.txt" | cut -c2- | sort -u | comm -23 - "$work/called.txt")
if [ -n "$uncalled" ]; then
  echo "objc-check: selectors of the headers that $check/Caller/Caller.m does not call:" >&2
  echo "$uncalled" | sed 's/^/  /' >&2
  exit 1
fi
echo "objc-check: $(wc -l <"$work/selectors.txt") selectors in the headers, matching $check/selectors.txt, all called by Caller.m"
