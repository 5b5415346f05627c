import UnsatKit

/// `unsat list`: every conflict, grouped, with its callbacks, as text or the unsat/1 JSON.
struct ListCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let inputs = try context.inputs()
        let logs = try context.read(inputs)
        print(logs, explainer: inputs.explainer, paged: true)
        return ExitCode.success.rawValue
    }

    /// Prints the list of `logs`, through the pager when `paged` and the terminal call for one.
    func print(_ logs: CommandContext.Logs, explainer: Explainer, paged: Bool) {
        let options = context.options
        var timing = logs.timing
        var report = ConflictListing(
            result: logs.result, conflicts: logs.conflicts, explain: options.explain, explainer: explainer)
        report.trees = options.trees
        if options.json {
            report.writeJSON { Output.write($0) }
        } else {
            let text = report.text(glyphs: context.textGlyphs, color: context.colorsOutput)
            if paged {
                Pager.write(text, options: options)
            } else {
                Output.write(Array(text.utf8))
            }
        }
        timing.mark("print")
        // A large result takes a while to free; the process is about to end anyway.
        Leak.keep((logs.result, logs.conflicts))
    }
}
