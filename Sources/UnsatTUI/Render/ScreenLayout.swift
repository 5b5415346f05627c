/// Where each part of the screen goes for a terminal size.
///
/// - wide (110x30 and up): conflicts over controllers on the left, the tree over the constraints
///   on the right, a detail pane across the bottom; from 160 columns, with the wireframe on (`w`),
///   the tree and the wireframe side by side;
/// - medium (64x16 and up): the SPEC's sketch: conflicts and controllers beside the tree, the
///   constraints across, two detail lines;
/// - compact (down to 36x10): one pane at a time, Tab to the next;
/// - smaller: a message saying what size is needed.
struct ScreenLayout: Equatable {
    enum Kind: Equatable {
        case wide, medium, compact, tooSmall
    }

    static let minimumWidth = 36
    static let minimumHeight = 10

    var kind: Kind
    /// What fills the screen, when zoomed (the focused pane is laid out as the compact layout does).
    var zoom: InspectorState.Zoom?
    var width: Int
    var height: Int
    /// Content rectangles of the panes shown (their title rules are drawn above them).
    var panes: [Pane: Rect] = [:]
    /// The detail lines under the panes.
    var detail = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Rows of horizontal rules, with the titles they carry.
    var rules: [Rule] = []
    /// Column of the vertical rule between the left and right panes, with its row range.
    var divider: (x: Int, rows: Range<Int>)?
    /// Where the wireframe goes beside the tree (wide, `sideBySideWidth` and up, `w` on); nil when
    /// it takes the hierarchy pane's place, or is off. Its title and rule go on the tree's rules.
    var wireframe: Rect?

    /// The width from which the wireframe goes beside the tree instead of over it.
    static let sideBySideWidth = 160

    /// A horizontal rule: row, columns, and the panes whose titles it carries, at which column.
    struct Rule: Equatable {
        var y: Int
        var x: Int
        var width: Int
        var titles: [(pane: Pane?, x: Int, width: Int)]

        static func == (lhs: Rule, rhs: Rule) -> Bool {
            lhs.y == rhs.y && lhs.x == rhs.x && lhs.width == rhs.width
                && lhs.titles.map { "\($0.pane.map(\.rawValue) ?? -1):\($0.x):\($0.width)" }
                    == rhs.titles.map { "\($0.pane.map(\.rawValue) ?? -1):\($0.x):\($0.width)" }
        }
    }

    static func == (lhs: ScreenLayout, rhs: ScreenLayout) -> Bool {
        lhs.kind == rhs.kind && lhs.zoom == rhs.zoom && lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.panes == rhs.panes
            && lhs.detail == rhs.detail && lhs.rules == rhs.rules && lhs.divider?.x == rhs.divider?.x
            && lhs.divider?.rows == rhs.divider?.rows && lhs.wireframe == rhs.wireframe
    }

    /// The layout for a terminal `width` × `height`; `wireframe` says whether the wireframe is on
    /// (`w`), `list` how wide the conflicts list is (`=`), `listNotes` whether its rows say which
    /// file (then its own width is wider: the names and the files both have room).
    static func compute(
        width: Int, height: Int, focus: Pane, zoom: InspectorState.Zoom? = nil, wireframe: Bool = false,
        list: InspectorState.ListWidth = .normal, listNotes: Bool = false
    ) -> ScreenLayout {
        if width < minimumWidth || height < minimumHeight {
            return ScreenLayout(kind: .tooSmall, width: width, height: height)
        }
        switch zoom {
        case .pane:
            var layout = compact(width, height, focus)
            layout.zoom = .pane
            return layout
        case .detail:
            return detailOnly(width, height)
        case nil: break
        }
        if width >= 110 && height >= 30 {
            let own = listNotes ? max(34, min(50, width * 32 / 100)) : max(28, min(44, width * 28 / 100))
            var layout = wide(width, height, left: list == .half ? width / 2 : own)
            if wireframe && width >= sideBySideWidth { layout.splitTree() }
            return layout
        }
        if width >= 64 && height >= 16 {
            let own = listNotes ? max(28, min(40, width * 36 / 100)) : max(22, min(34, width * 29 / 100))
            return medium(width, height, left: list == .half ? width / 2 : own)
        }
        return compact(width, height, focus)
    }

    /// Row 0 is the title bar, the last row the footer.
    private static func wide(_ width: Int, _ height: Int, left: Int) -> ScreenLayout {
        var layout = ScreenLayout(kind: .wide, width: width, height: height)
        let detailHeight = max(3, min(6, height / 8))
        let main = height - 2 - 1 - 1 - detailHeight - 1  // title, top rule, middle rule, detail rule, footer
        let upper = main * 3 / 5
        let lower = main - upper
        let top = 2
        let middle = top + upper
        layout.panes[.conflicts] = Rect(x: 0, y: top, width: left, height: upper)
        layout.panes[.tree] = Rect(x: left + 1, y: top, width: width - left - 1, height: upper)
        layout.panes[.controllers] = Rect(x: 0, y: middle + 1, width: left, height: lower)
        layout.panes[.constraints] = Rect(x: left + 1, y: middle + 1, width: width - left - 1, height: lower)
        let detailRule = middle + 1 + lower
        layout.detail = Rect(x: 0, y: detailRule + 1, width: width, height: detailHeight)
        layout.rules = [
            Rule(y: 1, x: 0, width: width, titles: [(.conflicts, 0, left), (.tree, left + 1, width - left - 1)]),
            Rule(
                y: middle, x: 0, width: width,
                titles: [(.controllers, 0, left), (.constraints, left + 1, width - left - 1)]),
            Rule(y: detailRule, x: 0, width: width, titles: [(nil, 0, width)]),
        ]
        layout.divider = (left, 1..<detailRule + 1)
        return layout
    }

    /// The hierarchy pane's room shared: the tree at its left, half of it (a row with its frame
    /// fits), the wireframe at its right, a rule between them.
    private mutating func splitTree() {
        guard let tree = panes[.tree] else { return }
        let treeWidth = max(44, tree.width / 2)
        panes[.tree] = Rect(x: tree.x, y: tree.y, width: treeWidth, height: tree.height)
        wireframe = Rect(x: tree.x + treeWidth + 1, y: tree.y, width: tree.width - treeWidth - 1, height: tree.height)
        if let index = rules.firstIndex(where: { $0.y == tree.y - 1 }),
            let title = rules[index].titles.firstIndex(where: { $0.pane == .tree })
        {
            rules[index].titles[title].width = treeWidth
        }
    }

    private static func medium(_ width: Int, _ height: Int, left: Int) -> ScreenLayout {
        var layout = ScreenLayout(kind: .medium, width: width, height: height)
        let detailHeight = height >= 30 ? 3 : 2
        let main = height - 2 - 1 - 1 - detailHeight - 1
        let lower = max(3, min(12, main * 2 / 5))
        let upper = main - lower
        let controllersHeight = max(2, min(8, upper / 3))
        let conflictsHeight = upper - 1 - controllersHeight
        let top = 2
        layout.panes[.conflicts] = Rect(x: 0, y: top, width: left, height: conflictsHeight)
        layout.panes[.controllers] = Rect(x: 0, y: top + conflictsHeight + 1, width: left, height: controllersHeight)
        layout.panes[.tree] = Rect(x: left + 1, y: top, width: width - left - 1, height: upper)
        let middle = top + upper
        layout.panes[.constraints] = Rect(x: 0, y: middle + 1, width: width, height: lower)
        let detailRule = middle + 1 + lower
        layout.detail = Rect(x: 0, y: detailRule + 1, width: width, height: detailHeight)
        layout.rules = [
            Rule(y: 1, x: 0, width: width, titles: [(.conflicts, 0, left), (.tree, left + 1, width - left - 1)]),
            Rule(y: top + conflictsHeight, x: 0, width: left, titles: [(.controllers, 0, left)]),
            Rule(y: middle, x: 0, width: width, titles: [(.constraints, 0, width)]),
            Rule(y: detailRule, x: 0, width: width, titles: [(nil, 0, width)]),
        ]
        layout.divider = (left, 1..<middle + 1)
        return layout
    }

    /// The detail alone under its rule, between the title bar and the footer.
    private static func detailOnly(_ width: Int, _ height: Int) -> ScreenLayout {
        var layout = ScreenLayout(kind: .compact, zoom: .detail, width: width, height: height)
        layout.detail = Rect(x: 0, y: 2, width: width, height: height - 3)
        layout.rules = [Rule(y: 1, x: 0, width: width, titles: [(nil, 0, width)])]
        return layout
    }

    private static func compact(_ width: Int, _ height: Int, _ focus: Pane) -> ScreenLayout {
        var layout = ScreenLayout(kind: .compact, width: width, height: height)
        let detailHeight = height >= 14 ? 2 : 1
        let paneHeight = height - 2 - 1 - detailHeight - 1
        layout.panes[focus] = Rect(x: 0, y: 2, width: width, height: paneHeight)
        let detailRule = 2 + paneHeight
        layout.detail = Rect(x: 0, y: detailRule + 1, width: width, height: detailHeight)
        layout.rules = [
            Rule(y: 1, x: 0, width: width, titles: [(focus, 0, width)]),
            Rule(y: detailRule, x: 0, width: width, titles: [(nil, 0, width)]),
        ]
        return layout
    }
}
