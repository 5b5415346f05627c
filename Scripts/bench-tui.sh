#!/usr/bin/env bash
# The inspector's benchmark: how soon the first screen shows, and what a key costs.
#
#   Scripts/bench-tui.sh [--mb N] [--runs N] [--seed N] [--skip-keys]
#
# 1. First screen. Makes (or reuses) the big console log of ../shared/bench/make-big-log.py
#    in bench-out/, builds unsat in release, and times, on the same warm page cache,
#    `unsat list --json FILE > /dev/null` and the inspector opening FILE in a private tmux
#    server until its first screen (the title with the conflict count) is on the terminal.
#    Target: the inspector's median is at most 1.5 times list --json's.
# 2. Keys. Runs the InspectorBenchmark suite of the tests in release: a key handled and the
#    screen drawn, moving the selection and typing a partial address, in captures of 1,000
#    and 100,000 views. Target: about the same in both (printed, judged by eye).
#
# A script, not a unit test: timings belong on a quiet machine, not in `swift test`.
# Exits 1 if the first-screen target is missed, 2 if the benchmark could not run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

mb=256
runs=5
seed=1
keys=1
while [ $# -gt 0 ]; do
    case "$1" in
        --mb) mb="${2:?--mb needs a number}"; shift 2 ;;
        --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
        --seed) seed="${2:?--seed needs a number}"; shift 2 ;;
        --skip-keys) keys=0; shift ;;
        -h|--help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-tui.sh: unknown option '$1' (try --help)" >&2; exit 64 ;;
    esac
done

die() { echo "bench-tui.sh: $*" >&2; exit 2; }
[ -n "${EPOCHREALTIME:-}" ] || die "bash 5 or newer is needed (EPOCHREALTIME)"
command -v tmux >/dev/null 2>&1 || die "tmux is needed to see the first screen"
generator=../shared/bench/make-big-log.py
[ -f "$generator" ] || die "$generator not found: the benchmark needs ../shared beside the clone"

mkdir -p bench-out
log="bench-out/big-${mb}mb-seed${seed}.log"
if [ ! -s "$log" ]; then
    echo "making $log (once)"
    python3 "$generator" "$log" --mb "$mb" --seed "$seed" > "bench-out/big-${mb}mb-seed${seed}.json"
fi

echo "building unsat (release)"
swift build -c release --product unsat > bench-out/build-tui.log 2>&1 || die "build failed: see bench-out/build-tui.log"
unsat="$(swift build -c release --show-bin-path)/unsat"

now() { echo "${EPOCHREALTIME/./}"; }  # microseconds
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

# Warm the page cache, as for list.
cat "$log" > /dev/null

list_times=()
for _ in $(seq "$runs"); do
    start=$(now)
    "$unsat" list --json "$log" > /dev/null
    list_times+=($(( $(now) - start )))
done

socket="unsat-bench-$$"
t() { tmux -L "$socket" -f /dev/null "$@"; }
trap 't kill-server 2>/dev/null || true' EXIT
screen_times=()
for _ in $(seq "$runs"); do
    t kill-server 2>/dev/null || true
    start=$(now)
    t new-session -d -s bench -x 120 -y 40 "env LANG=C.UTF-8 TERM=xterm-256color $unsat $log"
    # The title bar says how many conflicts once the first screen is drawn.
    until t capture-pane -p -t bench 2>/dev/null | head -1 | grep -q ' conflict'; do
        sleep 0.01
        [ $(( $(now) - start )) -lt 120000000 ] || die "no first screen after 120 s"
    done
    screen_times+=($(( $(now) - start )))
    t send-keys -t bench q
    while t has-session -t bench 2>/dev/null; do sleep 0.05; done
done
t kill-server 2>/dev/null || true

list_median=$(printf '%s\n' "${list_times[@]}" | median)
screen_median=$(printf '%s\n' "${screen_times[@]}" | median)
ratio=$(awk -v a="$screen_median" -v b="$list_median" 'BEGIN { printf "%.2f", a / b }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r <= 1.5 ? "PASS" : "FAIL") }')
size=$(( $(wc -c < "$log") / 1048576 ))
printf 'first screen, %s MiB log, median of %s:\n' "$size" "$runs"
printf '  unsat list --json   %8.3f s\n' "$(awk -v u="$list_median" 'BEGIN { print u / 1e6 }')"
printf '  inspector on screen %8.3f s   (%sx list --json, target <= 1.5x)  %s\n' \
    "$(awk -v u="$screen_median" 'BEGIN { print u / 1e6 }')" "$ratio" "$verdict"

if [ "$keys" = 1 ]; then
    echo "keys (release build of the tests; a key handled and a 120x40 screen drawn):"
    swift build -c release --build-tests -Xswiftc -enable-testing > bench-out/build-tui-tests.log 2>&1 \
        || die "test build failed: see bench-out/build-tui-tests.log"
    UNSAT_BENCH_TUI="$PWD/bench-out/keys.txt" swift test -c release -Xswiftc -enable-testing --skip-build \
        --filter InspectorBenchmark > bench-out/keys-run.log 2>&1 || die "key benchmark failed: see bench-out/keys-run.log"
    sed 's/^/  /' bench-out/keys.txt
fi
[ "$verdict" = PASS ] || exit 1
