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
