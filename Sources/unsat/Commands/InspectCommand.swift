import UnsatKit
import UnsatTUI

/// `unsat [FILE ...]`: the inspector on the terminal; when it cannot be drawn (standard output
/// not a terminal, TERM=dumb), what `list` prints, not paged.
struct InspectCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        // First of all, before an input is read or a warning printed: it may run unsat again.
        if InspectorApp.canDraw { InspectorApp.prepareForCrashes() }
        let inputs = try context.inputs()
        guard InspectorApp.canDraw else {
            let logs = try context.read(inputs)
            ListCommand(context).print(logs, explainer: inputs.explainer, paged: false)
            return ExitCode.success.rawValue
        }
        let options = context.options
        do {
            let reading = InspectorApp.Inputs(
                paths: inputs.paths, follow: options.follow, standardInputName: options.standardInputName)
            // The inspector draws only on a terminal: `auto` is NO_COLOR's word (and the
            // terminal's own colors, which the inspector asks ncurses about).
            let color = options.color.isEnabled(terminal: true, environment: Platform.environment)
            return try InspectorApp.run(
                reading, identifiers: inputs.identifiers, color: color, glyphs: context.glyphs,
                explainer: inputs.explainer)
        } catch {
            throw context.failure(error.description, status: error.exitCode)
        }
    }
}
