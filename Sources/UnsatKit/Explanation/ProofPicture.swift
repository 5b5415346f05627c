/// A proof's two sides drawn on one scale, in text that reads the same in ASCII and without color:
///
/// ```
/// needed  |────── 120 ──────|24|24|  168
///                                      ≠
/// has     |──────── 160 ────────|    160
/// ```
///
/// Each side is a bar of its terms (a constant, or `2×200` for one that counts twice), each segment
/// as long as its term is, but never shorter than its label; the larger side's bar is always the
/// longer. The totals stand in a column on the right with the relation between them (`≠` for
/// equations that cannot all hold, `>` where the needed side is more than is allowed). Too narrow
/// for bars, it is one line: `needed 168 ≠ has 160`.
public struct ProofPicture: Hashable, Sendable {
    /// One side: its name, its terms' labels and sizes, its total.
    public struct Bar: Hashable, Sendable {
        public var label: String
        public var terms: [(text: String, total: Rational)]
        public var total: Rational

        public static func == (lhs: Bar, rhs: Bar) -> Bool {
            lhs.label == rhs.label && lhs.total == rhs.total && lhs.terms.map(\.text) == rhs.terms.map(\.text)
                && lhs.terms.map(\.total) == rhs.terms.map(\.total)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(label)
            hasher.combine(total)
            for term in terms {
                hasher.combine(term.text)
                hasher.combine(term.total)
            }
        }
    }

    /// The needed side, drawn first.
    public var needed: Bar
    /// What bounds it.
    public var available: Bar
    /// `≠` or `>` (`!=` in ASCII).
    public var relation: String
    let glyphs: Glyphs

    /// The picture of a proof's sides, written with `glyphs`.
    public init(_ sides: Explanation.Sides, glyphs: Glyphs) {
        self.glyphs = glyphs
        let names: (String, String)
        switch sides.kind {
        case .twoSizes: names = ("one", "other")
        case .loop: names = ("around", "back to")
        case .container, .general: names = ("needed", sides.isEquality ? "has" : "allowed")
        }
        func bar(_ label: String, _ terms: [Explanation.Sides.Term], _ total: Rational) -> Bar {
            Bar(
                label: label,
                terms: terms.map { term in
                    (term.count == .one ? term.text : "\(term.count)\(glyphs.multiply)\(term.text)", term.total)
                }, total: total)
        }
        needed = bar(names.0, sides.needed, sides.neededTotal)
        available = bar(names.1, sides.available, sides.availableTotal)
        relation = sides.isEquality ? glyphs.notEqual : ">"
    }

    /// The one-line form: `needed 168 ≠ has 160`.
    public var compact: String {
        "\(needed.label) \(needed.total) \(relation) \(available.label) \(available.total)"
    }

    /// The picture in at most `width` columns: three lines, or the one-line form when bars do not fit.
    public func lines(width: Int) -> [String] {
        let labelWidth = max(needed.label.count, available.label.count) + 2
        let totals = ["\(needed.total)", "\(available.total)"]
        let totalWidth = max(totals[0].count, totals[1].count, relation.count)
        let space = width - labelWidth - 2 - totalWidth
        guard let widths = segmentWidths(space: space) else { return [compact] }
        let bars = [bar(needed, widths.needed), bar(available, widths.available)]
        let barWidth = max(bars[0].count, bars[1].count)
        func line(_ label: String, _ bar: String, _ total: String) -> String {
            let left = label.isEmpty ? String(repeating: " ", count: labelWidth) : pad(label, labelWidth)
            let text =
                left + pad(bar, barWidth) + "  " + String(repeating: " ", count: totalWidth - total.count) + total
            return String(text.reversed().drop(while: { $0 == " " }).reversed())
        }
        return [
            line(needed.label, bars[0], totals[0]), line("", "", relation), line(available.label, bars[1], totals[1]),
        ]
    }

    /// Each segment's width in columns for bars of at most `space` columns, separators included, on
    /// the largest scale that fits; nil when even the labels alone do not.
    func segmentWidths(space: Int) -> (needed: [Int], available: [Int])? {
        guard space > 0 else { return nil }
        let largest = max(needed.total, available.total).doubleValue
        guard largest > 0 else { return nil }
        for budget in stride(from: space, through: 1, by: -1) {
            let scale = Double(budget) / largest
            func widths(_ bar: Bar) -> [Int] {
                bar.terms.map { max($0.text.count, 1, Int(($0.total.doubleValue * scale).rounded())) }
            }
            var n = widths(needed)
            var a = widths(available)
            // Never let a label's minimum make the smaller side look as large or larger.
            let nWidth = n.reduce(0, +) + n.count
            let aWidth = a.reduce(0, +) + a.count
            if needed.total > available.total, nWidth <= aWidth, let widest = n.indices.max(by: { n[$0] < n[$1] }) {
                n[widest] += aWidth - nWidth + 1
            } else if available.total > needed.total, aWidth <= nWidth,
                let widest = a.indices.max(by: { a[$0] < a[$1] })
            {
                a[widest] += nWidth - aWidth + 1
            }
            guard n.reduce(0, +) + n.count + 1 <= space, a.reduce(0, +) + a.count + 1 <= space else { continue }
            // Labels wider than their share can stretch a side: a picture whose lengths are more
            // than a quarter off the totals' proportion would show a gap that is not there (519
            // against 486 was drawn three times as long), so the one-line form is said instead.
            let drawn = Double(n.reduce(0, +) + n.count) / Double(a.reduce(0, +) + a.count)
            let real = needed.total.doubleValue / available.total.doubleValue
            if needed.total.doubleValue > 0, available.total.doubleValue > 0, abs(drawn / real - 1) > 0.25 {
                return nil
            }
            return (n, a)
        }
        return nil
    }

    /// `|── 120 ──|24|`: the terms between separators; a side of no terms is a lone separator (0).
    func bar(_ bar: Bar, _ widths: [Int]) -> String {
        var text = glyphs.vertical
        for (term, width) in zip(bar.terms, widths) {
            text += segment(term.text, width) + glyphs.vertical
        }
        return text
    }

    /// The label centered in a rule of `width` columns, with a space either side where there is room.
    func segment(_ label: String, _ width: Int) -> String {
        let rule = width - label.count
        let gap = rule >= 4 ? 1 : 0
        let left = (rule - 2 * gap) / 2
        let right = rule - 2 * gap - left
        let space = String(repeating: " ", count: gap)
        return String(repeating: glyphs.horizontal, count: left) + space + label + space
            + String(repeating: glyphs.horizontal, count: right)
    }

    func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
