#!/usr/bin/env bash
# Build time at scale (issue #25): builds a package of generated pages with Switchyard's own
# plugin, 5 feature modules of SIZE/5 pages each (every 4th a catch-all) and a composing module
# that applies the plugin too, at each SIZE, and prints one markdown table:
#   - the plugin's run per module, own (a feature) and composing (the app), debug-built tool:
#     the exact command line `swift build -v` printed, rerun RUNS times (median, min-max);
#   - the generated table's compile time: the feature module's compile command from the same
#     log, rerun with one frontend job per file, SwitchyardRoutes.swift's job (median);
#   - incremental debug builds: touch one page; add a pattern (a new page) to one module;
#   - the first open in fresh processes (registerLinkedModules, then the first resolve), release,
#     in a package with 45 more modules that apply the plugin and declare nothing: p50, p95, max
#     over OPENS processes, and the phases of the median process (see Scripts/first-open.swift);
#   - the release app's size, stripped, and its growth per route between the sizes.
#
#   Scripts/scale-bench.sh [SIZE...]     default 500 2000 (7 minutes on 2 cores; 13 the first time)
#   Scripts/scale-bench.sh --smoke       one size, 100 pages, 3 runs: tries the script (not in CI)
#   Scripts/scale-bench.sh --first-open SIZE   the release package and its first opens only
#   Scripts/scale-bench.sh --plugin SIZE...    the plugin runs only (a few minutes at 10,000)
#
# RUNS (default 5, smoke 3) and OPENS (default 20) are environment variables. With
# COMPARE_TOOL=PATH (another checkout's debug route-generator), the plugin runs are also timed with
# that tool on the same command lines, alternating with this checkout's: before and after in one
# run, under the same load (issue #39). It measures
# whatever the checkout does: plugin timings follow what the plugin reads. Figures are wall
# times on this machine, informative, never gated; name the machine's load beside them.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-scale-bench"
runs="${RUNS:-5}"
opens="${OPENS:-20}"
mode=full
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --smoke) mode=smoke; runs="${RUNS:-3}"; sizes=(100) ;;
    --first-open) mode=open; sizes=("${2:?--first-open SIZE}"); shift ;;
    --plugin) mode=plugin ;;
    *) sizes+=("$1") ;;
  esac
  shift
done
[ ${#sizes[@]} -gt 0 ] || sizes=(500 2000)
[ -z "${COMPARE_TOOL:-}" ] || [ -x "$COMPARE_TOOL" ] || { echo "scale-bench: COMPARE_TOOL $COMPARE_TOOL is not an executable" >&2; exit 1; }

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
spread() { sort -n | awk '{a[NR]=$1} END {printf "%s (%s-%s)", a[int((NR+1)/2)], a[1], a[NR]}'; }
# percentile P of the numbers on stdin (nearest rank)
percentile() { sort -n | awk -v p="$1" '{a[NR]=$1} END {i=int((p*NR+99)/100); if (i<1) i=1; print a[i]}'; }
seconds() { local s e; s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc | awk '{printf "%.2f\n", $1}'; }
# timed CMD [COMPARE_CMD]: RUNS runs of the command line (alternating with COMPARE_CMD's, if given),
# "median (min-max)" of each, the second after " | ".
timed() {
  local i first="" second=""
  for ((i = 0; i < runs; i++)); do
    first+="$(seconds sh -c "$1")"$'\n'
    [ -z "${2:-}" ] || second+="$(seconds sh -c "$2")"$'\n'
  done
  printf %s "$first" | spread
  [ -z "${2:-}" ] || { printf ' | '; printf %s "$second" | spread; }
}
# with_compare_tool CMD: CMD with its tool (the route-generator path it starts with) replaced by
# COMPARE_TOOL, or nothing without COMPARE_TOOL.
with_compare_tool() {
  [ -n "${COMPARE_TOOL:-}" ] || return 0
  local tool="${1%% *}"
  printf '%s' "$COMPARE_TOOL${1#"$tool"}"
}

# generate DIR SIZE EMPTY: the package (sources rewritten only where they change, so the same
# directory serves every size and Switchyard's own modules build once).
generate() {
  local dir="$1" size="$2" empty="$3" per=$(($2 / 5)) targets="" deps=""
  mkdir -p "$dir/Sources/App"
  for f in 1 2 3 4 5; do
    rm -rf "$dir/Sources/F$f"
    mkdir -p "$dir/Sources/F$f"
    for ((p = 0; p < per; p++)); do
      local file
      file="$dir/Sources/F$f/Pages$(printf %05d $((p / 10))).swift"
      [ $((p % 10)) -eq 0 ] && echo "import Switchyard" > "$file"
      local pattern="app://f$f/p$p/:id"
      [ $((p % 4)) -eq 0 ] && pattern="app://f$f/p$p/**"
      printf '\nstruct P%s_%s: Routable {\n    static let routePatterns = ["%s"]\n    static func makeDestination(for request: RouteRequest) throws -> Any { %s }\n}\n' \
        "$f" "$p" "$pattern" "$p" >> "$file"
    done
    targets+="        .target(name: \"F$f\", dependencies: [sy], plugins: [scanner]),"$'\n'
    deps+="\"F$f\", "
  done
  rm -rf "$dir"/Sources/E*
  for ((e = 1; e <= empty; e++)); do
    local name
    name="E$(printf %02d "$e")"
    mkdir -p "$dir/Sources/$name"
    echo "public let ${name}Ready = true" > "$dir/Sources/$name/$name.swift"
    targets+="        .target(name: \"$name\", dependencies: [sy], plugins: [scanner]),"$'\n'
    deps+="\"$name\", "
  done
  cat > "$dir/Package.swift.new" <<SWIFT
// swift-tools-version:6.0
// Generated by Scripts/scale-bench.sh.
import PackageDescription
let sy: Target.Dependency = .product(name: "Switchyard", package: "Switchyard")
let scanner: Target.PluginUsage = .plugin(name: "RouteScannerPlugin", package: "Switchyard")
let package = Package(
    name: "ScaleBench",
    dependencies: [.package(name: "Switchyard", path: "$root")],
    targets: [
$targets        .executableTarget(name: "App", dependencies: [sy, $deps], plugins: [scanner]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
  cmp -s "$dir/Package.swift.new" "$dir/Package.swift" 2>/dev/null || mv "$dir/Package.swift.new" "$dir/Package.swift"
  rm -f "$dir/Package.swift.new"
  cmp -s "$root/Scripts/first-open.swift" "$dir/Sources/App/main.swift" 2>/dev/null \
    || cp "$root/Scripts/first-open.swift" "$dir/Sources/App/main.swift"
}

build() { # DIR LOG [swift build options]
  local dir="$1" log="$2"
  shift 2
  swift build --package-path "$dir" "$@" > "$log" 2>&1 || { tail -30 "$log" >&2; exit 1; }
}

# first_open DIR SIZE: OPENS fresh processes of the release app; sets open_row.
first_open() {
  local dir="$1" bin out="$work/opens.txt"
  bin="$(swift build --package-path "$dir" -c release --show-bin-path)/App"
  : > "$out"
  for ((i = 0; i < opens; i++)); do "$bin" open >> "$out"; done
  local totals p50 p95 max first
  totals=$(awk '{print $2}' "$out")
  p50=$(echo "$totals" | percentile 50)
  p95=$(echo "$totals" | percentile 95)
  max=$(echo "$totals" | percentile 100)
  first=$(head -1 "$out" | awk '{print $2}')
  # The median process's line: total, scan, install, faults, context switches.
  local line
  line=$(sort -n -k2 "$out" | sed -n "$(((opens + 1) / 2))p")
  # The same processes' span split: the records read alone, then the install and first resolve.
  local scans
  scans=$(for ((i = 0; i < opens; i++)); do "$bin" scan; done)
  open_row="$p50 / $p95 / $max (first process $first)"
  open_detail="$line; read the records $(echo "$scans" | awk '{print $3}' | median) µs, install and resolve $(echo "$scans" | awk '{print $4}' | median) µs (medians of $opens scan processes)"
  echo "first opens (µs), one line a process: mode total scan install minflt majflt inblock nvcsw nivcsw routes" >&2
  cat "$out" >&2
}

echo "scale-bench: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>&1 | head -1)" >&2
debug_dir="$work/debug"
release_dir="$work/release"
header="| Pages | Plugin run, feature (s) | Plugin run, composing (s) | Generated table compile (s) | Null build (s) | Touch one page (s) | Add a pattern (s) | First open p50 / p95 / max (µs) | Release app, stripped (bytes) |"
rows=()
previous_size=""
previous_bytes=""
per_route=()
details=()
for size in "${sizes[@]}"; do
  if [ "$mode" != open ]; then
    echo "scale-bench: $size pages, debug" >&2
    generate "$debug_dir" "$size" 0
    build "$debug_dir" "$work/debug-$size.log"
    # The generated modules built again (Switchyard's own stay built), verbose, for the command
    # lines; for the plugin runs alone, one file of F1 and of App is enough to rerun their commands.
    if [ "$mode" = plugin ]; then
      touch "$debug_dir/Sources/F1/Pages00000.swift" "$debug_dir/Sources/App/main.swift"
    else
      find "$debug_dir/Sources" -name '*.swift' -exec touch {} +
    fi
    build "$debug_dir" "$work/debug-$size-v.log" -v
    feature_cmd=$(grep -E '/route-generator(-tool)? generate-table --module F1( |$)' "$work/debug-$size-v.log" | head -1)
    app_cmd=$(grep -E '/route-generator(-tool)? generate-table --module App( |$)' "$work/debug-$size-v.log" | head -1)
    [ -n "$feature_cmd" ] && [ -n "$app_cmd" ] || { echo "scale-bench: no plugin command in the log" >&2; exit 1; }
    feature_run=$(timed "$feature_cmd" "$(with_compare_tool "$feature_cmd")")
    app_run=$(timed "$app_cmd" "$(with_compare_tool "$app_cmd")")
    if [ "$mode" = plugin ]; then
      rows+=("| $size | $feature_run | $app_run |")
      continue
    fi
    # The feature module's compile as the driver plans it with one frontend job per file: the job
    # whose primary file is SwitchyardRoutes.swift, run again.
    compile_cmd=$(grep -E '/swiftc .*-module-name F1 ' "$work/debug-$size-v.log" | grep -v -- '-modulewrap' | head -1 \
      | sed -e 's/ -incremental//g' -e 's/ -parseable-output//')
    table_job=$(sh -c "$compile_cmd -disable-batch-mode -driver-print-jobs" 2>&1 \
      | grep -E -- '-primary-file [^ ]*/SwitchyardRoutes.swift' | head -1)
    [ -n "$table_job" ] || { echo "scale-bench: no compile job for SwitchyardRoutes.swift" >&2; exit 1; }
    # Incremental: touch one page; add a pattern (then take it away again, untimed).
    page="$debug_dir/Sources/F1/Pages00000.swift"
    null_run=$(for ((i = 0; i < runs; i++)); do seconds swift build --package-path "$debug_dir"; done | spread)
    touch_run=$(for ((i = 0; i < runs; i++)); do touch "$page"; seconds swift build --package-path "$debug_dir"; done | spread)
    cp "$page" "$work/page.orig"
    add_run=$(for ((i = 0; i < runs; i++)); do
      printf '\nstruct Added%s: Routable {\n    static let routePatterns = ["app://f1/added%s"]\n    static func makeDestination(for request: RouteRequest) throws -> Any { 0 }\n}\n' "$i" "$i" >> "$page"
      seconds swift build --package-path "$debug_dir"
      cp "$work/page.orig" "$page"
      build "$debug_dir" "$work/restore.log"
    done | spread)
    # Last, since it rewrites the module's object file.
    table_compile=$(for ((i = 0; i < runs; i++)); do seconds sh -c "$table_job"; done | spread)
  fi
  echo "scale-bench: $size pages, release, with 45 empty modules" >&2
  generate "$release_dir" "$size" 45
  build "$release_dir" "$work/release-$size.log" -c release
  first_open "$release_dir" "$size"
  bin="$(swift build --package-path "$release_dir" -c release --show-bin-path)/App"
  strip -o "$work/App.stripped" "$bin"
  bytes=$(stat -c %s "$work/App.stripped")
  if [ -n "$previous_size" ]; then
    per_route+=("$(((bytes - previous_bytes) / (size - previous_size))) bytes a route from $previous_size to $size pages")
  fi
  previous_size=$size
  previous_bytes=$bytes
  if [ "$mode" = open ]; then
    rows+=("| $size | | | | | | | $open_row | $bytes |")
  else
    rows+=("| $size | $feature_run | $app_run | $table_compile | $null_run | $touch_run | $add_run | $open_row | $bytes |")
  fi
  details+=("$size pages, the median process: $open_detail")
done
echo
if [ "$mode" = plugin ]; then
  if [ -n "${COMPARE_TOOL:-}" ]; then
    echo "| Pages | Plugin run, feature (s) | the same, COMPARE_TOOL | Plugin run, composing (s) | the same, COMPARE_TOOL |"
    echo "|---|---|---|---|---|"
  else
    echo "| Pages | Plugin run, feature (s) | Plugin run, composing (s) |"
    echo "|---|---|---|"
  fi
  printf '%s\n' "${rows[@]}"
  echo
  echo "Median (min-max) of $runs runs of the debug tool, on the command lines \`swift build -v\` printed${COMPARE_TOOL:+; COMPARE_TOOL is $COMPARE_TOOL, its runs alternating with those of this checkout}."
  exit 0
fi
echo "$header"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "Median (min-max) of $runs runs; first opens over $opens fresh processes, release, 5 modules plus 45 empty ones."
for line in "${per_route[@]}"; do echo "Release app growth: $line."; done
for line in "${details[@]}"; do echo "First open, $line (µs; faults and context switches)."; done
