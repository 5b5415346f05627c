import Foundation

/// Where something was read: a file (as named on the command line) and a 1-based line.
public struct InputLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public static func < (lhs: InputLocation, rhs: InputLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// Something the reader could not make sense of, with where and what it expected.
public struct Diagnostic: Hashable, Sendable {
    public var location: InputLocation
    /// 1-based column in the line, when the reader knows it.
    public var column: Int?
    /// What was expected (`description`: "unreadable constraint: expected a hex digit in the address").
    public var message: DiagnosticMessage
    /// The text of the line (or the part of it) that was not understood, trimmed.
    public var text: String

    public init(location: InputLocation, column: Int? = nil, message: DiagnosticMessage, text: String = "") {
        self.location = location
        self.column = column
        self.message = message
        self.text = text
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `file:line:column: message` followed by the text, the way compilers print it.
    public var description: String { description(ellipsis: "…") }

    /// The same, with the ellipses unsat's own words use (`'<Controller: 0x…>'`, a long line's cut)
    /// written `ellipsis`; the input's text is left as read.
    public func description(ellipsis: String) -> String {
        var result = "\(location.file):\(location.line):"
        if let column { result += "\(column):" }
        result += " " + message.description.replacingOccurrences(of: "…", with: ellipsis)
        var text = text
        if message == .lineTooLong, text.hasSuffix("…") { text = String(text.dropLast()) + ellipsis }
        if !text.isEmpty { result += "\n    \(text)" }
        return result
    }
}
