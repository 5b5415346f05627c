/// `unsat report` and `check --report`: every conflict as `show` shows it, on one self-contained
/// HTML page to keep as a CI artifact. Inline CSS and SVG only: no script, nothing fetched, so it
/// reads the same offline, years later. Text from the log is escaped everywhere it appears.
public struct HTMLPage {
    /// What the page is, in its title and first heading.
    public var heading: String
    /// The inputs read, as given.
    public var files: [String]
    /// The conflicts on the page, in list order, explained, in Unicode.
    public var documents: [ConflictDocument]
    /// Conflicts in UIKit's own views that were read and left out.
    public var leftOut: Int

    public init(heading: String, files: [String], documents: [ConflictDocument], leftOut: Int = 0) {
        self.heading = heading
        self.files = files
        self.documents = documents
        self.leftOut = leftOut
    }

    /// Every conflict read, UIKit's or Apple's own left out unless `includeSystem`, as `check`
    /// does, each explained by `explainer` (on every core).
    public init(result: ParseResult, conflicts: [Conflict], includeSystem: Bool, explainer: Explainer = Explainer()) {
        let shown = conflicts.filter { includeSystem || !$0.isSystem }
        self.init(
            heading: "unsat report: \(Words.count(shown.count, "conflict"))", files: result.files.map(\.path),
            documents: DocumentMaker(explainer: explainer).documents(shown), leftOut: conflicts.count - shown.count)
    }

    /// The page's style: light, one readable column that never runs wider than the window.
    static let style = """
        body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#212121;background:#fff;\
        max-width:960px;margin:0 auto;padding:16px;line-height:1.4;overflow-wrap:anywhere}
        h1{font-size:22px}h2{font-size:18px;border-top:2px solid #e0e0e0;padding-top:12px}
        h3{font-size:15px;margin:14px 0 4px}
        pre{font-family:Menlo,Consolas,monospace;font-size:12px;white-space:pre-wrap;\
        overflow-wrap:anywhere;background:#f5f5f5;padding:6px 8px;margin:4px 0}
        code{font-family:Menlo,Consolas,monospace;font-size:12px}
        ul,ol{padding-left:22px;margin:4px 0}
        svg{max-width:100%;height:auto;display:block;margin:8px 0}
        .note{color:#555}.broken{color:#d32f2f;font-weight:bold}.system{color:#555;font-weight:normal}
        """

    /// The page.
    public func html() -> String {
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(heading))</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <h1>\(Self.escape(heading))</h1>

            """
        out += "<p>Read: " + files.map { "<code>\(Self.escape($0))</code>" }.joined(separator: ", ") + ".</p>\n"
        if leftOut > 0 {
            out +=
                "<p class=\"note\">\(Words.count(leftOut, "conflict")) of UIKit's or Apple's own left out"
                + " (--include-system shows them).</p>\n"
        }
        if documents.isEmpty { out += "<p>No conflict to show.</p>\n" }
        if documents.count > 1 {
            out += "<ol>\n"
            for document in documents {
                out += "<li><a href=\"#conflict-\(document.conflict.id)\">\(Self.escape(document.title))</a></li>\n"
            }
            out += "</ol>\n"
        }
        for document in documents { out += Self.section(document) }
        return out + "</body>\n</html>\n"
    }

    /// The conflict's wireframe as an SVG element to inline (no prolog, no namespace URL), with
    /// no proof under it.
    static func wireframeSVG(_ conflict: Conflict) -> String { wireframeSVG(Wireframe.make(conflict)) }

    /// The same from a wireframe already made (laying out a dump is the costly part).
    static func wireframeSVG(_ wireframe: Wireframe.Outcome) -> String {
        SVGPicture(title: "Where the views are", wireframe: wireframe, proof: nil)
            .svgElement(namespace: false)
    }

    /// Text safe in HTML content and quoted attributes.
    public static func escape(_ text: String) -> String { Markup.escape(text) }

    /// One conflict: `show`'s sections in `show`'s order, with the wireframe after its views and
    /// the fix's patch after what to change.
    static func section(_ document: ConflictDocument) -> String {
        var page = HTMLSections()
        ConflictSections.write(document, on: &page)
        return page.out + "</section>\n"
    }
}

/// The HTML page's sections: a heading an `<h3>`, a list a `<ul>` or `<ol>`, input text in `<code>`
/// and `<pre>`, every piece of text escaped.
struct HTMLSections: ConflictPage {
    var out = ""
    private var lists: [String] = []

    func render(_ spans: [Span]) -> String {
        var text = ""
        for span in spans {
            switch span {
            case .text(let part): text += HTMLPage.escape(part)
            case .pad: break
            case .code(let part): text += "<code>\(HTMLPage.escape(part))</code>"
            case .view(let part, let index): text += Self.colored(part, index)
            case .broken(let part): text += "<span class=\"broken\">\(HTMLPage.escape(part))</span>"
            }
        }
        return text
    }

    /// `text`, escaped, bold in the color of the view at palette `index` when it has one.
    static func colored(_ text: String, _ index: Int?) -> String {
        guard let index, !text.isEmpty else { return HTMLPage.escape(text) }
        let color = ViewPalette.hex(ViewPalette.color(ofViewAt: index))
        return "<b style=\"color:\(color)\">\(HTMLPage.escape(text))</b>"
    }

    mutating func header(_ document: ConflictDocument) {
        let conflict = document.conflict
        let escape = HTMLPage.escape
        out += "<section id=\"conflict-\(conflict.id)\">\n<h2>\(escape(document.title))"
        let count = Words.count(conflict.callbacks.count, "callback")
        out += " <span class=\"note\">\(document.glyphs.times)\(count)</span>"
        if conflict.isSystem { out += " <span class=\"system\">(\(escape(Words.systemNote(conflict))))</span>" }
        out += "</h2>\n<p class=\"note\">fingerprint <code>\(escape(conflict.fingerprint))</code></p>\n"
        if conflict.instances > 1 { out += "<p class=\"note\">\(escape(Words.instances(conflict.instances))).</p>\n" }
    }

    mutating func heading(_ title: String, note: String?) {
        out += "<h3>\(HTMLPage.escape(title))"
        if let note { out += " <span class=\"note\">(\(HTMLPage.escape(note)))</span>" }
        out += "</h3>\n"
    }

    mutating func line(_ spans: [Span], note: Bool) {
        out += (note ? "<p class=\"note\">" : "<p>") + render(spans) + "</p>\n"
    }

    mutating func beginList(ordered: Bool) {
        let tag = ordered ? "ol" : "ul"
        lists.append(tag)
        out += "<\(tag)>\n"
    }

    mutating func item(_ spans: [Span], level: Int, details: [Detail]) {
        out += "<li>" + render(spans)
        for detail in details {
            switch detail {
            case .code(let text): out += "<pre>\(HTMLPage.escape(text))</pre>"
            case .note(let text): out += "<p class=\"note\">\(HTMLPage.escape(text))</p>"
            }
        }
        out += "</li>\n"
    }

    mutating func endList() { out += "</\(lists.popLast() ?? "ul")>\n" }

    mutating func preformatted(_ lines: [String], apart: Bool) {
        out += "<pre>\(lines.joined(separator: "\n"))</pre>\n"
    }

    mutating func wireframe(_ document: ConflictDocument) {
        // The wireframe alone: why, its picture and the caveats follow as text (the SVG of `show
        // --svg` carries them too, which here would say them twice).
        let wireframe = Wireframe.make(document.conflict)
        switch wireframe {
        case .drawn: out += HTMLPage.wireframeSVG(wireframe)
        case .noFrames(let reason): out += "<p class=\"note\">\(HTMLPage.escape(reason))</p>\n"
        }
    }

    mutating func patch(_ patch: String) {
        out += "<p>The patch (<code>git apply</code> takes it from the source root):</p>\n"
        out += "<pre class=\"patch\">\(HTMLPage.escape(patch))</pre>\n"
    }
}
