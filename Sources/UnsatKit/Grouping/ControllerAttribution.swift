/// Tells which controller owns a view, from `_printHierarchy` dumps (controller → its root view) and
/// view hierarchies (view → its ancestors).
public struct ControllerAttribution: Sendable {
    /// Root view address → controller.
    var controllerByView: [Address: ControllerRef] = [:]
    /// View address → parent view address, over every hierarchy read.
    var parentByView: [Address: Address] = [:]

    public init(result: ParseResult) {
        for tree in result.controllerTrees {
            for node in tree {
                if let view = node.viewAddress { controllerByView[view] = node.controller }
            }
        }
        guard !controllerByView.isEmpty else { return }
        let hierarchies = result.hierarchies + result.callbacks.compactMap(\.hierarchy)
        for hierarchy in hierarchies {
            let nodes = hierarchy.nodes
            for node in nodes {
                // The first dump that places a view wins: a later capture of a subtree must not
                // cut it off from the controller a `_printHierarchy`-linked window dump gave it.
                if let parent = node.parent, parentByView[node.address] == nil {
                    parentByView[node.address] = nodes[parent].address
                }
            }
        }
    }

    /// The nearest controller whose root view is the view or one of its ancestors.
    public func controller(of address: Address) -> ControllerRef? {
        var current: Address? = address
        var steps = 0
        while let view = current, steps < 10_000 {
            if let controller = controllerByView[view] { return controller }
            current = parentByView[view]
            steps += 1
        }
        return nil
    }

    /// The root view of `controller`, as `_printHierarchy` gives it; nil when no dump says.
    public func rootView(of controller: ControllerRef) -> Address? {
        controllerByView.filter { $0.value == controller }.keys.min { $0.text < $1.text }
    }

    /// The controller owning most of the views (the first view's on a tie).
    public func controller(owning views: [LayoutItem]) -> ControllerRef? {
        guard !controllerByView.isEmpty else { return nil }
        var counts: [ControllerRef: Int] = [:]
        var order: [ControllerRef] = []
        for view in views {
            guard let address = view.address, let controller = controller(of: address) else { continue }
            if counts[controller] == nil { order.append(controller) }
            counts[controller, default: 0] += 1
        }
        return order.max { counts[$0]! < counts[$1]! }
    }
}
