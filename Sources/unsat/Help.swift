import UnsatKit

/// What unsat says about itself, as data: `--help`, the man page and the shell completions are
/// all rendered from these tables (`HelpText`, `ManPage`, `BashCompletion`, `ZshCompletion`,
/// `FishCompletion`), and `OptionParser` checks each option against `options`, so none of them
/// can disagree with another. Text is kept as `--help` wraps it; the man page joins the lines.
enum Help {
    static let number = "0.1.0"
    static let version = "unsat \(number)"

    static let summary =
        #"read Auto Layout "Unable to simultaneously satisfy constraints" reports and see what conflicts"#

    /// One line of the usage: a way to run a command and what it does.
    static let usage: [UsageLine] = [
        UsageLine(
            .inspect, ["unsat [FILE ...]"],
            [
                "the inspector: conflicts, view tree, constraints and why, on the terminal;",
                "'-' or a pipe reads stdin (keys then come from the terminal)",
            ]),
        UsageLine(
            .list, ["unsat list [--json] [--explain] [FILE ...]"],
            ["every conflict, grouped, with its callbacks"]),
        UsageLine(
            .show, ["unsat show ID [FILE ...]"],
            ["one conflict in full: controller, views, tree, constraints, why, callbacks"]),
        UsageLine(
            .show, ["unsat show ID --svg [OUT.svg] [FILE ...]"],
            ["the conflict's wireframe and its proof's picture as a standalone SVG"]),
        UsageLine(
            .fix, ["unsat fix ID [--source-root DIR | --no-source] [FILE ...]"],
            [
                "what to change for conflict ID: the ways out the solver checked, best first, what the",
                "layout then becomes, and, where the line that made it is certain, a patch for git apply",
            ]),
        UsageLine(
            .check,
            [
                "unsat check [--baseline FILE] [--format text|json|sarif|junit|github|xcode] [--warn]",
                "[--include-system] [--report OUT.html] [--source-root DIR | --no-source] FILE ...",
            ],
            ["fail (exit 1) when the logs hold a conflict the baseline does not"]),
        UsageLine(
            .report, ["unsat report [-o OUT.html] [--include-system] FILE ..."],
            [
                "every conflict as 'show' shows it, with its wireframe, on one",
                "self-contained HTML page (no script, nothing fetched)",
            ]),
        UsageLine(
            .baseline, ["unsat baseline FILE ..."],
            ["the fingerprints of today's conflicts, to commit as a baseline"]),
        UsageLine(
            .live, ["unsat live [--device UDID | --mac] [--process NAME]"],
            [
                "the inspector on the booted simulator's log, as it is written",
                "('xcrun simctl spawn booted log stream'; macOS only: elsewhere it",
                "exits 69 and says how to pipe a log in)",
            ]),
    ]

    /// What the usage lines leave out: where input comes from, and the inspector's first keys.
    static let description = [
        "With no FILE, unsat reads standard input when it is a pipe, and otherwise opens the bundled",
        "sample. When standard output is not a terminal, 'unsat FILE' prints what 'unsat list' prints.",
        "Text from 'list' and 'show' longer than the terminal goes through a pager, as git's does.",
        "In the inspector, '?' lists every key; '!' the lines it could not read and ambiguous layouts; 'q' quits.",
    ]

    /// The EXIT STATUS lines, from `ExitCode`.
    static var exitStatus: [String] { ExitCode.helpLines }

    static let examples = [
        "unsat console.log",
        "unsat live --process MyApp",
        "pbpaste | unsat list",
        "unsat list --color always console.log | less -R",
        "unsat list --json build/test-output.log | jq '.conflicts[] | .fingerprint'",
        "unsat show 2 console.log",
        "unsat show 2 --svg conflict.svg console.log",
        "unsat baseline test-output.log > unsat-baseline.json",
        "unsat check --baseline unsat-baseline.json --format sarif test-output.log > unsat.sarif",
        "unsat check --baseline unsat-baseline.json --format github test-output.log",
        "unsat check --format xcode --warn ui-tests.log",
        "unsat report -o conflicts.html test-output.log",
    ]

    /// The environment unsat reads, for the man page.
    static let environment: [(name: String, text: String)] = [
        ("NO_COLOR", "set and not empty: no automatic color (--color always still colors)"),
        ("TERM", "dumb: no automatic color; the inspector is not drawn"),
        (
            "UNSAT_PAGER, PAGER",
            "the pager for list and show text, UNSAT_PAGER first; empty or cat: none; unset: less -FRX"
        ),
        ("LESS", "set to FRX for the pager when unset, so that less keeps colors and quits on a short text"),
    ]

    /// The option that `argument` spells (`--color` or `--color=always`), if any.
    static func option(spelled argument: String) -> OptionSpec? {
        let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        return options.first { $0.allSpellings.contains(name) }
    }

    /// The commands, as typed after `unsat`, with what each does (the first usage line's summary).
    static var commands: [(name: String, summary: String)] {
        var seen: [(name: String, summary: String)] = []
        for line in usage where line.command != .inspect && !seen.contains(where: { $0.name == line.command.rawValue })
        {
            seen.append((line.command.rawValue, line.summary.joined(separator: " ")))
        }
        return seen
    }
}

/// One way to run a command, as the usage shows it.
struct UsageLine {
    var command: Options.Command
    /// The synopsis, wrapped as `--help` wraps it.
    var synopsis: [String]
    var summary: [String]

    init(_ command: Options.Command, _ synopsis: [String], _ summary: [String]) {
        self.command = command
        self.synopsis = synopsis
        self.summary = summary
    }
}
