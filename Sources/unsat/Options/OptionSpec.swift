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

/// An option on the command line as its declaration reads it: as written, its `=value` if any,
/// and the arguments after it, from which it takes its value.
struct OptionArgument {
    /// As written: `--color=always`.
    let text: String
    /// What follows `=` in a `--option=value`; nil when it is not written so.
    let valueAfterEquals: String?
    /// The arguments after it.
    var rest: ArraySlice<String>

    /// The next argument, taken as the value; nil when there is none.
    mutating func next() -> String? { rest.popFirst() }

    /// The next argument, or `missing` thrown when there is none (or it is empty, unless `emptyAllowed`).
    mutating func value(emptyAllowed: Bool = true, else missing: String) throws(UsageError) -> String {
        guard let value = rest.popFirst(), emptyAllowed || !value.isEmpty else { throw UsageError(message: missing) }
        return value
    }
}

/// The value an option takes.
struct OptionValue: Sendable {
    enum Kind: Equatable, Sendable {
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
