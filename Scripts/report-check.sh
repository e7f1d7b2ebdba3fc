#!/usr/bin/env bash
# The route report page (`switchyard-routes report --html`) checked in headless Chromium, offline.
#
#   Scripts/report-check.sh                          # build switchyard-routes, write the page, check it
#   Scripts/report-check.sh --screenshot OUT.png     # and save a screenshot of the page
#
# Writes the page of Tests/RouteMapReleaseTests/Fixtures/new-routes.json (with its Android map,
# a batch and the older map), loads it from a file:// URL with `chromium --headless --dump-dom`
# and fails unless: the page lists every route of the map, no row is hidden before a search, the
# search box (set through the page's `#q=` address, as typing would) keeps exactly the matching
# rows, the module menu (`#module=`) keeps one module's rows, and a description with `<`, `&` and
# quotes shows as text. The page's script runs in Chromium, so this checks the filtering itself,
# with no DevTools connection and no network. Needs `chromium` on PATH (CI installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
screenshot=""
if [[ "${1:-}" == "--screenshot" ]]; then screenshot="$2"; fi
command -v chromium >/dev/null 2>&1 || { echo "report-check: chromium is not installed (apt-get install chromium)" >&2; exit 1; }

fixtures=Tests/RouteMapReleaseTests/Fixtures
swift build --product switchyard-routes >/dev/null
tool="$(swift build --show-bin-path)/switchyard-routes"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
page="$out/routes.html"
"$tool" report --html "$page" --map "$fixtures/new-routes.json" --android "$fixtures/android-routeMap.json" \
  --batch "$fixtures/batch-report.json" --diff "$fixtures/old-routes.json" >/dev/null

# A fresh profile per run, as docs.sh does: nothing shared with other Chromium instances.
chrome() {
  local profile
  profile="$(mktemp -d "$out/profile.XXXXXX")"
  timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$profile" --virtual-time-budget=5000 "$@" 2>/dev/null || true
}
dump() { chrome --dump-dom "file://$page$1" >"$out/dom$2.html"; }
dump "" 0
dump "#q=basket" 1
dump "#module=Shop" 2
dump "#q=deals%20%3Cb%3E" 3

python3 - "$fixtures/new-routes.json" "$out" <<'PY'
import html.parser, json, sys
routes = json.load(open(sys.argv[1]))
failures = []

class Rows(html.parser.HTMLParser):
    """The rows of #routes: (hidden, text), and the #count text."""
    def __init__(self):
        super().__init__()
        self.rows, self.count, self.row, self.in_count, self.elements = [], "", None, False, set()
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self.row is not None: self.elements.add(tag)
        if tag == "tr" and "data-module" in attrs: self.row = ["hidden" in attrs, ""]
        if attrs.get("id") == "count": self.in_count = True
    def handle_endtag(self, tag):
        if tag == "tr" and self.row is not None: self.rows.append(tuple(self.row)); self.row = None
        if tag == "span": self.in_count = False
    def handle_data(self, data):
        if self.row is not None: self.row[1] += data
        if self.in_count: self.count += data

def load(n):
    parser = Rows()
    parser.feed(open(f"{sys.argv[2]}/dom{n}.html", encoding="utf-8").read())
    return parser

def visible(parser): return [text for hidden, text in parser.rows if not hidden]

def expect(condition, message):
    if not condition: failures.append(message)

page = load(0)
expect(len(page.rows) == len(routes), f"the page lists {len(page.rows)} routes; the map has {len(routes)}")
for route in routes:
    expect(any(route["path"] in text for _, text in page.rows), f"no row shows {route['path']}")
expect(len(visible(page)) == len(routes), "rows are hidden before any search")
expect(page.count == f"{len(routes)} of {len(routes)} routes", f"the count reads '{page.count}'")
expect(page.elements <= {"td", "code", "small", "br", "span"}, f"a row holds elements {sorted(page.elements)}: text was not escaped")

search = load(1)
expect([t for t in visible(search) if "app://basket/:id" in t] == visible(search) and len(visible(search)) == 1,
       f"searching 'basket' shows {len(visible(search))} rows, not the one of app://basket/:id")
expect(search.count == f"1 of {len(routes)} routes", f"after searching, the count reads '{search.count}'")

shop = [r for r in routes if r["module"] == "Shop"]
module = load(2)
expect(len(visible(module)) == len(shop), f"the module Shop shows {len(visible(module))} rows; it has {len(shop)}")

escaped = load(3)
expect(len(visible(escaped)) == 1 and "<b>& \"deals\" 'n' more</b>" in visible(escaped)[0],
       "searching for text with '<' does not find the description shown as text")

for failure in failures: print(f"report-check: {failure}", file=sys.stderr)
if failures: sys.exit(1)
print(f"report-check: {len(routes)} routes listed; search and module filter work in headless Chromium", file=sys.stderr)
PY

if [[ -n "$screenshot" ]]; then
  chrome --window-size=1400,1350 --screenshot="$screenshot" "file://$page" >/dev/null
  echo "report-check: screenshot in $screenshot" >&2
fi
