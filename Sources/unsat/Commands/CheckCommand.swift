import UnsatKit

/// `unsat check`: fails (exit 1) when the logs hold a conflict the baseline does not (with `--warn`,
/// reports it and passes); 2 when it cannot tell (an input or the baseline unreadable, the report
/// not written).
struct CheckCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let options = context.options
        let inputs = try context.inputs()
        let logs = try context.read(inputs)
        let (result, conflicts) = (logs.result, logs.conflicts)
        var baseline = Baseline(entries: [])
        if let path = options.baseline {
            do {
                baseline = try Baseline.load(path: path)
            } catch {
                throw context.failure(error.description, status: ExitCode.checkUnreadable.rawValue)
            }
        }
        // Only SARIF, GitHub and Xcode place a conflict at its source line; the others never walk the tree.
        let placesSources = [.sarif, .github, .xcode].contains(options.format)
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: baseline, includeSystem: options.includeSystem,
            version: Help.number, sourceRoot: placesSources ? options.sourceRoot ?? "." : nil,
            explainer: inputs.explainer)
        if let path = options.reportPath {
            let html = check.page().html()
            // Written first: a CI step that keeps the report as an artifact finds it even when
            // the check fails.
            guard context.write(html, to: path) else { return ExitCode.checkUnreadable.rawValue }
        }
        Output.write(
            check.render(options.format, glyphs: context.textGlyphs, color: context.colorsOutput, warn: options.warn))
        if !result.diagnostics.isEmpty && options.format != .text {
            let lines = result.diagnostics.count == 1 ? "1 line" : "\(result.diagnostics.count) lines"
            printError("\(lines) could not be fully read; 'unsat list' shows them")
        }
        Leak.keep((result, conflicts))
        // --warn reports the new conflicts and passes: a build phase's warnings do not fail the build.
        return check.new.isEmpty || options.warn ? ExitCode.success.rawValue : ExitCode.checkFoundNew.rawValue
    }
}
