/// `unsat --generate-completion-script zsh`: an `_arguments` function from `Help`'s tables, for
/// `fpath` (as `_unsat`) or to `source`.
enum ZshCompletion {
    static var script: String {
        var lines = [
            "#compdef unsat",
            "# zsh completion for unsat, written by 'unsat --generate-completion-script zsh'.",
            "",
            "_unsat_first() {",
            "    _describe -t commands command unsat_commands",
            "    _files",
            "}",
            "",
            "_unsat() {",
            "    local -a unsat_commands",
            "    unsat_commands=(",
        ]
        lines += Help.commands.map { "        " + CompletionShell.quoted($0.name + ":" + escape($0.summary)) }
        lines += [
            "    )",
            "    local command=inspect",
            "    if (( CURRENT > 2 )) && (( ${unsat_commands[(I)${(b)words[2]}:*]} )); then",
            "        command=${words[2]}",
            "        shift words",
            "        (( CURRENT-- ))",
            "    fi",
            "    case $command in",
        ]
        for command in CompletionShell.allCommands {
            var specs = CompletionShell.options(for: command).flatMap(spec)
            switch command {
            case .inspect: specs.append("1: :_unsat_first")
            case .show, .fix: specs.append("1:conflict id (from unsat list): ")
            default: break
            }
            specs.append("*:log file:_files")
            lines.append("        \(command.rawValue))")
            lines.append("            _arguments -S : \\")
            lines += specs.map { "                " + CompletionShell.quoted($0) + " \\" }
            lines[lines.count - 1].removeLast(2)
            lines.append("            ;;")
        }
        lines += [
            "    esac",
            "}",
            "",
            // Autoloaded from fpath, the file is the function's body; sourced, it registers it.
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _unsat \"$@\"",
            "else",
            "    compdef _unsat unsat",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--color[color ...]:WHEN:(auto always never)`: each spelling of `option` for `_arguments`.
    static func spec(_ option: OptionSpec) -> [String] {
        option.allSpellings.map { spelling in
            // `*`: offered again after it is given, as the parser takes it again.
            var spec = (option.repeatable ? "*" : "") + spelling + "[" + escape(option.brief) + "]"
            if let value = option.value {
                spec += value.isOptional ? "::" : ":"
                spec += escape(value.name) + ":"
                switch value.kind {
                case .file: spec += "_files"
                case .choices(let choices): spec += "(" + choices.joined(separator: " ") + ")"
                case .word: spec += " "
                }
            }
            return spec
        }
    }

    /// A description as `_arguments` and `_describe` read it: `[`, `]` and `:` are theirs.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]:\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
