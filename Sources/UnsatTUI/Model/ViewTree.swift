import UnsatKit

/// One row of the hierarchy pane.
enum TreeRow: Hashable {
    /// A view of the tree (index into `ViewTree.nodes`).
    case node(Int)
    /// "Not in this tree:", above the views the tree lacks.
    case missingHeader
    /// A view the conflict names that the tree lacks (index into `ViewTree.missing`).
    case missing(Int)
}

/// The tree the hierarchy pane shows for one callback: the captured dump, or, with none, the
/// views the constraints name, nested where `names: '|'` says which is the superview.
///
/// Built once per callback, in one pass over the dump; what is visible is computed from the fold
/// state only when that changes, so moving the selection costs nothing in a 100,000-view tree.
final class ViewTree {
    enum Source: Equatable {
        /// The callback's own dump (a capture).
        case capture(SourceLocation)
        /// A dump read elsewhere in the input: another callback's, or a `recursiveDescription` alone.
        case borrowed(SourceLocation)
        /// No dump: the views as the constraints name them.
        case named
    }

    let source: Source
    let nodes: [ViewNode]
    /// For a `.named` tree, the item behind each node.
    let items: [LayoutItem]
    let roots: [Int]
    /// Conflicting views the tree lacks (layout guides left out: dumps never list them).
    let missing: [LayoutItem]
    /// Node index → the conflicting view's palette index.
    let colorOf: [Int: Int]
    /// Nodes above a conflicting view.
    let ancestors: Set<Int>
    /// Roots, conflicting views and their ancestors: open until folded.
    let defaultExpanded: Set<Int>
    /// The conflicting views found, in the conflict's order.
    let conflictNodes: [Int]

    // The pane's state for this tree.
    var selection: TreeRow = .node(0)
    var top = 0
    /// Where `selection` was last found among the rows: saves a search on every key.
    var rowHint = 0
    private var cachedRows: [TreeRow] = []
    private var cachedGeneration = -1
    private var addressIndex: [String: Int]?

    init(
        source: Source, nodes: [ViewNode], items: [LayoutItem] = [], roots: [Int], missing: [LayoutItem],
        colorOf: [Int: Int], conflictNodes: [Int]
    ) {
        self.source = source
        self.nodes = nodes
        self.items = items
        self.roots = roots
        self.missing = missing
        self.colorOf = colorOf
        self.conflictNodes = conflictNodes
        var ancestors: Set<Int> = []
        for index in conflictNodes {
            var current = nodes[index].parent
            while let parent = current, ancestors.insert(parent).inserted { current = nodes[parent].parent }
        }
        self.ancestors = ancestors
        var expanded = ancestors.union(roots)
        for index in conflictNodes where !nodes[index].children.isEmpty { expanded.insert(index) }
        defaultExpanded = expanded
        if let first = conflictNodes.first {
            selection = .node(first)
        } else if nodes.isEmpty, !missing.isEmpty {
            selection = .missing(0)
        }
    }

    /// The tree of a view dump, with the conflict's views found in it by address.
    convenience init(hierarchy: ViewHierarchy, source: Source, views: [LayoutItem], colors: [String: Int]) {
        var found: [String: Int] = [:]
        var roots: [Int] = []
        var colorOf: [Int: Int] = [:]
        let wanted = Set(views.compactMap(\.address))
        for (index, node) in hierarchy.nodes.enumerated() {
            if node.parent == nil { roots.append(index) }
            if wanted.contains(node.address), found[node.address] == nil {
                found[node.address] = index
                if let color = colors[node.address] { colorOf[index] = color }
            }
        }
        let conflictNodes = views.compactMap { $0.address.flatMap { found[$0] } }
        let missing = views.filter { item in !item.isLayoutGuide && (item.address.map { found[$0] == nil } ?? true) }
        self.init(
            source: source, nodes: hierarchy.nodes, roots: roots, missing: missing, colorOf: colorOf,
            conflictNodes: conflictNodes)
    }

    /// The views the constraints name, nested by `names: '|'` (the superview of the other item).
    convenience init(named conflict: Conflict, colors: [String: Int]) {
        let items = conflict.items
        let indexByKey = Dictionary(items.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var parent: [Int: Int] = [:]
        for constraint in conflict.constraints {
            let operands = [constraint.first, constraint.second].compactMap { $0 }
            guard operands.count == 2 else { continue }
            for (superview, child) in [(operands[0], operands[1]), (operands[1], operands[0])]
            where superview.item.name == "|" && child.item.name != "|" {
                guard let s = indexByKey[superview.item.key], let c = indexByKey[child.item.key], s != c,
                    parent[c] == nil
                else { continue }
                // No cycles: the superview must not already sit below the child.
                var current: Int? = s
                var cycle = false
                while let index = current {
                    if index == c {
                        cycle = true
                        break
                    }
                    current = parent[index]
                }
                if !cycle { parent[c] = s }
            }
        }
        var children: [Int: [Int]] = [:]
        for index in items.indices { if let p = parent[index] { children[p, default: []].append(index) } }
        // Depth-first order, so that the nodes read like a dump.
        var order: [Int] = []
        var depthOf: [Int: Int] = [:]
        func visit(_ index: Int, _ depth: Int) {
            order.append(index)
            depthOf[index] = depth
            for child in children[index] ?? [] { visit(child, depth + 1) }
        }
        for index in items.indices where parent[index] == nil { visit(index, 0) }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var nodes: [ViewNode] = []
        var orderedItems: [LayoutItem] = []
        var colorOf: [Int: Int] = [:]
        var conflictNodes: [Int] = []
        var roots: [Int] = []
        let location = conflict.callbacks.first?.location ?? SourceLocation(file: "", line: 0)
        for (newIndex, oldIndex) in order.enumerated() {
            let item = items[oldIndex]
            let parentIndex = parent[oldIndex].map { position[$0]! }
            if parentIndex == nil { roots.append(newIndex) }
            nodes.append(
                ViewNode(
                    className: item.className, address: item.address ?? "", depth: depthOf[oldIndex] ?? 0,
                    parent: parentIndex, children: (children[oldIndex] ?? []).map { position[$0]! },
                    location: location))
            orderedItems.append(item)
            if let color = colors[item.key] { colorOf[newIndex] = color }
            if !item.isLayoutGuide { conflictNodes.append(newIndex) }
        }
        self.init(
            source: .named, nodes: nodes, items: orderedItems, roots: roots, missing: [], colorOf: colorOf,
            conflictNodes: conflictNodes)
    }

    /// The rows visible with this fold state; recomputed only when `generation` moves on.
    func rows(generation: Int, isExpanded: (Int) -> Bool) -> [TreeRow] {
        if generation == cachedGeneration { return cachedRows }
        var rows: [TreeRow] = []
        var stack: [Int] = roots.reversed()
        while let index = stack.popLast() {
            rows.append(.node(index))
            let children = nodes[index].children
            if !children.isEmpty, isExpanded(index) { stack.append(contentsOf: children.reversed()) }
        }
        if !missing.isEmpty {
            rows.append(.missingHeader)
            rows.append(contentsOf: missing.indices.map { TreeRow.missing($0) })
        }
        cachedRows = rows
        cachedGeneration = generation
        return rows
    }

    /// The key fold state is kept under, so that it holds across callbacks: the address.
    func key(_ index: Int) -> String {
        items.isEmpty ? nodes[index].address : items[index].key
    }

    /// The node with this key (address, or item key in a named tree).
    func index(ofKey key: String) -> Int? {
        if addressIndex == nil {
            var map: [String: Int] = [:]
            map.reserveCapacity(nodes.count)
            for index in nodes.indices { map[self.key(index)] = map[self.key(index)] ?? index }
            addressIndex = map
        }
        return addressIndex?[key]
    }

    /// The nodes from the root down to `index`, excluded.
    func ancestors(of index: Int) -> [Int] {
        var path: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            path.append(parent)
            current = nodes[parent].parent
        }
        return path.reversed()
    }

    /// Whether `index` is its parent's last child (or the last root): how its branch is drawn.
    func isLast(_ index: Int) -> Bool {
        if let parent = nodes[index].parent { return nodes[parent].children.last == index }
        return roots.last == index
    }

    /// The label text UIKit printed for the view (`text = 'Sign in'`), read only for drawn rows.
    func label(_ index: Int) -> String? {
        if !items.isEmpty { return items[index].label }
        let details = nodes[index].details
        guard details.contains("text = ") else { return nil }
        return nodes[index].field("text")
    }
}
