import UnsatKit

/// One row of the hierarchy pane.
enum TreeRow: Hashable {
    /// A view of the tree (index into `ViewTree.nodes`).
    case node(Int)
    /// "Not in this tree:", above the views the tree lacks.
    case missingHeader
    /// A view the conflict names that the tree lacks (index into `ViewTree.missing`).
    case missing(Int)
    /// A view controller, above the view it owns (index into `ViewTree.controllers.list`).
    case controller(Int)
}

/// The tree the hierarchy pane shows for one callback: the captured dump, or, with none, the
/// views the constraints name, nested as UnsatKit's `Containment` infers it (`names: '|'`, a
/// stack view's canvas connections, edges pinned inside with insets), as `unsat show` draws it
/// (`ConflictTree`).
///
/// Built once per callback and never changed by the panes: what is selected and folded is the
/// inspector's state (`TreeCursor`, `FoldState`). The rows visible are computed again only when
/// the fold state changes, so moving the selection costs nothing in a 100,000-view tree.
final class ViewTree {
    enum Source: Equatable {
        /// The callback's own dump (a capture).
        case capture(InputLocation)
        /// A dump read elsewhere in the input: another callback's, or a `recursiveDescription` alone.
        case borrowed(InputLocation)
        /// No dump: the views as the constraints name them.
        case named
    }

    let source: Source
    let hierarchy: ViewHierarchy
    let nodes: [ViewNode]
    /// For a `.named` tree, the item behind each node.
    let items: [LayoutItem]
    /// For a dump, the items of the instance shown (its constraints' views and guides), by address.
    private let itemsByAddress: [Address: LayoutItem]
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
    /// What the pane selects first: the first conflicting view, else the first view the tree lacks.
    let firstSelection: TreeRow

    /// The controllers drawn above the views they own (`ViewTree+Controllers`), and the conflict's
    /// key paths the filter looks in: given once, by `ConflictDetail`, before any row is asked for.
    var controllers = TreeControllers() {
        didSet { cachedFolds = nil }
    }
    var keyPaths: [Address: String] = [:]

    // Caches of what is worked out from the tree (not state: the same answer every time).
    /// What the last filter asked about kept (`filtered`).
    var lastFilter: (filter: TreeFilter, result: TreeFilterResult)?
    private var cachedRows: [TreeRow] = []
    private var cachedFolds: FoldState?
    private var lastChild: [Int: Int] = [:]

    /// The tree for one callback of a conflict, of its own instance (`ConflictTree`): its own views,
    /// for another instance too; `colors` gives each view's palette index by key.
    init(conflict: Conflict, callback: Callback, colors: [String: Int]) {
        let tree = ConflictTree(conflict: conflict, callback: callback)
        hierarchy = tree.hierarchy
        nodes = tree.hierarchy.nodes
        missing = tree.missing
        if !tree.isCaptured {
            source = .named
        } else if let own = callback.hierarchy, own == tree.hierarchy {
            source = .capture(own.location)
        } else {
            source = .borrowed(tree.hierarchy.location)
        }
        // A named tree's nodes stand for the items of the instance shown: by address, or by class
        // for the few known only by a name.
        var items: [LayoutItem] = []
        if source == .named {
            let all = tree.items
            let byAddress = Dictionary(
                all.compactMap { item in item.address.map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
            var unnamed = all.filter { $0.address == nil }
            for node in tree.hierarchy.nodes {
                if let item = byAddress[node.address] {
                    items.append(item)
                } else if let index = unnamed.firstIndex(where: { $0.className == node.className }) {
                    items.append(unnamed.remove(at: index))
                } else {
                    items.append(LayoutItem(className: node.className, address: nil))
                }
            }
            itemsByAddress = [:]
        } else {
            var byAddress: [Address: LayoutItem] = [:]
            for item in tree.items { if let address = item.address { byAddress[address] = byAddress[address] ?? item } }
            itemsByAddress = byAddress
        }
        self.items = items
        var roots: [Int] = []
        for (index, node) in nodes.enumerated() where node.parent == nil { roots.append(index) }
        self.roots = roots
        var colorOf: [Int: Int] = [:]
        var conflictNodes: [Int] = []
        if items.isEmpty {
            // The views as the dump's callback printed them: another instance's are in its own
            // dump, and take the color of the view in their place (its position in `conflict.views`).
            for (position, view) in tree.views.enumerated() {
                guard let address = view.address, let index = tree.hierarchy.index(of: address) else { continue }
                conflictNodes.append(index)
                colorOf[index] = position
            }
        } else {
            for (index, item) in items.enumerated() {
                if let color = colors[item.key] { colorOf[index] = color }
                if !item.isLayoutGuide { conflictNodes.append(index) }
            }
        }
        self.colorOf = colorOf
        self.conflictNodes = conflictNodes
        var ancestors: Set<Int> = []
        for index in conflictNodes {
            var current = nodes[index].parent
            while let parent = current, ancestors.insert(parent).inserted { current = nodes[parent].parent }
        }
        self.ancestors = ancestors
        var expanded = ancestors.union(roots)
        for index in conflictNodes where tree.hierarchy.childCount(of: index) > 0 { expanded.insert(index) }
        defaultExpanded = expanded
        if let first = conflictNodes.first {
            firstSelection = .node(first)
        } else if nodes.isEmpty, !missing.isEmpty {
            firstSelection = .missing(0)
        } else {
            firstSelection = .node(0)
        }
    }

    /// The tree of a dump read on its own (`Entry.dump`): its views, none of them conflicting, the
    /// roots open, the first view selected. With the address of a view reported ambiguous
    /// (`Entry.ambiguous`), that view is marked, colored, open to and selected, as a conflicting one.
    init(dump: ViewHierarchy, ambiguous address: Address? = nil) {
        source = .capture(dump.location)
        hierarchy = dump
        let nodes = dump.nodes
        self.nodes = nodes
        items = []
        itemsByAddress = [:]
        var roots: [Int] = []
        for (index, node) in nodes.enumerated() where node.parent == nil { roots.append(index) }
        self.roots = roots
        missing = []
        let marked = address.flatMap { dump.index(of: $0) }
        colorOf = marked.map { [$0: 0] } ?? [:]
        var ancestors: Set<Int> = []
        var current = marked.flatMap { nodes[$0].parent }
        while let parent = current, ancestors.insert(parent).inserted { current = nodes[parent].parent }
        self.ancestors = ancestors
        defaultExpanded = ancestors.union(roots).union(marked.map { [$0] } ?? [])
        conflictNodes = marked.map { [$0] } ?? []
        firstSelection = .node(marked ?? 0)
    }

    func children(of index: Int) -> [Int] { hierarchy.children(of: index) }

    func hasChildren(_ index: Int) -> Bool { hierarchy.childCount(of: index) > 0 }

    /// The rows visible with this fold state (and its filter): each controller above its view,
    /// then the views the tree lacks; worked out again only when the folds differ from the last
    /// ones asked about.
    func rows(_ folds: FoldState) -> [TreeRow] {
        if cachedFolds == folds { return cachedRows }
        let filter = folds.filter.map(filtered)
        var rows: [TreeRow] = []
        var stack: [TreeRow] = roots.reversed().filter { filter?.kept[$0] ?? true }.map(entryRow)
        while let row = stack.popLast() {
            rows.append(row)
            switch row {
            case .controller(let index):
                if folds.isOpen(self, row) { stack.append(.node(controllers.list[index].view)) }
            case .node(let index):
                guard hasChildren(index), folds.isExpanded(self, index) else { continue }
                for child in children(of: index).reversed() where filter?.kept[child] ?? true {
                    stack.append(entryRow(child))
                }
            case .missingHeader, .missing:
                break
            }
        }
        let missingShown = missing.indices.filter { filter?.missingKept[$0] ?? true }
        if !missingShown.isEmpty {
            rows.append(.missingHeader)
            rows.append(contentsOf: missingShown.map { TreeRow.missing($0) })
        }
        cachedRows = rows
        cachedFolds = folds
        return rows
    }

    /// The key fold state is kept under, so that it holds across callbacks: the address.
    func key(_ index: Int) -> String {
        items.isEmpty ? nodes[index].address.text : items[index].key
    }

    /// The address of node `index`; nil for a named view that has none.
    func address(_ index: Int) -> Address? {
        items.isEmpty ? nodes[index].address : items[index].address
    }

    /// The item node `index` stands for: a named tree's, or in a dump the item its constraints
    /// name at its address (nil for a view they do not name).
    func item(_ index: Int) -> LayoutItem? {
        items.isEmpty ? itemsByAddress[nodes[index].address] : items[index]
    }

    /// The node with this key, or in a dump this address (a dump's nodes are found by address).
    func index(ofKey key: String, address: Address?) -> Int? {
        if items.isEmpty { return address.flatMap { hierarchy.index(of: $0) } }
        return items.firstIndex { $0.key == key }
    }

    /// The node that shows this item.
    func index(of item: LayoutItem) -> Int? {
        index(ofKey: item.key, address: item.address)
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
        guard let parent = nodes[index].parent else { return roots.last == index }
        if let last = lastChild[parent] { return last == index }
        // Asked once a parent: a root with thousands of children is not listed on every row drawn.
        let last = children(of: parent).last
        lastChild[parent] = last
        return last == index
    }

    /// The label text UIKit printed for the view (`text = 'Sign in'`), or an AppKit view's title
    /// (`"Push Me"`), read only for drawn rows.
    func label(_ index: Int) -> String? {
        if !items.isEmpty { return items[index].label }
        let details = nodes[index].details
        // UIKit's `text = '…'`, AppKit's `"…"`, `_autolayoutTrace`'s `'…'` right after the address.
        guard details.hasPrefix("'") || details.contains(nodes[index].flags == nil ? "text = " : "\"") else {
            return nil
        }
        return nodes[index].field("text")
    }
}
