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
                "unsat check [--baseline FILE] [--format text|json|sarif|junit|github] [--include-system]",
                "[--report OUT.html] [--source-root DIR | --no-source] FILE ...",
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

    static let options: [OptionSpec] = [
        OptionSpec(["--json"], commands: [.list], ["print the unsat/1 JSON document described in the README"]),
        OptionSpec(
            ["--explain"], commands: [.list],
            ["with each conflict, why it cannot hold and what to change (the checked fix)"]),
        OptionSpec(
            ["--follow"], value: .file("FILE"), commands: [.inspect],
            [
                "keep reading FILE as it grows: new callbacks appear as you browse;",
                "like tail -F, a FILE not there yet is waited for, one truncated or replaced read again",
            ]),
        OptionSpec(
            ["--svg"], value: .file("OUT.svg", optional: true), commands: [.show],
            [
                "write an SVG instead of text: to standard output, or to the next argument",
                "when its name ends in .svg (--svg=FILE for any name); always in color, not with --ascii",
            ]),
        OptionSpec(
            ["--device"], value: .word("UDID"), commands: [.live], ["that simulator's log instead of the booted one's"]),
        OptionSpec(["--mac"], commands: [.live], ["this Mac's log (/usr/bin/log stream), for an AppKit app"]),
        OptionSpec(
            ["--process"], value: .word("NAME"), commands: [.live],
            ["only that process's reports (a name or a pid)"]),
        OptionSpec(
            ["--ids"], value: .file("MAP.json"), repeatable: true,
            ["name views by key path, from a map of controller class → md5(key path) → key path"]),
        OptionSpec(
            ["--baseline"], value: .file("FILE"), commands: [.check],
            ["the accepted conflicts, as 'unsat baseline' wrote them"]),
        OptionSpec(
            ["--format"], value: .choices("F", CheckReport.Format.allCases.map(\.rawValue)), commands: [.check],
            [
                "text, json (unsat/1), sarif (SARIF 2.1.0), junit (JUnit XML) or github",
                "(GitHub Actions annotations)",
            ]),
        OptionSpec(
            ["--source-root"], value: .file("DIR"), commands: [.inspect, .list, .show, .fix, .check, .report],
            [
                "the app's source, searched",
                "for the line that made each constraint (anchors, item:attribute:, visual format,",
                "SnapKit, Masonry, PureLayout, xib, storyboard): by default the git work tree",
                "around the current directory; check's sarif and github also find there the file",
                "a constraint names (SnapKit's @CardView.swift#88)",
            ]),
        OptionSpec(
            ["--no-source"], commands: [.inspect, .list, .show, .fix, .check, .report],
            ["search no source tree"]),
        OptionSpec(
            ["--include-system"], commands: [.check, .report], ["check or show conflicts in UIKit's own views too"]),
        OptionSpec(
            ["--report"], value: .file("OUT.html"), commands: [.check],
            ["also write the HTML report of the new conflicts to OUT.html"]),
        OptionSpec(
            ["-o"], alsoAccepted: ["--output"], value: .file("OUT.html"), commands: [.report],
            ["write the page to OUT.html instead of standard output"]),
        OptionSpec(
            ["--color"], value: .choices("WHEN", ColorChoice.allCases.map(\.rawValue)),
            [
                "color list, show and check text and the inspector: auto (the default: when",
                "standard output is a terminal, NO_COLOR is unset or empty and TERM is not dumb),",
                "always (even with NO_COLOR, which only turns off the automatic color) or never;",
                "JSON, SARIF, JUnit and baselines are never colored",
            ]),
        OptionSpec(["--no-color"], ["the same as --color never; the inspector keeps bold and reverse"]),
        OptionSpec(
            ["--ascii"],
            [
                "draw with ASCII only: list, show and check text and the inspector (show and the",
                "inspector also when the locale is not UTF-8); the input's own text is written as",
                "read; not with list --json, baseline or check --format json|sarif|junit",
            ]),
        OptionSpec(
            ["--no-pager"], commands: [.list, .show],
            [
                "write the text straight out; else, on a terminal, text taller than it goes",
                "through UNSAT_PAGER, PAGER or 'less -FRX' (an empty value or 'cat': no pager)",
            ]),
        OptionSpec(
            ["--generate-completion-script"], value: .choices("SHELL", CompletionShell.allCases.map(\.rawValue)),
            ["print the completion script for bash, zsh or fish"]),
        OptionSpec(["--generate-manpage"], ["print this help as the man page unsat(1), in roff"]),
        OptionSpec(["-h", "--help"], ["this help"]),
        OptionSpec(["--version"], ["the version"]),
    ]

    static let exitStatus = [
        "0 read; 64 wrong command line; 66 an input could not be opened or read; 74 the output could not be written",
        "live: 69 the unified log cannot be streamed here (not macOS, or log stream would not start)",
        "check: 0 no new conflict; 1 new conflicts; 2 an input or the baseline could not be read, or the report written",
    ]

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

/// One option: how it is spelled, what value it takes, which commands take it, and its help.
struct OptionSpec {
    /// What `--help` shows (`-h, --help`).
    var spellings: [String]
    /// Spellings the parser and the completions take too, that `--help` does not show.
    var alsoAccepted: [String]
    var value: OptionValue?
    /// The commands that take it; nil for every command.
    var commands: [Options.Command]?
    /// The help text, as `--help` wraps it (after the commands, when not every command takes it).
    var help: [String]
    /// Whether it may be given more than once (`--ids A.json --ids B.json`).
    var repeatable: Bool

    init(
        _ spellings: [String], alsoAccepted: [String] = [], value: OptionValue? = nil, repeatable: Bool = false,
        commands: [Options.Command]? = nil, _ help: [String]
    ) {
        self.spellings = spellings
        self.alsoAccepted = alsoAccepted
        self.value = value
        self.repeatable = repeatable
        self.commands = commands
        self.help = help
    }

    var allSpellings: [String] { spellings + alsoAccepted }

    func accepts(_ command: Options.Command) -> Bool { commands?.contains(command) ?? true }

    /// `(check, report)`: the commands, as `--help` names them.
    var commandLabel: String? {
        commands.map { "(" + $0.map(\.displayName).joined(separator: ", ") + ")" }
    }

    /// The help's first clause, for a completion's one-line description.
    var brief: String {
        let first = help[0]
        let cut = first.firstIndex { $0 == ";" || $0 == ":" } ?? first.endIndex
        return String(first[..<cut])
    }

    /// What `unsat --json` with another command says.
    func misplacedMessage(_ spelling: String) -> String {
        let names = (commands ?? []).map { $0 == .inspect ? "'unsat' (the inspector)" : "'unsat \($0.rawValue)'" }
        let joined =
            names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(spelling) works with \(joined)"
    }
}

/// The value an option takes.
struct OptionValue {
    enum Kind: Equatable {
        case file
        case choices([String])
        /// A name or a number the shell cannot offer (a simulator's UDID, a process).
        case word
    }

    /// How `--help` names it (`FILE`, `WHEN`).
    var name: String
    var kind: Kind
    /// `--svg [OUT.svg]`: the value may be left out.
    var isOptional = false

    static func file(_ name: String, optional: Bool = false) -> OptionValue {
        OptionValue(name: name, kind: .file, isOptional: optional)
    }

    static func word(_ name: String) -> OptionValue {
        OptionValue(name: name, kind: .word)
    }

    static func choices(_ name: String, _ values: [String]) -> OptionValue {
        OptionValue(name: name, kind: .choices(values))
    }

    var choices: [String] {
        if case .choices(let values) = kind { return values }
        return []
    }
}

extension Options.Command {
    /// How help names the command: the inspector is `unsat` alone.
    var displayName: String { self == .inspect ? "inspector" : rawValue }
}
