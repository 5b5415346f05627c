/// One option, declared once: how it is spelled, what value it takes, which commands take it, its
/// help, and how it is read into `Options`. The parser, `--help`, the man page and the completions
/// all work from these declarations (`Help.options`).
struct OptionSpec: Sendable {
    /// Reads the option (its value, if it takes one, from `argument`) into `options`.
    typealias Parse = @Sendable (_ options: inout Options, _ argument: inout OptionArgument) throws(UsageError) -> Void

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
    /// Whether it may be written `--option=value`; otherwise that spelling is an unknown option.
    var takesValueAfterEquals: Bool
    /// How it is read.
    var parse: Parse

    init(
        _ spellings: [String], alsoAccepted: [String] = [], value: OptionValue? = nil, repeatable: Bool = false,
        commands: [Options.Command]? = nil, takesValueAfterEquals: Bool = false, _ help: [String],
        parse: @escaping Parse
    ) {
        self.spellings = spellings
        self.alsoAccepted = alsoAccepted
        self.value = value
        self.repeatable = repeatable
        self.commands = commands
        self.help = help
        self.takesValueAfterEquals = takesValueAfterEquals
        self.parse = parse
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

extension Options.Command {
    /// How help names the command: the inspector is `unsat` alone.
    var displayName: String { self == .inspect ? "inspector" : rawValue }
}
