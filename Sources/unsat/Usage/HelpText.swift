/// `unsat --help`: the tables of `Help` laid out in columns for a terminal.
enum HelpText {
    /// Where a usage line's summary starts.
    static let summaryColumn = 36
    /// Where an option's help starts.
    static let optionHelpColumn = 20

    static var text: String {
        var lines = ["unsat: \(Help.summary).", "", "USAGE"]
        for usage in Help.usage {
            // A synopsis too long for one line goes on under its command's name.
            let continuation = String(repeating: " ", count: 2 + "unsat \(usage.command.rawValue) ".count)
            var synopsis = usage.synopsis.enumerated().map { ($0.offset == 0 ? "  " : continuation) + $0.element }
            lines.append(contentsOf: synopsis.dropLast())
            synopsis = [synopsis.last!]
            lines.append(contentsOf: columns(synopsis[0], usage.summary, at: summaryColumn))
        }
        lines += [""] + Help.description + ["", "OPTIONS"]
        for option in Help.options {
            var help = option.help
            if let label = option.commandLabel { help[0] = label + " " + help[0] }
            lines.append(contentsOf: columns("  " + label(option), help, at: optionHelpColumn))
        }
        lines += ["", "EXIT STATUS"] + Help.exitStatus.map { "  " + $0 }
        lines += ["", "EXAMPLES"] + Help.examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `--svg [OUT.svg]`, `-h, --help`: an option as the help names it.
    static func label(_ option: OptionSpec) -> String {
        let names = option.spellings.joined(separator: ", ")
        guard let value = option.value else { return names }
        return names + " " + (value.isOptional ? "[\(value.name)]" : value.name)
    }

    /// `head` with `text` beside it from `column` on, or under it when `head` leaves no space before the column.
    private static func columns(_ head: String, _ text: [String], at column: Int) -> [String] {
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        var rest = text[...]
        if head.count + 1 <= column, let first = rest.popFirst() {
            lines.append(head + String(repeating: " ", count: column - head.count) + first)
        } else {
            lines.append(head)
        }
        lines.append(contentsOf: rest.map { indent + $0 })
        return lines
    }
}
