import UnsatKit

/// The detail of a controller row of the tree, and the line that says whose view a root view is.
extension DetailRenderer {
    /// A controller selected in the tree: its class and address, its state, the controllers
    /// above it, and its view (where Enter and `>` go).
    func describe(controller index: Int, _ tree: ViewTree) -> [StyledText] {
        guard tree.controllers.list.indices.contains(index) else { return [] }
        let owner = tree.controllers.list[index]
        var first = StyledText(owner.controller.displayClassName, theme.bold)
        if let address = owner.controller.address { first.append(" " + address.text) }
        if let state = owner.printed?.state { first.append(" \(glyphs.dot) \(state)", theme.dim) }
        if owner.printed?.isPresented == true { first.append(" \(glyphs.dot) presented", theme.dim) }
        if !owner.parents.isEmpty {
            first.append(" \(glyphs.dot) in ", theme.dim)
            first.append(owner.parents.map(\.shortClassName).joined(separator: " \(glyphs.dot) "), theme.dim)
        }
        let view = tree.nodes[owner.view]
        var second = StyledText("its view: ")
        second.append(view.displayClassName, theme.bold)
        second.append(" " + view.address.text)
        second.append(" \(glyphs.dot) Enter or > selects it", theme.dim)
        let said =
            owner.printed != nil
            ? "as _printHierarchy printed it" : "as the capture names it: its dump is this view's tree"
        return [first, second, StyledText(said, theme.dim)]
    }

    /// For a controller's root view: whose view it is.
    func owner(of index: Int, _ tree: ViewTree) -> [StyledText] {
        guard let controller = tree.controllers.byView[index] else { return [] }
        let owner = tree.controllers.list[controller].controller
        var line = StyledText("the view of ", theme.dim)
        line.append(owner.displayClassName, theme.bold)
        if let address = owner.address { line.append(" " + address.text, theme.dim) }
        return [line]
    }
}
