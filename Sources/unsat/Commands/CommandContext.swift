import Foundation
import UnsatKit

/// What every command shares: the options, how its text is drawn, and the reading of the inputs
/// (their paths, the id maps, the explainer, the logs grouped into conflicts).
struct CommandContext {
    var options: Options

    /// Whether the text on standard output is colored.
    var colorsOutput: Bool {
        options.color.isEnabled(terminal: Platform.isTerminal(1), environment: Platform.environment)
    }

    /// The glyphs `list` and `check` write text with: ASCII only when asked, so that their output
    /// does not change with a CI machine's locale (`show` and the inspector follow the locale too).
    var textGlyphs: Glyphs { options.ascii ? .ascii : .unicode }

    /// What `show` and the inspector draw with: the one choice of Unicode or ASCII.
    var glyphs: Glyphs { Glyphs.chosen(asciiRequested: options.ascii) }

    /// The status when an input cannot be read: check's contract is 2, so CI tells it from "new
    /// conflicts"; 66 for the others.
    var unreadableStatus: Int32 {
        options.command == .check ? ExitCode.checkUnreadable.rawValue : ExitCode.noInput.rawValue
    }

    /// Says `message` on stderr and gives the failure to throw.
    func failure(_ message: String, status: Int32) -> CommandExit {
        printError(message)
        return CommandExit(status: status)
    }

    /// What a command reads before the logs: where they are, the views' names, the explainer.
    struct Inputs {
        var paths: [String]
        var identifiers: KeyPathMap
        var explainer: Explainer
    }

    /// The inputs' paths (standard input or the bundled sample when none is named), the id maps
    /// and the explainer.
    func inputs() throws(CommandExit) -> Inputs {
        let paths = try inputPaths()
        var identifiers = KeyPathMap()
        for path in options.idMaps {
            do {
                let (map, warnings) = try KeyPathMap.load(path: path)
                for warning in warnings { printError("warning: \(warning)") }
                identifiers.merge(map)
            } catch {
                throw failure(error.description, status: unreadableStatus)
            }
        }
        let explainer: Explainer
        do {
            explainer = try makeExplainer()
        } catch {
            throw failure(error.description, status: unreadableStatus)
        }
        return Inputs(paths: paths, identifiers: identifiers, explainer: explainer)
    }

    private func inputPaths() throws(CommandExit) -> [String] {
        let paths: [String]
        if options.files.isEmpty, let follow = options.follow {
            paths = Platform.isTerminal(1) ? [] : [follow]
        } else if options.files.isEmpty {
            if !Platform.isTerminal(0) {
                paths = ["-"]
            } else if let sample = SampleLocator.defaultSample() {
                paths = [sample]
            } else {
                throw failure(
                    "no FILE given and the bundled sample was not found; try 'unsat FILE' or 'unsat --help'",
                    status: ExitCode.noInput.rawValue)
            }
        } else {
            paths = options.files
        }
        if paths.contains("-") {
            do {
                try InputReader.checkStandardInput()
            } catch {
                throw failure(error.description, status: unreadableStatus)
            }
            // Else `unsat -` on a terminal sits on an empty screen, waiting for a paste it never asked for.
            if Platform.isTerminal(0) { printError("reading the log from the terminal: paste it, then press Ctrl-D") }
        }
        return paths
    }

    /// The logs, read and grouped into conflicts.
    struct Logs {
        var result: ParseResult
        var conflicts: [Conflict]
        /// What UNSAT_TIMING prints, marked after reading and grouping.
        var timing: PhaseTimer
    }

    /// Reads the inputs and groups their conflicts. A read that fails is the run's failure: a
    /// log cut short must not pass a check.
    func read(_ inputs: Inputs) throws(CommandExit) -> Logs {
        var timing = PhaseTimer(enabled: Platform.environment["UNSAT_TIMING"] != nil)
        let result: ParseResult
        do {
            result = try InputReader.read(paths: inputs.paths, standardInput: options.standardInputName)
        } catch {
            throw failure(error.description, status: unreadableStatus)
        }
        timing.mark("read")
        let conflicts = ConflictGrouper(identifiers: inputs.identifiers).group(result)
        timing.mark("group")
        return Logs(result: result, conflicts: conflicts, timing: timing)
    }

    /// The conflict the command's ID names, explained by the inputs' explainer in `glyphs`.
    func namedDocument(glyphs: Glyphs) throws(CommandExit) -> (document: ConflictDocument, inputs: Inputs) {
        let inputs = try inputs()
        let logs = try read(inputs)
        let conflict = try namedConflict(in: logs.conflicts)
        return (DocumentMaker(explainer: inputs.explainer, glyphs: glyphs).document(conflict), inputs)
    }

    /// The conflict `show ID` and `fix ID` name, or the failure (64) when the input has none of that id.
    func namedConflict(in conflicts: [Conflict]) throws(CommandExit) -> Conflict {
        guard let id = options.conflictID, let conflict = conflicts.first(where: { $0.id == id }) else {
            throw failure(
                "no conflict #\(options.conflictID ?? 0): the input has \(conflicts.count) (see 'unsat list')",
                status: ExitCode.usage.rawValue)
        }
        return conflict
    }

    /// Writes `text` to the file at `path`; says why on stderr and returns false when it cannot.
    /// A page or a picture (HTML, SVG): to `path` when one is given; else to standard output when it
    /// is not a terminal; on a terminal, where markup poured onto the screen helps nobody, to
    /// `fileOnATerminal` in the current directory (which the user chose, never beside an input that
    /// may be the bundled sample's read-only copy), saying where. The exit status.
    func writeDocument(_ text: String, to path: String?, fileOnATerminal: String, opener: String) -> Int32 {
        if let path { return write(text, to: path) ? ExitCode.success.rawValue : ExitCode.cannotWrite.rawValue }
        guard Platform.isTerminal(1) else {
            Output.write(text)
            return ExitCode.success.rawValue
        }
        guard write(text, to: fileOnATerminal) else { return ExitCode.cannotWrite.rawValue }
        Output.write("wrote \(fileOnATerminal): \(opener) (a pipe takes it as it is)\n")
        return ExitCode.success.rawValue
    }

    func write(_ text: String, to path: String) -> Bool {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            printError("cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }
}
