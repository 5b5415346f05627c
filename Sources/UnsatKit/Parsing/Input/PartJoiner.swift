/// The parts of one input, each read on its own and numbering its lines from 1, joined in order:
/// each part's lines shifted after the parts before it, one summary for the input.
struct PartJoiner {
    private var combined = ParseResult()
    private var lines = 0
    private var bytes = 0

    mutating func append(_ part: consuming ParseResult) {
        var part = part
        let summary = part.files.first
        if lines > 0 { part.shiftLines(by: lines) }
        part.files = []
        combined.append(part)
        lines += summary?.lines ?? 0
        bytes += summary?.bytes ?? 0
    }

    consuming func result(path: String) -> ParseResult {
        combined.files = [FileSummary(path: path, lines: lines, bytes: bytes)]
        return combined
    }
}
