import Foundation

/// Opens the inputs named on the command line and reads them.
public enum InputReader {
    /// Why an input could not be read (exit 66).
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads every path (`-` is standard input) into one result, in order.
    public static func read(paths: [String]) throws(Failure) -> ParseResult {
        var result = ParseResult()
        for path in paths {
            result.append(try read(path: path))
        }
        return result
    }

    public static func read(path: String) throws(Failure) -> ParseResult {
        if path == "-" { return read(InputFile(standardInputNamed: "(stdin)")) }
        do {
            return read(try InputFile(path: path))
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
    }

    /// Reads an open input: a large regular file on every core, anything else as a stream.
    public static func read(_ input: InputFile) -> ParseResult {
        if let size = input.size { return ParallelScan.parse(input, size: size) }
        var scanner = LogScanner(file: input.path)
        scanner.read(input)
        return scanner.finish()
    }
}

/// Reads a large file on every core: each part starts at a line that opens a report, so no report
/// is cut, and the parts' results are joined in order.
enum ParallelScan {
    static let minimumPartSize = 8 << 20

    static func parse(_ input: InputFile, size: Int) -> ParseResult {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var starts = [0]
        if cores > 1, size >= 2 * minimumPartSize {
            // More parts than cores, so that a core that finishes early takes the next one.
            let partCount = min(4 * cores, size / minimumPartSize)
            for index in 1..<partCount {
                if let start = nextReportStart(input, size: size, from: size * index / partCount), start > starts.last!
                {
                    starts.append(start)
                }
            }
        }
        let ranges = zip(starts, starts.dropFirst() + [size]).map { $0..<$1 }
        let parts = PartResults(count: ranges.count)
        defer { parts.release() }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            var scanner = LogScanner(file: input.path, source: input, startOffset: ranges[index].lowerBound)
            scanner.read(input, range: ranges[index])
            parts.results[index] = scanner.finish()
        }
        // Each part numbered its lines from 1; shift them after the parts before.
        var combined = ParseResult()
        var offset = 0
        for index in ranges.indices {
            // Taken out of its slot, so that shifting its lines does not copy it.
            var part = parts.take(index)
            let lines = part.files.first?.lines ?? 0
            if offset > 0 { part.shiftLines(by: offset) }
            part.files = []
            combined.append(part)
            offset += lines
        }
        combined.files = [FileSummary(path: input.path, lines: offset, bytes: size)]
        return combined
    }

    /// The start of the first line after `offset` that holds UIKit's header.
    static func nextReportStart(_ input: InputFile, size: Int, from offset: Int) -> Int? {
        // Reports are usually close together: small windows first, larger ones while none turns up
        // (this runs before the parts start, on one core). A line longer than the largest window
        // ends the search: the part before it just grows.
        let largest = 4 << 20
        var window = 64 << 10
        var position = offset
        var startsLine = false
        while position < size {
            let bytes = input.bytes(at: position, count: min(window, size - position))
            guard !bytes.isEmpty else { return nil }
            if !startsLine {
                // Windows start at a line start, so a hit's line start is inside its window.
                if let newline = bytes.firstIndex(of: ASCII.newline) {
                    position += newline + 1
                    startsLine = true
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
                continue
            }
            let hit = bytes.withUnsafeBufferPointer { buffer in
                Platform.find(
                    "Unable to simultaneously satisfy constraints", in: buffer.baseAddress!, count: buffer.count)
            }
            if let hit {
                var lineStart = hit
                while lineStart > 0, bytes[lineStart - 1] != ASCII.newline { lineStart -= 1 }
                return position + lineStart
            }
            guard position + bytes.count < size else { return nil }
            if let last = bytes.lastIndex(of: ASCII.newline) {
                position += last + 1
            } else if window == largest {
                return nil
            }
            window = min(2 * window, largest)
        }
        return nil
    }
}

/// Per-part results written by concurrent workers, each to its own slot.
private final class PartResults: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<ParseResult>

    init(count: Int) {
        results = .allocate(capacity: count)
        results.initialize(repeating: ParseResult())
    }

    /// The result in slot `index`, moved out (the slot is left empty).
    func take(_ index: Int) -> ParseResult {
        let pointer = results.baseAddress! + index
        let result = pointer.move()
        pointer.initialize(to: ParseResult())
        return result
    }

    func release() {
        results.deinitialize()
        results.deallocate()
    }
}
