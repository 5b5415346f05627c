/// The hierarchy pane's place in one callback's tree: the row selected, by what it is (folds move
/// a view from row to row, and it stays selected), and the list cursor that draws it, whose
/// selection is the row `selected` was last found at.
struct TreeCursor: Hashable {
    var selected: TreeRow
    var list = ListCursor()

    init(selected: TreeRow) {
        self.selected = selected
    }

    /// Finds `selected` among `rows` (where it was last, when it is still there); a view (or a
    /// controller) folded or filtered away hands the selection to its nearest ancestor shown in
    /// the outline (a controller row among them), and with neither the first row takes it.
    mutating func resolve(in rows: [TreeRow], of tree: ViewTree) {
        if rows.indices.contains(list.selection), rows[list.selection] == selected { return }
        if let index = rows.firstIndex(of: selected) {
            list.selection = index
            return
        }
        for ancestor in tree.outlinePath(of: selected).reversed() {
            if let index = rows.firstIndex(of: ancestor) {
                select(index, in: rows)
                return
            }
        }
        selected = rows.first ?? .node(0)
        list.selection = 0
    }

    mutating func select(_ index: Int, in rows: [TreeRow]) {
        selected = rows[index]
        list.selection = index
    }
}
