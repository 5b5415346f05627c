/// A piece of a line as a page draws it: plain text, a name in its view's colour, the broken
/// constraint's mark, or text from the input shown as code.
enum Span {
    case text(String)
    case view(String, Int?)
    case broken(String)
    case code(String)
    /// Spaces that line text up in columns; a page that flows its text (HTML) leaves them out.
    case pad(String)
}

/// What the sections of one conflict are written on: `show`'s text or the HTML page. The sections,
/// their order and every sentence in them are `ConflictSections`' alone; a page only says how a
/// heading, a line and a list look.
protocol ConflictPage {
    /// Spans drawn as this page draws them.
    func render(_ spans: [Span]) -> String
    /// The conflict's title, its callback count and fingerprint.
    mutating func header(_ document: ConflictDocument)
    mutating func heading(_ title: String, note: String?)
    /// A line of its own; `note` for what is said in passing.
    mutating func line(_ spans: [Span], note: Bool)
    mutating func beginList(ordered: Bool)
    /// An entry of the open list, `level` 1 or 2 deep, with lines of detail under it: input text
    /// shown as it is (`code`) and notes.
    mutating func item(_ spans: [Span], level: Int, details: [Detail])
    mutating func endList()
    /// Lines already drawn with `render` (a tree, a picture), as they are; `apart` sets them off
    /// from the lines around them.
    mutating func preformatted(_ lines: [String], apart: Bool)
    /// Where the views are, drawn; a page that cannot draw leaves it out.
    mutating func wireframe(_ document: ConflictDocument)
    /// The fix as a patch, on a page that shows one.
    mutating func patch(_ patch: String)
}

/// A line under a list entry.
enum Detail {
    case code(String)
    case note(String)
}

/// The sections of one conflict, in one order, for every page: controller, views, where they are,
/// the tree, constraints, why, what to change, callbacks.
enum ConflictSections {
    /// Columns the proof's picture takes, indent left out: an 80-column terminal shows it whole.
    static let pictureWidth = 76

    static func write(_ document: ConflictDocument, on page: inout some ConflictPage) {
        let conflict = document.conflict
        let glyphs = document.glyphs
        let colors = document.colors
        page.header(document)
        page.heading("Controller", note: nil)
        if let controller = conflict.controller {
            page.line([.text("\(controller.displayClassName) \(controller.address ?? "")")], note: false)
        } else {
            page.line([.text(Words.controllerUnknown)], note: true)
        }
        page.heading("Views", note: nil)
        page.beginList(ordered: false)
        for view in conflict.views {
            // The name the constraints use, then what the view is; a name that is only the class
            // is not said twice.
            let name = document.namer.name(view)
            let color = colors[view.key]
            if name == view.className || name == view.displayClassName || name == view.shortClassName {
                page.item(
                    [.view(view.displayClassName, color), .text(" "), .code(view.address?.text ?? "")], level: 1,
                    details: [])
            } else {
                let isKeyPath = view.address.flatMap { conflict.keyPaths[$0] } == name
                page.item(
                    [.view(name, color), .text("  \(view.displayClassName) "), .code(view.address?.text ?? "")]
                        + (isKeyPath ? [.text("  (key path)")] : []), level: 1, details: [])
            }
        }
        page.endList()
        page.wireframe(document)
        tree(document, on: &page)
        page.heading("Constraints", note: nil)
        page.beginList(ordered: false)
        for constraint in conflict.constraints {
            let isBroken = document.isBroken(constraint)
            var spans: [Span] = isBroken ? [.broken(glyphs.broken), .text(" ")] : [.pad("  ")]
            spans += document.pieces(constraint).map { .view($0.text, $0.item.flatMap { colors[$0.key] }) }
            let notes = document.notes(constraint)
            if !notes.isEmpty {
                spans += [.pad("  "), .text(" (")]
                for (index, note) in notes.enumerated() {
                    if index > 0 { spans.append(.text(", ")) }
                    spans.append(note == .broken ? .broken(note.text) : .text(note.text))
                }
                spans.append(.text(")"))
            }
            page.item(
                spans, level: 1,
                details: [.code(constraint.text)] + (document.madeAt(constraint).map { [.note($0)] } ?? []))
        }
        page.endList()
        why(document, on: &page)
        page.heading("Callbacks", note: nil)
        page.beginList(ordered: true)
        for callback in document.callbacks {
            var spans: [Span] = [.code(Words.place(callback.location))]
            if let time = callback.timestamp { spans.append(.text("  \(time)")) }
            if let broke = callback.broke {
                spans.append(.text("  broke "))
                spans += document.pieces(broke).map { .view($0.text, $0.item.flatMap { colors[$0.key] }) }
            }
            if let missing = callback.missing { spans.append(.text("  (\(missing.phrase))")) }
            if callback.isOtherInstance { spans.append(.text("  (other views)")) }
            page.item(spans, level: 1, details: [])
        }
        page.endList()
    }

    /// The captured tree folded to the conflict's views, or the one the constraints imply.
    static func tree(_ document: ConflictDocument, on page: inout some ConflictPage) {
        let glyphs = document.glyphs
        let colors = document.colors
        let tree = ConflictTree(conflict: document.conflict)
        if tree.isCaptured {
            let location = tree.hierarchy.location
            page.heading(
                "View hierarchy", note: "\(Words.place(location)), \(Words.count(tree.hierarchy.viewCount, "view"))")
        } else {
            page.heading("Views as the constraints nest them", note: "no view hierarchy captured")
        }
        // A conflicting view's class and mark in its colour; the rest of the line as it is.
        let label: (ViewNode) -> String = { [page] node in
            let text = TreeDrawing.describe(node, glyphs: glyphs)
            let name = node.displayClassName
            guard let index = colors[node.address.text], text.hasPrefix(name) else { return page.render([.text(text)]) }
            return page.render([.view(name, index), .text(String(text.dropFirst(name.count)))])
        }
        let mark: (ViewNode) -> String = { [page] in page.render([.view(glyphs.conflictView, colors[$0.address.text])])
        }
        let marked = Set(tree.views.compactMap(\.address))
        page.preformatted(
            TreeDrawing.lines(tree.hierarchy, marked: marked, glyphs: glyphs, label: label, mark: mark), apart: false)
        guard !tree.missing.isEmpty else { return }
        page.line([.text("Not in the captured tree:")], note: false)
        page.beginList(ordered: false)
        for view in tree.missing {
            let color = colors[view.key]
            page.item(
                [
                    .view(document.namer.name(view), color), .text(" \(view.displayClassName) "),
                    .code(view.address?.text ?? ""), .text("  "), .view(glyphs.conflictView, color),
                ], level: 2, details: [])
        }
        page.endList()
    }

    /// Why they cannot all hold, and what to change.
    static func why(_ document: ConflictDocument, on page: inout some ConflictPage) {
        guard let explanation = document.explanation else { return }
        page.heading("Why they cannot all hold", note: nil)
        if let proof = explanation.proof {
            page.line([.text(proof.summary)], note: false)
            page.line([.text(proof.arithmetic)], note: false)
            // The two sides on one scale; the one-line form would only say the arithmetic again.
            let picture = ProofPicture(proof.sides, glyphs: document.glyphs).lines(width: pictureWidth)
            if picture.count > 1 { page.preformatted(picture.map { page.render([.text($0)]) }, apart: true) }
            for assumption in proof.assumptions { page.line([.text("(assuming \(assumption))")], note: true) }
            page.line([.text("from:")], note: false)
            page.beginList(ordered: false)
            for address in proof.constraints {
                if let sentence = explanation.sentences[address] { page.item([.text(sentence)], level: 2, details: []) }
            }
            page.endList()
        }
        for caveat in explanation.caveats { page.line([.text("Note: \(caveat).")], note: true) }
        page.heading("What to change", note: nil)
        page.beginList(ordered: false)
        for suggestion in explanation.suggestions { page.item([.text(suggestion)], level: 1, details: []) }
        page.endList()
        if let patch = explanation.fix.patch { page.patch(patch) }
    }
}
