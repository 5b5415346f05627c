/// Writes JSON into a byte buffer without building a tree first: the list of a 256 MB log is large,
/// and `JSONEncoder` over it costs more than reading the log.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    let indentStep: Int
    private var depth = 0

    /// Where full buffers go, when the document is written as it is made.
    private let sink: (([UInt8]) -> Void)?
    static let flushSize = 1 << 20
    private static let spaces = [UInt8](repeating: ASCII.space, count: 64)

    /// `indent` 0 writes one line; otherwise each member on its own line. With a `sink`, the
    /// document goes there a buffer at a time (call `flush()` at the end) instead of growing whole.
    public init(indent: Int = 2, capacity: Int = 1 << 16, sink: (([UInt8]) -> Void)? = nil) {
        indentStep = indent
        self.sink = sink
        bytes.reserveCapacity(sink == nil ? capacity : Self.flushSize + (1 << 16))
    }

    /// A writer for a fragment that will stand `depth` levels deep in a document (see `fragment`).
    public init(indent: Int, depth: Int) {
        indentStep = indent
        sink = nil
        self.depth = depth
        bytes.reserveCapacity(1 << 12)
    }

    /// Adds an element written by a fragment writer (`init(indent:depth:)` at this writer's depth).
    public mutating func fragment(_ element: [UInt8]) {
        if needsComma[needsComma.count - 1] { bytes.append(ASCII.comma) }
        needsComma[needsComma.count - 1] = true
        bytes.append(contentsOf: element)
        flushIfFull()
    }

    /// Hands what is buffered to the sink.
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func flushIfFull() {
        if sink != nil, bytes.count >= Self.flushSize { flush() }
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(ASCII.comma) }
        needsComma[needsComma.count - 1] = true
        newline()
    }

    private mutating func newline() {
        guard indentStep > 0 else { return }
        bytes.append(ASCII.newline)
        let width = depth * indentStep
        if width <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[0..<width])
        } else {
            bytes.append(contentsOf: repeatElement(ASCII.space, count: width))
        }
    }

    private mutating func key(_ name: StaticString) {
        separate()
        bytes.append(ASCII.doubleQuote)
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(ASCII.doubleQuote)
        bytes.append(ASCII.colon)
        if indentStep > 0 { bytes.append(ASCII.space) }
    }

    public mutating func beginObject(_ name: StaticString? = nil) {
        flushIfFull()
        if let name { key(name) } else if depth > 0 { separate() }
        bytes.append(ASCII.openBrace)
        depth += 1
        needsComma.append(false)
    }

    public mutating func endObject() {
        let hadMembers = needsComma.removeLast()
        depth -= 1
        if hadMembers { newline() }
        bytes.append(ASCII.closeBrace)
    }

    public mutating func beginArray(_ name: StaticString? = nil) {
        if let name { key(name) } else if depth > 0 { separate() }
        bytes.append(ASCII.openBracket)
        depth += 1
        needsComma.append(false)
    }

    public mutating func endArray() {
        let hadMembers = needsComma.removeLast()
        depth -= 1
        if hadMembers { newline() }
        bytes.append(ASCII.closeBracket)
    }

    public mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        writeString(value)
    }

    public mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        if let value { bytes.append(contentsOf: String(value).utf8) } else { writeNull() }
    }

    public mutating func field(_ name: StaticString, _ value: Double?) {
        key(name)
        writeNumber(value)
    }

    public mutating func field(_ name: StaticString, _ value: Bool?) {
        key(name)
        if let value { bytes.append(contentsOf: (value ? "true" : "false").utf8) } else { writeNull() }
    }

    public mutating func null(_ name: StaticString) {
        key(name)
        writeNull()
    }

    /// An array element.
    public mutating func element(_ value: String?) {
        separate()
        writeString(value)
    }

    private mutating func writeNull() { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }

    private mutating func writeNumber(_ value: Double?) {
        guard let value, value.isFinite else {
            writeNull()
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int(value)).utf8)
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    private mutating func writeString(_ text: String?) {
        guard let text else {
            writeNull()
            return
        }
        bytes.append(ASCII.doubleQuote)
        // Most strings need no escape: copy them whole.
        var value = text
        let plain = value.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == ASCII.doubleQuote || byte == ASCII.backslash { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain {
            bytes.append(ASCII.doubleQuote)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case ASCII.doubleQuote: bytes.append(contentsOf: [ASCII.backslash, ASCII.doubleQuote])
            case ASCII.backslash: bytes.append(contentsOf: [ASCII.backslash, ASCII.backslash])
            case ASCII.newline: bytes.append(contentsOf: [ASCII.backslash, 0x6E])
            case ASCII.carriageReturn: bytes.append(contentsOf: [ASCII.backslash, 0x72])
            case ASCII.tab: bytes.append(contentsOf: [ASCII.backslash, 0x74])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [ASCII.backslash, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(ASCII.doubleQuote)
    }

    /// Appends raw bytes (a newline at the end of the document).
    public mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
}
