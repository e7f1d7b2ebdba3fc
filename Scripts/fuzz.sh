#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (release, -sanitize=fuzzer,address, own scratch path;
# linked with lld: the system's gold crashes on the sanitizer's debug info)
# and runs one of them, or each in turn, for SECONDS seconds.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]   e.g. Scripts/fuzz.sh FuzzURL 600
#   Scripts/fuzz.sh all SECONDS                           each target for SECONDS
#   Scripts/fuzz.sh build                                 build only
#
# Targets: FuzzURL FuzzPattern FuzzResolve FuzzRelocation FuzzAndroidMap FuzzScanner
# (the short names url, pattern, resolve, relocation, android, scanner work too).
#
# The committed seeds in Fuzz/Corpus/<target>/ are read, never written; new inputs go to
# .build-fuzz/corpus/<target>/ (kept between runs), crashes to .build-fuzz/artifacts/<target>/.
# A crash or a broken property makes the script exit non-zero; the summary line of each run
# (executions, exec/s, coverage) is printed and appended to .build-fuzz/summary.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
# Swift's backtracer and ASan both catch the abort of a failed property; keep ASan's report only.
export SWIFT_BACKTRACE=enable=no
root=$PWD
scratch="${FUZZ_SCRATCH_PATH:-$root/.build-fuzz}"
all=(FuzzURL FuzzPattern FuzzResolve FuzzRelocation FuzzAndroidMap FuzzScanner)

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

build() {
  echo "fuzz: building Fuzz/ (release, -sanitize=fuzzer,address) in $scratch"
  swift build --package-path Fuzz -c release --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]' || true
  local bin
  bin="$(swift build --package-path Fuzz -c release --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --show-bin-path)"
  local name
  for name in "${all[@]}"; do
    [[ -x "$bin/$name" ]] || { echo "fuzz: $name was not built" >&2; exit 1; }
  done
  BIN="$bin"
}

canonical() {
  case "$1" in
    url|URL|FuzzURL) echo FuzzURL ;;
    pattern|FuzzPattern) echo FuzzPattern ;;
    resolve|FuzzResolve) echo FuzzResolve ;;
    relocation|FuzzRelocation) echo FuzzRelocation ;;
    android|androidmap|FuzzAndroidMap) echo FuzzAndroidMap ;;
    scanner|lexer|FuzzScanner) echo FuzzScanner ;;
    *) echo "fuzz: unknown target '$1'" >&2; usage ;;
  esac
}

options() {
  case "$1" in
    FuzzURL) echo "-max_len=4096 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzPattern) echo "-max_len=1024 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzResolve) echo "-max_len=2048 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzRelocation) echo "-max_len=4096 -dict=Fuzz/Dictionaries/relocation.dict" ;;
    FuzzAndroidMap) echo "-max_len=8192 -dict=Fuzz/Dictionaries/json.dict" ;;
    FuzzScanner) echo "-max_len=8192 -dict=Fuzz/Dictionaries/swift.dict" ;;
  esac
}

run() {
  local target=$1 seconds=$2; shift 2
  local work="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target/" log="$scratch/logs/$target.log"
  mkdir -p "$work" "$artifacts" "$scratch/logs"
  echo "fuzz: $target for ${seconds}s (seeds Fuzz/Corpus/$target, log $log)"
  local status=0
  # shellcheck disable=SC2046
  "$BIN/$target" "$work" "Fuzz/Corpus/$target" $(options "$target") \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts" "$@" > "$log" 2>&1 || status=$?
  local done_line execs rate
  done_line="$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)"
  execs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' || true)"
  rate="$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}' || true)"
  local summary
  summary="$(date -u +%FT%TZ) $target seconds=$seconds execs=${execs:-?} exec/s=${rate:-?} status=$status ${done_line#*DONE}"
  echo "fuzz: $summary"
  echo "$summary" >> "$scratch/summary.txt"
  if [[ $status -ne 0 ]]; then
    echo "fuzz: $target FAILED (status $status); the input is in $artifacts. Last lines of the log:" >&2
    grep -E 'PROPERTY FAILED|ERROR: |SUMMARY|Fatal error|input:' "$log" | head -n 20 >&2 || true
    return 1
  fi
}

[[ $# -ge 1 ]] || usage
if [[ $1 == build ]]; then build; exit 0; fi
[[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2; shift 2
build
if [[ $target == all ]]; then
  failed=0
  for t in "${all[@]}"; do run "$t" "$seconds" "$@" || failed=1; done
  exit $failed
fi
run "$(canonical "$target")" "$seconds" "$@"
