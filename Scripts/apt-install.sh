#!/usr/bin/env bash
# Installs a Debian package when its command is missing, quietly: `Scripts/apt-install.sh COMMAND
# PACKAGE`. A no-op when COMMAND is on the PATH; otherwise `apt-get install` (with sudo when not
# root), and once more after `apt-get update` if that fails; on failure, the log's end and exit 1.
# CI runs on a fresh machine: Scripts/podspec-check.sh installs ruby, Scripts/swiftc-app.sh --bazel
# bazel-bootstrap.
set -euo pipefail
command="$1" package="$2"
command -v "$command" >/dev/null 2>&1 && exit 0
sudo_cmd=()
[[ "$(id -u)" -eq 0 ]] || sudo_cmd=(sudo)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
install() {
  env DEBIAN_FRONTEND=noninteractive timeout 900 "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "$package" >>"$log" 2>&1
}
if ! install; then
  timeout 300 "${sudo_cmd[@]}" apt-get update -q >>"$log" 2>&1 || true
  install || { tail -n 20 "$log" >&2; echo "apt-install: could not install $package" >&2; exit 1; }
fi
echo "apt-install: installed $package in $((SECONDS - start)) s"
