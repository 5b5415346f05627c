/// `unsat fix ID`: what to change for one conflict, every way out the solver checked, best first,
/// each with what the layout becomes; the other outputs say the first of them.
public struct FixText {
    let document: ConflictDocument
    /// What was searched for the line that made the constraint; nil when no source was.
    let searched: SourceSearchSummary?

    let explanation: Explanation

    /// The fix of an explained `document` (one made without an explainer is explained here, with
    /// no source tree).
    public init(document: ConflictDocument, searched: SourceSearchSummary? = nil) {
        self.document = document
        self.searched = searched
        explanation = document.explanation ?? Explainer().explain(document.conflict, glyphs: document.glyphs)
    }

    var conflict: Conflict { document.conflict }
    var glyphs: Glyphs { document.glyphs }

    public func text() -> String {
        let fix = explanation.fix
        var out = "Conflict #\(conflict.id)"
        if let why = explanation.why { out += ": \(why)" }
        out += "\n\n\(fix.text)\n"
        guard let first = fix.first else { return out + searchedText() }
        if let against = fix.checkedAgainst {
            out += "\nChecked against \(against): the rest hold without "
            out += first.relax.count == 1 ? "it.\n" : "them.\n"
        }
        if !fix.alternatives.isEmpty {
            out += "\nOther ways out, checked the same way:\n"
            for (index, way) in fix.alternatives.enumerated() { out += "  \(index + 2). \(way.text)\n" }
        }
        if let note = fix.sourceNote {
            out += "\n\(note)\n"
        } else if searched != nil, fix.site == nil {
            out += "\nNo line of the app's source was found to make it.\n"
        }
        out += searchedText()
        if let patch = fix.patch {
            out +=
                "\nThe patch (git apply takes it from \(searched?.root ?? "the source root"); unsat writes nothing):\n\n"
            out += patch
        }
        return out
    }

    /// What was searched, and what was left out: a site not found may lie in a file never read.
    func searchedText() -> String {
        guard let searched else {
            return "\nNo source was searched (--source-root DIR, or run inside the app's git work tree).\n"
        }
        var out =
            "\nSearched \(searched.root): \(Words.count(searched.filesRead, "file")) read, "
            + "\(Words.count(searched.declarations, "constraint")) declared"
        let skipped = searched.lines
        out += skipped.isEmpty ? ".\n" : "; left out: \(skipped.joined(separator: "; ")).\n"
        return out
    }
}
