/// The bytes `CodeText` and the scanners look for.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")
    static let doubleQuote = UInt8(ascii: "\"")
    static let quote = UInt8(ascii: "'")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let dot = UInt8(ascii: ".")
    static let equals = UInt8(ascii: "=")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    static let underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$")

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool {
        b == space || b == tab || b == newline || b == carriageReturn || b == 0x0C || b == 0x0B
    }
    /// Letters, `_`, `$` and any byte of a multi-byte character (Swift allows many).
    @inline(__always) static func startsIdentifier(_ b: UInt8) -> Bool {
        isLetter(b) || b == underscore || b == dollar || b >= 0x80
    }
    @inline(__always) static func continuesIdentifier(_ b: UInt8) -> Bool { startsIdentifier(b) || isDigit(b) }

    static func closer(of open: UInt8) -> UInt8? {
        switch open {
        case openParen: closeParen
        case openBracket: closeBracket
        case openBrace: closeBrace
        default: nil
        }
    }

    static func opener(of close: UInt8) -> UInt8? {
        switch close {
        case closeParen: openParen
        case closeBracket: openBracket
        case closeBrace: openBrace
        default: nil
        }
    }
}
