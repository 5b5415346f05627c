#!/usr/bin/env bash
# Writes what unsat prints for every sample and corpus log into one folder, to compare two builds
# byte for byte when the code changes and the behaviour should not.
#
#   Scripts/golden.sh OUT-DIR [UNSAT-BINARY]
#   diff -r before/ after/
#
# For each log: `list --json --explain`, `list --explain`, `check --format` in every format, `show`
# of each conflict and `fix` of the first. Sources are not searched (--no-source), colour is off and
# the locale is UTF-8, so the output depends on the build alone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:?usage: Scripts/golden.sh OUT-DIR [UNSAT-BINARY]}
bin=${2:-.build/debug/unsat}
[ -x "$bin" ] || { echo "golden.sh: no binary at $bin (swift build first)" >&2; exit 66; }
mkdir -p "$out"
export NO_COLOR=1 LC_ALL=C.UTF-8 COLUMNS=100
logs=(Samples/*.log Samples/*.md)
[ -d ../shared/corpus/wtfautolayout ] && logs+=(../shared/corpus/wtfautolayout/*.log)
for log in "${logs[@]}"; do
    name=$(basename "$log")
    run() { # label, args...
        local label=$1; shift
        { "$bin" "$@" 2>&1; echo "exit $?"; } >"$out/$name.$label" || true
    }
    run list-json list --json --explain --no-source "$log"
    run list list --explain --no-source "$log"
    run list-ascii list --ascii --explain --no-source "$log"
    for format in text json sarif junit github; do
        run "check-$format" check --no-source --format "$format" "$log"
    done
    ids=$("$bin" list --json --no-source "$log" 2>/dev/null \
        | python3 -c 'import json,sys; print(" ".join(c["id"] for c in json.load(sys.stdin).get("conflicts", [])))' \
        2>/dev/null || true)
    first=1
    for id in $ids; do
        run "show-$id" show "$id" --no-source "$log"
        if [ $first = 1 ]; then
            run "show-ascii-$id" show "$id" --ascii --no-source "$log"
            run "svg-$id" show "$id" --svg --no-source "$log"
            run "fix-$id" fix "$id" --no-source "$log"
            first=0
        fi
    done
    run report report -o /dev/stdout --no-source "$log"
done
ls "$out" | wc -l | xargs echo "golden.sh: files written to $out:"
