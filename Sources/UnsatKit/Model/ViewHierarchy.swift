/// A whole `recursiveDescription` dump: nodes in printed (depth-first) order.
///
/// A dump is kept as the text it was read from and turned into nodes on first use: a long log
/// holds thousands of 400-view dumps, and listing its conflicts needs only their size and root.
public struct ViewHierarchy: Hashable, Sendable {
    /// Shared by every copy, and never changed once made: a change makes new storage.
    private var storage: HierarchyStorage
    /// Where the dump starts.
    public var location: InputLocation { storage.location }

    /// A dump as read: its lines (without bars removed) and each line's number; `lineCount`, when
    /// some of the lines are none of the dump's (a poster's `...`), the lines that are.
    init(
        text: [UInt8], lineStarts: [Int], lineNumbers: [Int], layerLines: Int, location: InputLocation,
        kind: DumpKind = .recursiveDescription, lineCount: Int? = nil, rootLine: [UInt8]? = nil
    ) {
        storage = HierarchyStorage(
            text: text, lineStarts: lineStarts, lineNumbers: lineNumbers, layerLines: layerLines, location: location,
            kind: kind, lineCount: lineCount, rootLine: rootLine)
    }

    /// A dump still in its file: `range` holds its lines (view lines and blank ones), each behind
    /// `toolPrefix` when a tool put one on them.
    init(
        source: InputFile, range: Range<Int>, rootLine: [UInt8], lineCount: Int, layerLines: Int,
        location: InputLocation, kind: DumpKind = .recursiveDescription, toolPrefix: ToolPrefix? = nil
    ) {
        storage = HierarchyStorage(
            source: source, range: range, rootLine: rootLine, lineCount: lineCount, layerLines: layerLines,
            location: location, kind: kind, toolPrefix: toolPrefix)
    }

    /// A tree given node by node (`parent` and `depth` set by the caller, depth-first order).
    public init(nodes: [ViewNode], location: InputLocation) {
        storage = HierarchyStorage(nodes: nodes, location: location)
    }

    public var nodes: [ViewNode] { storage.tree.nodes }

    /// Views in the dump, layer-only lines left out; known without reading the nodes.
    public var viewCount: Int { storage.viewCount }

    /// The first line's view; read without reading the rest.
    public var root: ViewNode? { storage.root }

    /// Indices of the children of node `index`, in printed order.
    public func children(of index: Int) -> [Int] {
        let tree = storage.tree
        return tree.childList[Int(tree.childStart[index])..<Int(tree.childStart[index + 1])].map(Int.init)
    }

    public func childCount(of index: Int) -> Int {
        let tree = storage.tree
        return Int(tree.childStart[index + 1] - tree.childStart[index])
    }

    /// The node with this address.
    public func index(of address: Address) -> Int? {
        storage.tree.indexByAddress[address]
    }

    /// The superview of the view with this address, when the dump holds it and it is not the root.
    public func parent(of address: Address) -> ViewNode? {
        guard let index = index(of: address), let parent = nodes[index].parent else { return nil }
        return nodes[parent]
    }

    /// The indices from the root down to `index`, both included.
    public func path(to index: Int) -> [Int] {
        let nodes = storage.tree.nodes
        var path = [index]
        var current = index
        while let parent = nodes[current].parent {
            path.append(parent)
            current = parent
        }
        return path.reversed()
    }

    /// Moves every line number by `offset`, in this value only: the storage other copies share
    /// stays as it was (it was changed in place, and every copy moved with it).
    mutating func shiftLines(by offset: Int) {
        storage = storage.shifted(by: offset)
    }

    public static func == (lhs: ViewHierarchy, rhs: ViewHierarchy) -> Bool {
        lhs.storage === rhs.storage || (lhs.location == rhs.location && lhs.nodes == rhs.nodes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(viewCount)
    }
}

/// The nodes of a dump with its children index: one array for the whole tree, not one a node.
struct HierarchyIndex: Sendable {
    var nodes: [ViewNode]
    var childStart: [Int32]
    var childList: [Int32]
    var indexByAddress: [Address: Int]

    init(nodes: [ViewNode]) {
        self.nodes = nodes
        var counts = [Int32](repeating: 0, count: nodes.count + 1)
        for node in nodes { if let parent = node.parent { counts[parent + 1] += 1 } }
        for index in 0..<nodes.count { counts[index + 1] += counts[index] }
        var fill = counts
        var list = [Int32](repeating: 0, count: Int(counts[nodes.count]))
        var byAddress: [Address: Int] = [:]
        byAddress.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if byAddress[node.address] == nil { byAddress[node.address] = index }
            guard let parent = node.parent else { continue }
            list[Int(fill[parent])] = Int32(index)
            fill[parent] += 1
        }
        childStart = counts
        childList = list
        indexByAddress = byAddress
    }
}
