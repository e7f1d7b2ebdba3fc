#!/usr/bin/env bash
# Counts the public API an app can name: every public symbol of each library module whose API
# baseline is kept in API/ (types, members, enum cases, protocol requirements, members of public
# extensions, extensions of other modules' types included; `@_spi` and synthesized members not).
# Read from the symbol graphs of the debug build (run `swift build` first), so what is counted is
# what the compiler exports, not a reading of the text.
#
#   Scripts/api-surface.sh            print the count per module and the total
#   Scripts/api-surface.sh --list M   print module M's symbols, one per line (kind and path)
set -euo pipefail
cd "$(dirname "$0")/.."

list=""
if [[ "${1:-}" == "--list" ]]; then list="${2:?usage: Scripts/api-surface.sh --list MODULE}"; fi

bin="$(swift build --show-bin-path)"
modules_dir="$bin/Modules"
[[ -d "$modules_dir" ]] || modules_dir="$bin"
triple="$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)"
sdk=()
if [[ "$(uname)" == Darwin ]]; then sdk=(-sdk "$(xcrun --sdk macosx --show-sdk-path)"); fi
# Not the copies of a plugin tool that links the runtime (NAME-tool.build: see api-check.sh).
cmodules=()
for map in "$bin"/*.build/module.modulemap; do
  [[ -f "$map" && "$map" != *-tool.build/* ]] && cmodules+=(-Xcc "-fmodule-map-file=$map")
done
extract="$(command -v swift-symbolgraph-extract || xcrun --find swift-symbolgraph-extract)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The modules are those with a baseline: one list, kept by Scripts/api-check.sh.
for baseline in API/*.json; do
  module="$(basename "$baseline" .json)"
  mkdir -p "$work/$module"
  "$extract" -module-name "$module" -I "$modules_dir" -target "$triple" "${sdk[@]}" "${cmodules[@]}" \
    -output-dir "$work/$module" -minimum-access-level public -skip-synthesized-members
done

python3 - "$work" "$list" <<'PY'
import glob, json, os, sys
work, listed = sys.argv[1], sys.argv[2]
total = 0
for module in sorted(os.listdir(work)):
    symbols = {}
    for path in glob.glob(os.path.join(work, module, "*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            symbols[symbol["identifier"]["precise"]] = (symbol["kind"]["identifier"], ".".join(symbol["pathComponents"]))
    if listed == module:
        for kind, path in sorted(symbols.values(), key=lambda s: s[1]):
            print(f"{kind}\t{path}")
    elif not listed:
        print(f"api: {module}: {len(symbols)} public symbols")
    total += len(symbols)
if not listed:
    print(f"api: total: {total} public symbols")
PY
