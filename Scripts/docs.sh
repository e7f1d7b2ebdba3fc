#!/usr/bin/env bash
# Builds the documentation with the toolchain's DocC, no package dependency, warnings as errors:
# a broken symbol link, article link or undocumented parameter fails the build.
#
#   Scripts/docs.sh                 # build .build/docs/Switchyard.doccarchive
#   Scripts/docs.sh --serve [PORT]  # build, then preview on http://127.0.0.1:PORT (default 8000)
#   Scripts/docs.sh --check         # build, then render the pages in headless Chromium (CI)
#   add --no-build to serve or check the archive already built
#
# Steps: `swift build --target` each documented module (a no-op after a full build); symbol
# graphs of Switchyard (with the re-exported SwitchyardSyntax and SwitchyardJSON), SwitchyardNavigation,
# SwitchyardRelocation, SwitchyardRelocationDelivery and SwitchyardTesting extracted from the built modules with
# swift-symbolgraph-extract;
# `docc convert --warnings-as-errors` of each (Switchyard's catalog is
# Sources/Switchyard/Switchyard.docc); `docc merge` into one archive whose landing page lists them.
#
# --check serves the archive on 127.0.0.1 (a port the system picks; the server stops itself
# after 5 minutes at most and is stopped on exit), loads the Switchyard landing page and every
# article of the catalog with `chromium --headless --dump-dom`, and fails unless the landing page
# links every article by its title and each article page renders its title as its heading.
# DocC's pages are a JavaScript app: the DOM holds the titles only once the app has run, hence
# --virtual-time-budget. Needs `chromium` on PATH (Debian's package; CI installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

mode=build
port=8000
build=yes
while (($# > 0)); do
  case "$1" in
    --serve) mode=serve; if [[ "${2:-}" =~ ^[0-9]+$ ]]; then port="$2"; shift; fi ;;
    --check) mode=check ;;
    --no-build) build=no ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "docs: unknown argument '$1' (expected --serve [PORT], --check, --no-build)" >&2; exit 2 ;;
  esac
  shift
done

out="$root/.build/docs"
catalog="$root/Sources/Switchyard/Switchyard.docc"
archive="$out/Switchyard.doccarchive"
# The library products documented beside Switchyard (no catalog of their own: their `///` comments).
companions=(SwitchyardNavigation SwitchyardRelocation SwitchyardRelocationDelivery SwitchyardTesting)

tool() {
  # The toolchain's tool on PATH (Linux), else Xcode's (macOS).
  if command -v "$1" >/dev/null 2>&1; then command -v "$1"
  elif command -v xcrun >/dev/null 2>&1; then xcrun --find "$1"
  else echo "docs: '$1' not found; it ships with the Swift toolchain" >&2; exit 1
  fi
}

build_docs() {
  local docc extract triple bin modules started=$SECONDS
  docc="$(tool docc)"
  extract="$(tool swift-symbolgraph-extract)"
  echo "docs: building Switchyard, ${companions[*]}" >&2
  for module in "${companions[@]}"; do
    swift build --target "$module" 2>&1 | grep -E "(warning|error):" >&2 || true
  done
  bin="$(swift build --show-bin-path)"
  modules="$bin/Modules"
  [[ -d "$modules" ]] || modules="$bin"
  triple="$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)"
  local sdk=()
  if [[ "$(uname)" == Darwin ]]; then sdk=(-sdk "$(xcrun --sdk macosx --show-sdk-path)"); fi

  # C targets (SwitchyardImages) are found through the module maps SwiftPM wrote for them, not
  # through the copies a plugin tool that links the runtime has (NAME-tool.build: see api-check.sh).
  local cmodules=()
  local map
  for map in "$bin"/*.build/module.modulemap; do
    [[ -f "$map" && "$map" != *-tool.build/* ]] && cmodules+=(-Xcc "-fmodule-map-file=$map")
  done

  rm -rf "$out"
  mkdir -p "$out/parts"
  mkdir -p "$out/symbol-graphs/Switchyard"
  "$extract" -module-name Switchyard -I "$modules" -target "$triple" "${sdk[@]}" "${cmodules[@]}" \
    -output-dir "$out/symbol-graphs/Switchyard" -minimum-access-level public \
    -emit-extension-block-symbols -experimental-allowed-reexported-modules=SwitchyardSyntax,SwitchyardJSON
  local module
  for module in "${companions[@]}"; do
    mkdir -p "$out/symbol-graphs/$module"
    "$extract" -module-name "$module" -I "$modules" -target "$triple" "${sdk[@]}" "${cmodules[@]}" \
      -output-dir "$out/symbol-graphs/$module" -minimum-access-level public \
      -emit-extension-block-symbols
  done

  echo "docs: docc convert (warnings are errors)" >&2
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$out/symbol-graphs/Switchyard" \
    --output-dir "$out/parts/Switchyard.doccarchive" \
    --fallback-display-name Switchyard --fallback-bundle-identifier org.switchyard.Switchyard \
    --warnings-as-errors --enable-experimental-external-link-support 2>&1 | sed '/^$/d' >&2
  local parts=("$out/parts/Switchyard.doccarchive")
  for module in "${companions[@]}"; do
    "$docc" convert \
      --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
      --output-dir "$out/parts/$module.doccarchive" \
      --fallback-display-name "$module" --fallback-bundle-identifier "org.switchyard.$module" \
      --warnings-as-errors --enable-experimental-external-link-support 2>&1 | sed '/^$/d' >&2
    parts+=("$out/parts/$module.doccarchive")
  done
  "$docc" merge "${parts[@]}" --output-path "$archive" --synthesized-landing-page-name Switchyard >/dev/null
  echo "docs: built $archive in $((SECONDS - started)) s" >&2
}

# Starts python3's static server on 127.0.0.1 in the background; sets server_pid and port.
start_server() {
  local wanted="$1" log="$out/server.log"
  # `timeout`: the server stops itself even if this script is killed before its trap runs.
  timeout 300 python3 -u -m http.server "$wanted" --bind 127.0.0.1 --directory "$archive" >"$log" 2>&1 &
  server_pid=$!
  trap 'kill "$server_pid" 2>/dev/null || true' EXIT
  local i
  for i in $(seq 1 50); do
    port="$(sed -n 's/.* port \([0-9][0-9]*\).*/\1/p' "$log" | head -n 1)"
    [[ -n "$port" ]] && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "docs: the preview server did not start:" >&2; cat "$log" >&2; exit 1
}

# Titles the pages must show: the landing page's, then "file-name<TAB>title" for each article.
article_titles() {
  local file
  for file in "$catalog"/*.md; do
    [[ "$(basename "$file")" == Switchyard.md ]] && continue
    printf '%s\t%s\n' "$(basename "$file" .md)" "$(sed -n '1s/^# *//p' "$file")"
  done
}

dump_dom() {
  # A fresh profile per run: nothing is shared with other Chromium instances or earlier runs.
  local profile
  profile="$(mktemp -d "$out/chromium-profile.XXXXXX")"
  timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --no-first-run --user-data-dir="$profile" --virtual-time-budget=20000 \
    --dump-dom "$1" 2>/dev/null || true
  rm -rf "$profile"
}

# Prints the text of every <h1> and <a> inside the page's <main> element (the article, not the
# navigation sidebar, which lists every page too), one per line, prefixed "h1:" or "a:".
rendered_text() {
  python3 -c '
import sys
from html.parser import HTMLParser
class Texts(HTMLParser):
    def __init__(self):
        super().__init__(); self.main = 0; self.stack = []
    def handle_starttag(self, tag, attrs):
        if tag == "main": self.main += 1
        elif self.main and tag in ("h1", "a"): self.stack.append([tag, ""])
    def handle_endtag(self, tag):
        if tag == "main": self.main -= 1
        elif self.stack and self.stack[-1][0] == tag:
            kind, text = self.stack.pop()
            print(kind + ":" + " ".join(text.split()))
    def handle_data(self, data):
        for entry in self.stack: entry[1] += data
Texts().feed(sys.stdin.read())
'
}

check_docs() {
  command -v chromium >/dev/null 2>&1 || { echo "docs: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
  start_server 0
  local base="http://127.0.0.1:$port/documentation/switchyard" failures=0 pages=0 landing name title text
  local started=$SECONDS
  echo "docs: serving on 127.0.0.1:$port; rendering pages in headless Chromium" >&2
  landing="$(dump_dom "$base/" | rendered_text)"
  pages=$((pages + 1))
  if ! grep -qx "h1:Switchyard" <<<"$landing"; then
    echo "docs: the landing page did not render its title 'Switchyard'" >&2; failures=$((failures + 1))
  fi
  while IFS=$'\t' read -r name title; do
    if ! grep -qxF "a:$title" <<<"$landing"; then
      echo "docs: the landing page shows no link titled '$title' ($name.md)" >&2; failures=$((failures + 1))
    fi
    text="$(dump_dom "$base/$(tr '[:upper:]' '[:lower:]' <<<"$name")/" | rendered_text)"
    pages=$((pages + 1))
    if ! grep -qxF "h1:$title" <<<"$text"; then
      echo "docs: the page of $name.md did not render its title '$title'" >&2; failures=$((failures + 1))
    fi
  done < <(article_titles)
  if ((failures > 0)); then
    echo "docs: $failures rendering check(s) failed on $pages pages" >&2; exit 1
  fi
  echo "docs: $pages pages rendered with their titles (landing page + $((pages - 1)) articles) in $((SECONDS - started)) s" >&2
}

if [[ "$build" == yes ]]; then
  build_docs
elif [[ ! -d "$archive" ]]; then
  echo "docs: no archive at $archive; run Scripts/docs.sh first" >&2; exit 1
fi
case "$mode" in
  build) ;;
  check) check_docs ;;
  serve)
    echo "docs: preview on http://127.0.0.1:$port/documentation/switchyard/ (Ctrl-C stops it)" >&2
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$archive"
    ;;
esac
