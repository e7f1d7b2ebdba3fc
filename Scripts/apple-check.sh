#!/usr/bin/env bash
# Compiles the library's Apple-only files on Linux against the open stand-ins for Apple's
# frameworks, then runs them (the package Checks/AppleOnly): swift-crypto for CryptoKit,
# OpenCombine for Combine. Once per swift-crypto version: 3.12.3, whose keys are not `Sendable`,
# as in Xcode 16's CryptoKit, and 4.5.2. What it compiles, and what only the Apple CI lane
# (.github/workflows/ci.yml) can: Checks/AppleOnly/README.md.
#
#   Scripts/apple-check.sh           # both versions
#   Scripts/apple-check.sh 3.12.3    # one
#
# Fails on a build error, a failed test, or a warning in the project's files (the stand-ins' own
# warnings are not ours). Both versions share one build folder, so each run rebuilds swift-crypto.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Darwin ]; then
  echo "apple-check: for Linux only; on Apple platforms the shims would hide the real CryptoKit and Combine, which swift test and the Apple lane use" >&2
  exit 1
fi

versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(3.12.3 4.5.2)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for version in "${versions[@]}"; do
  start=$SECONDS
  export APPLE_CHECK_CRYPTO=$version
  if ! swift build --build-tests --package-path Checks/AppleOnly >"$log" 2>&1; then
    grep -E "(error|warning): " "$log" >&2 || tail -n 20 "$log" >&2
    echo "apple-check: the Apple-only files do not compile against swift-crypto $version (above)" >&2
    exit 1
  fi
  if grep -E "(error|warning): " "$log" | grep -v "/\.build/checkouts/" >&2; then
    echo "apple-check: the build against swift-crypto $version printed warnings (above)" >&2
    exit 1
  fi
  swift test --skip-build --package-path Checks/AppleOnly 2>&1 | grep -E "✘|^✔ Test run|error:"
  echo "apple-check: swift-crypto $version and OpenCombine 0.14.0: built and tested in $((SECONDS - start)) s"
done
