import Foundation
import UnsatKit

/// The command line, parsed into a value: the command, its inputs and its flags.
struct Options: Equatable {
    enum Command: String, Equatable {
        case inspect, list, show, fix, check, baseline, report, live
    }

    var command: Command = .inspect
    var files: [String] = []
    var json = false
    /// `list --explain`: why each conflict cannot hold, and what to change.
    var explain = false
    var conflictID: Int?
    /// `--color auto|always|never` (`--no-color` is `never`).
    var color: ColorChoice = .auto
    /// `--ascii`: ASCII for every mark unsat draws, in the text output and the inspector.
    var ascii = false
    var idMaps: [String] = []
    var baseline: String?
    var format: CheckReport.Format = .text
    var includeSystem = false
    /// `--source-root DIR`: the app's source, searched for the lines that made the constraints (and
    /// where check's SARIF and GitHub look for the files constraints name); nil for the default.
    var sourceRoot: String?
    /// `--no-source`: no source tree is searched for the lines that made the constraints.
    var noSource = false
    /// `show --svg`: the conflict as a standalone SVG instead of text.
    var svg = false
    /// `show --svg FILE.svg` or `--svg=FILE`: where the SVG goes; nil for standard output.
    var svgPath: String?
    /// `report -o FILE`: where the HTML goes; nil for standard output.
    var output: String?
    /// `check --report FILE`: the HTML report of the new conflicts, beside check's own output.
    var reportPath: String?
    /// `--follow FILE`: the inspector keeps reading FILE as it grows.
    var follow: String?
    /// `live --device UDID` / `--mac`: whose unified log `unsat live` streams.
    var liveSource: LiveCommand.Source = .bootedSimulator
    /// `live --process NAME`: only that process's reports.
    var liveProcess: String?
    /// What standard input is called (`unsat live` reads the log stream there); not an option.
    var standardInputName = InputReader.standardInputName
    /// `--no-pager`: list and show write to the terminal even when the text is taller than it.
    var noPager = false
    /// `--generate-completion-script SHELL`.
    var completionShell: CompletionShell?
    /// `--generate-manpage`.
    var generateManPage = false
    var showHelp = false
    var showVersion = false

    /// Whether the run prints something about unsat rather than reading logs.
    var printsAboutItself: Bool { showHelp || showVersion || completionShell != nil || generateManPage }
}

extension Options {
    /// What is printed for programs rather than drawn for people, when it is: it has no glyphs to
    /// draw with ASCII and is never colored.
    var machineOutput: String? {
        switch command {
        case .list where json: "list --json"
        case .baseline: "baseline"
        case .check where format != .text: "check --format \(format.rawValue)"
        case .show where svg: "show --svg"
        case .report: "report"
        default: nil
        }
    }
}

/// `--color WHEN`: color the text output and the inspector `auto`matically, `always` or `never`.
enum ColorChoice: String, Equatable, CaseIterable {
    case auto, always, never

    static func parse(_ value: String) throws(UsageError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError(message: "--color takes auto, always or never, not '\(value)'")
        }
        return choice
    }

    /// Whether to color output that goes to `terminal` (whether it is one), as no-color.org asks:
    /// `NO_COLOR` set to anything but the empty string turns automatic color off, and an explicit
    /// `--color always` still turns it on. `TERM=dumb` is a terminal that shows escapes as text.
    func isEnabled(terminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// A wrong command line: printed on stderr, exit 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

enum OptionParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        if let position = commandPosition(arguments), let command = Options.Command(rawValue: arguments[position]),
            command != .inspect
        {
            // The command may come after options (`unsat --ascii list`), as git's may.
            options.command = command
            var remaining = arguments
            remaining.remove(at: position)
            rest = remaining[...]
        } else if let first = rest.first, !first.isEmpty, first.allSatisfy({ $0.isLetter && $0.isLowercase }),
            !FileManager.default.fileExists(atPath: first)
        {
            // A mistyped command reads better as one than as a missing file.
            let commands = Help.commands.map(\.name).joined(separator: ", ")
            throw UsageError(
                message: "unknown command '\(first)' (commands: \(commands)); for a file of that name, write ./\(first)"
            )
        }
        var onlyFiles = false
        while let argument = rest.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                if [.show, .fix].contains(options.command), options.conflictID == nil {
                    guard let id = Int(argument), id > 0 else {
                        throw UsageError(
                            message:
                                "\(options.command.rawValue): expected a conflict id (a number from 'unsat list'), "
                                + "found '\(argument)'")
                    }
                    options.conflictID = id
                } else {
                    options.files.append(argument)
                }
                continue
            }
            if argument != "--" {
                // Every option is one of the table's: --help and the man page say what it is spelled
                // and which commands take it, and this holds to it.
                let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
                guard let spec = Help.option(spelled: argument) else {
                    throw UsageError(message: "unknown option '\(argument)'" + suggestion(name))
                }
                guard spec.accepts(options.command) else { throw UsageError(message: spec.misplacedMessage(name)) }
            }
            switch argument {
            case "--": onlyFiles = true
            case "--no-pager": options.noPager = true
            case "--generate-manpage": options.generateManPage = true
            case "--generate-completion-script":
                guard let value = rest.popFirst() else {
                    throw UsageError(message: "--generate-completion-script needs a shell: bash, zsh or fish")
                }
                options.completionShell = try CompletionShell.parse(value)
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--json":
                options.json = true
            case "--explain":
                options.explain = true
            case "--no-color": options.color = .never
            case "--color":
                guard let value = rest.popFirst() else {
                    throw UsageError(message: "--color needs a value: --color auto|always|never")
                }
                options.color = try ColorChoice.parse(value)
            case "--ascii": options.ascii = true
            case "--svg":
                options.svg = true
                // A next argument is the SVG's file only when it says so by its name: otherwise
                // `show 1 --svg console.log` would overwrite the log it means to read.
                if let next = rest.first, next.lowercased().hasSuffix(".svg"), !next.hasPrefix("-") {
                    options.svgPath = next
                    rest = rest.dropFirst()
                }
            case let argument where argument.hasPrefix("--svg="):
                let path = String(argument.dropFirst("--svg=".count))
                guard !path.isEmpty else { throw UsageError(message: "--svg= needs a file: --svg=FILE") }
                options.svg = true
                options.svgPath = path
            case "--baseline":
                guard let path = rest.popFirst() else { throw UsageError(message: "--baseline needs a file") }
                options.baseline = path
            case "--format":
                guard let value = rest.popFirst(), let format = CheckReport.Format(rawValue: value) else {
                    throw UsageError(message: "--format takes one of: text, json, sarif, junit, github")
                }
                options.format = format
            case "--source-root":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "--source-root needs a directory: --source-root DIR")
                }
                options.sourceRoot = path
            case "--no-source":
                options.noSource = true
            case "--include-system":
                options.includeSystem = true
            case "-o", "--output":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "-o needs a file: -o OUT.html")
                }
                options.output = path
            case "--report":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "--report needs a file: --report OUT.html")
                }
                options.reportPath = path
            case "--follow":
                guard let path = rest.popFirst() else {
                    throw UsageError(message: "--follow needs a file: --follow FILE")
                }
                options.follow = path
            case "--device", "--mac", "--process":
                try parseLive(argument, &rest, into: &options)
            case "--ids":
                guard let path = rest.popFirst() else {
                    throw UsageError(message: "--ids needs a file: --ids MAP.json")
                }
                options.idMaps.append(path)
            default:
                if argument.hasPrefix("--ids=") {
                    options.idMaps.append(String(argument.dropFirst(6)))
                } else if argument.hasPrefix("--color=") {
                    options.color = try ColorChoice.parse(String(argument.dropFirst(8)))
                } else {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
            }
        }
        if options.ascii, let output = options.machineOutput, !options.printsAboutItself {
            // Honoured or refused, never ignored: the document is for programs, UTF-8, and holds
            // unsat's own signs (`≠` in an explanation) as well as the input's text.
            throw UsageError(message: "--ascii draws text; \(output) writes a UTF-8 document for programs")
        }
        if options.command == .live, !options.files.isEmpty, !options.showHelp {
            throw UsageError(
                message:
                    "live reads the log as it is written, not files: unsat live [--device UDID | --mac] [--process NAME]"
            )
        }
        if options.noSource, let root = options.sourceRoot {
            throw UsageError(message: "--no-source and --source-root \(root) say opposite things: give one")
        }
        if [.show, .fix].contains(options.command), options.conflictID == nil, !options.printsAboutItself {
            let command = options.command.rawValue
            throw UsageError(message: "\(command): expected a conflict id: unsat \(command) ID [FILE ...]")
        }
        if [.check, .baseline, .report].contains(options.command), options.files.isEmpty,
            !options.printsAboutItself
        {
            throw UsageError(
                message:
                    "\(options.command.rawValue): expected the logs to read: unsat \(options.command.rawValue) FILE ..."
            )
        }
        return options
    }

    /// Where the command word is: the first argument that is neither an option nor an option's
    /// value (`--color always list`: `list`); nil when there is none before `--` or a file.
    static func commandPosition(_ arguments: [String]) -> Int? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-", argument != "--" else {
                return argument == "--" ? nil : index
            }
            // An option's value is the next argument, unless it is written `--opt=value` or optional.
            if let value = Help.option(spelled: argument)?.value, !value.isOptional, !argument.contains("=") {
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// `; did you mean '--explain'?` for a misspelled option, or nothing.
    static func suggestion(_ name: String) -> String {
        // Any command's: a misspelling of another command's option is then told where it goes.
        let spellings = Help.options.flatMap(\.allSpellings)
        let near =
            spellings.first { $0.hasPrefix(name) && name.count > 2 }
            ?? spellings.min { editDistance(name, $0) < editDistance(name, $1) }
        guard let near, near.hasPrefix(name) && name.count > 2 || editDistance(name, near) <= 2 else { return "" }
        return "; did you mean '\(near)'?"
    }

    /// Levenshtein distance: how many characters to insert, delete or change to make `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension OptionParser {
    /// `live`'s own options: `--device UDID`, `--mac`, `--process NAME`.
    static func parseLive(_ argument: String, _ rest: inout ArraySlice<String>, into options: inout Options)
        throws(UsageError)
    {
        guard options.command == .live else { throw UsageError(message: "\(argument) works with 'unsat live'") }
        switch argument {
        case "--mac":
            guard options.liveSource == .bootedSimulator else {
                throw UsageError(message: "--mac streams this Mac's log, --device a simulator's: one of them")
            }
            options.liveSource = .mac
        case "--device":
            guard let device = rest.popFirst(), !device.isEmpty, !device.hasPrefix("-") else {
                throw UsageError(
                    message: "--device needs a simulator: --device UDID (see 'xcrun simctl list devices')")
            }
            guard options.liveSource == .bootedSimulator else {
                throw UsageError(message: "--mac streams this Mac's log, --device a simulator's: one of them")
            }
            options.liveSource = .simulator(device)
        default:
            guard let process = rest.popFirst(), !process.isEmpty, !process.hasPrefix("-") else {
                throw UsageError(message: "--process needs a process: --process NAME (or its pid)")
            }
            options.liveProcess = process
        }
    }
}
