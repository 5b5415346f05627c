#!/usr/bin/env bash
# Fuzzes the log reader with libFuzzer: any bytes in, nothing may crash or trap, and streaming the
# input in odd chunks must read what reading it whole does.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET]   (default 60 seconds, target log)
#
# Targets: `log` (Fuzz/FuzzLog.swift: any bytes read as a log, whole and streamed in random chunks
# with random snapshots, then grouped, printed, shown, explained), `record` (Fuzz/FuzzRecord.swift:
# a capture record decoded, turned into a callback, written back), `files` (Fuzz/FuzzFiles.swift:
# any bytes as an --ids key-path map and as a baseline). All use Fuzz/dictionary.txt.
#
# Builds Fuzz/FuzzLog.swift with the UnsatKit and UnsatCapture sources into one binary with
# `swiftc -sanitize=fuzzer,address`, seeds it with the samples and the corpus, and runs it.
# Crashes land in fuzz-out/ (gitignored) with the input that caused them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# A crash is libFuzzer's to report: Swift's backtracer would wait for a key on a terminal.
export SWIFT_BACKTRACE=enable=no
seconds=${1:-60}
target=${2:-log}
case "$target" in
    log) entry=Fuzz/FuzzLog.swift ;;
    record) entry=Fuzz/FuzzRecord.swift ;;
    files) entry=Fuzz/FuzzFiles.swift ;;
    *) echo "fuzz.sh: unknown target $target (log, record, files)" >&2; exit 64 ;;
esac
# A crash must end the run at once, not wait at the backtracer's prompt.
export SWIFT_BACKTRACE=enable=no
corpus=fuzz-out/corpus-$target
mkdir -p "$corpus"
case "$target" in
    log)
        cp Samples/*.log Samples/*.md Tests/UnsatKitTests/Fixtures/* "$corpus"/ 2>/dev/null || true
        [ -d ../shared/corpus/wtfautolayout ] && cp ../shared/corpus/wtfautolayout/*.log "$corpus"/ ;;
    record)
        # One record a seed file.
        grep -h '"unsat-capture/' Samples/*.log Tests/UnsatKitTests/Fixtures/* 2>/dev/null \
            | awk -v dir="$corpus" '{ print > (dir "/record-" NR) }' ;;
    files)
        cp Samples/*.json "$corpus"/ 2>/dev/null || true ;;
esac
# UnsatCapture first (its hook is Apple-only and compiles to nothing here), then UnsatKit with the
# entry point, instrumented for coverage and checked by AddressSanitizer.
# CBytes (C) is compiled with clang and shown to Swift through a module map, as SwiftPM does.
# -package-name: one package, as SwiftPM builds it, so `package` declarations (Platform, Locked)
# are seen from UnsatKit into the entry point.
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -package-name unsat)
mkdir -p fuzz-out/CBytes
printf 'module CBytes {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CBytes/include/CBytes.h" \
    >fuzz-out/CBytes/module.modulemap
cbytes=()
for source in Sources/CBytes/*.c; do
    object="fuzz-out/CBytes-$(basename "$source" .c).o"
    clang -O2 -fsanitize=fuzzer-no-link,address -I Sources/CBytes/include -c "$source" -o "$object"
    cbytes+=("$object")
done
swiftc "${flags[@]}" -module-name UnsatCapture -emit-module -emit-module-path fuzz-out/UnsatCapture.swiftmodule \
    -c Sources/UnsatCapture/*.swift -o fuzz-out/UnsatCapture.o
swiftc "${flags[@]}" -module-name UnsatKit -I fuzz-out -I fuzz-out/CBytes \
    $(find Sources/UnsatKit -name '*.swift') "$entry" fuzz-out/UnsatCapture.o "${cbytes[@]}" \
    -o "fuzz-out/fuzz-$target"
[ -x "fuzz-out/fuzz-$target" ] || { echo "fuzz.sh: build failed" >&2; exit 2; }
cd fuzz-out
# -max_len holds the largest sample whole (64 KiB); -print_final_stats reports executions and coverage.
# -timeout=30: an input is explained too (the exact solver's rationals), and one with constants near
# 3.4e38 takes 0.3 s in a release build but over 10 s under AddressSanitizer; a hang runs far longer.
# The files target reads through Foundation, whose file reading leaks a 4 KiB buffer on an empty file
# (swift-foundation's readBytesFromFile, not unsat's code): leak detection would stop it there.
leaks=1
[ "$target" = files ] && leaks=0
"./fuzz-$target" -max_total_time="$seconds" -max_len=131072 -timeout=30 -dict=../Fuzz/dictionary.txt \
    -detect_leaks="$leaks" -print_final_stats=1 -artifact_prefix="./$target-" "corpus-$target"
