/// `unsat show ID`: one conflict in full, as text.
public struct ShowReport {
    public var conflict: Conflict
    /// ASCII (`--ascii`) or Unicode for every mark and sign unsat adds; the input's own text (a class
    /// name, a label, a constraint as printed) is written as it is.
    public var glyphs: Glyphs
    /// Each conflicting view in its color (the inspector's), the broken constraint's mark in red.
    public var color: Bool
    /// What explains the conflict, with the app's source when one is searched.
    public var explainer = Explainer()

    /// Columns the proof's picture takes, indent left out: an 80-column terminal shows it whole.
    static let pictureWidth = 76

    public init(conflict: Conflict, glyphs: Glyphs = .unicode, color: Bool = false) {
        self.conflict = conflict
        self.glyphs = glyphs
        self.color = color
    }

    /// `made at App/Feed.swift:42`, or the candidates when the search is not certain.
    public static func madeAt(_ sites: SourceSites?) -> String? {
        guard let sites, !sites.candidates.isEmpty else { return nil }
        if let certain = sites.certain { return "made at \(certain.path):\(certain.line)" }
        let shown = sites.candidates.prefix(3).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
        let more = sites.candidates.count > 3 ? ", …" : ""
        let count = sites.candidates.count
        return "perhaps made at \(shown)\(more) (\(count) candidate\(count == 1 ? "" : "s"), none certain)"
    }

    public func text() -> String {
        let namer = ViewNamer(conflict: conflict, glyphs: glyphs)
        let paint = TextPaint(enabled: color)
        let colors = color ? ViewPalette.indices(conflict) : [:]
        func painted(_ item: LayoutItem) -> String { paint.view(namer.name(item), colors[item.key]) }
        func short(_ constraint: Constraint) -> String {
            ListReport.painted(ConstraintFormatter.pieces(constraint, namer: namer), colors: colors, paint: paint)
        }
        var out = "Conflict #\(conflict.id)  \(glyphs.times)\(conflict.callbacks.count)"
        out += conflict.callbacks.count == 1 ? " callback" : " callbacks"
        if conflict.isSystem { out += "  (UIKit's own views: usually not yours to fix)" }
        out += "\nfingerprint \(conflict.fingerprint)\n"
        if conflict.instances > 1 {
            out +=
                "\(conflict.instances) instances: the same constraints broke between other views of the same classes"
                + " too; the views and constraints below are the first's\n"
        }
        // Controllers
        out += "\nController\n"
        if let controller = conflict.controller {
            out += "  \(controller.displayClassName) \(controller.address ?? "")\n"
        } else {
            out += "  not known (a capture dump or _printHierarchy tells it)\n"
        }
        // Views
        out += "\nViews\n"
        for view in conflict.views {
            // The name the constraints above use, then what the view is; a name that is only the
            // class is not said twice.
            let name = namer.name(view)
            let what = "\(view.displayClassName) \(view.address ?? "")"
            let isKeyPath = view.address.flatMap { conflict.keyPaths[$0] } == name
            if name == view.className || name == view.displayClassName || name == view.shortClassName {
                out += "  \(paint.view(view.displayClassName, colors[view.key])) \(view.address ?? "")\n"
            } else {
                out += "  \(painted(view))  \(what)\(isKeyPath ? "  (key path)" : "")\n"
            }
        }
        // Tree
        let tree = ConflictTree(conflict: conflict)
        let marked = Set(tree.views.compactMap(\.address))
        if tree.isCaptured {
            let location = tree.hierarchy.location
            out += "\nView hierarchy (\(location.file):\(location.line), \(tree.hierarchy.viewCount) views)\n"
        } else {
            out += "\nViews as the constraints nest them (no view hierarchy captured)\n"
        }
        // A conflicting view's class and mark in its color; the rest of the line as it is.
        let label: (ViewNode) -> String = { node in
            let text = TreeDrawing.describe(node, glyphs: glyphs)
            let name = node.displayClassName
            guard let index = colors[node.address.text], text.hasPrefix(name) else { return text }
            return paint.view(name, index) + text.dropFirst(name.count)
        }
        let mark: (ViewNode) -> String = { paint.view(glyphs.conflictView, colors[$0.address.text]) }
        for line in TreeDrawing.lines(tree.hierarchy, marked: marked, glyphs: glyphs, label: label, mark: mark) {
            out += "  \(line)\n"
        }
        if !tree.missing.isEmpty {
            out += "  Not in the captured tree:\n"
            for view in tree.missing {
                let mark = paint.view(glyphs.conflictView, colors[view.key])
                out += "    \(painted(view)) \(view.displayClassName) \(view.address ?? "")  \(mark)\n"
            }
        }
        // Constraints
        let explanation = explainer.explain(conflict, glyphs: glyphs)
        out += "\nConstraints\n"
        let broken = Set(conflict.callbacks.compactMap { $0.broken.map(conflict.counterpart(of:)) })
        for constraint in conflict.constraints {
            let mark = broken.contains(constraint.address) ? "\(paint.broken(glyphs.broken)) " : "  "
            out += "  \(mark)\(short(constraint))"
            var notes: [String] = []
            if broken.contains(constraint.address) { notes.append(paint.broken("broken")) }
            if constraint.origin != .app { notes.append(ConstraintFormatter.describe(constraint.origin)) }
            if let priority = constraint.priority, priority < 1000 {
                notes.append("priority \(ConstraintFormatter.number(priority))")
            }
            if !notes.isEmpty { out += "   (\(notes.joined(separator: ", ")))" }
            out += "\n      \(constraint.text)\n"
            if let made = Self.madeAt(explanation.sources[constraint.address]) { out += "      \(made)\n" }
        }
        // Why
        out += "\nWhy they cannot all hold\n"
        if let proof = explanation.proof {
            out += "  \(proof.summary)\n  \(proof.arithmetic)\n"
            // The two sides on one scale; the one-line form would only say the arithmetic again.
            let picture = ProofPicture(proof.sides, glyphs: glyphs).lines(width: Self.pictureWidth)
            if picture.count > 1 { out += "\n" + picture.map { "  \($0)\n" }.joined() + "\n" }
            for assumption in proof.assumptions { out += "  (assuming \(assumption))\n" }
            out += "  from:\n"
            for address in proof.constraints {
                if let sentence = explanation.sentences[address] { out += "    \(sentence)\n" }
            }
        }
        for caveat in explanation.caveats { out += "  Note: \(caveat).\n" }
        out += "\nWhat to change\n"
        for suggestion in explanation.suggestions { out += "  \(suggestion)\n" }
        // Callbacks
        out += "\nCallbacks\n"
        for (index, callback) in conflict.callbacks.enumerated() {
            var line = "  \(index + 1). \(callback.location.file):\(callback.location.line)"
            if let time = callback.timestamp { line += "  \(time)" }
            if let broken = callback.broken.map(conflict.counterpart(of:)),
                let constraint = conflict.constraints.first(where: { $0.address == broken })
            {
                line += "  broke \(short(constraint))"
            }
            if let missing = callback.missing { line += "  (\(missing.phrase))" }
            if conflict.isOtherInstance(callback) { line += "  (other views)" }
            out += line + "\n"
        }
        // Every sign is the glyphs' own (ASCII: != for ≠, * for ×); the input's own text (a class
        // name, a Chinese label) is written as read: it is data, and `?` for it would lose it.
        return out
    }
}
