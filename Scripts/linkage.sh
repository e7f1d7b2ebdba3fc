#!/usr/bin/env bash
# Registration with no aggregate, end to end on this platform: builds the linkage fixture
# (Tests/Fixtures/LinkagePackage: a module linked statically, one as a dynamic library, one that
# no code references, one linked into two images) in debug and in release with
# `-Xlinker --gc-sections`, and runs it. The app registers with one line and lists no module;
# it exits non-zero unless every route of every module is registered once and the module linked
# twice is reported; it then loads a dynamic library it does not link (dlopen) and registers again,
# and the library's modules must answer, all in one install.
# `markers` builds in release with `--gc-sections` and SWITCHYARD_MARKERS_ONLY: the generated
# files declare the marker classes compilers before Swift 6.3 use instead of records, so the same
# checks run on the type metadata walk; its output must equal the records' run (debug).
# Usage: Scripts/linkage.sh [debug|release|markers]... (default: debug release markers)
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/LinkagePackage"

configurations=("$@")
[ ${#configurations[@]} -eq 0 ] && configurations=(debug release markers)

rm -f .linkage-*.out
for configuration in "${configurations[@]}"; do
  case "$configuration" in
    debug) flags=() ;;
    release) flags=(-c release -Xlinker --gc-sections) ;;
    markers) flags=(--scratch-path .build-markers -c release -Xlinker --gc-sections -Xswiftc -DSWITCHYARD_MARKERS_ONLY) ;;
    *) echo "linkage: unknown configuration '$configuration'; use debug, release or markers" >&2; exit 2 ;;
  esac
  echo "linkage: building the fixture ($configuration${flags[*]:+: ${flags[*]}})"
  if ! swift build "${flags[@]}" > .linkage-build.log 2>&1; then
    tail -n 30 .linkage-build.log >&2
    echo "linkage: the fixture did not build ($configuration)" >&2
    exit 1
  fi
  # The only diagnostic allowed is UnreachablePage's warning, printed once although two plugin
  # applications (FeatureStatic's and LinkageApp's) read its file.
  expected="UnreachablePage declares no patterns"
  if grep -E "(warning|error): " .linkage-build.log | grep -v "$expected" >&2; then
    echo "linkage: the fixture's build printed warnings or errors (above)" >&2
    exit 1
  fi
  count="$(grep -cE "warning: .*$expected" .linkage-build.log || true)"
  if [ "$count" -ne 1 ]; then
    grep -E "$expected" .linkage-build.log >&2 || true
    echo "linkage: '$expected' was printed $count times in one build; each diagnostic must be printed once" >&2
    exit 1
  fi
  argument="records"
  [ "$configuration" = markers ] && argument="markers"
  "$(swift build "${flags[@]}" --show-bin-path)/LinkageApp" "$argument" | tee ".linkage-$configuration.out"
done
# The marker walk finds what the records do: the same routes, modules, services and reports.
if [ -f .linkage-debug.out ] && [ -f .linkage-markers.out ]; then
  normalize() { grep -v "^found through" "$1" | sed -e 's#/\.build-markers/#/.build/#g' -e 's#/release/#/debug/#g'; }
  if ! diff <(normalize .linkage-debug.out) <(normalize .linkage-markers.out) >&2; then
    echo "linkage: the marker walk (markers) found something else than the records (debug)" >&2
    exit 1
  fi
  echo "linkage: the marker walk and the records found the same"
fi
rm -f .linkage-build.log .linkage-*.out
