/// `unsat --generate-manpage`: the tables of `Help` as the roff page unsat(1), for `man`.
enum ManPage {
    static var text: String {
        var page = [
            #".\" unsat(1), written by 'unsat --generate-manpage' from the tables --help is written from."#,
            ".TH UNSAT 1 \"\" \"unsat \(Help.number)\" \"User Commands\"",
            // Options are not hyphenated at line ends, nor lines stretched to the margin.
            ".nh",
            ".ad l",
            ".SH NAME",
            "unsat \\- " + escape(Help.summary),
            ".SH SYNOPSIS",
        ]
        for usage in Help.usage {
            page += [".PP", synopsis(usage.synopsis.joined(separator: " "))]
        }
        page += [".SH DESCRIPTION"]
        for usage in Help.usage {
            page += [
                ".TP", synopsis(usage.synopsis.joined(separator: " ")), escape(usage.summary.joined(separator: " ")),
            ]
        }
        page += [".PP", escape(Help.description.joined(separator: " "))]
        page += [".SH OPTIONS"]
        for option in Help.options {
            let names = option.allSpellings.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            let value = option.value.map { value in
                let name = "\\fI\(escape(value.name))\\fR"
                return " " + (value.isOptional ? "[\(name)]" : name)
            }
            var help = option.help.joined(separator: " ")
            if let label = option.commandLabel { help = label + " " + help }
            if let choices = option.value?.choices, !choices.isEmpty {
                help += " (\(option.value!.name): \(choices.joined(separator: ", ")))"
            }
            page += [".TP", names + (value ?? ""), escape(help)]
        }
        page += [".SH ENVIRONMENT"]
        for variable in Help.environment {
            page += [".TP", "\\fB\(escape(variable.name))\\fR", escape(variable.text)]
        }
        page += [".SH \"EXIT STATUS\""]
        for line in Help.exitStatus { page += [".PP", escape(line)] }
        page += [".SH EXAMPLES", ".nf", ".RS 4"]
        page += Help.examples.map(escape)
        page += [".RE", ".fi"]
        return page.joined(separator: "\n") + "\n"
    }

    /// A synopsis with `unsat` and the command in bold.
    private static func synopsis(_ text: String) -> String {
        let words = text.split(separator: " ", maxSplits: 2).map(String.init)
        let isCommand = words.count > 1 && Options.Command(rawValue: words[1]) != nil
        let bold = isCommand ? 2 : 1
        let head = "\\fB" + escape(words.prefix(bold).joined(separator: " ")) + "\\fR"
        let rest = words.dropFirst(bold).joined(separator: " ")
        return rest.isEmpty ? head : head + " " + escape(rest)
    }

    /// `text` as roff reads it literally: backslashes and hyphens escaped, a leading `.` or `'`
    /// (a request) guarded, and every non-ASCII character named (`\[u2192]`), so that the page
    /// reads the same whatever encoding groff assumes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
