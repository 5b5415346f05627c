/// Links nodes read in printed order into a tree by their printed depth (the bars).
struct TreeLinker {
    var nodes: [ViewNode] = []
    /// Open ancestors: node index and the depth as printed, which may skip levels.
    var stack: [(index: Int, printedDepth: Int)] = []
    /// Class names seen in this dump, so that each repeat shares one string.
    var classNames: [String: String] = [:]

    mutating func append(_ node: ViewNode) {
        var node = node
        if let known = classNames[node.className] {
            node.className = known
        } else {
            classNames[node.className] = node.className
        }
        let printedDepth = node.depth
        while let top = stack.last, top.printedDepth >= printedDepth { stack.removeLast() }
        let index = nodes.count
        if let parent = stack.last?.index {
            node.parent = parent
            node.depth = nodes[parent].depth + 1
        } else if nodes.isEmpty {
            node.parent = nil
            node.depth = 0
        } else {
            // A second root: keep it under the first rather than lose it.
            node.parent = 0
            node.depth = 1
        }
        nodes.append(node)
        stack.append((index, printedDepth))
    }
}
