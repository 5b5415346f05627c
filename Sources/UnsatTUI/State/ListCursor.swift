/// Where a list pane is: the row selected and the first row drawn. Every list pane has one (the
/// conflicts, each tree, the constraints, the controllers); moving changes the selection only, and
/// `scroll` (run by `Inspector.settle`, once the pane's height is known) brings the top after it.
struct ListCursor: Hashable {
    /// The row selected.
    var selection = 0
    /// The first row drawn.
    var top = 0

    /// Moves the selection by `delta` rows, staying among `count` (the first or the last row at most).
    mutating func move(by delta: Int, count: Int) {
        guard count > 0 else { return }
        selection = Self.clamped(selection + delta, count: count)
    }

    /// Keeps the selection among `count` rows (row 0 when there are none).
    mutating func clamp(count: Int) {
        selection = Self.clamped(selection, count: count)
    }

    /// Brings `top` where the selection shows in `height` rows, a little away from the edges
    /// (two rows from them in a pane of 8 or more); the top moves only as far as it must.
    mutating func scroll(count: Int, height: Int) {
        guard height > 0, count > height else {
            top = 0
            return
        }
        let margin = height >= 8 ? 2 : 0
        if selection < top + margin { top = selection - margin }
        if selection >= top + height - margin { top = selection - height + margin + 1 }
        top = max(0, min(top, count - height))
    }

    /// The row drawn on line `line` of the pane (0 is its first), if the list has one there.
    func row(atLine line: Int, count: Int) -> Int? {
        let row = top + line
        return line >= 0 && row < count ? row : nil
    }

    static func clamped(_ value: Int, count: Int) -> Int { max(0, min(value, count - 1)) }
}
