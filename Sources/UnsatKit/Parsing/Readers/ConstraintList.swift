/// The callback a report or a capture is building, and the list handling both share: its entries
/// (each address once), the broken constraint, a list cut by `...`, entries that cannot be read.
struct ConstraintList {
    var callback: Callback
    /// The addresses of a long list (see `isNew`).
    private var seen: Set<Address> = []
    /// Whether the last entry read ends before its `>`: an input that ends there was cut inside the list.
    private(set) var lastEntryCut = false

    init(_ callback: Callback) {
        self.callback = callback
    }

    /// What a line of the list was.
    enum Step {
        /// A constraint description (added when it could be read).
        case entry
        /// `)`: the list is closed.
        case closed
        /// `...`: the list was cut, the rest of it is not in the input.
        case cut
        /// An entry that could not be cut out or read; noted, and the list goes on.
        case noted
    }

    /// Reads a line of the list itself; nil when the line is not one, for the block to decide.
    mutating func read(_ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext) -> Step? {
        switch kind {
        case .entry(let range):
            add(line, range, number, &context)
            lastEntryCut = range.isEmpty || line.bytes[range.upperBound - 1] != ASCII.greaterThan
            return .entry
        case .close:
            return .closed
        case .ellipsis:
            context.diagnose(number, DiagnosticMessage.listEndsInEllipsis)
            lacks(.elided)
            return .cut
        case .redacted:
            lacks(.redacted)
            return .noted
        case .brokenEntry:
            context.diagnose(number, DiagnosticMessage.unclosedEntry, text: line.messageText)
            return .noted
        case .other where Self.isEntryTail(line):
            // The end of an entry, which a wrap put on a line of its own (`…(active)>"` then `,`, or
            // `…(active)>` then `",`).
            return .noted
        case .other where line.contains("Constraint:0x"):
            context.diagnose(number, DiagnosticMessage.unreadableEntry, text: line.messageText)
            return .noted
        default:
            return nil
        }
    }

    /// Whether a line's message is what an entry ends with after its `>`, alone: `",`, `"` or `,`
    /// (blanks aside).
    static func isEntryTail(_ line: CleanLine) -> Bool {
        let message = line.bytes[line.message].filter { !ASCII.isSpace($0) && $0 != ASCII.carriageReturn }
        return message == [ASCII.comma] || message == [ASCII.doubleQuote, ASCII.comma] || message == [ASCII.doubleQuote]
    }

    /// Reads a constraint description and adds it to the list (each address once).
    mutating func add(_ line: CleanLine, _ range: Range<Int>, _ number: Int, _ context: inout ReadContext) {
        guard let constraint = context.readConstraint(line, range, number) else { return }
        if isNew(constraint) { callback.constraints.append(constraint) }
    }

    /// Reads the constraint UIKit said it breaks (`line[range]`, or the description that ends
    /// macOS 14's `Will attempt to recover by breaking <…>.`, whose '.' is not part of it).
    mutating func setBroken(_ line: CleanLine, _ range: Range<Int>, _ number: Int, _ context: inout ReadContext) {
        var range = range
        // macOS 14's recover line ends in '.', which is no part of the description.
        if range.count > 1, line.bytes[range.upperBound - 1] == ASCII.dot,
            line.bytes[range.upperBound - 2] == ASCII.greaterThan
        {
            range = range.lowerBound..<range.upperBound - 1
        }
        guard let constraint = context.readConstraint(line, range, number) else { return }
        callback.broken = constraint.address
        // The list is what the block listed: a broken constraint it does not hold is kept apart.
        callback.unlistedBroken = isListed(constraint) ? nil : constraint
    }

    /// Marks the list as lacking something (the first reason found stands).
    mutating func lacks(_ reason: MissingList) {
        if callback.missing == nil { callback.missing = reason }
        callback.isComplete = false
    }

    private func isListed(_ constraint: Constraint) -> Bool {
        callback.constraints.contains { $0 === constraint || $0.address == constraint.address }
    }

    /// Whether the list lacks the constraint's address so far. A list is short: it is searched,
    /// until it grows long enough for a set to pay.
    private mutating func isNew(_ constraint: Constraint) -> Bool {
        let constraints = callback.constraints
        if constraints.count < 16 {
            return !constraints.contains { $0 === constraint || $0.address == constraint.address }
        }
        if seen.isEmpty { seen = Set(constraints.map(\.address)) }
        return seen.insert(constraint.address).inserted
    }
}
