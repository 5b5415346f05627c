#!/usr/bin/env bash
# The benchmark: how fast and how lean `unsat list --json` reads a big log.
#
#   Scripts/bench.sh [--mb N] [--runs N] [--seed N]
#
# Makes a realistic console log of N MiB (default 256) with
# ../shared/bench/make-big-log.py, cached in bench-out/ (gitignored) and made
# again only when missing; builds unsat in release; then, in the same run and
# on the same warm page cache, times `grep -c 'Unable to simultaneously' FILE`,
# `unsat list --json FILE` and `cat FILE | unsat list --json -` several times
# each, taking turns (output to a pipe), and compares the medians. Targets:
#   time:     unsat's median is at most 1.5 times grep's
#   memory:   unsat's peak RSS is at most the file size + 64 MiB
#   pipe:     the piped read is at most 1.5 times the file's, in at most 64 MiB
#   endless:  `unsat list --json /dev/zero`, stopped after 10 s, stays under 64 MiB
# and, not a target, the CPU time each read takes (cat's too, for the pipe) and so the least time
# the pipe could take on this machine's cores: the pipe's ratio can be no better than that floor's.
# With --distinct N (1000000 is the case to run), also a log of N distinct small conflicts:
#   per conflict: unsat's peak RSS over N is at most 2 KiB, what `list --json` prints of one
# Prints each, with PASS or FAIL; exits 1 if a target is missed, 2 if the
# benchmark itself could not run. This is a script, not a unit test: timings
# belong on a quiet machine, not in `swift test`.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

mb=256
runs=5
seed=1
distinct=0
usage() {
    sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}
while [ $# -gt 0 ]; do
    case "$1" in
        --mb) mb="${2:?--mb needs a number}"; shift 2 ;;
        --mb=*) mb="${1#--mb=}"; shift ;;
        --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
        --runs=*) runs="${1#--runs=}"; shift ;;
        --seed) seed="${2:?--seed needs a number}"; shift 2 ;;
        --seed=*) seed="${1#--seed=}"; shift ;;
        --distinct) distinct="${2:?--distinct needs a number}"; shift 2 ;;
        --distinct=*) distinct="${1#--distinct=}"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench.sh: unknown option '$1' (try --help)" >&2; exit 64 ;;
    esac
done
for value in "$mb" "$runs" "$seed" "$distinct"; do
    case "$value" in
        ''|*[!0-9]*) echo "bench.sh: expected a whole number, found '$value'" >&2; exit 64 ;;
    esac
done
[ "$runs" -ge 1 ] || { echo "bench.sh: --runs must be at least 1" >&2; exit 64; }
[ "$mb" -ge 1 ] || { echo "bench.sh: --mb must be at least 1" >&2; exit 64; }

die() { echo "bench.sh: $*" >&2; exit 2; }

[ -n "${EPOCHREALTIME:-}" ] || die "bash 5 or newer is needed (EPOCHREALTIME); on macOS: brew install bash"

generator=../shared/bench/make-big-log.py
[ -f "$generator" ] || die "$generator not found: the benchmark needs ../shared beside the clone"
command -v python3 >/dev/null 2>&1 || die "python3 is needed to make the log"

# GNU time gives the peak resident set size (%M, in KiB).
gnu_time=/usr/bin/time
if ! "$gnu_time" -f '%M' true >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
        echo "installing GNU time (apt-get install time)"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q time </dev/null >/dev/null \
            || { apt-get update -q </dev/null >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q time </dev/null >/dev/null; } \
            || die "could not install GNU time"
    else
        die "GNU time is needed at $gnu_time for peak memory (Debian: apt-get install time; macOS: brew install gnu-time and link gtime there)"
    fi
fi

mkdir -p bench-out
log="bench-out/big-${mb}mb-seed${seed}.log"
summary="bench-out/big-${mb}mb-seed${seed}.json"
if [ -s "$log" ] && [ -s "$summary" ]; then
    echo "log:     $log (cached)"
else
    echo "log:     making $log ($mb MiB, seed $seed) ..."
    rm -f "$log" "$summary"
    python3 "$generator" "$log.part" --mb "$mb" --seed "$seed" | tail -n 1 >"$summary.part"
    mv "$log.part" "$log"
    mv "$summary.part" "$summary"
fi
bytes=$(wc -c <"$log" | tr -d ' ')

# Built as Scripts/install.sh builds it (on Linux with the Swift runtime linked in).
release=(-c release)
if [ "$(uname -s)" = Linux ]; then release+=(--static-swift-stdlib); fi
release+=(--product unsat)
echo "build:   swift build ${release[*]}"
swift build "${release[@]}" </dev/null >bench-out/build.log 2>&1 || { cat bench-out/build.log >&2; die "the release build failed"; }
unsat="$(swift build "${release[@]}" --show-bin-path)/unsat"
[ -x "$unsat" ] || die "no binary at $unsat"

# One untimed pass of each: the file is in the page cache for both, and a
# broken binary or an empty log stops the benchmark before it measures nothing.
grep_count=$(grep -c 'Unable to simultaneously' "$log" || true)
"$unsat" list --json "$log" >bench-out/list.json || die "unsat list --json exited with $?"
read -r found_callbacks found_conflicts < <(python3 - bench-out/list.json <<'EOF'
import json, sys
doc = json.load(open(sys.argv[1]))
print(sum(f["callbacks"] for f in doc["files"]), len(doc["conflicts"]))
EOF
)

# Runs a command once; appends "SECONDS KIB" to OUT. Wall time comes from bash's microsecond
# clock (GNU time's %e has 10 ms steps, too coarse for small logs); the same GNU time wrapper
# runs around every command, so it costs each the same. With FEED set, that file is piped into
# the command (`cat LOG | unsat list --json -`).
#
# Output goes to a pipe for every command, as a script reading it would: GNU grep notices a stdout
# of /dev/null and stops at the first match, so /dev/null would flatter it.
measure() {
    local out=$1
    shift
    local start end
    start=$EPOCHREALTIME
    if [ -n "${FEED:-}" ]; then
        "$gnu_time" -f '%U %S' -o bench-out/cat.cpu cat "$FEED" | "$gnu_time" -f '%M %U %S' -o bench-out/rss "$@" | cat >/dev/null
    else
        echo "0 0" >bench-out/cat.cpu
        "$gnu_time" -f '%M %U %S' -o bench-out/rss "$@" | cat >/dev/null
    fi
    end=$EPOCHREALTIME
    echo "$start $end $(tail -n 1 bench-out/rss) $(tail -n 1 bench-out/cat.cpu)" |
        awk '{ printf "%.6f %d %.2f %.2f\n", $2 - $1, $3, $4 + $5, $6 + $7 }' >>"$out"
}

# The three commands take turns (grep, unsat, the pipe; grep, ...), so that a shared machine's
# busy minute slows all three, not whichever block of runs it fell on.
echo "runs:    $runs of each, taking turns; medians compared"
: >bench-out/grep.txt
: >bench-out/unsat.txt
: >bench-out/pipe.txt
for ((i = 0; i < runs; i++)); do
    measure bench-out/grep.txt grep -c 'Unable to simultaneously' "$log"
    measure bench-out/unsat.txt "$unsat" list --json "$log"
    FEED=$log measure bench-out/pipe.txt "$unsat" list --json -
done
# Input that never ends: read for a while, then stopped; only its memory is of interest.
"$gnu_time" -f '%M' -o bench-out/rss timeout 10 "$unsat" list --json /dev/zero >/dev/null 2>&1 || true
zero_kib=$(tail -n 1 bench-out/rss | tr -dc '0-9')

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
grep_s=$(cut -d' ' -f1 bench-out/grep.txt | median)
unsat_s=$(cut -d' ' -f1 bench-out/unsat.txt | median)
unsat_kib=$(cut -d' ' -f2 bench-out/unsat.txt | sort -n | tail -n 1)
pipe_s=$(cut -d' ' -f1 bench-out/pipe.txt | median)
pipe_kib=$(cut -d' ' -f2 bench-out/pipe.txt | sort -n | tail -n 1)

distinct_line=""
if [ "$distinct" -gt 0 ]; then
    dlog="bench-out/distinct-$distinct.log"
    if [ ! -s "$dlog" ]; then
        echo "log:     making $dlog ($distinct distinct conflicts) ..."
        python3 Scripts/make-distinct-log.py "$dlog.part" --count "$distinct"
        mv "$dlog.part" "$dlog"
    fi
    "$gnu_time" -f '%M' -o bench-out/rss "$unsat" list --json "$dlog" | cat >/dev/null
    distinct_line="$distinct $(tail -n 1 bench-out/rss | tr -dc '0-9')"
fi

python3 - "$bytes" "$grep_s" "$unsat_s" "$unsat_kib" "$grep_count" "$found_callbacks" "$found_conflicts" "$summary" \
    bench-out/grep.txt bench-out/unsat.txt "$pipe_s" "$pipe_kib" bench-out/pipe.txt "${zero_kib:-0}" "$distinct_line" \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)" <<'EOF'
import json, sys
bytes_, grep_s, unsat_s, kib = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
grep_count, callbacks, conflicts = int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
pipe_s, pipe_kib, zero_kib = float(sys.argv[11]), int(sys.argv[12]), int(sys.argv[14])
made = json.load(open(sys.argv[8]))
def times(path):
    return ", ".join("%.3f" % float(line.split()[0]) for line in open(path))
mib = 1024 * 1024
ratio = unsat_s / grep_s if grep_s > 0 else float("inf")
pipe_ratio = pipe_s / unsat_s if unsat_s > 0 else float("inf")
peak = kib * 1024
budget = bytes_ + 64 * mib
checks = [
    ("time", ratio <= 1.5, "unsat/grep = %.2f   target <= 1.50" % ratio),
    ("memory", peak <= budget, "unsat peak RSS %.1f MiB   target <= %.1f MiB (file + 64 MiB)" % (peak / mib, budget / mib)),
    ("pipe", pipe_ratio <= 1.5, "cat | unsat / unsat FILE = %.2f   target <= 1.50" % pipe_ratio),
    ("pipe mem", pipe_kib * 1024 <= 64 * mib, "cat | unsat peak RSS %.1f MiB   target <= 64 MiB" % (pipe_kib / 1024)),
    ("endless", 0 < zero_kib * 1024 <= 64 * mib, "/dev/zero for 10 s: peak RSS %.1f MiB   target <= 64 MiB" % (zero_kib / 1024)),
]
if len(sys.argv) > 15 and sys.argv[15].strip():
    count, kib = (int(x) for x in sys.argv[15].split())
    per = kib * 1024 / count
    checks.append(("distinct", per <= 2048,
                   "%d distinct conflicts: peak RSS %.0f MiB, %.0f bytes a conflict   target <= 2048" % (count, kib / 1024, per)))
print()
print("file     %.1f MiB, %d lines; generator: %s" % (bytes_ / mib, made.get("lines", 0),
      ", ".join("%s %s" % (k, v) for k, v in made.items() if k not in ("bytes", "lines"))))
print("found    grep: %d 'Unable to simultaneously' lines; unsat: %d callbacks in %d conflicts" % (grep_count, callbacks, conflicts))
print()
print("grep     median %.3f s   (runs: %s)" % (grep_s, times(sys.argv[9])))
print("unsat    median %.3f s   (runs: %s)" % (unsat_s, times(sys.argv[10])))
print("pipe     median %.3f s   (runs: %s)" % (pipe_s, times(sys.argv[13])))
for name, ok, text in checks:
    print("%-8s %s   %s" % (name, text, "PASS" if ok else "FAIL"))
# CPU time (user + system, GNU time's 10 ms steps), medians over the runs: what the pipe's read costs
# beyond the file's, and so the least wall time it could take with every core busy throughout.
def cpu(path, column):
    values = sorted(float(line.split()[column]) for line in open(path) if len(line.split()) > 3)
    return values[len(values) // 2] if values else 0.0
cores = max(1, int(sys.argv[16]))
file_cpu = cpu(sys.argv[10], 2)
pipe_cpu, cat_cpu = cpu(sys.argv[13], 2), cpu(sys.argv[13], 3)
if file_cpu > 0 and pipe_cpu > 0:
    floor = (pipe_cpu + cat_cpu) / cores
    print("cpu      file: unsat %.2f s; pipe: unsat %.2f s + cat %.2f s; on %d cores the pipe cannot take less"
          " than %.3f s, %.2f times the file's median (the pipe took %.2f times that floor)"
          % (file_cpu, pipe_cpu, cat_cpu, cores, floor, floor / unsat_s, pipe_s / floor))
sys.exit(0 if all(ok for _, ok, _ in checks) else 1)
EOF
