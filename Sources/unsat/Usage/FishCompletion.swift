/// `unsat --generate-completion-script fish`: `complete` commands from `Help`'s tables.
enum FishCompletion {
    static var script: String {
        let commands = Help.commands.map(\.name).joined(separator: " ")
        let noCommand = "not __fish_seen_subcommand_from \(commands)"
        var lines = ["# fish completion for unsat, written by 'unsat --generate-completion-script fish'."]
        for command in Help.commands {
            lines.append(
                "complete -c unsat -n \(quoted(noCommand)) -a \(command.name) -d \(quoted(command.summary))")
        }
        for option in Help.options {
            var line = "complete -c unsat"
            if let accepted = option.commands {
                let typed = accepted.filter { $0 != .inspect }.map(\.rawValue)
                let condition =
                    accepted.contains(.inspect)
                    ? noCommand : "__fish_seen_subcommand_from " + typed.joined(separator: " ")
                line += " -n \(quoted(condition))"
            }
            for spelling in option.allSpellings {
                line += spelling.hasPrefix("--") ? " -l \(spelling.dropFirst(2))" : " -s \(spelling.dropFirst())"
            }
            switch option.value?.kind {
            case .file: line += option.value!.isOptional ? " -F" : " -r -F"
            case .choices(let choices): line += " -x -a \(quoted(choices.joined(separator: " ")))"
            case .word: line += " -x"
            case nil: break
            }
            line += " -d \(quoted(option.brief))"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
