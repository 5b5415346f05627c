import Foundation

/// Reads a large file on every core: each part starts at a line that opens a report, so no report
/// is cut, and the parts' results are joined in order.
enum ParallelScan {
    static let minimumPartSize = 8 << 20

    /// `parts`: how many to cut the file into (tests); by default a few a core, none under 16 MiB.
    static func parse(_ input: InputFile, size: Int, parts: Int? = nil) throws(InputFile.ReadError) -> ParseResult {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var starts = [0]
        // More parts than cores, so that a core that finishes early takes the next one.
        let partCount = parts ?? (cores > 1 && size >= 2 * minimumPartSize ? min(4 * cores, size / minimumPartSize) : 1)
        // Parts are cut at `\n` line starts, and each is told the whole's line ends: a file whose
        // lines end in `\r` alone (or whose first line end is not in its first window) is one part.
        let lineEnds = try partCount > 1 ? Self.lineEnds(input, size: size) : .undecided
        if partCount > 1, lineEnds == .newline {
            for index in 1..<partCount {
                if let start = try nextReportStart(input, size: size, from: size * index / partCount),
                    start > starts.last!
                {
                    starts.append(start)
                }
            }
        }
        let ranges = zip(starts, starts.dropFirst() + [size]).map { $0..<$1 }
        // A part a worker (by default there are no more parts than workers), each with why its
        // read stopped short, if it did.
        var parts = Parallel.map(ranges.indices.map { $0 }) {
            index -> (result: ParseResult, error: InputFile.ReadError?) in
            var scanner = LogScanner(file: input.path, source: input, startOffset: ranges[index].lowerBound)
            if index > 0 { scanner.lineEnds = lineEnds }
            scanner.read(input, range: ranges[index])
            // Each part but the last is followed by a report's header, which ends any block open.
            let result = scanner.finish(followedByHeader: index < ranges.count - 1)
            return (result, scanner.readError)
        }
        if let error = parts.lazy.compactMap(\.error).first { throw error }
        // Moved out of the array, so that shifting their lines does not copy them.
        let results = parts.indices.map { index -> ParseResult? in
            var part = ParseResult()
            swap(&part, &parts[index].result)
            return part
        }
        parts = []
        return PartJoiner.join(results, path: input.path)
    }

    /// The file's line ends, told by its first line end: looked for in a small window, then a larger
    /// one (a first line longer than the largest leaves them undecided, and the file one part).
    static func lineEnds(_ input: InputFile, size: Int) throws(InputFile.ReadError) -> LogScanner.LineEnds {
        for window in [64 << 10, 4 << 20] {
            let ends = try input.bytes(at: 0, count: min(size, window)).withUnsafeBytes { LogScanner.lineEnds(of: $0) }
            if ends != .undecided || window >= size { return ends }
        }
        return .undecided
    }

    /// The start of the first line after `offset` that opens a report whatever is open before it
    /// (see `ReportCut`).
    static func nextReportStart(_ input: InputFile, size: Int, from offset: Int) throws(InputFile.ReadError) -> Int? {
        // Reports are usually close together: small windows first, larger ones while none turns up
        // (this runs before the parts start, on one core). A line longer than the largest window
        // ends the search: the part before it just grows.
        let largest = 4 << 20
        var window = 64 << 10
        var position = offset
        var startsLine = false
        while position < size {
            let bytes = try input.bytes(at: position, count: min(window, size - position))
            guard !bytes.isEmpty else { return nil }
            let reachesEnd = position + bytes.count >= size
            if !startsLine {
                // Windows start at a line start, so a cut's line start is inside its window.
                if let newline = bytes.firstIndex(of: ASCII.newline) {
                    position += newline + 1
                    startsLine = true
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
                continue
            }
            let found = bytes.withUnsafeBytes { ReportCut.first(in: $0, startsLine: true, endsLine: reachesEnd) }
            switch found {
            case .at(let start):
                return position + start
            case .lineRunsPast(let start):
                // A header's line goes on past the window: read again from it, more at once.
                if start == 0 {
                    if window == largest { return nil }
                    window = min(2 * window, largest)
                }
                position += start
            case .none:
                guard !reachesEnd else { return nil }
                if let last = bytes.lastIndex(of: ASCII.newline) {
                    position += last + 1
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
            }
        }
        return nil
    }
}
