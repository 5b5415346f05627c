/// Constraint descriptions already read, found again by their bytes: a conflict repeats its
/// constraints (the list, the broken one, each callback), and each is read once.
struct ConstraintCache {
    /// An entry is immutable once made, so copies of the cache (a parser's snapshot) share entries
    /// safely; boxed, so that the table moves pointers when it grows.
    final class Entry {
        let output: ConstraintParser.Output

        init(output: ConstraintParser.Output) {
            self.output = output
        }

        /// Whether `line[range]` is the description this entry was read from: the constraint's own
        /// text, so that the cache holds no second copy of it. (A description that was not valid
        /// UTF-8 reads back with replacement characters, never matches, and is read again.)
        func matches(_ line: [UInt8], _ range: Range<Int>) -> Bool {
            var text = output.constraint.text
            return text.withUTF8 { known in
                guard known.count == range.count else { return false }
                guard !range.isEmpty else { return true }
                return line.withUnsafeBufferPointer { bytes in
                    Platform.compare(bytes.baseAddress! + range.lowerBound, known.baseAddress!, count: range.count) == 0
                }
            }
        }
    }

    /// Entries by a hash of their description's bytes.
    private var entries: [Int: [Entry]] = [:]
    private let parser = ConstraintParser()
    /// More entries than a log's distinct constraints usually reach: past it the table starts again.
    static let limit = 100_000

    /// Reads `line[range]`, from the cache when these bytes were read before.
    mutating func read(_ line: [UInt8], _ range: Range<Int>) -> Result<ConstraintParser.Output, ConstraintParseError> {
        let key = line.withUnsafeBytes { Self.quickHash(UnsafeRawBufferPointer(rebasing: $0[range])) }
        if let cached = entries[key]?.first(where: { $0.matches(line, range) }) {
            return .success(cached.output)
        }
        let parsed = parser.parse(line.string(range))
        if case .success(let output) = parsed {
            if entries.count > Self.limit { entries.removeAll(keepingCapacity: true) }
            entries[key, default: []].append(Entry(output: output))
        }
        return parsed
    }

    /// A hash of a description's bytes, eight bytes a step (a hit compares the bytes, so a
    /// collision costs a comparison, never a wrong constraint).
    static func quickHash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var i = 0
        while i + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            i += 8
        }
        while i < bytes.count {
            hash = (hash ^ UInt64(bytes[i])) &* multiplier
            i += 1
        }
        return Int(bitPattern: UInt(hash ^ hash >> 32))
    }
}
