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
            let svg = SVGPicture(document: document).svg()
            guard let path = options.svgPath else {
                Output.write(svg)
                return ExitCode.success.rawValue
            }
            return context.write(svg, to: path) ? ExitCode.success.rawValue : ExitCode.cannotWrite.rawValue
        }
        Pager.write(ShowText(document: document, color: context.colorsOutput).text(), options: options)
        return ExitCode.success.rawValue
    }
}
