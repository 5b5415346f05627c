/// `--generate-completion-script SHELL`: the shells unsat writes completions for.
enum CompletionShell: String, CaseIterable {
    case bash, zsh, fish

    /// The script, rendered from `Help`'s tables.
    var script: String {
        switch self {
        case .bash: BashCompletion.script
        case .zsh: ZshCompletion.script
        case .fish: FishCompletion.script
        }
    }

    static func parse(_ value: String) throws(UsageError) -> CompletionShell {
        guard let shell = CompletionShell(rawValue: value) else {
            throw UsageError(message: "--generate-completion-script takes bash, zsh or fish, not '\(value)'")
        }
        return shell
    }

    /// The commands typed after `unsat`, and the options each takes (`inspect` for none typed).
    static func options(for command: Options.Command) -> [OptionSpec] {
        Help.options.filter { $0.accepts(command) }
    }

    /// Every command, `inspect` first.
    static let allCommands: [Options.Command] =
        [.inspect] + Help.commands.compactMap { Options.Command(rawValue: $0.name) }

    /// `text` between single quotes, for a POSIX shell or zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
