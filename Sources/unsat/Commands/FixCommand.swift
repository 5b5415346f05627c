import UnsatKit

/// `unsat fix ID`: what to change for one conflict, the ways out the solver checked, and a patch
/// where the line that made a constraint is certain.
struct FixCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let (document, inputs) = try context.namedDocument(glyphs: context.textGlyphs)
        Output.write(FixText(document: document, searched: inputs.explainer.sources?.summary).text())
        return ExitCode.success.rawValue
    }
}
