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
        if path == "-" { return readStandardInput() }
        let file: MappedFile
        do {
            file = try MappedFile(path: path)
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
        return file.withBytes { ParallelScan.parse($0, file: path) }
    }

    /// Standard input, read to its end.
    public static func readStandardInput(name: String = "(stdin)") -> ParseResult {
        var scanner = LogScanner(file: name)
        let handle = FileHandle.standardInput
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { scanner.feed($0) }
        }
        return scanner.finish()
    }
}

/// Reads a large input on every core: each part starts at a line that opens a report, so no
/// report is cut, and the parts' results are joined in order.
enum ParallelScan {
    static let minimumPartSize = 8 << 20

    static func parse(_ bytes: UnsafeRawBufferPointer, file: String) -> ParseResult {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard cores > 1, bytes.count >= 2 * minimumPartSize,
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else {
            return LogScanner.parse(bytes, file: file)
        }
        let partCount = min(cores, bytes.count / minimumPartSize)
        var starts = [0]
        for index in 1..<partCount {
            let target = bytes.count * index / partCount
            guard target > starts.last!, let start = nextReportStart(base, count: bytes.count, from: target) else { continue }
            if start > starts.last! { starts.append(start) }
        }
        let ranges = zip(starts, starts.dropFirst() + [bytes.count]).map { $0..<$1 }
        let parts = PartResults(bytes: bytes, count: ranges.count)
        defer { parts.release() }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            let slice = UnsafeRawBufferPointer(rebasing: parts.bytes[ranges[index]])
            var scanner = LogScanner(file: file)
            scanner.scan(slice, isComplete: true)
            parts.lines[index] = scanner.nextLine - 1
            parts.results[index] = scanner.finish()
        }
        let results = parts.results
        let newlines = parts.lines
        // Each part was read with lines numbered from 1; shift them.
        var combined = ParseResult()
        var offset = 0
        for index in ranges.indices {
            var part = results[index]
            if offset > 0 { part.shiftLines(by: offset) }
            part.files = []
            combined.append(part)
            offset += newlines[index]
        }
        combined.files = [FileSummary(path: file, lines: offset, bytes: bytes.count)]
        return combined
    }

    /// The start of the first line at or after `offset` that opens a report or capture.
    static func nextReportStart(_ base: UnsafePointer<UInt8>, count: Int, from offset: Int) -> Int? {
        var position = offset
        while position < count {
            let remaining = count - position
            let hitUnable = Platform.find("Unable to simultaneously satisfy constraints", in: base + position, count: remaining)
            guard let hit = hitUnable else { return nil }
            var lineStart = position + hit
            while lineStart > 0, base[lineStart - 1] != ASCII.newline { lineStart -= 1 }
            // A capture and UIKit's report of the same callback, split apart here, are merged after.
            if lineStart > offset { return lineStart }
            position = position + hit + 1
        }
        return nil
    }
}

extension ParseResult {
    /// Moves every line number by `offset` (a part read on its own, placed after others).
    mutating func shiftLines(by offset: Int) {
        func shift(_ location: inout InputLocation) { location.line += offset }
        for index in callbacks.indices {
            shift(&callbacks[index].location)
            for c in callbacks[index].constraints.indices { shift(&callbacks[index].constraints[c].location) }
            if callbacks[index].hierarchy != nil {
                shift(&callbacks[index].hierarchy!.location)
                for n in callbacks[index].hierarchy!.nodes.indices { shift(&callbacks[index].hierarchy!.nodes[n].location) }
            }
        }
        for index in hierarchies.indices {
            shift(&hierarchies[index].location)
            for n in hierarchies[index].nodes.indices { shift(&hierarchies[index].nodes[n].location) }
        }
        for t in controllerTrees.indices {
            for n in controllerTrees[t].indices { shift(&controllerTrees[t][n].location) }
        }
        for index in ambiguities.indices { shift(&ambiguities[index].location) }
        for index in diagnostics.indices { shift(&diagnostics[index].location) }
    }
}

/// Per-part results written by concurrent workers, each to its own slot.
private final class PartResults: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    let results: UnsafeMutableBufferPointer<ParseResult>
    let lines: UnsafeMutableBufferPointer<Int>

    init(bytes: UnsafeRawBufferPointer, count: Int) {
        self.bytes = bytes
        results = .allocate(capacity: count)
        results.initialize(repeating: ParseResult())
        lines = .allocate(capacity: count)
        lines.initialize(repeating: 0)
    }

    func release() {
        results.deinitialize()
        results.deallocate()
        lines.deallocate()
    }
}
