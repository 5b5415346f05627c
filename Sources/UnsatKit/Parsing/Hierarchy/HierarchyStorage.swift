/// Shared, read-once storage of a dump; safe to use from any thread. The dump's lines stay where
/// the reader found them (in memory, or in the file) until a pane asks for the tree, which is then
/// read once, under the lock, and kept.
final class HierarchyStorage: Sendable {
    private enum Text {
        /// Lines kept in memory (from a stream).
        case lines(text: [UInt8], lineStarts: [Int], lineNumbers: [Int])
        /// Lines still in the file, each behind the prefix a tool put on it, if any.
        case file(InputFile, Range<Int>, ToolPrefix?)
        /// Nodes given whole.
        case nodes
    }

    private let text: Text
    private let rootLine: [UInt8]
    /// Whose lines these are: each kind is read by its own reader.
    private let kind: DumpKind
    /// How much of a dump in a file is read at once.
    static let pieceSize = 1 << 20
    let location: InputLocation
    let viewCount: Int
    private let parsed: Locked<HierarchyIndex?>

    init(
        text: [UInt8], lineStarts: [Int], lineNumbers: [Int], layerLines: Int, location: InputLocation,
        kind: DumpKind, lineCount: Int? = nil, rootLine: [UInt8]? = nil
    ) {
        self.text = .lines(text: text, lineStarts: lineStarts, lineNumbers: lineNumbers)
        self.kind = kind
        self.rootLine = rootLine ?? (lineNumbers.isEmpty ? [] : Array(text[0..<lineStarts[1]]))
        self.location = location
        viewCount = (lineCount ?? lineNumbers.count) - layerLines
        parsed = Locked(nil)
    }

    init(
        source: InputFile, range: Range<Int>, rootLine: [UInt8], lineCount: Int, layerLines: Int,
        location: InputLocation, kind: DumpKind, toolPrefix: ToolPrefix?
    ) {
        text = .file(source, range, toolPrefix)
        self.kind = kind
        self.rootLine = rootLine
        self.location = location
        viewCount = lineCount - layerLines
        parsed = Locked(nil)
    }

    init(nodes: [ViewNode], location: InputLocation) {
        text = .nodes
        rootLine = []
        kind = .recursiveDescription
        self.location = location
        viewCount = nodes.filter { !$0.isLayerOnly }.count
        parsed = Locked(HierarchyIndex(nodes: nodes))
    }

    /// The same dump with every line number moved by `offset`: new storage, this one unchanged.
    func shifted(by offset: Int) -> HierarchyStorage {
        var moved = location
        moved.line += offset
        var tree = parsed.current
        if tree != nil {
            for index in tree!.nodes.indices { tree!.nodes[index].line += offset }
        }
        return HierarchyStorage(
            text: text, rootLine: rootLine, kind: kind, location: moved, viewCount: viewCount, parsed: tree)
    }

    private init(
        text: Text, rootLine: [UInt8], kind: DumpKind, location: InputLocation, viewCount: Int,
        parsed: HierarchyIndex?
    ) {
        self.text = text
        self.rootLine = rootLine
        self.kind = kind
        self.location = location
        self.viewCount = viewCount
        self.parsed = Locked(parsed)
    }

    var root: ViewNode? {
        if let tree = parsed.current { return tree.nodes.first }
        return readLine(rootLine, number: location.line)
    }

    /// One line read by its kind's reader.
    private func readLine(_ line: [UInt8], number: Int) -> ViewNode? {
        switch kind {
        case .recursiveDescription: return HierarchyLineReader.read(line, from: 0, number: number)
        case .subtreeDescription: return SubtreeLineReader.read(line, from: 0, number: number)
        case .autolayoutTrace: return TraceLineReader.read(line, from: 0, number: number)
        }
    }

    var tree: HierarchyIndex {
        parsed.withLock { parsed in
            if let parsed { return parsed }
            let tree = read()
            parsed = tree
            return tree
        }
    }

    /// The dump's lines read into nodes and linked into a tree.
    private func read() -> HierarchyIndex {
        var linker = TreeLinker()
        var textValue = TextContinuation()
        // The last line, read once the lines after it say whether they are its pieces (a wrap's).
        var held: (raw: [UInt8], number: Int)?
        // A line as kept (in memory or in the file) read into a node: a line the reader saw through
        // its cleaning (a quoted paste, a colour escape inside it) is cleaned the same way. A line a
        // view's text goes on over is the view line's, as the reader took it; a piece a wrap cut off
        // it is joined to it.
        func readNode(_ raw: [UInt8], _ number: Int) {
            var raw = raw
            while raw.last == ASCII.carriageReturn { raw.removeLast() }
            if kind == .recursiveDescription, raw.withUnsafeBufferPointer({ textValue.step($0) }) {
                if textValue.joinsLine { held?.raw += raw }
                return
            }
            readHeld()
            if !raw.isEmpty { held = (raw, number) }
        }
        func readHeld() {
            guard let (raw, number) = held else { return }
            held = nil
            if let node = readLine(raw, number: number) {
                linker.append(node)
            } else {
                let clean = CleanLine(raw: raw)
                if let node = readLine(Array(clean.bytes[LogParser.kept(clean, kind)]), number: number) {
                    linker.append(node)
                }
            }
        }
        switch text {
        case .lines(let text, let lineStarts, let lineNumbers):
            for index in lineNumbers.indices {
                // A line the dump did not keep (a blank one, a poster's `...`) is stepped over as a blank
                // one, as a spool keeps it: a view line a wrap cut does not go on past it.
                if index > 0, lineNumbers[index] > lineNumbers[index - 1] + 1 { readNode([], 0) }
                readNode(Array(text[lineStarts[index]..<lineStarts[index + 1]]), location.line + lineNumbers[index])
            }
        case .file(let source, let range, let tool):
            // Read in pieces: a dump may be larger than one read returns (2 GiB on Linux), or than
            // memory should hold at once. It was read whole once already; a dump that cannot be
            // read again (the file changed or failed since) shows what was read of it.
            var number = location.line
            var carry: [UInt8] = []
            var offset = range.lowerBound
            func read(_ raw: [UInt8]) {
                defer { number += 1 }
                if let tool, let length = tool.length(in: raw) {
                    readNode(Array(raw[length...]), number)
                } else {
                    readNode(raw, number)
                }
            }
            while offset < range.upperBound {
                guard let piece = try? source.bytes(at: offset, count: min(Self.pieceSize, range.upperBound - offset)),
                    !piece.isEmpty
                else { break }
                offset += piece.count
                var start = 0
                while let newline = piece[start...].firstIndex(of: ASCII.newline) {
                    if carry.isEmpty {
                        read(Array(piece[start..<newline]))
                    } else {
                        read(carry + piece[start..<newline])
                        carry = []
                    }
                    start = newline + 1
                }
                carry += piece[start...]
            }
            read(carry)
        case .nodes:
            break
        }
        readHeld()
        return HierarchyIndex(nodes: linker.nodes)
    }
}
