import Foundation

/// `unsat show ID --svg`: one conflict's wireframe and the picture of its proof as a standalone SVG
/// to paste into an issue. UTF-8, inline styles only, no scripts and no external references. The
/// boxes are `Wireframe`'s (the layout the terminal draws), scaled to fit `maxWidth` × `maxHeight`
/// points; each has a `<title>` (class, address, frame) that a browser shows on hover.
public struct SVGPicture {
    public var title: String
    public var wireframe: Wireframe.Outcome
    public var proof: Explanation.Proof?
    /// What unsat cannot show (no proof, a caveat): written below the picture.
    public var notes: [String]

    /// Largest size of the wireframe, in pixels.
    public static let maxWidth = 600.0
    public static let maxHeight = 800.0
    static let margin = 16.0
    static let lineHeight = 18.0
    /// A character of the 12 px monospace font, for laying out the proof's bars as the text does.
    static let characterWidth = 7.2

    public init(title: String, wireframe: Wireframe.Outcome, proof: Explanation.Proof?, notes: [String] = []) {
        self.title = title
        self.wireframe = wireframe
        self.proof = proof
        self.notes = notes
    }

    /// The document's first captured wireframe and its proof; the caveats when there is no proof.
    public init(document: ConflictDocument) {
        let explanation = document.explanation
        let notes = explanation?.proof == nil ? explanation?.caveats ?? [] : []
        self.init(
            title: document.title, wireframe: Wireframe.make(document.conflict), proof: explanation?.proof,
            notes: notes)
    }

    /// `conflict` explained without a source tree.
    public init(conflict: Conflict) {
        self.init(document: DocumentMaker(explainer: Explainer()).document(conflict))
    }

    /// Text safe in XML content and in a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String { Markup.escape(text) }

    /// A position in the drawing, in pixels: two decimals are finer than any screen shows. Text
    /// the drawing says (a frame, a constant) is written with `ConstraintFormatter.number`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The document: the `<svg>` element after an XML prolog.
    public func svg() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement()
    }

    /// The `<svg>` element alone. An HTML page inlines it without `namespace`: HTML puts an `<svg>`
    /// in the SVG namespace itself, and the page then names no URL at all.
    public func svgElement(namespace: Bool = true) -> String {
        var body = ""
        var y = Self.margin
        var width = Self.maxWidth + 2 * Self.margin
        func text(_ content: String, x: Double, y: Double, style: String = "") -> String {
            "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\"\(style.isEmpty ? "" : " style=\"\(style)\"")>"
                + "\(Self.escape(content))</text>\n"
        }
        y += 14
        body += text(title, x: Self.margin, y: y, style: "font-weight:bold;font-size:14px")
        y += 10
        switch wireframe {
        case .noFrames(let reason):
            y += Self.lineHeight
            body += text(reason, x: Self.margin, y: y, style: "fill:#555555")
            y += 8
        case .drawn(let frames):
            let (boxes, height) = wireframeBody(frames, top: y)
            body += boxes
            y += height
            for caveat in frames.caveats {
                y += Self.lineHeight
                body += text("Note: \(caveat).", x: Self.margin, y: y, style: "fill:#555555;font-size:11px")
            }
        }
        if let proof {
            y += Self.lineHeight * 1.5
            body += text("Why they cannot all hold", x: Self.margin, y: y, style: "font-weight:bold")
            for line in [proof.summary, proof.arithmetic] {
                y += Self.lineHeight
                body += text(line, x: Self.margin, y: y)
            }
            let (picture, pictureWidth, height) = proofBody(proof, top: y + 8)
            body += picture
            width = max(width, pictureWidth + 2 * Self.margin)
            y += 8 + height
        }
        for note in notes {
            y += Self.lineHeight
            body += text("Note: \(note).", x: Self.margin, y: y, style: "fill:#555555")
        }
        y += Self.margin
        let w = Self.number(width)
        let h = Self.number(y)
        return """
            <svg\(namespace ? " xmlns=\"http://www.w3.org/2000/svg\"" : "") width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            style="font-family:Menlo,Consolas,monospace;font-size:12px">
            <title>\(Self.escape(title))</title>
            <rect x="0" y="0" width="\(w)" height="\(h)" style="fill:#ffffff"/>

            """ + body + "</svg>\n"
    }

    /// The boxes, the root scaled to fit, from `top`; and the height they take.
    func wireframeBody(_ frames: Wireframe, top: Double) -> (String, Double) {
        let scale = frames.scale(.root, width: Self.maxWidth, height: Self.maxHeight, aspect: 1)
        // The root's area, a viewport of its own: a view outside it (a scroll view's content above
        // or below what is shown) is cut at its edge instead of drawn over the title. `pad` keeps
        // the root's own stroke whole.
        let root = frames.frame(of: .root)
        let pad = 3.0
        let height = root.height * scale
        var out =
            "<svg x=\"\(Self.number(Self.margin - pad))\" y=\"\(Self.number(top - pad))\" "
            + "width=\"\(Self.number(root.width * scale + 2 * pad))\" height=\"\(Self.number(height + 2 * pad))\" "
            + "overflow=\"hidden\">\n"
        for placed in frames.placed(.root, scale: scale) {
            let box = placed.box
            let r = placed.rect
            let x = pad + r.x
            let y = pad + r.y
            let style: String
            switch box.role {
            case .conflicting(let palette):
                let color = ViewPalette.hex(ViewPalette.color(ofViewAt: palette))
                style = "fill:\(color);fill-opacity:0.12;stroke:\(color);stroke-width:2"
            case .ancestor:
                style = "fill:none;stroke:#616161;stroke-width:1"
            case .sibling:
                style = "fill:none;stroke:#bdbdbd;stroke-width:1;stroke-dasharray:3 2"
            }
            var hover = "\(box.className) \(box.address) frame \(ConstraintFormatter.frame(box.frame)) in the root view"
            if box.isBroken { hover += "; a view of the broken constraint" }
            out +=
                "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(r.width, 1)))\" "
                + "height=\"\(Self.number(max(r.height, 1)))\" style=\"\(style)\">"
                + "<title>\(Self.escape(hover))</title></rect>\n"
            if case .conflicting(let palette) = box.role {
                let color = ViewPalette.hex(ViewPalette.color(ofViewAt: palette))
                let label = box.isBroken ? "\(box.className) ✗ broken" : box.className
                out +=
                    "<text x=\"\(Self.number(x + 3))\" y=\"\(Self.number(y + 12))\" "
                    + "style=\"fill:\(color);font-size:11px;font-weight:bold\">\(Self.escape(label))</text>\n"
            }
            if box.isBroken {
                out +=
                    "<rect x=\"\(Self.number(x - 2))\" y=\"\(Self.number(y - 2))\" "
                    + "width=\"\(Self.number(max(r.width, 1) + 4))\" height=\"\(Self.number(max(r.height, 1) + 4))\" "
                    + "style=\"fill:none;stroke:\(ViewPalette.hex(ViewPalette.broken));stroke-width:1;stroke-dasharray:6 3\"/>\n"
            }
        }
        return (out + "</svg>\n", height)
    }

    /// The proof's two sides as bars of segments, laid out in the columns the text picture uses.
    func proofBody(_ proof: Explanation.Proof, top: Double) -> (String, width: Double, height: Double) {
        let picture = ProofPicture(proof.sides, glyphs: .unicode)
        let columns = Int(Self.maxWidth / Self.characterWidth)
        let labelWidth = Double(max(picture.needed.label.count, picture.available.label.count) + 2)
        let totals = ["\(picture.needed.total)", "\(picture.available.total)"]
        let totalWidth = max(totals[0].count, totals[1].count, picture.relation.count)
        guard let widths = picture.segmentWidths(space: columns - Int(labelWidth) - 2 - totalWidth) else {
            return (
                "<text x=\"\(Self.number(Self.margin))\" y=\"\(Self.number(top + 12))\">"
                    + "\(Self.escape(picture.compact))</text>\n", 0, Self.lineHeight
            )
        }
        let c = Self.characterWidth
        var out = "<g>\n"
        let barStart = Self.margin + labelWidth * c
        var barEnd = barStart
        let rows: [(ProofPicture.Bar, [Int], Double)] = [
            (picture.needed, widths.needed, top + 12), (picture.available, widths.available, top + 12 + 2 * 18),
        ]
        for (bar, segments, baseline) in rows {
            out +=
                "<text x=\"\(Self.number(Self.margin))\" y=\"\(Self.number(baseline))\">\(Self.escape(bar.label))</text>\n"
            var x = barStart
            let middle = baseline - 4
            func tick(_ x: Double) -> String {
                "<line x1=\"\(Self.number(x))\" y1=\"\(Self.number(middle - 7))\" x2=\"\(Self.number(x))\" "
                    + "y2=\"\(Self.number(middle + 7))\" style=\"stroke:#212121;stroke-width:1.5\"/>\n"
            }
            out += tick(x)
            for (term, width) in zip(bar.terms, segments) {
                let end = x + Double(width + 1) * c
                out +=
                    "<line x1=\"\(Self.number(x))\" y1=\"\(Self.number(middle))\" x2=\"\(Self.number(end))\" "
                    + "y2=\"\(Self.number(middle))\" style=\"stroke:#757575;stroke-width:1\"/>\n"
                out +=
                    "<text x=\"\(Self.number((x + end) / 2))\" y=\"\(Self.number(middle - 3))\" "
                    + "style=\"text-anchor:middle\">\(Self.escape(term.text))</text>\n"
                out += tick(end)
                x = end
            }
            barEnd = max(barEnd, x)
        }
        let totalsX = barEnd + 2 * c + Double(totalWidth) * c
        for (content, baseline) in [(totals[0], top + 12), (picture.relation, top + 12 + 18), (totals[1], top + 48)] {
            out +=
                "<text x=\"\(Self.number(totalsX))\" y=\"\(Self.number(baseline))\" style=\"text-anchor:end\">"
                + "\(Self.escape(content))</text>\n"
        }
        return (out + "</g>\n", totalsX - Self.margin, 2 * 18 + 16)
    }
}
