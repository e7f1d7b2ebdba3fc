#!/usr/bin/env bash
# Formats the main package's Swift files with the toolchain's swift-format and .swift-format.
#
#   Scripts/format.sh           format in place
#   Scripts/format.sh --lint    check only (`swift format lint --strict`); exit 1 on any finding
#
# The files: Package.swift, Sources/, Plugins/, Tests/, the demo package (Examples/Demo) and its
# launcher (Examples/DemoLauncher), but not test inputs whose bytes the tests read (Tests/*/Fixtures, Tests/*/Goldens,
# Tests/Fixtures). Fuzz/, Benchmarks/ and the other Examples/ are packages or projects of their own
# and keep their own style.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(
  git ls-files -- 'Package.swift' 'Sources/*.swift' 'Plugins/*.swift' 'Tests/*.swift' 'Examples/Demo/*.swift' 'Examples/DemoLauncher/*.swift' |
    grep -vE '^Tests/[^/]+/(Fixtures|Goldens)/|^Tests/Fixtures/')
if [[ "${1:-}" == "--lint" ]]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "format: ${#files[@]} files follow .swift-format"
else
  swift format format --in-place --parallel "${files[@]}"
  echo "format: formatted ${#files[@]} files"
fi
