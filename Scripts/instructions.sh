#!/usr/bin/env bash
# Counts the instructions `unsat list --json` executes on the first 32 MiB of the benchmark log,
# with valgrind's callgrind: the same count on every run, where wall time on a shared host moves by
# ±15% from one minute to the next. For telling whether a change to the reader makes it cheaper
# before the benchmark (Scripts/bench.sh) says how fast it is.
#
#   Scripts/instructions.sh [--mb N] [--top N] [UNSAT-BINARY...]
#
# With no binary, builds the release binary as Scripts/bench.sh does and counts it; with several,
# counts each (two builds of the same log, side by side). Prints the total and the functions that
# execute the most instructions themselves. Needs valgrind (Debian: apt-get install valgrind) and the
# benchmark log (made by Scripts/bench.sh, or here when missing). A count is not a time: a retain,
# a cache miss or a vector instruction costs more than an add. Measure the time with the benchmark.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mb=32
top=25
binaries=()
while [ $# -gt 0 ]; do
    case "$1" in
        --mb) mb="${2:?--mb needs a number}"; shift 2 ;;
        --top) top="${2:?--top needs a number}"; shift 2 ;;
        -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "instructions.sh: unknown option '$1' (try --help)" >&2; exit 64 ;;
        *) binaries+=("$1"); shift ;;
    esac
done
for value in "$mb" "$top"; do
    case "$value" in
        ''|*[!0-9]*) echo "instructions.sh: expected a whole number, found '$value'" >&2; exit 64 ;;
    esac
done

die() { echo "instructions.sh: $*" >&2; exit 2; }
command -v valgrind >/dev/null 2>&1 || die "valgrind is needed (Debian: apt-get install valgrind)"
command -v callgrind_annotate >/dev/null 2>&1 || die "callgrind_annotate is needed (it comes with valgrind)"

log=bench-out/big-256mb-seed1.log
if [ ! -s "$log" ]; then
    generator=../shared/bench/make-big-log.py
    [ -f "$generator" ] || die "$generator not found: the count needs ../shared beside the clone"
    mkdir -p bench-out
    echo "log:     making $log (256 MiB, seed 1) ..."
    python3 "$generator" "$log.part" --mb 256 --seed 1 >/dev/null
    mv "$log.part" "$log"
fi
slice=bench-out/first-${mb}mb.log
head -c $((mb << 20)) "$log" >"$slice"

if [ ${#binaries[@]} -eq 0 ]; then
    release=(-c release)
    if [ "$(uname -s)" = Linux ]; then release+=(--static-swift-stdlib); fi
    release+=(--product unsat)
    echo "build:   swift build ${release[*]}"
    swift build "${release[@]}" </dev/null >bench-out/build.log 2>&1 || { cat bench-out/build.log >&2; die "the release build failed"; }
    binaries=("$(swift build "${release[@]}" --show-bin-path)/unsat")
fi

for binary in "${binaries[@]}"; do
    [ -x "$binary" ] || die "no binary at $binary"
    # valgrind cannot read the DWARF of a binary with the Swift runtime linked in; the symbols stay.
    stripped=bench-out/instructions-unsat
    strip --strip-debug -o "$stripped" "$binary" || die "strip failed on $binary"
    out=bench-out/callgrind.out
    valgrind --tool=callgrind --callgrind-out-file="$out" "$stripped" list --json "$slice" >/dev/null 2>bench-out/valgrind.log ||
        { tail -n 5 bench-out/valgrind.log >&2; die "valgrind failed on $binary"; }
    total=$(grep -m1 '^summary:' "$out" | awk '{print $2}')
    echo
    echo "$binary: $total instructions for list --json of the first $mb MiB"
    callgrind_annotate "$out" 2>/dev/null | grep -E '^ *[0-9,]+ +\(' | sed -n "2,$((top + 1))p" |
        sed -E 's/ \[[^]]*\]$//; s/\?\?\?://' | cut -c1-150
done
