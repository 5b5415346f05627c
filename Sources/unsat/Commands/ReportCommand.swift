import UnsatKit

/// `unsat report`: every conflict as `show` shows it, with its wireframe, on one self-contained HTML page.
struct ReportCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let inputs = try context.inputs()
        let logs = try context.read(inputs)
        let html = HTMLPage(
            result: logs.result, conflicts: logs.conflicts, includeSystem: context.options.includeSystem,
            explainer: inputs.explainer
        ).html()
        Leak.keep((logs.result, logs.conflicts))
        return context.writeDocument(
            html, to: context.options.output, fileOnATerminal: "unsat-report.html",
            opener: "open it in a browser, or name another file with -o OUT.html")
    }
}
