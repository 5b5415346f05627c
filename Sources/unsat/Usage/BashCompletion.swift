/// `unsat --generate-completion-script bash`: a `complete -F` function from `Help`'s tables.
enum BashCompletion {
    static var script: String {
        let commands = Help.commands.map(\.name).joined(separator: " ")
        var lines = [
            "# bash completion for unsat, written by 'unsat --generate-completion-script bash'.",
            "_unsat_add() {",
            "    local line",
            #"    while IFS= read -r line; do COMPREPLY+=("$line"); done"#,
            "}",
            "",
            "_unsat() {",
            "    COMPREPLY=()",
            #"    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=inspect"#,
            "    if (( COMP_CWORD > 1 )); then",
            "        case ${COMP_WORDS[1]} in",
            "            \(commands.replacingOccurrences(of: " ", with: "|"))) command=${COMP_WORDS[1]} ;;",
            "        esac",
            "    fi",
            "    case $prev in",
        ]
        for option in Help.options {
            guard let value = option.value else { continue }
            let names = option.allSpellings.joined(separator: "|")
            switch value.kind {
            case .file:
                lines.append(
                    #"        \#(names)) compopt -o filenames 2>/dev/null; _unsat_add < <(compgen -f -- "$cur"); return ;;"#
                )
            case .choices(let choices):
                lines.append(
                    #"        \#(names)) _unsat_add < <(compgen -W '\#(choices.joined(separator: " "))' -- "$cur"); return ;;"#
                )
            case .word:
                lines.append("        \(names)) return ;;")
            }
        }
        lines += ["    esac", "    if [[ $cur == -* ]]; then", "        case $command in"]
        for command in CompletionShell.allCommands {
            let spellings = CompletionShell.options(for: command).flatMap(\.allSpellings).joined(separator: " ")
            lines.append(#"            \#(command.rawValue)) _unsat_add < <(compgen -W '\#(spellings)' -- "$cur") ;;"#)
        }
        lines += [
            "        esac",
            "        return",
            "    fi",
            // The first word is a command or, for the inspector, a file; after `show`, the id.
            "    if (( COMP_CWORD == 1 )); then",
            #"        _unsat_add < <(compgen -W '\#(commands)' -- "$cur")"#,
            "    elif [[ $command == show ]] && (( COMP_CWORD == 2 )); then",
            "        return",
            "    fi",
            "    compopt -o filenames 2>/dev/null",
            #"    _unsat_add < <(compgen -f -- "$cur")"#,
            "}",
            "",
            "complete -F _unsat unsat",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
