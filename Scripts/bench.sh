#!/usr/bin/env bash
# Builds the benchmark package in release mode and prints one markdown table to stdout.
#
#   Scripts/bench.sh            # full run (a few minutes after the build)
#   Scripts/bench.sh --quick    # smoke run for CI (< 1 minute after the build)
#   Scripts/bench.sh --sizes 100,1000
#
# Build output and progress go to stderr. Extra arguments go to bench-runner (see --help),
# e.g. `--profile lookup` for callgrind:
#   valgrind --tool=callgrind --instr-atstart=no Benchmarks/.build/release/bench-runner --profile lookup --ops 20000
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build >&2
exec Benchmarks/.build/release/bench-runner "$@"
