#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (release, -sanitize=fuzzer,address, own scratch path;
# linked with lld: the system's gold crashes on the sanitizer's debug info)
# and runs one of them, or each in turn, for SECONDS seconds.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]   e.g. Scripts/fuzz.sh FuzzURL 600
#   Scripts/fuzz.sh all SECONDS                           each target for SECONDS
#   Scripts/fuzz.sh merge TARGET|all                      fold new inputs into the saved corpus
#   Scripts/fuzz.sh build                                 build only
#
# Targets: FuzzURL FuzzPattern FuzzResolve FuzzRelocation FuzzServiceCall FuzzAndroidMap FuzzScanner FuzzRecords
# FuzzSummary (the short names url, pattern, resolve, relocation, service, android, scanner work too).
#
# The saved corpus, Fuzz/Corpus/<target>/, lives in the repository. A run reads it and never
# writes it: new inputs go to .build-fuzz/corpus/<target>/ (kept between runs), crashes to
# .build-fuzz/artifacts/<target>/. `merge` then rebuilds the saved corpus with libFuzzer's
# -merge=1 over the saved corpus and the new inputs: the result is the smallest set that keeps
# every feature either had, so the saved corpus grows only with inputs that add coverage.
# Inputs whose coverage is already there are dropped, except files named finding-* (inputs
# of past findings, kept as they are; unit tests read some of them); kept inputs keep their
# names. Commit Fuzz/Corpus afterwards.
# A crash or a broken property makes the script exit non-zero; the summary line of each run
# (executions, exec/s, coverage) is printed and appended to .build-fuzz/summary.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
# Swift's backtracer and ASan both catch the abort of a failed property; keep ASan's report only.
export SWIFT_BACKTRACE=enable=no
root=$PWD
scratch="${FUZZ_SCRATCH_PATH:-$root/.build-fuzz}"
all=(FuzzURL FuzzPattern FuzzResolve FuzzRelocation FuzzServiceCall FuzzAndroidMap FuzzScanner FuzzRecords FuzzSummary)

usage() { sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

build() {
  echo "fuzz: building Fuzz/ (release, -sanitize=fuzzer,address) in $scratch"
  local status=0
  mkdir -p "$scratch"
  # SwiftPM does not plan Fuzz/ again when a target of the root package (a path dependency) gains
  # a file; without its build manifest it must.
  rm -f "$scratch/release.yaml"
  swift build --package-path Fuzz -c release --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld > "$scratch/build.log" 2>&1 || status=$?
  grep -Ev '^\[[0-9]+/[0-9]+\]' "$scratch/build.log" || true
  # A failed build must not run the binaries an earlier build left behind.
  [[ $status -eq 0 ]] || { echo "fuzz: the build failed (exit $status)" >&2; exit 1; }
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
    service|services|FuzzServiceCall) echo FuzzServiceCall ;;
    android|androidmap|FuzzAndroidMap) echo FuzzAndroidMap ;;
    scanner|lexer|FuzzScanner) echo FuzzScanner ;;
    records|FuzzRecords) echo FuzzRecords ;;
    summary|FuzzSummary) echo FuzzSummary ;;
    *) echo "fuzz: unknown target '$1'" >&2; usage ;;
  esac
}

options() {
  case "$1" in
    FuzzURL) echo "-max_len=4096 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzPattern) echo "-max_len=1024 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzResolve) echo "-max_len=2048 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzRelocation) echo "-max_len=4096 -dict=Fuzz/Dictionaries/relocation.dict" ;;
    FuzzServiceCall) echo "-max_len=2048 -dict=Fuzz/Dictionaries/service.dict" ;;
    FuzzAndroidMap) echo "-max_len=8192 -dict=Fuzz/Dictionaries/json.dict" ;;
    FuzzScanner) echo "-max_len=8192 -dict=Fuzz/Dictionaries/swift.dict" ;;
    FuzzRecords) echo "-max_len=2048 -dict=Fuzz/Dictionaries/url.dict" ;;
    FuzzSummary) echo "-max_len=8192 -dict=Fuzz/Dictionaries/summary.dict" ;;
  esac
}

run() {
  local target=$1 seconds=$2; shift 2
  local work="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target/" log="$scratch/logs/$target.log"
  mkdir -p "$work" "$artifacts" "$scratch/logs"
  echo "fuzz: $target for ${seconds}s (seeds Fuzz/Corpus/$target, log $log)"
  local status=0
  # shellcheck disable=SC2046
  LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
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

merge() {
  local target=$1
  local saved="Fuzz/Corpus/$target" work="$scratch/corpus/$target" merged="$scratch/merged/$target"
  mkdir -p "$work" "$saved"
  rm -rf "$merged"
  mkdir -p "$merged"
  local before
  before=$(find "$saved" -type f | wc -l)
  # shellcheck disable=SC2046
  "$BIN/$target" -merge=1 "$merged" "$saved" "$work" $(options "$target") > "$scratch/logs/$target.merge.log" 2>&1 || {
    echo "fuzz: merging $target failed; see $scratch/logs/$target.merge.log" >&2
    return 1
  }
  # libFuzzer names merged inputs by the SHA-1 of their bytes: give kept inputs their names back.
  local file sum
  for file in "$saved"/*; do
    [[ -f $file ]] || continue
    sum=$(sha1sum "$file" | cut -d' ' -f1)
    if [[ -f "$merged/$sum" ]]; then
      mv "$merged/$sum" "$merged/$(basename "$file")"
    elif [[ $(basename "$file") == finding-* ]]; then
      cp "$file" "$merged/"
    fi
  done
  rm -rf "$saved"
  mv "$merged" "$saved"
  echo "fuzz: $target saved corpus $before -> $(find "$saved" -type f | wc -l) inputs ($(grep -E 'MERGE-OUTER: [0-9]+ new files' "$scratch/logs/$target.merge.log" | tail -n 1 || true))"
}

[[ $# -ge 1 ]] || usage
if [[ $1 == build ]]; then build; exit 0; fi
if [[ $1 == merge ]]; then
  [[ $# -eq 2 ]] || usage
  build
  mkdir -p "$scratch/logs"
  if [[ $2 == all ]]; then
    for t in "${all[@]}"; do merge "$t"; done
  else
    merge "$(canonical "$2")"
  fi
  exit 0
fi
[[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2; shift 2
build
if [[ $target == all ]]; then
  failed=0
  for t in "${all[@]}"; do run "$t" "$seconds" "$@" || failed=1; done
  exit $failed
fi
run "$(canonical "$target")" "$seconds" "$@"
