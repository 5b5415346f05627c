import UnsatKit

/// Why a conflict's constraints cannot all hold and what to change, from UnsatKit's
/// explanation, as the constraints pane and the conflict's detail show them:
/// `Why  120 + 24 + 24 = 168 ≠ 160  …` and `Fix  …`.
struct ExplanationRenderer {
    let detail: ConflictDetail
    let glyphs: Glyphs
    let theme: Theme

    /// The picture stands under the Why text, past the word `Why `.
    static let indent = "    "

    /// The Why and Fix lines; with `pictureWidth`, the proof's two sides drawn on one scale under
    /// Why (`ProofPicture`), in that many columns, when there is room for bars (the one-line form
    /// would only say the arithmetic again).
    func lines(pictureWidth: Int? = nil) -> [StyledText] {
        guard let explanation = detail.explanation else {
            var line = StyledText("Why ", theme.warning)
            line.append("working\(glyphs.ellipsis)", theme.dim)
            return [line]
        }
        var lines: [StyledText] = []
        if let proof = explanation.proof {
            var line = StyledText("Why ", theme.warning)
            line.append(proof.arithmetic, theme.bold)
            line.append("  " + proof.summary)
            lines.append(line)
            // What the proof rests on beyond the log (a margin of 8, a superview the constraints
            // suggest): said where the proof is, as `show` says it.
            if !proof.assumptions.isEmpty {
                lines.append(
                    StyledText(Self.indent + "(assuming " + proof.assumptions.joined(separator: "; ") + ")", theme.dim))
            }
            if let pictureWidth {
                let picture = ProofPicture(proof.sides, glyphs: glyphs).lines(width: pictureWidth - Self.indent.count)
                if picture.count > 1 { lines += picture.map { StyledText(Self.indent + $0) } }
            }
        } else if let caveat = detail.callbacks.contains(where: { $0.missing != nil })
            ? explanation.caveats.first : explanation.caveats.last
        {
            // With no proof, what stopped one: the list the log lacks (said first), or that none was found.
            var line = StyledText("Why ", theme.warning)
            line.append(caveat, theme.dim)
            lines.append(line)
        }
        if let suggestion = explanation.suggestions.first {
            var line = StyledText("Fix ", theme.warning)
            line.append(suggestion)
            lines.append(line)
        }
        return lines
    }
}
