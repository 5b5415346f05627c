/// What the block readers share while one input is read: where it comes from, what has been read
/// so far, and the constraint descriptions already read. A value, like everything the parser holds.
struct ReadContext {
    let file: String
    /// The file being read, when it is one: view dumps are then read back from it on demand.
    let source: InputFile?
    /// Where a stream's finished dumps are kept (nil: in memory).
    let spool: DumpSpool?
    var result = ParseResult()
    private var constraints = ConstraintCache()

    init(file: String, source: InputFile?, spool: DumpSpool?) {
        self.file = file
        self.source = source
        self.spool = spool
    }

    func location(_ line: Int) -> InputLocation { InputLocation(file: file, line: line) }

    mutating func diagnose(_ line: Int, _ message: DiagnosticMessage, text: String = "", column: Int? = nil) {
        result.diagnostics.append(Diagnostic(location: location(line), column: column, message: message, text: text))
    }

    /// Notes each view of `dump` read since the last call whose bars skip a level: its parent was
    /// left out of the paste. (Called as lines reach the dump, so that the notes keep the lines' order.)
    mutating func noteLevelSkips(_ dump: inout HierarchyBuilder) {
        guard !dump.levels.skips.isEmpty else { return }
        for skip in dump.takeLevelSkips() {
            diagnose(skip.number, .viewsLeftOut(above: skip.above, bars: skip.bars), text: skip.text)
        }
    }

    /// A dump as read, its views that skip a level noted.
    mutating func finish(_ dump: HierarchyBuilder) -> ViewHierarchy {
        var dump = dump
        noteLevelSkips(&dump)
        return dump.finish()
    }

    /// A new callback for a block whose header is `line`, with the line prefix's time and process.
    func callback(_ line: CleanLine, _ number: Int, _ format: ReportFormat) -> Callback {
        Callback(
            location: location(number), format: format, timestamp: line.prefix.timestamp, process: line.prefix.process,
            pid: line.prefix.pid)
    }

    /// A new dump whose first line is `number`; `toolPrefix`: the prefix a tool put on its lines.
    func dump(at number: Int, kind: DumpKind = .recursiveDescription, toolPrefix: ToolPrefix? = nil) -> HierarchyBuilder
    {
        HierarchyBuilder(location: location(number), source: source, spool: spool, kind: kind, toolPrefix: toolPrefix)
    }

    /// Adds a finished callback, with what grouping needs worked out while the read is still spread
    /// over every core.
    mutating func add(_ callback: Callback) {
        var callback = callback
        callback.precomputedGroupKey = Callback.groupKey(callback.constraints)
        result.callbacks.append(callback)
    }

    /// What stands after a description's `>` on its line but the end of a list's entry (`",`, `"`,
    /// `,`, blanks) or of a sentence (`.`); nil when nothing does.
    static func textAfter(_ line: CleanLine, _ range: Range<Int>) -> Range<Int>? {
        let b = line.bytes
        var start = range.upperBound
        var end = line.message.upperBound
        while start < end, ASCII.isSpace(b[start]) { start += 1 }
        while end > start, ASCII.isSpace(b[end - 1]) || b[end - 1] == ASCII.carriageReturn { end -= 1 }
        if end > start, b[end - 1] == ASCII.comma { end -= 1 }
        if end > start, b[end - 1] == ASCII.doubleQuote { end -= 1 }
        while end > start, ASCII.isSpace(b[end - 1]) { end -= 1 }
        // macOS 14's recover line ends its description with '.'.
        if end - start == 1, b[start] == ASCII.dot { return nil }
        return start < end ? start..<end : nil
    }

    /// Reads the constraint description `line[range]`; what could not be read becomes a note.
    mutating func readConstraint(_ line: CleanLine, _ range: Range<Int>, _ number: Int) -> Constraint? {
        switch constraints.read(line.bytes, range) {
        case .success(let output):
            if !output.notes.isEmpty {
                // A description closed at its address with text after it: that text is named, and quoted.
                let after = output.notes.contains(.noBody) ? Self.textAfter(line, range) : nil
                let text = line.text(range.lowerBound..<(after?.upperBound ?? range.upperBound))
                for note in output.notes {
                    let said = note == .noBody && after != nil ? ConstraintNote.textAfterDescription : note
                    diagnose(number, DiagnosticMessage.constraint(output.constraint.address, said), text: text)
                }
            }
            return output.constraint
        case .failure(let error):
            let text = line.text(range)
            let column =
                String(decoding: line.bytes[..<range.lowerBound], as: UTF8.self).count + 1
                + String(decoding: Array(text.utf8).prefix(error.offset), as: UTF8.self).count
            diagnose(
                number, DiagnosticMessage.unreadableConstraint(expected: error.expected), text: text, column: column)
            return nil
        }
    }
}
