/// Reads a `_printHierarchy` dump: one controller a line, nested by `|` and `+` (presented).
struct ControllerTreeReader {
    private(set) var nodes: [ControllerNode] = []
    /// The open ancestors of the next line: where each is in `nodes`, and its printed depth.
    private var ancestors: [Ancestor] = []

    private struct Ancestor {
        let index: Int
        let depth: Int
    }

    /// Reads `   | <MyApp.FeedViewController 0x…>, state: appeared, view: <UIView 0x…>[, presented with: …]`;
    /// false when the line is not one (the dump then ends before it).
    mutating func read(_ line: CleanLine, _ number: Int, _ context: ReadContext) -> Bool {
        let b = line.bytes
        var i = line.message.lowerBound
        var depth = 0
        var presented = false
        let first = b[i]
        if first != ASCII.lessThan, first != ASCII.pipe, first != ASCII.plus, !ASCII.isSpace(first),
            let root = DumpRootReader.root(b, line.message), root.isController
        {
            // The tree collapsed onto the line that asked for it: its marks are no part of the text
            // before. Such a line is the root of a tree of its own, not a line of the one before it.
            guard nodes.isEmpty else { return false }
            i = root.open
        }
        while i < line.message.upperBound, b[i] != ASCII.lessThan {
            if b[i] == ASCII.pipe { depth += 1 }
            if b[i] == ASCII.plus {
                depth += 1
                presented = true
            }
            i += 1
        }
        guard let controller = Self.readControllerRef(b, i..<line.message.upperBound) else { return false }
        let text = line.text(i..<line.message.upperBound)
        var state: String?
        if let range = text.range(of: ", state: ") {
            state = String(text[range.upperBound...].prefix { $0 != "," })
        }
        var viewAddress: Address?
        var viewClass: String?
        if let range = text.range(of: "view: <") {
            let parts = text[range.upperBound...].prefix { $0 != ">" }.split(separator: " ")
            if parts.count >= 2 {
                viewClass = String(parts[0]).replacingOccurrences(of: ":", with: "")
                viewAddress = Address(String(parts[1]))
            }
        }
        while let top = ancestors.last, top.depth >= depth { ancestors.removeLast() }
        nodes.append(
            ControllerNode(
                controller: controller, state: state, viewAddress: viewAddress, viewClassName: viewClass,
                isPresented: presented, depth: ancestors.count, parent: ancestors.last?.index,
                location: context.location(number)))
        ancestors.append(Ancestor(index: nodes.count - 1, depth: depth))
        return true
    }

    func finish(_ context: inout ReadContext) {
        context.result.controllerTrees.append(nodes)
    }

    /// `<MyApp.ProfileViewController: 0x7f9e4c60a1b0>` or `<UINavigationController 0x…>`.
    static func readControllerRef(_ bytes: [UInt8], _ range: Range<Int>) -> ControllerRef? {
        guard let open = bytes[range].firstIndex(of: ASCII.lessThan) else { return nil }
        var j = open + 1
        while j < range.upperBound, ASCII.isClassNameByte(bytes[j]) { j += 1 }
        guard j > open + 1 else { return nil }
        let className = bytes.string(open + 1..<j)
        var k = j
        while k < range.upperBound, bytes[k] == ASCII.colon || ASCII.isSpace(bytes[k]) { k += 1 }
        var address: Address?
        if bytes.matches("0x", at: k) {
            var e = k + 2
            while e < range.upperBound, ASCII.isHexDigit(bytes[e]) { e += 1 }
            address = Address(bytes, k..<e)
        }
        return ControllerRef(className: className, address: address)
    }
}
