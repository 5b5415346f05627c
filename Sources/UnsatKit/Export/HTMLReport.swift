/// `unsat report` and `check --report`: every conflict as `show` shows it, on one self-contained
/// HTML page to keep as a CI artifact. Inline CSS and SVG only: no script, nothing fetched, so it
/// reads the same offline, years later. Text from the log is escaped everywhere it appears.
public struct HTMLReport {
    /// What the page is, in its title and first heading.
    public var heading: String
    /// The inputs read, as given.
    public var files: [String]
    /// The conflicts on the page, in list order.
    public var conflicts: [Conflict]
    /// Conflicts in UIKit's own views that were read and left out.
    public var leftOut: Int
    /// What explains each conflict, with the app's source when one is searched.
    public var explainer = Explainer()

    public init(heading: String, files: [String], conflicts: [Conflict], leftOut: Int = 0) {
        self.heading = heading
        self.files = files
        self.conflicts = conflicts
        self.leftOut = leftOut
    }

    /// Every conflict read, those in UIKit's own views left out unless `includeSystem`, as `check` does.
    public init(result: ParseResult, conflicts: [Conflict], includeSystem: Bool) {
        let shown = conflicts.filter { includeSystem || !$0.isSystem }
        self.init(
            heading: "unsat report: \(Self.count(shown.count, "conflict"))", files: result.files.map(\.path),
            conflicts: shown, leftOut: conflicts.count - shown.count)
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
                "<p class=\"note\">\(Self.count(leftOut, "conflict")) in UIKit's own views left out"
                + " (--include-system shows them).</p>\n"
        }
        if conflicts.isEmpty { out += "<p>No conflict to show.</p>\n" }
        if conflicts.count > 1 {
            out += "<ol>\n"
            for conflict in conflicts {
                out += "<li><a href=\"#conflict-\(conflict.id)\">\(Self.escape(Self.title(conflict)))</a></li>\n"
            }
            out += "</ol>\n"
        }
        for conflict in conflicts { out += section(conflict) }
        return out + "</body>\n</html>\n"
    }

    static func title(_ conflict: Conflict) -> String {
        var title = "Conflict #\(conflict.id)"
        if let controller = conflict.controller { title += " in \(controller.displayClassName)" }
        return title
    }

    /// `3 conflicts`, `1 conflict`.
    public static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// Text safe in HTML content and quoted attributes.
    /// The conflict's wireframe as an SVG element to inline (no prolog, no namespace URL), with
    /// no proof under it.
    static func wireframeSVG(_ conflict: Conflict) -> String { wireframeSVG(Wireframe.make(conflict)) }

    /// The same from a wireframe already made (laying out a dump is the costly part).
    static func wireframeSVG(_ wireframe: Wireframe.Outcome) -> String {
        SVGReport(title: "Where the views are", wireframe: wireframe, proof: nil)
            .svgElement(namespace: false)
    }

    public static func escape(_ text: String) -> String { SVGReport.escape(text) }

    /// `text`, escaped, bold in the color of the view at palette `index` when it has one.
    static func colored(_ text: String, _ index: Int?) -> String {
        guard let index, !text.isEmpty else { return escape(text) }
        let color = ViewPalette.hex(ViewPalette.color(ofViewAt: index))
        return "<b style=\"color:\(color)\">\(escape(text))</b>"
    }

    /// One conflict, in the order `show` prints it, with the SVG after its views.
    func section(_ conflict: Conflict) -> String {
        let glyphs = Glyphs.unicode
        let namer = ViewNamer(conflict: conflict, glyphs: glyphs)
        let colors = ViewPalette.indices(conflict)
        func short(_ constraint: Constraint) -> String {
            ConstraintFormatter.pieces(constraint, namer: namer).map {
                Self.colored($0.text, $0.item.flatMap { colors[$0.key] })
            }.joined()
        }
        var out = "<section id=\"conflict-\(conflict.id)\">\n<h2>\(Self.escape(Self.title(conflict)))"
        out += " <span class=\"note\">\(glyphs.times)\(Self.count(conflict.callbacks.count, "callback"))</span>"
        if conflict.isSystem { out += " <span class=\"system\">(UIKit's own views: usually not yours to fix)</span>" }
        out += "</h2>\n<p class=\"note\">fingerprint <code>\(Self.escape(conflict.fingerprint))</code></p>\n"
        if conflict.instances > 1 {
            out +=
                "<p class=\"note\">\(conflict.instances) instances: the same constraints broke between other views"
                + " of the same classes too; the views and constraints below are the first's.</p>\n"
        }
        out += "<h3>Controller</h3>\n"
        if let controller = conflict.controller {
            out += "<p>\(Self.escape("\(controller.displayClassName) \(controller.address ?? "")"))</p>\n"
        } else {
            out += "<p class=\"note\">not known (a capture dump or _printHierarchy tells it)</p>\n"
        }
        out += "<h3>Views</h3>\n<ul>\n"
        for view in conflict.views {
            let name = namer.name(view)
            out += "<li>\(Self.colored(name, colors[view.key]))"
            if name != view.displayClassName { out += " \(Self.escape(view.displayClassName))" }
            out += " <code>\(Self.escape(view.address?.text ?? ""))</code></li>\n"
        }
        out += "</ul>\n"
        // The wireframe alone: Why, its picture and the caveats follow as text (the SVG of `show
        // --svg` carries them too, which here said them twice).
        let wireframe = Wireframe.make(conflict)
        switch wireframe {
        case .drawn:
            out += Self.wireframeSVG(wireframe)
        case .noFrames(let reason):
            out += "<p class=\"note\">\(Self.escape(reason))</p>\n"
        }
        // Why and the fix
        let explanation = explainer.explain(conflict, glyphs: glyphs)
        out += "<h3>Why they cannot all hold</h3>\n"
        if let proof = explanation.proof {
            out += "<p>\(Self.escape(proof.summary))<br>\(Self.escape(proof.arithmetic))</p>\n"
            let picture = ProofPicture(proof.sides, glyphs: glyphs).lines(width: ShowReport.pictureWidth)
            if picture.count > 1 { out += "<pre>\(Self.escape(picture.joined(separator: "\n")))</pre>\n" }
            for assumption in proof.assumptions {
                out += "<p class=\"note\">(assuming \(Self.escape(assumption)))</p>\n"
            }
            out += "<p>from:</p>\n<ul>\n"
            for address in proof.constraints {
                if let sentence = explanation.sentences[address] { out += "<li>\(Self.escape(sentence))</li>\n" }
            }
            out += "</ul>\n"
        }
        for caveat in explanation.caveats { out += "<p class=\"note\">Note: \(Self.escape(caveat)).</p>\n" }
        out += "<h3>What to change</h3>\n<ul>\n"
        for suggestion in explanation.suggestions { out += "<li>\(Self.escape(suggestion))</li>\n" }
        out += "</ul>\n"
        if let patch = explanation.fix.patch {
            out += "<p>The patch (<code>git apply</code> takes it from the source root):</p>\n"
            out += "<pre class=\"patch\">\(Self.escape(patch))</pre>\n"
        }
        // Constraints, with where each came from
        out += "<h3>Constraints</h3>\n<ul>\n"
        let broken = Set(conflict.callbacks.compactMap { $0.broken.map(conflict.counterpart(of:)) })
        for constraint in conflict.constraints {
            let isBroken = broken.contains(constraint.address)
            out += "<li>" + (isBroken ? "<span class=\"broken\">\(glyphs.broken)</span> " : "") + short(constraint)
            var notes: [String] = []
            if isBroken { notes.append("<span class=\"broken\">broken</span>") }
            if constraint.origin != .app { notes.append(Self.escape(ConstraintFormatter.describe(constraint.origin))) }
            if let priority = constraint.priority, priority < 1000 {
                notes.append("priority \(ConstraintFormatter.number(priority))")
            }
            if !notes.isEmpty { out += " (\(notes.joined(separator: ", ")))" }
            out += "<pre>\(Self.escape(constraint.text))</pre>"
            if let made = ShowReport.madeAt(explanation.sources[constraint.address]) {
                out += "<p class=\"note\">\(Self.escape(made))</p>"
            }
            out += "</li>\n"
        }
        out += "</ul>\n"
        // The tree, folded to the conflicting views
        let tree = ConflictTree(conflict: conflict)
        if tree.isCaptured {
            let location = tree.hierarchy.location
            out +=
                "<h3>View hierarchy <span class=\"note\">(\(Self.escape(location.file)):\(location.line),"
                + " \(tree.hierarchy.viewCount) views)</span></h3>\n"
        } else {
            out +=
                "<h3>Views as the constraints nest them <span class=\"note\">(no view hierarchy captured)</span></h3>\n"
        }
        // The drawing's own lines are glyphs; every label and mark is escaped here.
        let label: (ViewNode) -> String = { node in
            let text = TreeDrawing.describe(node, glyphs: glyphs)
            let name = node.displayClassName
            guard let index = colors[node.address.text], text.hasPrefix(name) else { return Self.escape(text) }
            return Self.colored(name, index) + Self.escape(String(text.dropFirst(name.count)))
        }
        let mark: (ViewNode) -> String = { Self.colored(glyphs.conflictView, colors[$0.address.text]) }
        let marked = Set(tree.views.compactMap(\.address))
        let lines = TreeDrawing.lines(tree.hierarchy, marked: marked, glyphs: glyphs, label: label, mark: mark)
        out += "<pre>\(lines.joined(separator: "\n"))</pre>\n"
        if !tree.missing.isEmpty {
            out += "<p>Not in the captured tree:</p>\n<ul>\n"
            for view in tree.missing {
                out +=
                    "<li>\(Self.colored(namer.name(view), colors[view.key])) \(Self.escape(view.displayClassName))"
                    + " <code>\(Self.escape(view.address?.text ?? ""))</code></li>\n"
            }
            out += "</ul>\n"
        }
        // Callbacks
        out += "<h3>Callbacks</h3>\n<ol>\n"
        for callback in conflict.callbacks {
            var line = "<code>\(Self.escape("\(callback.location.file):\(callback.location.line)"))</code>"
            if let time = callback.timestamp { line += " \(Self.escape(time))" }
            if let address = callback.broken.map(conflict.counterpart(of:)),
                let constraint = conflict.constraints.first(where: { $0.address == address })
            {
                line += " broke \(short(constraint))"
            }
            if let missing = callback.missing { line += " (\(Self.escape(missing.phrase)))" }
            if conflict.isOtherInstance(callback) { line += " (other views)" }
            out += "<li>\(line)</li>\n"
        }
        return out + "</ol>\n</section>\n"
    }
}
