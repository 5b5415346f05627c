import Foundation
import UnsatKit

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
            if argument == "--" {
                onlyFiles = true
                continue
            }
            // Every option is one of the table's: --help and the man page say what it is spelled
            // and which commands take it, and its declaration reads it.
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            guard let spec = Help.option(spelled: argument) else {
                throw UsageError(message: "unknown option '\(argument)'" + suggestion(name))
            }
            guard spec.accepts(options.command) else { throw UsageError(message: spec.misplacedMessage(name)) }
            let valueAfterEquals = name == argument ? nil : String(argument.dropFirst(name.count + 1))
            guard valueAfterEquals == nil || spec.takesValueAfterEquals else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
            var reading = OptionArgument(text: argument, valueAfterEquals: valueAfterEquals, rest: rest)
            try spec.parse(&options, &reading)
            rest = reading.rest
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
