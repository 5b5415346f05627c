import UnsatKit

/// Why a conflict's constraints cannot all hold and what usually fixes it, from UnsatKit's
/// explanation, as the constraints pane and the conflict's detail show them:
/// `Why  120 + 24 + 24 = 168 ≠ 160  …` and `Fix  …`.
struct ExplanationRenderer {
    let detail: ConflictDetail
    let glyphs: Glyphs
    let theme: Theme

    func lines() -> [StyledText] {
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
        } else if let caveat = detail.conflict.callbacks.contains(where: { $0.missing != nil })
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
