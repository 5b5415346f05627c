/// `unsat fix ID`: what to change for one conflict, every way out the solver checked, best first,
/// each with what the layout becomes; the other outputs say the first of them.
public struct FixReport {
    let conflict: Conflict
    let explanation: Explanation
    let glyphs: Glyphs

    public init(conflict: Conflict, explanation: Explanation, glyphs: Glyphs = .unicode) {
        self.conflict = conflict
        self.explanation = explanation
        self.glyphs = glyphs
    }

    public func text() -> String {
        let fix = explanation.fix
        var out = "Conflict #\(conflict.id)"
        if let why = explanation.why { out += ": \(why)" }
        out += "\n\n\(fix.text)\n"
        guard let first = fix.first else { return out }
        if let against = fix.checkedAgainst {
            out += "\nChecked against \(against): the rest hold without "
            out += first.relax.count == 1 ? "it.\n" : "them.\n"
        }
        if !fix.alternatives.isEmpty {
            out += "\nOther ways out, checked the same way:\n"
            for (index, way) in fix.alternatives.enumerated() { out += "  \(index + 2). \(way.text)\n" }
        }
        return out
    }
}
