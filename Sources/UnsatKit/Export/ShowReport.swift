/// `unsat show ID`: one conflict in full, as text.
public struct ShowReport {
    public var conflict: Conflict
    public var glyphs: Glyphs

    public init(conflict: Conflict, glyphs: Glyphs = .unicode) {
        self.conflict = conflict
        self.glyphs = glyphs
    }

    public func text() -> String {
        let namer = ViewNamer(conflict: conflict)
        var out = "Conflict #\(conflict.id)  \(glyphs.times)\(conflict.callbacks.count)"
        out += conflict.callbacks.count == 1 ? " callback" : " callbacks"
        if conflict.isSystem { out += "  (UIKit's own views: usually not yours to fix)" }
        out += "\nfingerprint \(conflict.fingerprint)\n"
        // Controllers
        out += "\nController\n"
        if let controller = conflict.controller {
            out += "  \(controller.className) \(controller.address ?? "")\n"
        } else {
            out += "  not known (a capture dump or _printHierarchy tells it)\n"
        }
        // Views
        out += "\nViews\n"
        for view in conflict.views {
            // The name the constraints above use, then what the view is; a name that is only the
            // class is not said twice.
            let name = namer.name(view)
            let what = "\(view.className) \(view.address ?? "")"
            let isKeyPath = view.address.flatMap { conflict.keyPaths[$0] } == name
            if name == view.className || name == view.shortClassName {
                out += "  \(what)\n"
            } else {
                out += "  \(name)  \(what)\(isKeyPath ? "  (key path)" : "")\n"
            }
        }
        // Tree
        let tree = ConflictTree(conflict: conflict)
        let marked = Set(conflict.views.compactMap(\.address))
        if tree.isCaptured {
            let location = tree.hierarchy.location
            out += "\nView hierarchy (\(location.file):\(location.line), \(tree.hierarchy.viewCount) views)\n"
        } else {
            out += "\nViews as the constraints nest them (no view hierarchy captured)\n"
        }
        for line in TreeDrawing.lines(tree.hierarchy, marked: marked, glyphs: glyphs) { out += "  \(line)\n" }
        if !tree.missing.isEmpty {
            out += "  Not in the captured tree:\n"
            for view in tree.missing {
                out += "    \(namer.name(view)) \(view.className) \(view.address ?? "")  \(glyphs.conflictView)\n"
            }
        }
        // Constraints
        out += "\nConstraints\n"
        let broken = Set(conflict.callbacks.compactMap(\.broken))
        for constraint in conflict.constraints {
            let mark = broken.contains(constraint.address) ? "\(glyphs.broken) " : "  "
            out += "  \(mark)\(ConstraintFormatter.short(constraint, namer: namer))"
            var notes: [String] = []
            if broken.contains(constraint.address) { notes.append("broken") }
            if constraint.origin != .app { notes.append(ConstraintFormatter.describe(constraint.origin)) }
            if let priority = constraint.priority, priority < 1000 {
                notes.append("priority \(ConstraintFormatter.number(priority))")
            }
            if !notes.isEmpty { out += "   (\(notes.joined(separator: ", ")))" }
            out += "\n      \(constraint.text)\n"
        }
        // Why
        let explanation = Explainer().explain(conflict)
        out += "\nWhy they cannot all hold\n"
        if let proof = explanation.proof {
            out += "  \(proof.summary)\n  \(proof.arithmetic)\n"
            for assumption in proof.assumptions { out += "  (assuming \(assumption))\n" }
            out += "  from:\n"
            for address in proof.constraints {
                if let sentence = explanation.sentences[address] { out += "    \(sentence)\n" }
            }
        }
        for caveat in explanation.caveats { out += "  Note: \(caveat).\n" }
        out += "\nWhat usually fixes it\n"
        for suggestion in explanation.suggestions { out += "  \(suggestion)\n" }
        // Callbacks
        out += "\nCallbacks\n"
        for (index, callback) in conflict.callbacks.enumerated() {
            var line = "  \(index + 1). \(callback.location.file):\(callback.location.line)"
            if let time = callback.timestamp { line += "  \(time)" }
            if let broken = callback.broken,
                let constraint = conflict.constraints.first(where: { $0.address == broken })
            {
                line += "  broke \(ConstraintFormatter.short(constraint, namer: namer))"
            }
            if let missing = callback.missing { line += "  (\(missing.phrase))" }
            out += line + "\n"
        }
        // The arithmetic, the sentences and what the log said, spelled as the glyphs draw (ASCII: != for ≠).
        return glyphs.substitute(out)
    }
}
