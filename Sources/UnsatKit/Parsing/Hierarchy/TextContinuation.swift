/// A view line whose text holds line breaks: UIKit prints a label's or a text view's text as it is
/// (`text = 'Dear Sam,`, a blank line, `Sent from my iPhone'; layer = <CALayer: 0x…>>`), so the view's
/// description goes on over the lines after it. Those lines are the view line's: no view of their
/// own, and no end of the dump. Followed line by line, the same way, wherever a dump's lines are read:
/// as they come (`HierarchyBuilder`), and when they are read again into nodes (`HierarchyStorage`).
struct TextContinuation {
    /// Whether the last line ended inside a quoted value.
    private(set) var isOpen = false
    /// Lines with text on them that the open value has gone on over.
    private var lines = 0
    /// The most lines a text goes on over: past them it was cut (a poster's excerpt), and the lines
    /// after it are the dump's own again. A view line ends it sooner.
    static let limit = 24

    /// Whether `line` goes on the open text: a blank line, or one with text on it within the limit
    /// that is none of what a text never holds but a cut one runs into: a view line, a constraint's
    /// description or UIKit's recover line (read as they are, or noted: never taken silently), a
    /// report's header (a place an input is cut into parts, which no open block keeps:
    /// `LogParser.opensAReportWhateverIsOpen`).
    func continues(with line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isOpen else { return false }
        if Self.isBlank(line) { return true }
        guard lines < Self.limit, !HierarchyBuilder.isViewLine(line), let base = line.baseAddress else { return false }
        for mark: StaticString in ["Constraint:0x", "Constraint: 0x", "Will attempt to recover"]
        where Platform.find(mark, in: base, count: line.count) != nil {
            return false
        }
        return !Self.opensAReport(line)
    }

    /// Steps over `line`; true when it goes on the text of the view line above it.
    mutating func step(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if continues(with: line) {
            if !Self.isBlank(line) {
                lines += 1
                isOpen = Self.endsInsideQuote(line, inside: true)
                if !isOpen { lines = 0 }
            }
            return true
        }
        lines = 0
        isOpen = Self.endsInsideQuote(line, inside: false)
        return false
    }

    private static func opensAReport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress,
            Platform.find("Unable to simultaneously satisfy constraints", in: base, count: line.count) != nil
        else { return false }
        return LogParser.opensAReportWhateverIsOpen(line)
    }

    /// Whether `line` ends inside a quoted value: `= '` opens one, and a quote closes it only before
    /// `;` or `>` (a text's own quotes are not escaped: `text = 'What's new'`). A line that ends in
    /// `>` or `)`, as every whole view line does, ends outside one, and is not looked through.
    static func endsInsideQuote(_ line: UnsafeBufferPointer<UInt8>, inside: Bool) -> Bool {
        var end = line.count
        while end > 0, ASCII.isSpace(line[end - 1]) || line[end - 1] == ASCII.carriageReturn { end -= 1 }
        if !inside, end == 0 || line[end - 1] == ASCII.greaterThan || line[end - 1] == ASCII.closeParen {
            return false
        }
        var open = inside
        var i = 0
        while i < end {
            if line[i] == ASCII.quote {
                if open {
                    if i + 1 < end, line[i + 1] == ASCII.semicolon || line[i + 1] == ASCII.greaterThan { open = false }
                } else if i >= 2, line[i - 1] == ASCII.space, line[i - 2] == ASCII.equals {
                    open = true
                }
            }
            i += 1
        }
        return open
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { ASCII.isSpace($0) || $0 == ASCII.carriageReturn }
    }
}
