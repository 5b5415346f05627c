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
        guard let path = context.options.output else {
            Output.write(html)
            return ExitCode.success.rawValue
        }
        return context.write(html, to: path) ? ExitCode.success.rawValue : ExitCode.cannotWrite.rawValue
    }
}
