import UnsatKit

extension Help {
    /// Every option, in the order `--help` lists them, each with how it is read.
    static let options: [OptionSpec] = [
        OptionSpec(["--json"], commands: [.list], ["print the unsat/1 JSON document described in docs/contract.md"]) {
            options, _ in options.json = true
        },
        OptionSpec(
            ["--explain"], commands: [.list],
            ["with each conflict, why it cannot hold and what to change (the checked fix)"]
        ) { options, _ in options.explain = true },
        OptionSpec(
            ["--trees"], commands: [.list],
            ["with --json, each hierarchy's views (address, class, depth, frame, hidden, key path, line)"]
        ) { options, _ in options.trees = true },
        OptionSpec(
            ["--follow"], value: .file("FILE"), commands: [.inspect],
            [
                "keep reading FILE as it grows: new callbacks appear as you browse;",
                "like tail -F, a FILE not there yet is waited for, one truncated or replaced read again",
            ]
        ) { options, argument throws(UsageError) in
            options.follow = try argument.value(else: "--follow needs a file: --follow FILE")
        },
        OptionSpec(
            ["--svg"], value: .file("OUT.svg", optional: true), commands: [.show], takesValueAfterEquals: true,
            [
                "write an SVG instead of text: to standard output, or to the next argument",
                "when its name ends in .svg (--svg=FILE for any name); always in color, not with --ascii",
            ]
        ) { options, argument throws(UsageError) in
            if let path = argument.valueAfterEquals {
                guard !path.isEmpty else { throw UsageError(message: "--svg= needs a file: --svg=FILE") }
                options.svg = true
                options.svgPath = path
                return
            }
            options.svg = true
            // A next argument is the SVG's file only when it says so by its name: otherwise
            // `show 1 --svg console.log` would overwrite the log it means to read.
            if let next = argument.rest.first, next.lowercased().hasSuffix(".svg"), !next.hasPrefix("-") {
                options.svgPath = argument.next()
            }
        },
        OptionSpec(
            ["--device"], value: .word("UDID"), commands: [.live], ["that simulator's log instead of the booted one's"]
        ) { options, argument throws(UsageError) in
            guard let device = argument.next(), !device.isEmpty, !device.hasPrefix("-") else {
                throw UsageError(
                    message: "--device needs a simulator: --device UDID (see 'xcrun simctl list devices')")
            }
            guard options.liveSource == .bootedSimulator else { throw UsageError(message: oneLiveSource) }
            options.liveSource = .simulator(device)
        },
        OptionSpec(["--mac"], commands: [.live], ["this Mac's log (/usr/bin/log stream), for an AppKit app"]) {
            options, _ throws(UsageError) in
            guard options.liveSource == .bootedSimulator else { throw UsageError(message: oneLiveSource) }
            options.liveSource = .mac
        },
        OptionSpec(
            ["--process"], value: .word("NAME"), commands: [.live],
            ["only that process's reports (a name or a pid)"]
        ) { options, argument throws(UsageError) in
            guard let process = argument.next(), !process.isEmpty, !process.hasPrefix("-") else {
                throw UsageError(message: "--process needs a process: --process NAME (or its pid)")
            }
            options.liveProcess = process
        },
        OptionSpec(
            ["--ids"], value: .file("MAP.json"), repeatable: true, takesValueAfterEquals: true,
            ["name views by key path, from a map of controller class → md5(key path) → key path"]
        ) { options, argument throws(UsageError) in
            if let path = argument.valueAfterEquals {
                options.idMaps.append(path)
            } else {
                options.idMaps.append(try argument.value(else: "--ids needs a file: --ids MAP.json"))
            }
        },
        OptionSpec(
            ["--baseline"], value: .file("FILE"), commands: [.check],
            ["the accepted conflicts, as 'unsat baseline' wrote them"]
        ) { options, argument throws(UsageError) in
            options.baseline = try argument.value(else: "--baseline needs a file")
        },
        OptionSpec(
            ["--format"], value: .choices("F", CheckResult.Format.allCases.map(\.rawValue)), commands: [.check],
            [
                "text, json (unsat/1), sarif (SARIF 2.1.0), junit (JUnit XML), github or xcode",
                "(github: GitHub Actions annotations; xcode: one 'FILE:LINE:COL: error: MESSAGE'",
                "line a new conflict, as a compiler writes it, for Xcode's issue navigator from a",
                "Run Script phase, vim's quickfix and editors' problem matchers: at the source line",
                "when found, else at the log's line; the message is the conflict, why and the fix)",
            ]
        ) { options, argument throws(UsageError) in
            guard let value = argument.next(), let format = CheckResult.Format(rawValue: value) else {
                throw UsageError(message: "--format takes one of: text, json, sarif, junit, github, xcode")
            }
            options.format = format
        },
        OptionSpec(
            ["--warn"], commands: [.check],
            [
                "report new conflicts as warnings, and pass (exit 0): github's ::warning and",
                "xcode's 'warning:', for a build phase that shows them without failing the build",
            ]
        ) { options, _ in options.warn = true },
        OptionSpec(
            ["--source-root"], value: .file("DIR"), commands: [.inspect, .list, .show, .fix, .check, .report],
            [
                "the app's source, searched",
                "for the line that made each constraint (anchors, item:attribute:, visual format,",
                "SnapKit, Masonry, PureLayout, xib, storyboard): by default the git work tree",
                "around the current directory; check's sarif, github and xcode also find there the file",
                "a constraint names (SnapKit's @CardView.swift#88)",
            ]
        ) { options, argument throws(UsageError) in
            options.sourceRoot = try argument.value(
                emptyAllowed: false, else: "--source-root needs a directory: --source-root DIR")
        },
        OptionSpec(
            ["--no-source"], commands: [.inspect, .list, .show, .fix, .check, .report],
            ["search no source tree"]
        ) { options, _ in options.noSource = true },
        OptionSpec(
            ["--include-system"], commands: [.check, .report], ["check or show conflicts in UIKit's own views too"]
        ) { options, _ in options.includeSystem = true },
        OptionSpec(
            ["--report"], value: .file("OUT.html"), commands: [.check],
            ["also write the HTML report of the new conflicts to OUT.html"]
        ) { options, argument throws(UsageError) in
            options.reportPath = try argument.value(
                emptyAllowed: false, else: "--report needs a file: --report OUT.html")
        },
        OptionSpec(
            ["-o"], alsoAccepted: ["--output"], value: .file("OUT.html"), commands: [.report],
            ["write the page to OUT.html instead of standard output"]
        ) { options, argument throws(UsageError) in
            options.output = try argument.value(emptyAllowed: false, else: "-o needs a file: -o OUT.html")
        },
        OptionSpec(
            ["--color"], value: .choices("WHEN", ColorChoice.allCases.map(\.rawValue)), takesValueAfterEquals: true,
            [
                "color list, show and check text and the inspector: auto (the default: when",
                "standard output is a terminal, NO_COLOR is unset or empty and TERM is not dumb),",
                "always (even with NO_COLOR, which only turns off the automatic color) or never;",
                "JSON, SARIF, JUnit and baselines are never colored",
            ]
        ) { options, argument throws(UsageError) in
            if let value = argument.valueAfterEquals {
                options.color = try ColorChoice.parse(value)
            } else {
                options.color = try ColorChoice.parse(
                    try argument.value(else: "--color needs a value: --color auto|always|never"))
            }
        },
        OptionSpec(["--no-color"], ["the same as --color never; the inspector keeps bold and reverse"]) {
            options, _ in options.color = .never
        },
        OptionSpec(
            ["--ascii"],
            [
                "draw with ASCII only: list, show and check text and the inspector (show and the",
                "inspector also when the locale is not UTF-8); the input's own text is written as",
                "read; not with list --json, baseline or check --format json|sarif|junit",
            ]
        ) { options, _ in options.ascii = true },
        OptionSpec(
            ["--no-pager"], commands: [.list, .show],
            [
                "write the text straight out; else, on a terminal, text taller than it goes",
                "through UNSAT_PAGER, PAGER or 'less -FRX' (an empty value or 'cat': no pager)",
            ]
        ) { options, _ in options.noPager = true },
        OptionSpec(
            ["--generate-completion-script"], value: .choices("SHELL", CompletionShell.allCases.map(\.rawValue)),
            ["print the completion script for bash, zsh or fish"]
        ) { options, argument throws(UsageError) in
            let shell = try argument.value(else: "--generate-completion-script needs a shell: bash, zsh or fish")
            options.completionShell = try CompletionShell.parse(shell)
        },
        OptionSpec(["--generate-manpage"], ["print this help as the man page unsat(1), in roff"]) { options, _ in
            options.generateManPage = true
        },
        OptionSpec(["-h", "--help"], ["this help"]) { options, _ in options.showHelp = true },
        OptionSpec(["--version"], ["the version"]) { options, _ in options.showVersion = true },
    ]

    /// What `--mac` and `--device` say when both are given.
    private static let oneLiveSource = "--mac streams this Mac's log, --device a simulator's: one of them"
}
