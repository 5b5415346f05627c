import Foundation

/// A rectangle as `recursiveDescription` prints it: `frame = (x y; w h)`.
extension Double {
    /// Equality for numbers read as data: nan is the same value as nan (Double's == says it is not,
    /// which would make a value read twice unequal to itself).
    func isSameValue(as other: Double) -> Bool { self == other || (isNaN && other.isNaN) }
}

public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    // A broken layout prints `nan` frames: a frame is data, so nan equals nan here (with Double's ==
    // a node holding one would not equal itself, and a read could not be compared with another).
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.x.isSameValue(as: rhs.x) && lhs.y.isSameValue(as: rhs.y) && lhs.width.isSameValue(as: rhs.width)
            && lhs.height.isSameValue(as: rhs.height)
    }

    public func hash(into hasher: inout Hasher) {
        for value in [x, y, width, height] {
            hasher.combine(value.isNaN ? Double.nan.bitPattern : (value == 0 ? 0 : value).bitPattern)
        }
    }
}

/// One line of a `recursiveDescription` dump.
public struct ViewNode: Hashable, Sendable {
    public var className: String
    /// `baseClass = UITableViewCell` for Swift or private subclasses.
    public var baseClassName: String?
    public var address: Address
    public var frame: Frame?
    /// The text after the address up to the closing `>`, as printed: the fields, unsplit.
    public var details: String
    /// Depth in the tree, 0 for the root.
    public var depth: Int
    /// Index of the parent in `ViewHierarchy.nodes`, nil for the root.
    public var parent: Int?
    /// A `<CALayer: 0x…> (layer)` line, listed by newer systems among the views.
    public var isLayerOnly: Bool
    /// 1-based line in the hierarchy's file.
    public var line: Int

    public init(
        className: String, baseClassName: String? = nil, address: Address, frame: Frame? = nil,
        details: String = "", depth: Int = 0, parent: Int? = nil, isLayerOnly: Bool = false, line: Int
    ) {
        self.className = className
        self.baseClassName = baseClassName
        self.address = address
        self.frame = frame
        self.details = details
        self.depth = depth
        self.parent = parent
        self.isLayerOnly = isLayerOnly
        self.line = line
    }

    /// Every `key = value` (and `key: value`) field after the address, in order, values as printed.
    public var fields: [(key: String, value: String)] { FieldSplitter.split(details) }

    /// The value of a field, as printed (`text` → `What's new`, quotes removed).
    public func field(_ key: String) -> String? {
        guard let value = fields.first(where: { $0.key == key })?.value else { return nil }
        if key == "text", value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    public var isHidden: Bool { field("hidden") == "YES" }

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The class without its module (`MyApp.AvatarCell`, `_TtC5MyApp10AvatarCell` → `AvatarCell`).
    public var shortClassName: String { SwiftName.withoutModule(className) }
}

/// A whole `recursiveDescription` dump: nodes in printed (depth-first) order.
///
/// A dump is kept as the text it was read from and turned into nodes on first use: a long log
/// holds thousands of 400-view dumps, and listing its conflicts needs only their size and root.
public struct ViewHierarchy: Hashable, Sendable {
    /// Shared by every copy, and never changed once made: a change makes new storage.
    private var storage: HierarchyStorage
    /// Where the dump starts.
    public var location: InputLocation { storage.location }

    /// A dump as read: its lines (without bars removed) and each line's number.
    init(text: [UInt8], lineStarts: [Int], lineNumbers: [Int], layerLines: Int, location: InputLocation) {
        storage = HierarchyStorage(
            text: text, lineStarts: lineStarts, lineNumbers: lineNumbers, layerLines: layerLines, location: location)
    }

    /// A dump still in its file: `range` holds its lines (view lines and blank ones).
    init(
        source: InputFile, range: Range<Int>, rootLine: [UInt8], lineCount: Int, layerLines: Int,
        location: InputLocation
    ) {
        storage = HierarchyStorage(
            source: source, range: range, rootLine: rootLine, lineCount: lineCount, layerLines: layerLines,
            location: location)
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
struct HierarchyTree: Sendable {
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

/// Shared, read-once storage of a dump; safe to use from any thread.
final class HierarchyStorage: @unchecked Sendable {
    private enum Text {
        /// Lines kept in memory (from a stream).
        case lines(text: [UInt8], lineStarts: [Int], lineNumbers: [Int])
        /// Lines still in the file.
        case file(InputFile, Range<Int>)
        /// Nodes given whole.
        case nodes
    }

    private let text: Text
    private let rootLine: [UInt8]
    /// How much of a dump in a file is read at once.
    static let pieceSize = 1 << 20
    let location: InputLocation
    let viewCount: Int
    private let lock = NSLock()
    private var parsed: HierarchyTree?

    init(text: [UInt8], lineStarts: [Int], lineNumbers: [Int], layerLines: Int, location: InputLocation) {
        self.text = .lines(text: text, lineStarts: lineStarts, lineNumbers: lineNumbers)
        rootLine = lineNumbers.isEmpty ? [] : Array(text[0..<lineStarts[1]])
        self.location = location
        viewCount = lineNumbers.count - layerLines
    }

    init(
        source: InputFile, range: Range<Int>, rootLine: [UInt8], lineCount: Int, layerLines: Int,
        location: InputLocation
    ) {
        text = .file(source, range)
        self.rootLine = rootLine
        self.location = location
        viewCount = lineCount - layerLines
    }

    init(nodes: [ViewNode], location: InputLocation) {
        text = .nodes
        rootLine = []
        self.location = location
        viewCount = nodes.filter { !$0.isLayerOnly }.count
        parsed = HierarchyTree(nodes: nodes)
    }

    /// The same dump with every line number moved by `offset`: new storage, this one unchanged.
    func shifted(by offset: Int) -> HierarchyStorage {
        var moved = location
        moved.line += offset
        var tree = lock.withLock { parsed }
        if tree != nil {
            for index in tree!.nodes.indices { tree!.nodes[index].line += offset }
        }
        return HierarchyStorage(text: text, rootLine: rootLine, location: moved, viewCount: viewCount, parsed: tree)
    }

    private init(text: Text, rootLine: [UInt8], location: InputLocation, viewCount: Int, parsed: HierarchyTree?) {
        self.text = text
        self.rootLine = rootLine
        self.location = location
        self.viewCount = viewCount
        self.parsed = parsed
    }

    var root: ViewNode? {
        if let tree = lock.withLock({ parsed }) { return tree.nodes.first }
        return HierarchyLineReader.read(rootLine, from: 0, number: location.line)
    }

    var tree: HierarchyTree {
        lock.lock()
        defer { lock.unlock() }
        if let parsed { return parsed }
        var linker = TreeLinker()
        // A line as kept (in memory or in the file) read into a node: a line the reader saw through
        // its cleaning (a quoted paste, a colour escape inside it) is cleaned the same way.
        func readNode(_ raw: [UInt8], _ number: Int) {
            if let node = HierarchyLineReader.read(raw, from: 0, number: number) {
                linker.append(node)
            } else {
                let clean = CleanLine(raw: raw)
                if let node = HierarchyLineReader.read(Array(clean.bytes[clean.message]), from: 0, number: number) {
                    linker.append(node)
                }
            }
        }
        switch text {
        case .lines(let text, let lineStarts, let lineNumbers):
            for index in lineNumbers.indices {
                readNode(Array(text[lineStarts[index]..<lineStarts[index + 1]]), location.line + lineNumbers[index])
            }
        case .file(let source, let range):
            // Read in pieces: a dump may be larger than one read returns (2 GiB on Linux), or than
            // memory should hold at once. It was read whole once already; a dump that cannot be
            // read again (the file changed or failed since) shows what was read of it.
            var number = location.line
            var carry: [UInt8] = []
            var offset = range.lowerBound
            func read(_ raw: [UInt8]) {
                defer { number += 1 }
                readNode(raw, number)
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
        let tree = HierarchyTree(nodes: linker.nodes)
        parsed = tree
        return tree
    }
}

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

/// A view controller as a capture or `_printHierarchy` names it.
public struct ControllerRef: Hashable, Sendable {
    public var className: String
    public var address: Address?

    public init(className: String, address: Address?) {
        self.className = className
        self.address = address
    }

    /// UIKit's own controllers (`UIAlertController`, `UIInputWindowController`): their conflicts are
    /// the system's, not the app's (docs/design.md, "System conflicts").
    public var isSystem: Bool {
        // A module-qualified class (`MyApp.UIThingController`) is the app's, whatever its name.
        guard !className.contains(".") else { return false }
        return (className.hasPrefix("UI") || className.hasPrefix("_UI")) && className != "UIApplication"
    }

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The class without its module (`MyApp.FeedViewController` → `FeedViewController`).
    public var shortClassName: String { SwiftName.withoutModule(className) }
}

/// One line of `_printHierarchy`: a controller, its state and its view.
public struct ControllerNode: Hashable, Sendable {
    public var controller: ControllerRef
    public var state: String?
    /// The address of its root view, nil when `(view not loaded)`.
    public var viewAddress: Address?
    public var viewClassName: String?
    public var isPresented: Bool
    public var depth: Int
    public var parent: Int?
    public var location: InputLocation

    public init(
        controller: ControllerRef, state: String?, viewAddress: Address?, viewClassName: String?,
        isPresented: Bool, depth: Int, parent: Int?, location: InputLocation
    ) {
        self.controller = controller
        self.state = state
        self.viewAddress = viewAddress
        self.viewClassName = viewClassName
        self.isPresented = isPresented
        self.depth = depth
        self.parent = parent
        self.location = location
    }
}

/// An ambiguity report (`_autolayoutTrace`): a view whose layout is ambiguous.
public struct AmbiguityReport: Hashable, Sendable {
    public var location: InputLocation
    public var view: LayoutItem
    /// `Height{id: 36}` in the one-line form, when printed.
    public var detail: String?

    public init(location: InputLocation, view: LayoutItem, detail: String?) {
        self.location = location
        self.view = view
        self.detail = detail
    }
}
