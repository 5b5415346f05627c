/// Everything read from one or more inputs.
public struct ParseResult: Equatable, Sendable {
    public var callbacks: [Callback] = []
    /// View dumps that came without a conflict (a `recursiveDescription` pasted alone).
    public var hierarchies: [ViewHierarchy] = []
    /// `_printHierarchy` dumps, each a list of controllers in printed order.
    public var controllerTrees: [[ControllerNode]] = []
    public var ambiguities: [AmbiguityReport] = []
    public var diagnostics: [Diagnostic] = []
    /// Per input: its name, number of lines.
    public var files: [FileSummary] = []

    public init() {}

    public mutating func append(_ other: ParseResult) {
        // An empty list takes the other's storage as it is: no element is copied.
        func join<T>(_ list: inout [T], _ more: [T]) {
            if list.isEmpty { list = more } else { list += more }
        }
        join(&callbacks, other.callbacks)
        join(&hierarchies, other.hierarchies)
        join(&controllerTrees, other.controllerTrees)
        join(&ambiguities, other.ambiguities)
        join(&diagnostics, other.diagnostics)
        join(&files, other.files)
    }

    /// Takes out each lone entry (`Callback.isLoneEntry`) whose constraint another callback lists or
    /// breaks: the constraint printed again (`po 0x…` after the report, prose quoting it), which is
    /// no conflict of its own; noted where it stood. A lone entry no report holds stays a list of
    /// one, as a paste of that constraint alone. Done by each part and again when the parts are
    /// joined, it takes out what it would have on the whole input.
    mutating func settleLoneEntries() {
        guard callbacks.contains(where: \.isLoneEntry) else { return }
        var held: Set<Address> = []
        for callback in callbacks where !callback.isLoneEntry {
            for constraint in callback.constraints { held.insert(constraint.address) }
            if let broken = callback.broken { held.insert(broken) }
        }
        callbacks.removeAll { callback in
            guard callback.isLoneEntry, let address = callback.constraints.first?.address, held.contains(address)
            else { return false }
            // In line order: where the notes of the lines after it begin.
            let line = callback.location.line
            let index = diagnostics.firstIndex { $0.location.file == callback.location.file && $0.location.line > line }
            diagnostics.insert(
                Diagnostic(location: callback.location, message: .constraintPrintedAgain),
                at: index ?? diagnostics.endIndex)
            return true
        }
    }

    /// Moves every line number by `offset` (a part read on its own, placed after others).
    mutating func shiftLines(by offset: Int) {
        func shift(_ location: inout InputLocation) { location.line += offset }
        for index in callbacks.indices {
            shift(&callbacks[index].location)
            callbacks[index].hierarchy?.shiftLines(by: offset)
        }
        for index in hierarchies.indices { hierarchies[index].shiftLines(by: offset) }
        for t in controllerTrees.indices {
            for n in controllerTrees[t].indices { shift(&controllerTrees[t][n].location) }
        }
        for index in ambiguities.indices { shift(&ambiguities[index].location) }
        for index in diagnostics.indices { shift(&diagnostics[index].location) }
    }
}

/// One input as read.
public struct FileSummary: Hashable, Sendable {
    public var path: String
    public var lines: Int
    public var bytes: Int

    public init(path: String, lines: Int, bytes: Int) {
        self.path = path
        self.lines = lines
        self.bytes = bytes
    }
}
