/// The parts of one input, each read on its own and numbering its lines from 1, joined in order:
/// each part's lines shifted after the parts before it, one summary for the input.
enum PartJoiner {
    /// `parts` (nil: a part with nothing in it) as one result for the input at `path`. The parts'
    /// lines are shifted on every core, each part in place: none is copied.
    static func join(_ parts: consuming [ParseResult?], path: String) -> ParseResult {
        var parts = parts
        var offsets: [Int] = []
        var lines = 0
        var bytes = 0
        for index in parts.indices {
            offsets.append(lines)
            lines += parts[index]?.files.first?.lines ?? 0
            bytes += parts[index]?.files.first?.bytes ?? 0
        }
        // Each part moved into a box of its own, so that shifting its lines changes it in place.
        let boxes = parts.indices.map { index in
            var part = ParseResult()
            if parts[index] != nil { swap(&part, &parts[index]!) }
            return Locked(part)
        }
        parts = []
        let shifts = offsets
        _ = Parallel.map(Array(boxes.indices)) { index in
            if shifts[index] > 0 { boxes[index].withLock { $0.shiftLines(by: shifts[index]) } }
        }
        var combined = ParseResult()
        for box in boxes {
            var part = box.withLock { part in
                var taken = ParseResult()
                swap(&taken, &part)
                return taken
            }
            part.files = []
            combined.append(part)
        }
        combined.files = [FileSummary(path: path, lines: lines, bytes: bytes)]
        combined.settleLoneEntries()
        return combined
    }
}
