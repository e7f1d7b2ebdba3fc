#!/usr/bin/env bash
# Times `switchyard-routes check-android` (release) on two generated maps of N routes each
# (Scripts/android-maps.py: the same app on both sides, a few regex keys, some one-sided routes).
# Issue 14's target: N = 50,000 in under 2 s of CPU.
#
#   Scripts/check-android-timing.sh [N] [RUNS] [FORMAT]     defaults: 50000 3 json
#
# Prints one line per run (user + sys CPU seconds, and wall); the report goes to /dev/null.
# For instruction counts (repeatable on a loaded machine), after one run:
#   valgrind --tool=callgrind .build/release/switchyard-routes check-android \
#       --ios DIR/routes.json --android DIR/routeMap.json --format json > /dev/null
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-50000}"
runs="${2:-3}"
format="${3:-json}"
dir="${TMPDIR:-/tmp}/switchyard-android-maps-$count"
python3 Scripts/android-maps.py "$count" "$dir"
swift build -c release --product switchyard-routes >&2
echo "check-android, $count × $count routes, --format $format (maps in $dir)"
TIMEFORMAT="  cpu user %U s + sys %S s, wall %R s"
for _ in $(seq "$runs"); do
    # Exit status 1 (the maps differ, as generated) is expected; 2 is bad input.
    status=0
    time .build/release/switchyard-routes check-android --ios "$dir/routes.json" --android "$dir/routeMap.json" \
        --format "$format" > /dev/null || status=$?
    if [ "$status" -gt 1 ]; then
        echo "check-android failed with exit status $status" >&2
        exit "$status"
    fi
done
