#!/usr/bin/env python3
"""How much of unsat's reading survives a prefix on every line.

    Scripts/prefixed-forms.py [--web] BIN FILE...

Writes each FILE again four ways, as people pass a log on: numbered as `cat -n` numbers it
(`     9<TAB>`), numbered as an editor or a gist copies it (`9: `), as `grep -n` prints it (`9:` on a
line that names a report's header, `9-` on the others) and as `grep` over several files prints it
(`logs/app.log:` and `logs/app.log-`). Reads each with `BIN list --json --trees` and compares what it
found with what the file untouched gives: the conflicts (fingerprint, how many constraints and
callbacks, the controller), the view hierarchies (root, views, first line, tree size), the controller
trees and how many notes. Prints one line a file and form, `same` or `DIFF`, then the count.

With `--web`, three other ways, as a web page or a word processor passes it on: runs of spaces as a
browser copies `&nbsp; ` (a no-break space and a space in turn), every space a no-break space, and every
quote curled as a blog engine curls it (`“` and `‘` after a blank or a bracket, `”` and `’` elsewhere).

A measurement, not a test: the tests hold the forms that matter (`ToolPrefixTests`); this shows what
is left. The rewritten files go to a temporary folder, removed at the end.
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def summary(binary, path):
    """What a read found, with the file's own path taken out of it."""
    run = subprocess.run([binary, "list", "--json", "--trees", path], capture_output=True, text=True)
    try:
        document = json.loads(run.stdout.replace(path, "FILE"))
    except json.JSONDecodeError:
        return ("unreadable output", run.returncode, run.stderr[:200])
    conflicts = sorted(
        (
            c["fingerprint"],
            len(c.get("constraints", [])),
            len(c["callbacks"]),
            json.dumps(c.get("controller"), sort_keys=True),
        )
        for c in document["conflicts"]
    )
    hierarchies = sorted(
        (json.dumps(h["root"], sort_keys=True), h["views"], h["line"], len(h["tree"]))
        for h in document["hierarchies"]
    )
    controllers = json.dumps(document.get("controllers"), sort_keys=True)
    notes = sum(len(f["diagnostics"]) for f in document["files"])
    return (conflicts, hierarchies, controllers, notes)


def names_a_header(line):
    return "Unable to simultaneously" in line or "Conflicting constraints" in line


FORMS = {
    "cat-n": lambda number, line: "%6d\t%s" % (number, line),
    "colon": lambda number, line: "%d: %s" % (number, line),
    "grep-n": lambda number, line: "%d%s%s" % (number, ":" if names_a_header(line) else "-", line),
    "grep-file": lambda number, line: "logs/app.log%s%s" % (":" if names_a_header(line) else "-", line),
}


def alternate_no_break(match):
    """A run of spaces as a browser copies HTML's `&nbsp; `: a no-break space, then a space, in turn."""
    return "".join("\u00a0" if index % 2 == 0 else " " for index in range(len(match.group(0))))


def curled(line):
    """Every quote curled as a blog engine curls it: opening after a blank or a bracket, closing elsewhere."""
    out = []
    for index, char in enumerate(line):
        before = line[index - 1] if index else " "
        opens = before in " \t(["
        if char == '"':
            out.append("\u201c" if opens else "\u201d")
        elif char == "'":
            out.append("\u2018" if opens else "\u2019")
        else:
            out.append(char)
    return "".join(out)


WEB_FORMS = {
    "no-break-runs": lambda number, line: re.sub(r" {2,}", alternate_no_break, line),
    "no-break-all": lambda number, line: line.replace(" ", "\u00a0"),
    "curled": lambda number, line: curled(line),
}


def main():
    arguments = sys.argv[1:]
    forms = FORMS
    if arguments[:1] == ["--web"]:
        forms = WEB_FORMS
        arguments = arguments[1:]
    if len(arguments) < 2:
        sys.stderr.write(__doc__)
        return 2
    binary, files = arguments[0], arguments[1:]
    same = total = 0
    with tempfile.TemporaryDirectory(prefix="unsat-prefixed-") as folder:
        for path in files:
            expected = summary(binary, path)
            with open(path, encoding="utf-8", errors="surrogateescape") as handle:
                lines = handle.read().rstrip("\n").split("\n")
            for name, form in forms.items():
                text = "\n".join(form(index + 1, line) for index, line in enumerate(lines)) + "\n"
                # Same name as the file, so that a path in the output compares alike.
                target = os.path.join(folder, name + "-" + os.path.basename(path))
                with open(target, "w", encoding="utf-8", errors="surrogateescape") as handle:
                    handle.write(text)
                found = summary(binary, target)
                total += 1
                if found == expected:
                    same += 1
                print("%s %s %s" % (path, name, "same" if found == expected else "DIFF"))
    print("%d of %d read as the file untouched" % (same, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
