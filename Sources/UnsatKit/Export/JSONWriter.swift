/// Writes JSON into a byte buffer without building a tree first: the list of a 256 MB log is large,
/// and `JSONEncoder` over it costs more than reading the log.
package struct JSONWriter {
    /// The document so far (since the last flush, with a sink).
    package var bytes: [UInt8] { buffer.array }
    private let buffer = ByteBuffer()
    /// Bit `level` is set when the container open at that level already has a member.
    private var commas: UInt64 = 0
    private var level = 0
    let indentStep: Int
    private var depth = 0

    /// Where full buffers go, when the document is written as it is made.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    static let flushSize = 1 << 20

    /// `indent` 0 writes one line; otherwise each member on its own line. With a `sink`, the
    /// document goes there a buffer at a time (call `flush()` at the end) instead of growing whole.
    package init(indent: Int = 2, capacity: Int = 1 << 16, sink: ((UnsafeRawBufferPointer) -> Void)? = nil) {
        indentStep = indent
        self.sink = sink
        buffer.reserve(sink == nil ? capacity : Self.flushSize + (1 << 16))
    }

    /// A writer for a fragment that will stand `depth` levels deep in a document (see `fragment`).
    package init(indent: Int, depth: Int) {
        indentStep = indent
        sink = nil
        self.depth = depth
        buffer.reserve(1 << 12)
    }

    /// Adds an element written by a fragment writer (`init(indent:depth:)` at this writer's depth).
    package mutating func fragment(_ element: [UInt8]) {
        markMember()
        element.withUnsafeBufferPointer { buffer.append($0) }
        flushIfFull()
    }

    /// Hands what is buffered to the sink.
    package mutating func flush() {
        guard let sink, buffer.count > 0 else { return }
        buffer.withBytes(sink)
        buffer.removeAll()
    }

    private mutating func flushIfFull() {
        if sink != nil, buffer.count >= Self.flushSize { flush() }
    }

    /// A comma before every member but the first of its container.
    private mutating func markMember() {
        if isNotFirst() { buffer.append(ASCII.comma) }
    }

    /// Whether the container open already has a member; the next one is marked.
    @inline(__always)
    private mutating func isNotFirst() -> Bool {
        let bit: UInt64 = 1 << UInt64(level & 63)
        defer { commas |= bit }
        return commas & bit != 0
    }

    /// The indentation of a new line at this depth: nil on one line (each call below writes the
    /// comma, the line break and the indentation in one step: the JSON of a large log is millions of them).
    private var indent: Int? { indentStep > 0 ? depth &* indentStep : nil }

    private mutating func separate() {
        buffer.appendSeparator(comma: isNotFirst(), indent: indent)
    }

    private mutating func key(_ name: StaticString) {
        buffer.appendKey(name, comma: isNotFirst(), indent: indent)
    }

    private mutating func open(_ byte: UInt8) {
        buffer.append(byte)
        depth += 1
        level += 1
        commas &= ~(1 << UInt64(level & 63))
    }

    private mutating func close(_ byte: UInt8) {
        let hadMembers = commas & (1 << UInt64(level & 63)) != 0
        level -= 1
        depth -= 1
        buffer.appendClose(byte, indent: hadMembers ? indent : nil)
    }

    package mutating func beginObject(_ name: StaticString? = nil) {
        flushIfFull()
        if let name { key(name) } else if depth > 0 { separate() }
        open(ASCII.openBrace)
    }

    package mutating func endObject() { close(ASCII.closeBrace) }

    package mutating func beginArray(_ name: StaticString? = nil) {
        if let name { key(name) } else if depth > 0 { separate() }
        open(ASCII.openBracket)
    }

    package mutating func endArray() { close(ASCII.closeBracket) }

    package mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        writeString(value)
    }

    package mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        if let value { buffer.append(integer: value) } else { writeNull() }
    }

    package mutating func field(_ name: StaticString, _ value: Double?) {
        key(name)
        writeNumber(value)
    }

    package mutating func field(_ name: StaticString, _ value: Bool?) {
        key(name)
        if let value { buffer.append(value ? "true" : "false") } else { writeNull() }
    }

    /// An address, as its text.
    package mutating func field(_ name: StaticString, _ value: Address?) {
        field(name, value?.text)
    }

    package mutating func null(_ name: StaticString) {
        key(name)
        writeNull()
    }

    /// An array of strings (null where one is nil).
    package mutating func field(_ name: StaticString, strings: some Sequence<String?>) {
        beginArray(name)
        for value in strings { element(value) }
        endArray()
    }

    /// An array of whole numbers.
    package mutating func field(_ name: StaticString, numbers: some Sequence<Int>) {
        beginArray(name)
        for value in numbers {
            separate()
            buffer.append(integer: value)
        }
        endArray()
    }

    /// An array of numbers (a frame's four).
    package mutating func field(_ name: StaticString, doubles: some Sequence<Double>) {
        beginArray(name)
        for value in doubles {
            separate()
            writeNumber(value)
        }
        endArray()
    }

    /// An array element.
    package mutating func element(_ value: String?) {
        separate()
        writeString(value)
    }

    /// An array element that is an address, as its text.
    package mutating func element(_ value: Address?) {
        element(value?.text)
    }

    private func writeNull() { buffer.append("null") }

    private func writeNumber(_ value: Double?) {
        guard let value, value.isFinite else {
            writeNull()
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            buffer.append(integer: Int(value))
        } else {
            var text = "\(value)"
            text.withUTF8 { buffer.append($0) }
        }
    }

    private func writeString(_ text: String?) {
        guard var value = text else {
            writeNull()
            return
        }
        buffer.append(ASCII.doubleQuote)
        // Most strings need no escape: copy them whole.
        let plain = value.withUTF8 { utf8 in
            guard !Self.needsEscape(utf8) else { return false }
            buffer.append(utf8)
            return true
        }
        if !plain {
            for byte in value.utf8 {
                switch byte {
                case ASCII.doubleQuote: buffer.append("\\\"")
                case ASCII.backslash: buffer.append("\\\\")
                case ASCII.newline: buffer.append("\\n")
                case ASCII.carriageReturn: buffer.append("\\r")
                case ASCII.tab: buffer.append("\\t")
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    buffer.append("\\u00")
                    buffer.append(hex.utf8Start[Int(byte >> 4)])
                    buffer.append(hex.utf8Start[Int(byte & 0xF)])
                default: buffer.append(byte)
                }
            }
        }
        buffer.append(ASCII.doubleQuote)
    }

    /// Whether any byte is a control character, `"` or `\\`; eight bytes at a time, by the
    /// classic word tricks (a byte below a bound, a byte equal to a value).
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let quote = word ^ (ones &* UInt64(ASCII.doubleQuote))
            let backslash = word ^ (ones &* UInt64(ASCII.backslash))
            let below = (word &- ones &* 0x20) & ~word
            let zeroQuote = (quote &- ones) & ~quote
            let zeroBackslash = (backslash &- ones) & ~backslash
            if (below | zeroQuote | zeroBackslash) & highs != 0 { return true }
            i += 8
        }
        while i < bytes.count {
            let byte = base[i]
            if byte < 0x20 || byte == ASCII.doubleQuote || byte == ASCII.backslash { return true }
            i += 1
        }
        return false
    }

    /// Appends raw bytes (a newline at the end of the document).
    package mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }
}

/// A growable byte buffer with appends that cost a copy and nothing else.
final class ByteBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = wanted
    }

    @inline(__always) private func ensure(_ extra: Int) {
        if count + extra > capacity { reserve(max(2 * capacity, count + extra)) }
    }

    @inline(__always) func append(_ byte: UInt8) {
        ensure(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always) func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        ensure(repeats)
        (storage + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        ensure(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// A comma when `comma`, then a line break and `indent` spaces (none of either when `indent` is
    /// nil: the document on one line), at `out`, which has room; past them.
    @inline(__always) private func separator(
        at start: UnsafeMutablePointer<UInt8>, comma: Bool, indent: Int?
    ) -> UnsafeMutablePointer<UInt8> {
        var out = start
        if comma {
            out.pointee = ASCII.comma
            out += 1
        }
        if let indent {
            out.pointee = ASCII.newline
            (out + 1).initialize(repeating: ASCII.space, count: indent)
            out += 1 + indent
        }
        return out
    }

    /// What comes before an array's element or an object without a name: `separator`.
    @inline(__always) func appendSeparator(comma: Bool, indent: Int?) {
        ensure(2 + (indent ?? 0))
        count = separator(at: storage + count, comma: comma, indent: indent) - storage
    }

    /// A member's name: the separator, then `"name": ` (`"name":` on one line), in one step.
    @inline(__always) func appendKey(_ name: StaticString, comma: Bool, indent: Int?) {
        let length = name.utf8CodeUnitCount
        ensure(6 + (indent ?? 0) + length)
        let out = separator(at: storage + count, comma: comma, indent: indent)
        out[0] = ASCII.doubleQuote
        (out + 1).update(from: name.utf8Start, count: length)
        out[length + 1] = ASCII.doubleQuote
        out[length + 2] = ASCII.colon
        out[length + 3] = ASCII.space
        count = out + length + (indent == nil ? 3 : 4) - storage
    }

    /// A container's closing bracket, on a line of its own at `indent` unless that is nil.
    @inline(__always) func appendClose(_ byte: UInt8, indent: Int?) {
        ensure(2 + (indent ?? 0))
        let out = separator(at: storage + count, comma: false, indent: indent)
        out.pointee = byte
        count = out + 1 - storage
    }

    @inline(__always) func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Decimal digits without making a `String`.
    func append(integer value: Int) {
        if value == 0 {
            append(ASCII.zero)
            return
        }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            while magnitude > 0 {
                raw[19 - length] = ASCII.zero + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            }
            if value < 0 { append(ASCII.minus) }
            append(
                UnsafeBufferPointer(
                    start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + 20 - length, count: length))
        }
    }

    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// The bytes, without copying them.
    func withBytes(_ body: (UnsafeRawBufferPointer) -> Void) {
        body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    func removeAll() { count = 0 }
}
