import Foundation
import UnsatKit
import UnsatTUI

/// Runs one command: reads the inputs, groups, prints.
struct Runner {
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

    func run() -> Int32 {
        if options.command == .live { return runLive() }
        // First of all, before an input is read or a warning printed: it may run unsat again.
        if options.command == .inspect, InspectorApp.canDraw { InspectorApp.prepareForCrashes() }
        let paths: [String]
        if options.files.isEmpty, let follow = options.follow {
            paths = Platform.isTerminal(1) ? [] : [follow]
        } else if options.files.isEmpty {
            if !Platform.isTerminal(0) {
                paths = ["-"]
            } else if let sample = SampleLocator.defaultSample() {
                paths = [sample]
            } else {
                printError("no FILE given and the bundled sample was not found; try 'unsat FILE' or 'unsat --help'")
                return ExitCode.noInput
            }
        } else {
            paths = options.files
        }
        if paths.contains("-") {
            do {
                try InputReader.checkStandardInput()
            } catch {
                printError(error.description)
                return options.command == .check ? ExitCode.checkUnreadable : ExitCode.noInput
            }
            // Else `unsat -` on a terminal sits on an empty screen, waiting for a paste it never asked for.
            if Platform.isTerminal(0) { printError("reading the log from the terminal: paste it, then press Ctrl-D") }
        }
        var identifiers = KeyPathMap()
        for path in options.idMaps {
            do {
                let (map, warnings) = try KeyPathMap.load(path: path)
                for warning in warnings { printError("warning: \(warning)") }
                identifiers.merge(map)
            } catch {
                printError(error.description)
                return options.command == .check ? ExitCode.checkUnreadable : ExitCode.noInput
            }
        }
        let explainer: Explainer
        do {
            explainer = try makeExplainer()
        } catch {
            printError(error.description)
            return options.command == .check ? ExitCode.checkUnreadable : ExitCode.noInput
        }
        if options.command == .inspect, InspectorApp.canDraw {
            do {
                let inputs = InspectorApp.Inputs(
                    paths: paths, follow: options.follow, standardInputName: options.standardInputName)
                // The inspector draws only on a terminal: `auto` is NO_COLOR's word (and the
                // terminal's own colors, which the inspector asks ncurses about).
                let color = options.color.isEnabled(terminal: true, environment: Platform.environment)
                return try InspectorApp.run(
                    inputs, identifiers: identifiers, color: color, glyphs: glyphs, explainer: explainer)
            } catch {
                printError(error.description)
                return error.exitCode
            }
        }
        var timing = PhaseTimer(enabled: Platform.environment["UNSAT_TIMING"] != nil)
        let result: ParseResult
        do {
            result = try InputReader.read(paths: paths, standardInput: options.standardInputName)
        } catch {
            printError(error.description)
            // check's contract: 2 when an input cannot be read, so CI tells it from "new conflicts".
            return options.command == .check ? ExitCode.checkUnreadable : ExitCode.noInput
        }
        timing.mark("read")
        let conflicts = ConflictGrouper(identifiers: identifiers).group(result)
        timing.mark("group")
        let report = ListReport(result: result, conflicts: conflicts, explain: options.explain, explainer: explainer)
        switch options.command {
        case .list, .inspect, .live:
            if options.json {
                report.writeJSON { Output.write($0) }
            } else {
                let text = report.text(glyphs: textGlyphs, color: colorsOutput)
                // The inspector's stand-in (stdout not a terminal, or TERM=dumb) is not paged.
                if options.command == .list {
                    Pager.write(text, options: options)
                } else {
                    Output.write(Array(text.utf8))
                }
            }
            timing.mark("print")
            // A large result takes a while to free; the process is about to end anyway.
            Leak.keep((result, conflicts))
            return ExitCode.success
        case .baseline:
            Output.write(Baseline(conflicts: conflicts).json())
            Leak.keep((result, conflicts))
            return ExitCode.success
        case .check:
            var baseline = Baseline(entries: [])
            if let path = options.baseline {
                do {
                    baseline = try Baseline.load(path: path)
                } catch {
                    printError(error.description)
                    return ExitCode.checkUnreadable
                }
            }
            // Only SARIF and GitHub place a conflict at its source line; the others never walk the tree.
            let placesSources = [.sarif, .github].contains(options.format)
            let check = CheckReport(
                result: result, conflicts: conflicts, baseline: baseline, includeSystem: options.includeSystem,
                version: Help.number, sourceRoot: placesSources ? options.sourceRoot ?? "." : nil, explainer: explainer)
            if let path = options.reportPath {
                let html = check.page().html()
                // Written first: a CI step that keeps the report as an artifact finds it even when
                // the check fails.
                guard write(html, to: path) else { return ExitCode.checkUnreadable }
            }
            Output.write(check.render(options.format, glyphs: textGlyphs, color: colorsOutput))
            if !result.diagnostics.isEmpty && options.format != .text {
                printError(
                    "\(result.diagnostics.count == 1 ? "1 line" : "\(result.diagnostics.count) lines") could not be fully read; 'unsat list' shows them"
                )
            }
            Leak.keep((result, conflicts))
            return check.new.isEmpty ? ExitCode.success : ExitCode.checkFoundNew
        case .report:
            let html = HTMLReport(
                result: result, conflicts: conflicts, includeSystem: options.includeSystem, explainer: explainer
            ).html()
            Leak.keep((result, conflicts))
            guard let path = options.output else {
                Output.write(html)
                return ExitCode.success
            }
            return write(html, to: path) ? ExitCode.success : ExitCode.cannotWrite
        case .fix:
            guard let id = options.conflictID, let conflict = conflicts.first(where: { $0.id == id }) else {
                printError(
                    "no conflict #\(options.conflictID ?? 0): the input has \(conflicts.count) (see 'unsat list')")
                return ExitCode.usage
            }
            let document = DocumentMaker(explainer: explainer, glyphs: textGlyphs).document(conflict)
            Output.write(FixReport(document: document, searched: explainer.sources?.summary).text())
            return ExitCode.success
        case .show:
            guard let id = options.conflictID, let conflict = conflicts.first(where: { $0.id == id }) else {
                printError(
                    "no conflict #\(options.conflictID ?? 0): the input has \(conflicts.count) (see 'unsat list')")
                return ExitCode.usage
            }
            if options.svg {
                let svg = SVGReport(document: DocumentMaker(explainer: explainer).document(conflict)).svg()
                guard let path = options.svgPath else {
                    Output.write(svg)
                    return ExitCode.success
                }
                return write(svg, to: path) ? ExitCode.success : ExitCode.cannotWrite
            }
            let document = DocumentMaker(explainer: explainer, glyphs: glyphs).document(conflict)
            Pager.write(ShowReport(document: document, color: colorsOutput).text(), options: options)
            return ExitCode.success
        }
    }
}

/// Writes `text` to the file at `path`; says why on stderr and returns false when it cannot.
private func write(_ text: String, to path: String) -> Bool {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return true
    } catch {
        printError("cannot write \(path): \(error.localizedDescription)")
        return false
    }
}

/// Finds the sample capture that ships in `Samples/`, for `unsat` run with no input.
enum SampleLocator {
    static let name = "capture-profile.log"

    static func defaultSample() -> String? {
        var candidates: [URL] = []
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        candidates.append(cwd.appendingPathComponent("Samples").appendingPathComponent(name))
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // Installed (`make install`): PREFIX/bin/unsat finds PREFIX/share/unsat/Samples.
        candidates.append(
            directory.deletingLastPathComponent().appendingPathComponent("share/unsat/Samples")
                .appendingPathComponent(name))
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("Samples").appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
    }
}

/// Prints how long each phase took, the CPU time it used on every core, and the peak memory after
/// it, on stderr when UNSAT_TIMING is set (for the benchmark script).
struct PhaseTimer {
    let enabled: Bool
    var last = DispatchTime.now()
    var lastCPU = Platform.cpuSeconds()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now()
        let seconds = Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9
        let cpu = Platform.cpuSeconds()
        let peak = Platform.peakMemoryKiB() / 1024
        let figures = String(format: "%.3f s (CPU %.3f s)", seconds, cpu - lastCPU)
        FileHandle.standardError.write(Data("unsat: \(phase) \(figures), peak memory \(peak) MiB\n".utf8))
        last = now
        lastCPU = cpu
    }
}

/// Holds values until the process exits, so that their memory is not freed one object at a time.
enum Leak {
    nonisolated(unsafe) static var kept: [Any] = []

    static func keep(_ value: Any) { kept.append(value) }
}
