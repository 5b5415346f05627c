/// Draws a view tree pruned to what matters for a conflict: the marked views, their ancestors and
/// their siblings; what is left out is counted (`… 3 more`), never silently dropped.
public enum TreeDrawing {
    public static func lines(
        _ hierarchy: ViewHierarchy, marked: Set<Address>, glyphs: Glyphs = .unicode,
        label: ((ViewNode) -> String)? = nil, mark: ((ViewNode) -> String)? = nil
    ) -> [String] {
        let label = label ?? { describe($0, glyphs: glyphs) }
        let mark = mark ?? { _ in glyphs.conflictView }
        let nodes = hierarchy.nodes
        guard !nodes.isEmpty else { return [] }
        var keep = Set<Int>()
        for (index, node) in nodes.enumerated() where marked.contains(node.address) {
            for ancestor in hierarchy.path(to: index) { keep.insert(ancestor) }
            if let parent = node.parent {
                for sibling in hierarchy.children(of: parent) { keep.insert(sibling) }
            }
        }
        if keep.isEmpty {
            // Nothing marked is in the tree: show its top two levels.
            keep.insert(0)
            for child in hierarchy.children(of: 0) { keep.insert(child) }
        }
        // Drawn with a stack of its own, not recursion: a dump may be thousands of levels deep.
        enum Step {
            case node(index: Int, prefix: String, isLast: Bool, isRoot: Bool, depth: Int)
            case more(prefix: String, hidden: Int)
        }
        func shown(_ index: Int) -> [Int] { hierarchy.children(of: index).filter { keep.contains($0) } }
        /// The one child of `index` when it is all the tree shows below it (a chain, not a branch).
        func onlyChild(_ index: Int) -> Int? {
            let children = hierarchy.children(of: index)
            guard children.count == 1, keep.contains(children[0]) else { return nil }
            return children[0]
        }
        var out: [String] = []
        var steps: [Step] = []
        for root in nodes.indices.reversed() where nodes[root].parent == nil && keep.contains(root) {
            steps.append(.node(index: root, prefix: "", isLast: true, isRoot: true, depth: 0))
        }
        while let step = steps.popLast() {
            switch step {
            case .more(let prefix, let hidden):
                out.append(prefix + glyphs.lastBranch + " \(glyphs.ellipsis) \(hidden) more")
            case .node(var index, var prefix, var isLast, var isRoot, let depth):
                func childPrefix() -> String { isRoot ? "" : prefix + (isLast ? "   " : glyphs.vertical + "  ") }
                if depth >= Self.foldDepth {
                    // A long chain of single views deep down is folded to one line and its last views.
                    var chain = [index]
                    while !marked.contains(nodes[chain[chain.count - 1]].address),
                        let only = onlyChild(chain[chain.count - 1])
                    {
                        chain.append(only)
                    }
                    if chain.count > 6 {
                        let folded = chain.count - 3
                        out.append(
                            prefix + (isRoot ? "" : (isLast ? glyphs.lastBranch : glyphs.branch) + " ")
                                + "\(glyphs.ellipsis) \(folded) levels folded")
                        prefix = childPrefix()
                        isLast = true
                        isRoot = false
                        index = chain[folded]
                    }
                }
                let node = nodes[index]
                let marker = marked.contains(node.address) ? "  \(mark(node))" : ""
                out.append(
                    prefix + (isRoot ? "" : (isLast ? glyphs.lastBranch : glyphs.branch) + " ") + label(node) + marker)
                let children = shown(index)
                let hidden = hierarchy.childCount(of: index) - children.count
                let next = childPrefix()
                if hidden > 0 { steps.append(.more(prefix: next, hidden: hidden)) }
                for (position, child) in children.enumerated().reversed() {
                    steps.append(
                        .node(
                            index: child, prefix: next, isLast: position == children.count - 1 && hidden == 0,
                            isRoot: false, depth: depth + 1))
                }
            }
        }
        return out
    }

    /// How deep a tree is drawn level by level before long chains of single views are folded.
    static let foldDepth = 24

    /// `UIImageView 0x7f9e4c70e2a0 (16 0; 358 100) 'text' hidden`
    public static func describe(_ node: ViewNode) -> String { describe(node, glyphs: .unicode) }

    /// The same, a long text cut with `glyphs`' ellipsis.
    public static func describe(_ node: ViewNode, glyphs: Glyphs) -> String {
        var text = "\(node.displayClassName) \(node.address)"
        if let base = node.baseClassName { text += " (\(base))" }
        if let frame = node.frame { text += " " + ConstraintFormatter.frame(frame) }
        if let value = node.field("text") {
            text += " '\(value.count > 24 ? String(value.prefix(23)) + glyphs.ellipsis : value)'"
        }
        if node.isHidden { text += " hidden" }
        if node.isLayerOnly { text += " (layer)" }
        return text
    }
}
