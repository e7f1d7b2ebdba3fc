#!/usr/bin/env bash
# An app built with no SwiftPM (issue #36): Tests/Fixtures/SwiftcApp's kit without pages (Kit),
# three features (FeatureA, FeatureB, FeatureC) and the composing module (App), compiled with plain
# `swiftc` in dependency order, each feature and the kit archived with `ar` and linked as an
# archive, as CocoaPods static libraries and Bazel's swift_library link them. Only the tool
# (route-generator) and the Switchyard runtime are built with SwiftPM. The tool runs per module
# exactly as the "Build Systems" article says (its lines marked `# article` must appear in
# Sources/Switchyard/Switchyard.docc/BuildSystems.md verbatim; checked at the end).
#
# Twice, in debug and with -O: generating at build time (summarize, then generate-table, per
# module), and from the committed files in Tests/Fixtures/SwiftcApp/Generated (export-generated
# --check as a build step). Each time the app registers with its one line and opens every URL.
# Then, with -O: the app without the composing module's slot loses the archived features (what
# happens without it), and works with `--whole-archive` (the alwayslink flag) instead; a page in a
# module whose build does not run the tool stops the composing module's build with the plugin
# path's message; `--check` fails on a stale committed file, naming the command; a committed file
# from another generated-code version fails to compile, naming the command.
#
# Usage: Scripts/swiftc-app.sh            the checks above
#        Scripts/swiftc-app.sh regenerate rewrite Tests/Fixtures/SwiftcApp/Generated
set -euo pipefail
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
fixture=Tests/Fixtures/SwiftcApp
article=Sources/Switchyard/Switchyard.docc/BuildSystems.md
committed="$fixture/Generated"
regenerate="Scripts/swiftc-app.sh regenerate"

echo "swiftc-app: building route-generator and the runtime with SwiftPM"
swift build --product route-generator >/dev/null
swift build --target Switchyard >/dev/null
bin="$(swift build --show-bin-path)"
tool="$bin/route-generator"
# What a module that imports Switchyard compiles with: the runtime's modules, and the module map of
# its C part (SwitchyardImages), which SwiftPM writes.
runtime=(-I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/SwitchyardImages.build/module.modulemap")
work="$(mktemp -d)"
[ -n "${SWIFTC_APP_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lib"
# The runtime's archive: the object of each source file of its four targets (named after the
# sources, so that an object a renamed file left in .build is not linked).
objects=()
for target in SwitchyardSyntax SwitchyardJSON SwitchyardImages Switchyard; do
  while IFS= read -r source; do objects+=("$bin/$target.build/$(basename "$source").o"); done \
    < <(find "Sources/$target" -name '*.swift' -o -name '*.c')
done
ar rcs "$work/lib/libSwitchyardRuntime.a" "${objects[@]}"

# The modules in dependency order, and each one's dependencies (direct and indirect).
modules=(Kit FeatureA FeatureB FeatureC App)
declare -A depends=([Kit]="" [FeatureA]="Kit" [FeatureB]="Kit" [FeatureC]="Kit" [App]="Kit FeatureA FeatureB FeatureC")

# The tool's arguments for one module: its sources, and its dependencies' summaries.
module_arguments() {
  module="$1"
  sources=()
  for file in "$fixture/$module"/*.swift; do sources+=(--source "$file"); done
  dependency_summaries=()
  for dependency in ${depends[$module]}; do
    dependency_summaries+=(--dependency-summary "$dependency=$summaries/$dependency.summary")
  done
  composes=()
  [ "$module" = App ] && composes=(--composes)
  return 0
}

# Build time: per module, in dependency order, the summary its dependents read, then its table.
generate() {
  summaries="$work/summaries"
  generated="$1"
  for module in "${modules[@]}"; do
    module_arguments "$module"
    mkdir -p "$summaries" "$generated/$module"
    "$tool" summarize --module "$module" --output "$summaries/$module.summary" "${sources[@]}" "${dependency_summaries[@]}" # article
    "$tool" generate-table --module "$module" --output "$generated/$module/SwitchyardRoutes.swift" "${sources[@]}" "${dependency_summaries[@]}" "${composes[@]}" # article
  done
}

# Committed output: per module, written by `regenerate`, checked as a build step (`--check`).
export_generated() {
  summaries="$work/summaries"
  for module in "${modules[@]}"; do
    module_arguments "$module"
    mkdir -p "$summaries"
    "$tool" summarize --module "$module" --output "$summaries/$module.summary" "${sources[@]}" "${dependency_summaries[@]}"
    "$tool" export-generated --module "$module" --output-directory "$committed" --regenerate "$regenerate" "${sources[@]}" "${dependency_summaries[@]}" "${composes[@]}" "$@" # article
  done
}

if [ "${1:-}" = regenerate ]; then
  export_generated
  exit 0
fi

# Compiles one module with its generated file into an object (and its module), as a build
# system's Swift compile step does; the kit and the features are archived.
compile() {
  module="$1" optimization="$2" table="$3" out="$4"
  mode=(-parse-as-library)
  [ "$module" = App ] && mode=()
  mkdir -p "$out"
  swiftc -swift-version 6 "$optimization" -wmo "${mode[@]}" -module-name "$module" \
    -I "$out" "${runtime[@]}" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c "$fixture/$module"/*.swift "$table" -o "$out/$module.o"
  [ "$module" = App ] || ar rcs "$out/lib$module.a" "$out/$module.o"
}

# Links the app from App.o, the archives and the runtime's archive, in that order; with a third
# argument `whole`, the features inside `--whole-archive` (what Bazel's alwayslink does). The
# archives go through -Xlinker: swiftc puts every -l before every -Xlinker, whatever the order given.
# The runtime's archive is also given as an input, so swiftc reads its autolink entries (Foundation).
link() {
  out="$1" optimization="$2" whole="${3:-}"
  linker=()
  [ "$optimization" = -O ] && linker+=(--gc-sections)
  [ "$whole" = whole ] && linker+=(--whole-archive)
  linker+=("$out/libFeatureA.a" "$out/libFeatureB.a" "$out/libFeatureC.a")
  [ "$whole" = whole ] && linker+=(--no-whole-archive)
  linker+=("$out/libKit.a" "$work/lib/libSwitchyardRuntime.a")
  arguments=()
  for argument in "${linker[@]}"; do arguments+=(-Xlinker "$argument"); done
  swiftc "$optimization" -o "$out/app" "$out/App.o" "$work/lib/libSwitchyardRuntime.a" "${arguments[@]}"
}

build_and_run() {
  label="$1" optimization="$2" tables="$3" out="$work/$1$2"
  for module in "${modules[@]}"; do
    compile "$module" "$optimization" "$tables/$module/SwitchyardRoutes.swift" "$out"
  done
  link "$out" "$optimization"
  if ! "$out/app" > "$out/run.log"; then
    cat "$out/run.log" >&2
    echo "swiftc-app: the app ($label, $optimization) does not open every URL" >&2
    exit 1
  fi
  echo "swiftc-app: $label $optimization: $(grep -c '^app:' "$out/run.log") URLs open; $(grep services "$out/run.log")"
}

start=$SECONDS
generate "$work/generated"
for optimization in -Onone -O; do build_and_run build-time "$optimization" "$work/generated"; done
export_generated --check > "$work/check.log"
for optimization in -Onone -O; do build_and_run committed "$optimization" "$committed"; done

# Without the composing module's slot (its table generated without --composes), nothing names the
# archived features: the linker leaves them out, records and all.
out="$work/build-time-O"
mkdir -p "$work/bare/App" "$work/orphan-app/App"
"$tool" generate-table --module App --output "$work/bare/App/SwitchyardRoutes.swift" --source "$fixture/App/main.swift"
compile App -O "$work/bare/App/SwitchyardRoutes.swift" "$out"
link "$out" -O
if "$out/app" > "$work/bare.log"; then
  echo "swiftc-app: without the composing module's slot the archived features were linked anyway; the fixture proves nothing" >&2
  exit 1
fi
echo "swiftc-app: without the slot: $(grep -c PROBLEM "$work/bare.log") problems, as expected (the archives' records are not linked)"
link "$out" -O whole
"$out/app" > /dev/null
echo "swiftc-app: without the slot, with --whole-archive (alwayslink): every URL opens"

# A page in a module whose build does not run the tool: the composing module's build stops,
# naming the module, as on the plugin path.
out="$work/build-time-Onone"
swiftc -swift-version 6 -wmo -parse-as-library -module-name Orphan -I "$out" "${runtime[@]}" -emit-module \
  -emit-module-path "$out/Orphan.swiftmodule" -c "$fixture/Orphan/OrphanPage.swift" -o "$out/Orphan.o"
"$tool" generate-table --module App --output "$work/orphan-app/App/SwitchyardRoutes.swift" --source "$fixture/App/main.swift" \
  --dependency "Kit=$fixture/Kit/FixturePage.swift" --dependency "Orphan=$fixture/Orphan/OrphanPage.swift" --composes
if swiftc -swift-version 6 -wmo -module-name App -I "$out" "${runtime[@]}" -c "$fixture/App/main.swift" \
  "$work/orphan-app/App/SwitchyardRoutes.swift" -o "$out/App.o" 2> "$work/orphan.log"; then
  echo "swiftc-app: a page in a module that does not run the tool did not stop the composing module's build" >&2
  exit 1
fi
expected="if this does not compile, apply RouteScannerPlugin to the target Orphan"
grep -qF "$expected" "$work/orphan.log" || { cat "$work/orphan.log" >&2; echo "swiftc-app: the error does not say '$expected'" >&2; exit 1; }
echo "swiftc-app: a module that does not run the tool stops the build: '$expected'"

# --check on a stale committed file: exit 1, naming the command that fixes it.
cp -R "$committed" "$work/stale"
echo "// edited" >> "$work/stale/FeatureA/SwitchyardRoutes.swift"
module_arguments FeatureA
if "$tool" export-generated --module FeatureA --output-directory "$work/stale" --regenerate "$regenerate" "${sources[@]}" \
  "${dependency_summaries[@]}" --check > /dev/null 2> "$work/stale.log"; then
  echo "swiftc-app: --check passed on a stale committed file" >&2
  exit 1
fi
grep -qF "run \`$regenerate\`" "$work/stale.log" || { cat "$work/stale.log" >&2; echo "swiftc-app: --check does not name \`$regenerate\`" >&2; exit 1; }
echo "swiftc-app: --check on a stale file: $(head -n 1 "$work/stale.log")"

# A committed file from another generated-code version does not compile, and says how to fix it.
sed 's/GeneratedCodeVersion[0-9]*/GeneratedCodeVersion0/' "$committed/FeatureA/SwitchyardRoutes.swift" > "$work/old.swift"
if swiftc -swift-version 6 -wmo -parse-as-library -module-name FeatureA -I "$work/build-time-Onone" "${runtime[@]}" \
  -c "$fixture/FeatureA"/*.swift "$work/old.swift" -o "$work/old.o" 2> "$work/old.log"; then
  echo "swiftc-app: a committed file of another generated-code version compiled" >&2
  exit 1
fi
grep -qF "regenerate this file with \`$regenerate\`" "$work/old.log" || { cat "$work/old.log" >&2; echo "swiftc-app: the error does not name \`$regenerate\`" >&2; exit 1; }
echo "swiftc-app: a file of another generated-code version stops the build: $(grep -m1 -F 'error:' "$work/old.log")"

# The article's commands are the ones run here.
grep -E ' # article$' "$0" | sed -e 's/^ *//' -e 's/ # article$//' | while IFS= read -r line; do
  grep -qF -- "$line" "$article" || { echo "swiftc-app: $article does not show the command this script runs: $line" >&2; exit 1; }
done
echo "swiftc-app: passed in $((SECONDS - start)) s"
