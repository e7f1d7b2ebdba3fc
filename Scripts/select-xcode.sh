#!/usr/bin/env bash
# Chooses the Xcode a macOS CI job uses (.github/workflows/ci.yml): the newest installed release
# whose Swift is at least $MINIMUM_SWIFT, so the workflow names no Xcode that a runner image may
# drop. Prints `DEVELOPER_DIR=…` and `SELECTED_XCODE=…` for $GITHUB_ENV on stdout, and every
# Xcode it saw on stderr. Betas and release candidates are skipped.
#
#   MINIMUM_SWIFT=6.3 Scripts/select-xcode.sh >> "$GITHUB_ENV"
#
# Newest means the highest Swift, then the highest Xcode version in the name (Xcode_26.4.1.app).
# XCODE_APPLICATIONS (default /Applications) is where to look; Scripts/lint-workflows.sh points
# it at made-up Xcodes to test this script. Runs with macOS's bash 3.2.
set -euo pipefail

minimum=${MINIMUM_SWIFT:?"select-xcode: set MINIMUM_SWIFT, the lowest Swift version the CI may use (e.g. 6.3)"}
applications=${XCODE_APPLICATIONS:-/Applications}

# 6.3.1 -> 006003001, so versions compare as strings.
version_key() { echo "$1" | awk -F. '{ printf "%03d%03d%03d", $1, $2, $3 }'; }

best="" best_key="" seen=""
for app in "$applications"/Xcode*.app; do
  [ -d "$app" ] || continue
  name=$(basename "$app" .app)
  case "$name" in *[Bb]eta* | *_RC* | *Release_Candidate*) seen="$seen $name (prerelease, skipped);" && continue ;; esac
  swift="$app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift"
  version=$("$swift" --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -n 1 || true)
  if [ -z "$version" ]; then
    seen="$seen $name (no Swift version from $swift --version);"
    continue
  fi
  seen="$seen $name (Swift $version);"
  echo "select-xcode: $name has Swift $version" >&2
  swift_key=$(version_key "$version")
  [ "$swift_key" \< "$(version_key "$minimum")" ] && continue
  key="$swift_key$(version_key "$(echo "$name" | sed -n 's/^Xcode_\([0-9][0-9.]*\)$/\1/p')")"
  if [ -z "$best" ] || [ "$key" \> "$best_key" ]; then
    best=$app best_key=$key
  fi
done

if [ -z "$best" ]; then
  echo "select-xcode: no Xcode in $applications has Swift $minimum or later; found:${seen:- none}" >&2
  echo "select-xcode: choose a runner image (runs-on) with a newer Xcode, or lower MINIMUM_SWIFT in .github/workflows/ci.yml if the package supports an older Swift" >&2
  exit 1
fi
echo "select-xcode: using $(basename "$best") (Swift $minimum or later asked)" >&2
echo "DEVELOPER_DIR=$best/Contents/Developer"
echo "SELECTED_XCODE=$(basename "$best" .app)"
