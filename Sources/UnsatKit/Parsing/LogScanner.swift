/// Finds the lines of a log worth reading and feeds them to a `LogParser`.
///
/// Most of a console log is ordinary output. Outside a report the scanner only looks for the few
/// byte patterns that can start something (`<`, "onstraint", "ambiguous", the capture hook's Chinese
/// labels, a `(` alone, a capture record), so a large log costs little more than a pass over its bytes.
public struct LogScanner {
    public private(set) var parser: LogParser
    /// 1-based number of the next line to read.
    public private(set) var nextLine: Int
    public private(set) var bytesRead = 0
    /// Bytes of an unfinished last line, kept until its newline arrives (`feed`).
    private var carry: [UInt8] = []

    public init(file: String, firstLine: Int = 1) {
        parser = LogParser(file: file)
        nextLine = firstLine
    }

    /// Reads a whole input at once.
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String) -> ParseResult {
        var scanner = LogScanner(file: file)
        scanner.scan(bytes, isComplete: true)
        return scanner.finish()
    }

    /// Reads a whole input given as bytes.
    public static func parse(_ bytes: [UInt8], file: String) -> ParseResult {
        bytes.withUnsafeBytes { parse($0, file: file) }
    }

    /// Feeds the next chunk of a stream; an incomplete last line waits for the next chunk.
    public mutating func feed(_ chunk: UnsafeRawBufferPointer) {
        if carry.isEmpty {
            let consumed = scan(chunk, isComplete: false)
            carry = Array(chunk[consumed...])
        } else {
            var joined = carry
            joined.append(contentsOf: chunk)
            carry = []
            let consumed = joined.withUnsafeBytes { scan($0, isComplete: false) }
            carry = Array(joined[consumed...])
        }
    }

    /// Ends the input: reads a last line without newline and closes any open report.
    public mutating func finish() -> ParseResult {
        if !carry.isEmpty {
            let rest = carry
            carry = []
            rest.withUnsafeBytes { _ = scan($0, isComplete: true) }
        }
        parser.finish()
        var result = parser.result
        result.files.append(FileSummary(path: parser.file, lines: nextLine - 1, bytes: bytesRead))
        return result
    }

    /// Reads the complete lines of `buffer` (and its last line too when `isComplete`); returns the
    /// number of bytes consumed.
    @discardableResult
    mutating func scan(_ buffer: UnsafeRawBufferPointer, isComplete: Bool) -> Int {
        let count = buffer.count
        guard count > 0, let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        var position = 0
        var line = nextLine
        defer {
            nextLine = line
        }
        while position < count {
            if !parser.isInsideBlock {
                // Skip, a line at a time, what cannot start anything.
                var start = position
                while start < count {
                    let end = Platform.findByte(ASCII.newline, in: base + start, count: count - start).map { start + $0 }
                    if end == nil && !isComplete {
                        bytesRead += start - position
                        return start
                    }
                    let lineEnd = end ?? count
                    if Self.isCandidate(base + start, count: lineEnd - start) { break }
                    line += 1
                    start = lineEnd + 1
                }
                bytesRead += min(start, count) - position
                position = start
                guard position < count else { break }
            }
            let found = Platform.findByte(ASCII.newline, in: base + position, count: count - position)
            guard found != nil || isComplete else { return position }
            let lineEnd = found.map { position + $0 } ?? count
            let bytes = Array(UnsafeBufferPointer(start: base + position, count: lineEnd - position))
            parser.consume(line: bytes, number: line)
            line += 1
            bytesRead += min(lineEnd + 1, count) - position
            position = lineEnd + 1
        }
        return min(position, count)
    }

    /// Whether a line outside any report may start one: a cheap test, exact enough to skip noise.
    @inline(__always)
    static func isCandidate(_ line: UnsafePointer<UInt8>, count: Int) -> Bool {
        var i = 0
        // A '(' alone opens a pasted list.
        while i < count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
        if i < count, line[i] == ASCII.openParen {
            var j = i + 1
            while j < count, line[j] == ASCII.space || line[j] == ASCII.tab || line[j] == ASCII.carriageReturn { j += 1 }
            if j == count { return true }
        }
        while i < count {
            let b = line[i]
            switch b {
            case ASCII.lessThan:
                return true
            case 0x6F:  // o: "onstraint"
                if i + 9 <= count, matches(line + i, "onstraint") { return true }
            case 0x4D:  // M: "MBIGUOUS"
                if i + 8 <= count, matches(line + i, "MBIGUOUS") { return true }
            case 0x6D:  // m: "mbiguous"
                if i + 8 <= count, matches(line + i, "mbiguous") { return true }
            case 0xE7:  // 约束
                if i + 6 <= count, line[i + 1] == 0xBA, line[i + 2] == 0xA6 { return true }
            case 0xE5:  // 冲突
                if i + 6 <= count, line[i + 1] == 0x86, line[i + 2] == 0xB2 { return true }
            case ASCII.openBrace:
                if Platform.find("unsat-capture/", in: line + i, count: count - i) != nil { return true }
            default:
                break
            }
            i += 1
        }
        return false
    }

    @inline(__always)
    static func matches(_ pointer: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { pattern in
            for k in 0..<pattern.count where pointer[k] != pattern[k] { return false }
            return true
        }
    }
}
