#!/bin/sh
# Times the source search: generates a 5,000-file Swift and Objective-C tree (fixed seed, a few
# real constraint sites among filler), builds release, and times `unsat list` with the tree as
# --source-root against the same run with --no-source, next to a plain grep of the tree.
#
#   Scripts/bench-sources.sh [FILES]     (default 5000; the tree is made under $TMPDIR)
set -eu

files=${1:-5000}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/unsat-bench-sources.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

python3 - "$work/tree" "$work/console.log" "$files" <<'PY'
import os, random, sys
root, log, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
random.seed(20260511)
words = ["Ledger", "Budget", "Receipt", "Payee", "Account", "Statement", "Transfer", "Card"]
kinds = ["View", "Cell", "ViewController", "Model", "Service"]
os.makedirs(root)
for i in range(count):
    module = "Module%02d" % (i % 40)
    os.makedirs(os.path.join(root, module), exist_ok=True)
    name = random.choice(words) + random.choice(kinds) + str(i)
    swift = i % 5 != 0
    lines = []
    if swift:
        lines.append("import UIKit\n\nfinal class %s: UIView {" % name)
        for j in range(random.randint(20, 120)):
            lines.append("    let value%d = %d // filler line of ordinary code" % (j, random.randint(0, 999)))
        if i % 10 == 1:
            lines.append("    let badge = UILabel()")
            lines.append("    func layout() {")
            lines.append("        NSLayoutConstraint.activate([")
            lines.append("            badge.widthAnchor.constraint(equalToConstant: %d)," % (100 + i % 50))
            lines.append("            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),")
            lines.append("        ])")
            lines.append("    }")
        lines.append("}")
        path = os.path.join(root, module, name + ".swift")
    else:
        lines.append("#import <UIKit/UIKit.h>\n\n@implementation %s" % name)
        for j in range(random.randint(20, 120)):
            lines.append("static NSInteger value%d = %d; // filler" % (j, random.randint(0, 999)))
        if i % 20 == 0:
            lines.append("- (void)layout {")
            lines.append("    [self.heightAnchor constraintEqualToConstant:%d].active = YES;" % (40 + i % 30))
            lines.append("}")
        lines.append("@end")
        path = os.path.join(root, module, name + ".m")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
with open(log, "w") as f:
    f.write("""2026-05-11 09:00:00.000000+0200 Tally[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.
	Probably at least one of the constraints in the following list is one you don't want. 
(
    "<NSLayoutConstraint:0x600000000100 UILabel:0x100000100.width == 101   (active)>",
    "<NSLayoutConstraint:0x600000000200 UILabel:0x100000100.leading == Tally.LedgerView1:0x100000200.leading + 8   (active)>",
    "<NSLayoutConstraint:0x600000000300 Tally.LedgerView1:0x100000200.width == 50   (active)>",
    "<NSLayoutConstraint:0x600000000400 Tally.LedgerView1:0x100000200.trailing == UILabel:0x100000100.trailing + 8   (active)>"
)

Will attempt to recover by breaking constraint 
<NSLayoutConstraint:0x600000000100 UILabel:0x100000100.width == 101   (active)>
""")
PY

cd "$here"
swift build -c release --product unsat >/dev/null
unsat="$here/.build/release/unsat"
tree="$work/tree"
echo "tree: $(find "$tree" -type f | wc -l | tr -d ' ') files, $(du -sk "$tree" | cut -f1) KiB"

# The best of five runs of a command, in seconds (timed inside one python3, so its start-up is not counted).
best() {
    python3 -c '
import subprocess, sys, time
times = []
for _ in range(5):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
print(round(min(times), 3))
' "$@"
}

with=$(best "$unsat" list --json --explain --source-root "$tree" "$work/console.log")
without=$(best "$unsat" list --json --explain --no-source "$work/console.log")
grepped=$(best grep -rc NSLayoutConstraint "$tree")
echo "unsat list --explain --source-root: ${with} s"
echo "unsat list --explain --no-source:   ${without} s"
echo "source search (the difference): $(python3 -c "print(round($with - $without, 3))") s"
echo "grep -rc NSLayoutConstraint:    ${grepped} s"
