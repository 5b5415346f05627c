import UnsatKit

/// `y`: what is selected, as the log printed it, to the clipboard (the app writes it with OSC 52).
extension Inspector {
    func copySelection() {
        guard let text = selectionText() else {
            state.message = "nothing to copy here"
            return
        }
        state.requests.append(.copy(text))
        let shown = glyphs.substitute(text).truncated(toWidth: 40, ellipsis: glyphs.ellipsis)
        state.message = "copied \(shown) to the clipboard"
    }

    /// What `y` copies in the focused pane: the conflicts, the address of the constraint the
    /// callback broke; the hierarchy and the controllers, the view's line; the constraints, the
    /// constraint as printed. Nil when nothing is selected.
    func selectionText() -> String? {
        guard let selected = state.selected(document) else { return nil }
        let detail = selected.detail
        switch state.focus {
        case .conflicts:
            return selected.callback.broken?.text
        case .tree:
            let tree = selected.tree
            switch selected.treeCursor.selected {
            case .node(let index):
                guard tree.nodes.indices.contains(index) else { return nil }
                if tree.items.indices.contains(index) { return Self.line(tree.items[index]) }
                return Self.line(tree.nodes[index])
            case .missing(let index):
                return tree.missing.indices.contains(index) ? Self.line(tree.missing[index]) : nil
            case .missingHeader:
                return nil
            case .controller(let index):
                guard tree.controllers.list.indices.contains(index) else { return nil }
                let controller = tree.controllers.list[index].controller
                return "<\(controller.className)" + (controller.address.map { ": \($0.text)" } ?? "") + ">"
            }
        case .constraints:
            let constraints = selected.constraints
            let index = selected.panes.constraints.selection
            return constraints.indices.contains(index) ? constraints[index].text : nil
        case .controllers:
            let rows = detail.controllerRows
            let index = selected.panes.controllers.selection
            guard rows.indices.contains(index) else { return nil }
            switch rows[index] {
            case .controller(let group):
                guard let controller = detail.controllers[group].controller else { return nil }
                return "<\(controller.className)" + (controller.address.map { ": \($0.text)" } ?? "") + ">"
            case .view(let group, let view):
                return Self.line(detail.controllers[group].views[view])
            }
        }
    }

    /// A dump's line for a view: `<UILabel: 0x…; frame = (…); text = '…'>`.
    static func line(_ node: ViewNode) -> String {
        "<\(node.className): \(node.address.text)" + (node.details.isEmpty ? "" : "; \(node.details)") + ">"
    }

    /// A view as a constraint names it: `UILabel:0x…'Title'`.
    static func line(_ item: LayoutItem) -> String {
        var text = item.className
        if let address = item.address { text += ":\(address.text)" }
        if let label = item.label { text += "'\(label)'" }
        return text
    }
}
