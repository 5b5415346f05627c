import UnsatKit

/// `unsat show ID`: one conflict in full, as text (paged) or, with `--svg`, as a standalone SVG.
struct ShowCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let inputs = try context.inputs()
        let logs = try context.read(inputs)
        let conflict = try context.namedConflict(in: logs.conflicts)
        let options = context.options
        if options.svg {
            let svg = SVGReport(document: DocumentMaker(explainer: inputs.explainer).document(conflict)).svg()
            guard let path = options.svgPath else {
                Output.write(svg)
                return ExitCode.success.rawValue
            }
            return context.write(svg, to: path) ? ExitCode.success.rawValue : ExitCode.cannotWrite.rawValue
        }
        let document = DocumentMaker(explainer: inputs.explainer, glyphs: context.glyphs).document(conflict)
        Pager.write(ShowReport(document: document, color: context.colorsOutput).text(), options: options)
        return ExitCode.success.rawValue
    }
}
