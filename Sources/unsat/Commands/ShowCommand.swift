import UnsatKit

/// `unsat show ID`: one conflict in full, as text (paged) or, with `--svg`, as a standalone SVG.
struct ShowCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let options = context.options
        // The SVG is always Unicode; the text in the terminal's glyphs.
        let (document, _) = try context.namedDocument(glyphs: options.svg ? .unicode : context.glyphs)
        if options.svg {
            return context.writeDocument(
                SVGPicture(document: document).svg(), to: options.svgPath,
                fileOnATerminal: "unsat-conflict-\(document.conflict.id).svg",
                opener: "open it in a browser, or name another file with --svg OUT.svg")
        }
        Pager.write(ShowText(document: document, color: context.colorsOutput).text(), options: options)
        return ExitCode.success.rawValue
    }
}
