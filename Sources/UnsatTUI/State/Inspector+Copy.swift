import Foundation
import UnsatKit

/// `y`: what is selected, as the log printed it, to the clipboard (the app writes it with OSC 52).
extension Inspector {
    func copySelection() {
        guard let text = selectionText() else {
            state.message = "nothing to copy here"
            return
        }
        state.requests.append(.copy(text))
        // As much of it as the footer has room for beside the words, cut between words.
        let room = max(12, (state.size?.width ?? 80) - 2 - DisplayWidth.of("copied  to the clipboard"))
        let shown = glyphs.substitute(text).shortenedAtWord(toWidth: room, ellipsis: glyphs.ellipsis)
        state.message = "copied \(shown) to the clipboard"
    }

    /// What `y` copies in the focused pane: the conflicts, the address of the constraint the
    /// callback broke; the hierarchy and the controllers, the view's line; the constraints, the
    /// constraint as printed. Nil when nothing is selected.
    func selectionText() -> String? {
        guard let selected = state.selected(document) else { return nil }
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
            let rows = selected.controllerRows
            let controllers = selected.controllers
            let index = selected.panes.controllers.selection
            guard rows.indices.contains(index) else { return nil }
            switch rows[index] {
            case .controller(let group):
                guard let controller = controllers[group].controller else { return nil }
                return "<\(controller.className)" + (controller.address.map { ": \($0.text)" } ?? "") + ">"
            case .view(let group, let view):
                return Self.line(controllers[group].views[view])
            }
        }
    }

    /// `Y` and `p`: the selected object's address alone, or an expression lldb prints it with
    /// (`expr -l objc -O -- (UIImageView *)0x…`, what `po` does, cast to its class).
    func copyAddress(asExpression: Bool) {
        guard let object = selectedObject() else {
            state.message = "no address to copy here"
            return
        }
        let text = asExpression ? Self.expression(object) : object.address.text
        state.requests.append(.copy(text))
        state.message = "copied \(glyphs.substitute(text)) to the clipboard"
    }

    /// The object the focused pane's selection is, by its class and address: the broken
    /// constraint, a view, a constraint, a controller. Nil when it has no address.
    func selectedObject() -> (className: String, address: Address)? {
        guard let selected = state.selected(document) else { return nil }
        switch state.focus {
        case .conflicts:
            guard let broken = selected.callback.broken else { return nil }
            return (selected.callback.brokenConstraint?.className ?? "NSLayoutConstraint", broken)
        case .tree:
            let tree = selected.tree
            switch selected.treeCursor.selected {
            case .node(let index):
                guard tree.nodes.indices.contains(index) else { return nil }
                let node = tree.nodes[index]
                // A Swift class has no Objective-C name to cast to; its UIKit base class has.
                let name = Self.isObjectiveCName(node.className) ? node.className : node.baseClassName
                return (name ?? node.className, node.address)
            case .missing(let index):
                guard tree.missing.indices.contains(index), let address = tree.missing[index].address else {
                    return nil
                }
                return (tree.missing[index].className, address)
            case .controller(let index):
                guard tree.controllers.list.indices.contains(index) else { return nil }
                let controller = tree.controllers.list[index].controller
                return controller.address.map { (controller.className, $0) }
            case .missingHeader:
                return nil
            }
        case .constraints:
            let constraints = selected.constraints
            let index = selected.panes.constraints.selection
            guard constraints.indices.contains(index) else { return nil }
            return (constraints[index].className, constraints[index].address)
        case .controllers:
            let rows = selected.controllerRows
            let index = selected.panes.controllers.selection
            guard rows.indices.contains(index) else { return nil }
            switch rows[index] {
            case .controller(let group):
                guard let controller = selected.controllers[group].controller, let address = controller.address else {
                    return nil
                }
                return (controller.className, address)
            case .view(let group, let view):
                let item = selected.controllers[group].views[view]
                return item.address.map { (item.className, $0) }
            }
        }
    }

    /// `expr -l objc -O -- (UILabel *)0x…`: lldb prints the object's description, as `po` does, in
    /// Objective-C whatever the frame's language; a class Objective-C cannot name
    /// (`MyApp.ProfileView`) is cast to `id`.
    static func expression(_ object: (className: String, address: Address)) -> String {
        let type = isObjectiveCName(object.className) ? "\(object.className) *" : "id"
        return "expr -l objc -O -- (\(type))\(object.address.text)"
    }

    /// Whether Objective-C can write the class's name: letters, digits and `_`, not first a digit.
    static func isObjectiveCName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
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
