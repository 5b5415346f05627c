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
    /// What was expected, in a sentence: "unreadable constraint: expected a hex digit in the address".
    public var message: String
    /// The text of the line (or the part of it) that was not understood, trimmed.
    public var text: String

    public init(location: InputLocation, column: Int? = nil, message: String, text: String = "") {
        self.location = location
        self.column = column
        self.message = message
        self.text = text
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `file:line:column: message` followed by the text, the way compilers print it.
    public var description: String {
        var result = "\(location.file):\(location.line):"
        if let column { result += "\(column):" }
        result += " \(message)"
        if !text.isEmpty { result += "\n    \(text)" }
        return result
    }
}
