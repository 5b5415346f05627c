#!/usr/bin/env bash
# Fuzzes the log reader with libFuzzer: any bytes in, nothing may crash or trap, and streaming the
# input in odd chunks must read what reading it whole does.
#
#   Scripts/fuzz.sh [SECONDS]        (default 60)
#
# Builds Fuzz/FuzzLog.swift with the UnsatKit and UnsatCapture sources into one binary with
# `swiftc -sanitize=fuzzer,address`, seeds it with the samples and the corpus, and runs it.
# Crashes land in fuzz-out/ (gitignored) with the input that caused them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# A crash is libFuzzer's to report: Swift's backtracer would wait for a key on a terminal.
export SWIFT_BACKTRACE=enable=no
seconds=${1:-60}
mkdir -p fuzz-out/corpus
cp Samples/*.log Samples/*.md Tests/UnsatKitTests/Fixtures/* fuzz-out/corpus/ 2>/dev/null || true
[ -d ../shared/corpus/wtfautolayout ] && cp ../shared/corpus/wtfautolayout/*.log fuzz-out/corpus/
# UnsatCapture first (its hook is Apple-only and compiles to nothing here), then UnsatKit with the
# entry point, instrumented for coverage and checked by AddressSanitizer.
# CBytes (C) is compiled with clang and shown to Swift through a module map, as SwiftPM does.
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo)
mkdir -p fuzz-out/CBytes
printf 'module CBytes {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CBytes/include/CBytes.h" \
    >fuzz-out/CBytes/module.modulemap
clang -O2 -fsanitize=fuzzer-no-link,address -I Sources/CBytes/include -c Sources/CBytes/bytes.c \
    -o fuzz-out/CBytes.o
swiftc "${flags[@]}" -module-name UnsatCapture -emit-module -emit-module-path fuzz-out/UnsatCapture.swiftmodule \
    -c Sources/UnsatCapture/*.swift -o fuzz-out/UnsatCapture.o
swiftc "${flags[@]}" -module-name UnsatKit -I fuzz-out -I fuzz-out/CBytes \
    $(find Sources/UnsatKit -name '*.swift') Fuzz/FuzzLog.swift fuzz-out/UnsatCapture.o fuzz-out/CBytes.o \
    -o fuzz-out/fuzz-log
[ -x fuzz-out/fuzz-log ] || { echo "fuzz.sh: build failed" >&2; exit 2; }
cd fuzz-out
./fuzz-log -max_total_time="$seconds" -max_len=4096 -timeout=10 -artifact_prefix=./ corpus
