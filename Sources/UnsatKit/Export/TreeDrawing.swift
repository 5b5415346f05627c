/// The characters a tree and marks are drawn with: Unicode box drawing, or ASCII.
public struct Glyphs: Sendable {
    public var branch: String
    public var lastBranch: String
    public var pipe: String
    public var space: String
    public var conflictMark: String
    public var brokenMark: String
    public var times: String
    public var ellipsis: String
    public var arrow: String

    public static let unicode = Glyphs(
        branch: "├─ ", lastBranch: "└─ ", pipe: "│  ", space: "   ", conflictMark: "◆", brokenMark: "✗",
        times: "×", ellipsis: "…", arrow: "→")
    public static let ascii = Glyphs(
        branch: "|- ", lastBranch: "`- ", pipe: "|  ", space: "   ", conflictMark: "*", brokenMark: "x",
        times: "x", ellipsis: "...", arrow: "->")
}

/// Draws a view tree pruned to what matters for a conflict: the marked views, their ancestors and
/// their siblings; what is left out is counted (`… 3 more`), never silently dropped.
public enum TreeDrawing {
    public static func lines(
        _ hierarchy: ViewHierarchy, marked: Set<String>, glyphs: Glyphs = .unicode,
        label: (ViewNode) -> String = describe
    ) -> [String] {
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
        var out: [String] = []
        func draw(_ index: Int, prefix: String, isLast: Bool, isRoot: Bool) {
            let node = nodes[index]
            let mark = marked.contains(node.address) ? "  \(glyphs.conflictMark)" : ""
            out.append(prefix + (isRoot ? "" : (isLast ? glyphs.lastBranch : glyphs.branch)) + label(node) + mark)
            let childPrefix = isRoot ? "" : prefix + (isLast ? glyphs.space : glyphs.pipe)
            let children = hierarchy.children(of: index)
            let shown = children.filter { keep.contains($0) }
            let hidden = children.count - shown.count
            for (position, child) in shown.enumerated() {
                draw(child, prefix: childPrefix, isLast: position == shown.count - 1 && hidden == 0, isRoot: false)
            }
            if hidden > 0 {
                out.append(childPrefix + glyphs.lastBranch + "\(glyphs.ellipsis) \(hidden) more")
            }
        }
        for root in nodes.indices where nodes[root].parent == nil && keep.contains(root) {
            draw(root, prefix: "", isLast: true, isRoot: true)
        }
        return out
    }

    /// `UIImageView 0x7f9e4c70e2a0 (16 0; 358 100) 'text' hidden`
    public static func describe(_ node: ViewNode) -> String {
        var text = "\(node.className) \(node.address)"
        if let base = node.baseClassName { text += " (\(base))" }
        if let frame = node.frame {
            let n = ConstraintFormatter.number
            text += " (\(n(frame.x)) \(n(frame.y)); \(n(frame.width)) \(n(frame.height)))"
        }
        if let value = node.field("text") { text += " '\(value.count > 24 ? String(value.prefix(23)) + "…" : value)'" }
        if node.isHidden { text += " hidden" }
        if node.isLayerOnly { text += " (layer)" }
        return text
    }
}
