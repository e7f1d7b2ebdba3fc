#!/usr/bin/env bash
# Public API baseline of the library products, with the toolchain's swift-api-digester.
#
#   Scripts/api-check.sh            compare the built modules with API/<Module>.json; exit 1 on a
#                                   breaking change (removed, renamed or retyped declarations,
#                                   changed conformances or requirements); additions pass
#   Scripts/api-check.sh --update   write the baselines from the current build (do this in the
#                                   commit that makes the change, with a CHANGELOG.md line)
#
# Reads the debug build in .build (run `swift build` first). The baselines are Linux dumps;
# API that exists only on Apple platforms (UIKit, SwiftUI, CryptoKit) is not in them.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(SwitchyardSyntax SwitchyardJSON Switchyard SwitchyardNavigation SwitchyardRelocation SwitchyardRelocationDelivery SwitchyardTesting)
build="$(swift build --show-bin-path)/Modules"
[[ -d "$build" ]] || build="$(swift build --show-bin-path)"
mkdir -p API
# C targets (SwitchyardImages) are found through the module maps SwiftPM wrote for them. A command
# plugin's tool that links the runtime (switchyard-routes) has its own copies,
# `NAME-tool.build`, whose module maps define the same modules again: they are left out.
cmodules=()
for map in "$(swift build --show-bin-path)"/*.build/module.modulemap; do
  [[ -f "$map" && "$map" != *-tool.build/* ]] && cmodules+=(-Xcc "-fmodule-map-file=$map")
done

if [[ "${1:-}" == "--update" ]]; then
  for module in "${modules[@]}"; do
    swift-api-digester -dump-sdk -module "$module" -I "$build" "${cmodules[@]}" -avoid-location -o "API/$module.json"
    # A dump of a module that failed to load is a few hundred bytes with no declarations.
    if ! grep -q '"kind": "TypeDecl"' "API/$module.json"; then
      echo "api: the dump of $module has no declarations (did the module load?)" >&2
      exit 1
    fi
    echo "api: wrote API/$module.json"
  done
  exit 0
fi

status=0
for module in "${modules[@]}"; do
  if [[ ! -f "API/$module.json" ]]; then
    echo "api: API/$module.json is missing; run Scripts/api-check.sh --update and commit it" >&2
    status=1
    continue
  fi
  report="$(swift-api-digester -diagnose-sdk -module "$module" -baseline-path "API/$module.json" -I "$build" "${cmodules[@]}" 2>&1)"
  # The report is a list of section headers (/* … */); any other line is a breaking change.
  breaks="$(printf '%s\n' "$report" | grep -vE '^\s*$|^/\*.*\*/$' || true)"
  if [[ -n "$breaks" ]]; then
    echo "api: breaking changes in $module against API/$module.json:" >&2
    printf '%s\n' "$breaks" >&2
    status=1
  else
    echo "api: $module has no breaking change against its baseline"
  fi
done
if [[ $status -ne 0 ]]; then
  echo "api: if the break is intended, run Scripts/api-check.sh --update and add a line under" >&2
  echo "     '## [Unreleased]' in CHANGELOG.md, in the same commit" >&2
  exit 1
fi

# A baseline changed by the last commit must come with a changelog line in that commit.
if git rev-parse -q --verify HEAD~1 >/dev/null 2>&1 && ! git diff --quiet HEAD~1 HEAD -- API/; then
  if git diff --quiet HEAD~1 HEAD -- CHANGELOG.md; then
    echo "api: the last commit changed API/ without a CHANGELOG.md line; add one" >&2
    exit 1
  fi
fi
