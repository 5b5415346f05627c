import UnsatKit

// Text drawn in ASCII is substituted (`Glyphs.substitute`) before anything measures it: a line
// wrapped or cut to fit, a column sized to a name, must be the line drawn, or `≠` turned `!=`
// after the fitting overflows by a column.

extension StyledText {
    /// The text as these glyphs draw it.
    func substituted(_ glyphs: Glyphs) -> StyledText {
        guard glyphs.isASCII else { return self }
        return StyledText(spans.map { Span(glyphs.substitute($0.text), $0.style) })
    }
}

extension PaneRow {
    /// The row as these glyphs draw it, notes included.
    func substituted(_ glyphs: Glyphs) -> PaneRow {
        guard glyphs.isASCII else { return self }
        var row = self
        row.substitute(glyphs)
        return row
    }
}
