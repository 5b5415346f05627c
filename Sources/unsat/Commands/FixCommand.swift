import UnsatKit

/// `unsat fix ID`: what to change for one conflict, the ways out the solver checked, and a patch
/// where the line that made a constraint is certain.
struct FixCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let inputs = try context.inputs()
        let logs = try context.read(inputs)
        let conflict = try context.namedConflict(in: logs.conflicts)
        let explainer = inputs.explainer
        let document = DocumentMaker(explainer: explainer, glyphs: context.textGlyphs).document(conflict)
        Output.write(FixReport(document: document, searched: explainer.sources?.summary).text())
        return ExitCode.success.rawValue
    }
}
