/// `unsat show ID`: one conflict in full, as text.
public struct ShowText {
    public var document: ConflictDocument
    /// Each conflicting view in its color (the inspector's), the broken constraint's mark in red.
    public var color: Bool

    public init(document: ConflictDocument, color: Bool = false) {
        self.document = document
        self.color = color
    }

    /// `conflict` explained without a source tree, drawn with `glyphs` (`--ascii` or Unicode for every
    /// mark and sign unsat adds; the input's own text is written as it is).
    public init(conflict: Conflict, glyphs: Glyphs = .unicode, color: Bool = false) {
        self.init(document: DocumentMaker(explainer: Explainer(), glyphs: glyphs).document(conflict), color: color)
    }

    public func text() -> String {
        var page = TextSections(paint: TextPaint(enabled: color))
        ConflictSections.write(document, on: &page)
        // Every sign is the glyphs' own (ASCII: != for ≠, * for ×); the input's own text (a class
        // name, a Chinese label) is written as read: it is data, and `?` for it would lose it.
        return page.out
    }
}

/// `show`'s page: a heading a line, everything under it indented two columns a level.
struct TextSections: ConflictPage {
    var paint: TextPaint
    var out = ""
    /// The number of the next entry of an ordered list; nil in an unordered one.
    private var number: Int?

    init(paint: TextPaint) { self.paint = paint }

    func render(_ spans: [Span]) -> String {
        var text = ""
        for span in spans {
            switch span {
            case .text(let part), .code(let part), .pad(let part): text += part
            case .view(let part, let index): text += paint.view(part, index)
            case .broken(let part): text += paint.broken(part)
            }
        }
        return text
    }

    mutating func header(_ document: ConflictDocument) {
        let conflict = document.conflict
        let count = conflict.callbacks.count
        out += "Conflict #\(conflict.id)  \(document.glyphs.times)\(count) \(Words.plural(count, "callback"))"
        if conflict.isSystem { out += "  (\(Words.systemNote(conflict)))" }
        out += "\nfingerprint \(conflict.fingerprint)\n"
        if conflict.instances > 1 { out += Words.instances(conflict.instances) + "\n" }
    }

    mutating func heading(_ title: String, note: String?) {
        out += "\n\(title)" + (note.map { " (\($0))" } ?? "") + "\n"
    }

    mutating func line(_ spans: [Span], note: Bool) { out += "  \(render(spans))\n" }

    mutating func beginList(ordered: Bool) { number = ordered ? 1 : nil }

    mutating func item(_ spans: [Span], level: Int, details: [Detail]) {
        out += String(repeating: "  ", count: level)
        if let current = number {
            out += "\(current). "
            number = current + 1
        }
        out += render(spans) + "\n"
        for detail in details {
            switch detail {
            case .code(let text), .note(let text): out += "      \(text)\n"
            }
        }
    }

    mutating func endList() { number = nil }

    mutating func preformatted(_ lines: [String], apart: Bool) {
        if apart { out += "\n" }
        for line in lines { out += "  \(line)\n" }
        if apart { out += "\n" }
    }

    mutating func wireframe(_ document: ConflictDocument) {}

    mutating func patch(_ patch: String) {}
}
