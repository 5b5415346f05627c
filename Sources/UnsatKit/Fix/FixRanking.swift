/// Which of a conflict's constraints the app can change, and in which order an experienced iOS
/// developer would try them: a size set twice, a cell's content against the table's size, a table
/// header sized by its frame, a mask on a view made in code, an arranged subview's own size, a
/// required size against a temporary fitting size, the one UIKit broke, then the rest.
struct FixRanking {
    let conflict: Conflict
    let namer: ViewNamer

    /// Positions of the constraints the app made and can relax: none inside a controller of UIKit's
    /// own (an alert's, the keyboard's), whose plain `UIView`s are UIKit's too.
    var changeable: [Int] {
        if conflict.controller?.isSystem == true { return [] }
        return conflict.constraints.indices.filter { Self.isChangeable(conflict.constraints[$0]) }
    }

    /// A required equation the app made, naming none of UIKit's private views, with no identifier
    /// in UIKit's style (`UINavItemContentGuide-leading`, `UISV-spacing`).
    static func isChangeable(_ constraint: Constraint) -> Bool {
        guard constraint.origin == .app, constraint.isEquation, constraint.first != nil, constraint.isRequired,
            !ProofModel.isIntrinsic(constraint)
        else { return false }
        if let identifier = constraint.identifier, isFrameworkIdentifier(identifier) { return false }
        if ["_UILayoutSupportConstraint", "NSIBPrototypingLayoutConstraint"].contains(constraint.className) {
            return false
        }
        // A stack view's spacer (`_UILayoutSpacer`) is its own, as its private views are; a layout
        // guide the app pins to (`_UILayoutGuide`, the top layout guide) is not.
        return !constraint.items.contains { item in
            item.className.hasSuffix("LayoutSpacer") || (!item.isLayoutGuide && SystemRule.isPrivateView(item))
        }
    }

    /// UIKit's and AppKit's own names (Interface Builder's `IB_`/`TB_` are the app's storyboard's).
    static func isFrameworkIdentifier(_ identifier: String) -> Bool {
        identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") || identifier.hasPrefix("NS")
            || identifier.hasPrefix("_NS")
    }

    /// Every candidate, best first.
    func candidates(rowsOf: (Int) -> [Int]) -> [FixFinder.Candidate] {
        var result: [FixFinder.Candidate] = []
        let (offered, header) = masks()
        for position in changeable where !rowsOf(position).isEmpty {
            let (reason, because) = rank(position, header: header)
            result.append(.init(action: .lowerPriority, reason: reason, positions: [position], because: because))
        }
        for (view, positions) in offered {
            result.append(
                .init(
                    action: .translatesAutoresizingMaskIntoConstraints, reason: .mask, positions: positions, view: view)
            )
        }
        // Within a reason: the one UIKit broke, then one that gives way to a container (a cell's
        // content bottom), then a fixed size, then the order UIKit listed them in.
        let broken = conflict.lastBroken
        func key(_ entry: (offset: Int, element: FixFinder.Candidate)) -> (Int, Int, Int, Int) {
            let candidate = entry.element
            let single = candidate.positions.count == 1 ? conflict.constraints[candidate.positions[0]] : nil
            return (
                candidate.reason.rank, single?.address == broken && broken != nil ? 0 : 1,
                single.map { endsAtContainer($0) ? 0 : $0.second == nil ? 1 : 2 } ?? 2, entry.offset
            )
        }
        return result.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }

    /// A constraint from a view's bottom (or trailing) edge to the edge of a container that sets
    /// the size: the one to give way inside a cell.
    func endsAtContainer(_ constraint: Constraint) -> Bool {
        let containers = Set(
            conflict.constraints.filter { $0.origin == .encapsulated || $0.origin == .autoresizing }
                .flatMap { $0.items.map(\.key) })
        guard let first = constraint.first, let second = constraint.second, first.attribute.edge == .trailing,
            second.attribute.edge == .trailing
        else { return false }
        return containers.contains(first.item.key) || containers.contains(second.item.key)
    }

    /// The autoresizing masks the app can turn off (view → the positions of its mask's constraints),
    /// and a table's header view, whose mask is the table's business.
    func masks() -> (offered: [(LayoutItem, [Int])], header: LayoutItem?) {
        var offered: [(LayoutItem, [Int])] = []
        var header: LayoutItem?
        let containers = Set(
            conflict.constraints.filter { $0.origin == .encapsulated }.compactMap { $0.first?.item.key })
        if conflict.controller?.isSystem == true { return ([], nil) }
        for (position, constraint) in conflict.constraints.enumerated() where constraint.origin == .autoresizing {
            guard let view = Explainer.maskedView(constraint) else { continue }
            if constraint.items.contains(where: { $0 != view && containers.contains($0.key) }) { continue }
            if Explainer.isCellContentView(view) || Explainer.isCell(view) || SystemRule.isPrivateView(view)
                || isWindow(view.className)
                || isControllerRoot(view) || isFrameworkMade(view)
            {
                continue
            }
            if let parent = superviewClass(of: view), isWindow(parent) || isUIKitContainer(parent) { continue }
            // A mask relates a view to its superview alone: one UIKit's container (a table's
            // `UITableViewWrapperView` holding a cell, a transition view) sizes its own.
            if let other = constraint.items.first(where: { $0 != view }), isUIKitContainer(other.className) {
                continue
            }
            if isTableHeader(view) {
                header = header ?? view
                continue
            }
            if let index = offered.firstIndex(where: { $0.0.key == view.key }) {
                offered[index].1.append(position)
            } else {
                offered.append((view, [position]))
            }
        }
        return (offered, header)
    }

    func isWindow(_ className: String) -> Bool {
        SwiftName.withoutModule(className).hasSuffix("Window")
    }

    /// The views UIKit puts a controller's root view in (a presentation's, a navigation's).
    func isUIKitContainer(_ className: String) -> Bool {
        guard className.hasPrefix("UI") || className.hasPrefix("_UI") else { return false }
        return ["Transition", "Wrapper", "DropShadow", "LayoutContainer", "PresentationController"].contains {
            className.contains($0)
        }
    }

    /// A view AppKit or UIKit makes and sizes by its mask itself, never the app: a controller's
    /// containers, a scroll view's clip view, a window's frame views, a box's content view.
    func isFrameworkMade(_ view: LayoutItem) -> Bool {
        let name = view.className
        if isUIKitContainer(name) { return true }
        if ["NSClipView", "NSThemeFrame", "NSNextStepFrame", "NSTitlebarView", "NSTitlebarContainerView"].contains(name)
        {
            return true
        }
        guard name == "NSView", let address = view.address else { return false }
        // The box's own: in the dump's tree, or where a constraint names it (`(Names: '|':NSBox:0x…)`).
        let box = superviewClass(of: view) ?? ConflictTree.namedParents(conflict.constraints)[address.text]?.className
        return box == "NSBox"
    }

    /// A capture's controller view: UIKit sizes it by its mask, from the window or presentation.
    func isControllerRoot(_ view: LayoutItem) -> Bool {
        guard let address = view.address else { return false }
        return conflict.callbacks.contains { $0.viewAddress == address && $0.controller != nil }
    }

    /// The class of the view's superview in the conflict's view tree, when there is one.
    func superviewClass(of view: LayoutItem) -> String? {
        guard let address = view.address else { return nil }
        return conflict.hierarchy?.parent(of: address)?.className
    }

    /// A table's header or footer view: a view (not a cell) right inside a table, or named so by a key path.
    func isTableHeader(_ view: LayoutItem) -> Bool {
        if let address = view.address, let path = conflict.keyPaths[address],
            path.contains("tableHeaderView") || path.contains("tableFooterView")
        {
            return true
        }
        guard let parent = superviewClass(of: view) else { return false }
        return SwiftName.withoutModule(parent).hasSuffix("TableView") && !view.className.contains("Cell")
    }

    /// Whether `item` is `ancestor` or inside it, in the conflict's view tree.
    func isInside(_ item: LayoutItem, _ ancestor: LayoutItem) -> Bool {
        if item.key == ancestor.key { return true }
        guard let address = item.address, let top = ancestor.address, let hierarchy = conflict.hierarchy,
            let index = hierarchy.index(of: address)
        else { return false }
        return hierarchy.path(to: index).contains { hierarchy.nodes[$0].address == top }
    }

    /// The edges of `item` on `axis` that required constraints other than `position` pin to what is
    /// outside it. A constraint that names it as the superview `|` of another view ties it to its
    /// content, which is what its size holds, not a second size.
    func pinnedEdges(_ item: LayoutItem, _ axis: Axis, except position: Int) -> Set<LayoutAttribute.Edge> {
        var edges: Set<LayoutAttribute.Edge> = []
        for (index, other) in conflict.constraints.enumerated() where index != position && other.isRequired {
            let inside = other.items.contains { $0.key != item.key && isInside($0, item) }
            if inside || Self.holdsContent(other, item) { continue }
            for operand in [other.first, other.second].compactMap({ $0 })
            where operand.item.key == item.key && !operand.item.isSuperviewBar {
                guard operand.attribute.axis == axis, let edge = operand.attribute.edge, edge != .center else {
                    continue
                }
                edges.insert(edge)
            }
        }
        return edges
    }

    /// Whether `constraint` ties an edge of `item` to the same edge of a view inside it: `inner.leading
    /// == item.leading + 16` (the inner view starts after it) or `inner.trailing == item.trailing - 16`,
    /// as UIKit and SnapKit print an inset. A constant of 0 says neither.
    static func holdsContent(_ constraint: Constraint, _ item: LayoutItem) -> Bool {
        guard let first = constraint.first, let second = constraint.second, first.attribute == second.attribute,
            constraint.multiplier == 1, constraint.constant != 0, let edge = first.attribute.edge, edge != .center
        else { return false }
        // first = second + c: with c > 0 on a leading edge (c < 0 on a trailing one) first is inside.
        let firstInside = edge == .leading ? constraint.constant > 0 : constraint.constant < 0
        let outer = firstInside ? second.item : first.item
        return outer.key == item.key
    }

    /// The reason the constraint at `position` ranks where it does, and the words that say it.
    func rank(_ position: Int, header: LayoutItem?) -> (Fix.Reason, String?) {
        let constraint = conflict.constraints[position]
        guard let first = constraint.first else { return (.other, nil) }
        let axis = Explainer.axis(constraint)
        let name = namer.name(first.item)
        let possessive = FixWording.possessive(name, first.attribute.noun)
        let isFixedSize = constraint.second == nil && first.attribute.isSize
        let attribute = first.attribute.noun
        if isFixedSize, pinnedEdges(first.item, axis, except: position).count == 2 {
            let edges = axis == .vertical ? "top and bottom" : "leading and trailing"
            // A bound is not a second size: it asks for more (less) room than the pinned edges leave.
            let bound = Sentence.constant(constraint, constraint.constant)
            let says =
                switch constraint.relation {
                case .greaterThanOrEqual:
                    "\(possessive) must be at least \(bound), more than its \(edges) edges leave it"
                case .lessThanOrEqual:
                    "\(possessive) must be at most \(bound), less than its \(edges) edges leave it"
                default: "\(possessive) is set twice, by this constant and by its \(edges) edges"
                }
            return (.sizeSetTwice, says + ", which other constraints pin")
        }
        let givesWay = [constraint.first, constraint.second].contains { operand in
            guard let operand, operand.attribute.axis == axis else { return false }
            return operand.attribute.isSize || operand.attribute.edge == .trailing
        }
        if let cell = cellContainer(axis: axis), givesWay {
            return (
                .cellContent,
                "the \(cell.container) sets the cell's \(axis.size.noun) (\(cell.identifier)), and "
                    + "the content inside must give way to it; at 999 a self-sizing cell still grows to fit its content"
            )
        }
        if let header, axis == .vertical, constraint.items.contains(where: { isInside($0, header) }) {
            let headerName = namer.name(header)
            return (
                .tableHeader,
                "\(headerName) is the table's header view, which the table sizes by its frame, not by its "
                    + "constraints: size it with systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) and set "
                    + "its frame before it becomes the tableHeaderView, or let this constraint give way"
            )
        }
        let arranged = conflict.constraints.contains { other in
            other.origin == .stackView && other.items.contains { $0.key == first.item.key }
        }
        if isFixedSize, arranged {
            return (
                .arrangedSize,
                "\(name) is arranged by a stack view, which sizes it; a fixed \(attribute) of its own fights that"
            )
        }
        let temporary = conflict.constraints.contains { $0.origin == .temporary && Explainer.axis($0) == axis }
        if temporary {
            return (
                .temporarySize,
                // Who asked for the size is not in the log: the app's own call, or UIKit's (an input
                // accessory view, a header it sizes), so the advice to the app's call is only for where it is one.
                "UIKit measured the view at a temporary \(axis.size.noun) "
                    + "(_UITemporaryLayout\(axis == .vertical ? "Height" : "Width")), as systemLayoutSizeFitting does, "
                    + "whoever asked for the size; where the app calls systemLayoutSizeFitting itself, it can pass the "
                    + "\(axis.size.noun) the view will have instead (with a required fitting priority on that axis)"
            )
        }
        let isBroken = constraint.address == conflict.lastBroken
        if let spacing = stackSpacing(between: constraint) {
            return (isBroken ? .broken : .other, spacing)
        }
        if isBroken {
            let framework = Explainer.Framework.of(conflict).name
            return (.broken, "it is the one \(framework) broke to recover, so the app already runs without it")
        }
        if givesWay,
            let container = conflict.constraints.first(where: { other in
                other.origin == .encapsulated && Explainer.axis(other) == axis && other.first?.attribute.isSize == true
                    && other.first.map { holder in constraint.items.contains { $0.key == holder.item.key } } == true
            }), let holder = container.first?.item
        {
            let identifier = container.identifier.map { " (\($0))" } ?? ""
            return (
                .containerSize,
                "\(namer.name(holder)) is given its \(axis.size.noun) by what holds it\(identifier), and the content "
                    + "inside must give way to it"
            )
        }
        return (.other, nil)
    }

    /// Where the app spaces two views a stack view arranges next to each other (`separator.bottom ==
    /// text.top - 24` against UIKit's `'UISV-spacing' V:[UIView]-(16)-[HTMLTextView]`): the stack view
    /// spaces them itself, and the gap the app wants is the stack view's to give, after the first
    /// (`setCustomSpacing(_:after:)`). Nil for any other constraint.
    func stackSpacing(between constraint: Constraint) -> String? {
        guard let first = constraint.first, let second = constraint.second, constraint.multiplier == 1,
            let firstEdge = first.attribute.edge, let secondEdge = second.attribute.edge,
            firstEdge != .center, secondEdge != .center, firstEdge != secondEdge,
            first.attribute.axis == second.attribute.axis, first.item.key != second.item.key
        else { return nil }
        let pair = Set([first.item.key, second.item.key])
        guard
            let spacing = conflict.constraints.first(where: { other in
                other.origin == .stackView && other.identifier == "UISV-spacing"
                    && Set(other.items.map(\.key)) == pair && other.first?.attribute.axis == first.attribute.axis
            }),
            let before = spacing.first?.item ?? spacing.second?.item
        else { return nil }
        // The view the gap comes after: the one whose trailing (bottom) edge the spacing starts from.
        let after =
            [spacing.first, spacing.second].compactMap { $0 }.first { $0.attribute.edge == .trailing }?.item ?? before
        let gap = ConstraintFormatter.number(abs(constraint.constant))
        let stackGap = ConstraintFormatter.number(abs(spacing.constant))
        return "\(namer.name(first.item)) and \(namer.name(second.item)) are arranged next to each other by a stack "
            + "view, which spaces them itself (UISV-spacing, \(stackGap)); for a gap of \(gap), give the stack view that "
            + "spacing after \(namer.name(after)) (setCustomSpacing(\(gap), after:)) instead of this constraint"
    }

    /// What sizes a cell on `axis` (`table`, `collection view`) and the identifier it prints, when a
    /// cell's size takes part. A table gives its cells their width: only their height is theirs to fit.
    func cellContainer(axis: Axis) -> (container: String, identifier: String)? {
        for constraint in conflict.constraints
        where constraint.origin == .encapsulated
            || (constraint.origin == .autoresizing && constraint.items.contains(where: Explainer.isCellContentView))
        {
            guard Explainer.axis(constraint) == axis, let item = constraint.first?.item else { continue }
            let name = item.className
            guard name.contains("Cell") else { continue }
            let collection = name.contains("Collection")
            guard collection || axis == .vertical else { continue }
            let identifier =
                constraint.identifier ?? constraint.autoresizingMask.map { "its mask, \($0)" } ?? "its size"
            return (collection ? "collection view" : "table", identifier)
        }
        return nil
    }
}
