import Testing

@testable import UnsatKit

/// The vector searches the scanner jumps with (`unsat_find_trigger`, `unsat_find_phrase`): every
/// kernel this processor has (AVX2's 32 bytes, SSE2's or NEON's 16, the plain loop) finds what a
/// plain reading of the rules finds, wherever the match falls against the vectors' edges.
struct ByteSearchTests {
    /// The rules, read plainly: where the first phrase (or, with `triggers` 1, trigger; 2, trigger or
    /// a page's escaped `&lt;` and a letter) starts.
    static func reference(_ bytes: [UInt8], triggers: Int32) -> Int {
        func at(_ i: Int, _ literal: String) -> Bool {
            let l = Array(literal.utf8)
            return i + l.count <= bytes.count && Array(bytes[i..<i + l.count]) == l
        }
        func mask(_ i: Int) -> Bool { i < bytes.count && (bytes[i] == 0x2D || bytes[i] == 0x26) }
        for i in bytes.indices {
            if at(i, "Unable to ") || at(i, "Conflicting constraints") || at(i, "Constraint:0x")
                || at(i, "Constraint: 0")
            {
                return i
            }
            if at(i, " h="), mask(i + 3), mask(i + 4), mask(i + 5), at(i + 6, " v="), mask(i + 9), mask(i + 10),
                mask(i + 11)
            {
                return i
            }
            if triggers > 0, bytes[i] == 0x3C || bytes[i] == 0x7B || at(i, "AMBIGUO") { return i }
            if triggers == 2, at(i, "&lt;"), i + 4 < bytes.count,
                ASCII.isLetter(bytes[i + 4]) || bytes[i + 4] == 0x5F
            {
                return i
            }
        }
        return bytes.count
    }

    /// Inputs made of near misses and matches, at every offset a 32-byte vector can hold them.
    static func inputs() -> [[UInt8]] {
        let pieces = [
            "Unable to ", "Unable t", "Una", "Conflicting constraints", "Conflicting constraint", "Con",
            "Constraint:0x", "Constraint:0", "Constraint: 0", "Constraint: x", " h=--- v=-&-", " h=-&& v=--&",
            " h=--- v=--", " h=-x- v=---", " h=", "<", "{", "AMBIGUOUS", "AMBIGU", "AMB", "UIView", "CALayer", " ",
            "abc", "\n", "&lt;UIView", "&lt;_UI", "&lt;1", "&lt;", "&l", "&gt;", "&",
        ].map { Array($0.utf8) }
        var random = FixedRandom(seed: 23)
        var inputs: [[UInt8]] = []
        for piece in pieces {
            for offset in 0..<70 {
                for tail in [0, 1, 2, 17, 40] {
                    inputs.append(Array(repeating: 0x78, count: offset) + piece + Array(repeating: 0x79, count: tail))
                }
            }
        }
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(12) {
                bytes += pieces[random.below(pieces.count)]
                bytes += Array(repeating: 0x2E, count: random.below(20))
            }
            inputs.append(bytes)
        }
        return inputs
    }

    @Test(arguments: [32, 16, 0])
    func everyKernelFindsWhatTheRulesSay(width: Int) {
        var wrong: [String] = []
        for bytes in Self.inputs() {
            for triggers: Int32 in [0, 1, 2] {
                let found = bytes.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.map {
                        Platform.find(triggers: triggers, width: width, in: $0, count: buffer.count)
                    } ?? 0
                }
                let expected = Self.reference(bytes, triggers: triggers)
                if found != expected, wrong.count < 5 {
                    wrong.append(
                        "\(String(decoding: bytes, as: UTF8.self)) triggers \(triggers): \(found) ≠ \(expected)")
                }
            }
        }
        #expect(wrong == [])
    }

    /// The searches the scanner calls agree with the kernel of the widest vectors.
    @Test func theScannersSearchesAreTheWidestKernels() {
        for bytes in Self.inputs().prefix(2000) where !bytes.isEmpty {
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                #expect(
                    Platform.findTrigger(in: base, count: buffer.count)
                        == Platform.find(triggers: 1, width: 32, in: base, count: buffer.count))
                #expect(
                    Platform.findTriggerEscaped(in: base, count: buffer.count)
                        == Platform.find(triggers: 2, width: 32, in: base, count: buffer.count))
                #expect(
                    Platform.findPhrase(in: base, count: buffer.count)
                        == Platform.find(triggers: 0, width: 32, in: base, count: buffer.count))
            }
        }
    }

    /// Several needles looked for in one pass (`unsat_find_needles`: the header phrases a look back
    /// searches for) find what a search for each, the earliest kept, finds: every kernel, at every
    /// offset a vector can hold a match, with near misses of each needle around it.
    @Test(arguments: [32, 16, 0])
    func theNeedleSearchFindsTheEarliestOfTheNeedles(width: Int) {
        let literals: [StaticString] = ["satisfy constraints", "Conflicting constraints", "检测到约束冲突", "abc"]
        let needles = Platform.Needles(literals)
        let texts = literals.map { Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) }
        func reference(_ bytes: [UInt8]) -> Int? {
            texts.compactMap { text in
                bytes.indices.first { i in i + text.count <= bytes.count && Array(bytes[i..<i + text.count]) == text }
            }.min()
        }
        var pieces = texts + texts.map { Array($0.dropLast()) } + texts.map { Array($0.prefix(2)) }
        pieces += [Array("Con".utf8), Array("sat".utf8), Array("\n".utf8), [0xE6, 0xA3]]
        var random = FixedRandom(seed: 11)
        var inputs: [[UInt8]] = []
        for piece in pieces {
            for offset in 0..<70 { inputs.append(Array(repeating: 0x78, count: offset) + piece + [0x79, 0x79]) }
        }
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(10) {
                bytes += pieces[random.below(pieces.count)] + Array(repeating: 0x2E, count: random.below(40))
            }
            inputs.append(bytes)
        }
        var wrong: [String] = []
        for bytes in inputs {
            let found = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { Platform.find(needles, in: $0, count: buffer.count, width: width) }
            }
            if found != reference(bytes), wrong.count < 5 {
                wrong.append("\(String(decoding: bytes, as: UTF8.self)): \(String(describing: found))")
            }
        }
        #expect(wrong == [])
    }

    /// The beginning of a header's phrase a line ends with (`WrappedHeader.head`, asked of each line
    /// a look back passes) is the longest one a plain reading of its rule finds: after a space, `]`,
    /// `:` or `>`, or at the line's start; fewer bytes than the phrase; of all the phrases' the longest
    /// (the first of those as long), and each phrase's among `heads`.
    @Test func aLinesEndingHeadIsTheLongestBeginningAfterABoundary() {
        let phrases = WrappedHeader.phrases.map {
            Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount))
        }
        func references(_ line: [UInt8]) -> [WrappedHeader.Head] {
            var line = line
            if line.last == ASCII.carriageReturn { line.removeLast() }
            var found: [WrappedHeader.Head] = []
            for (index, phrase) in phrases.enumerated() {
                for length in stride(from: min(phrase.count - 1, line.count), through: 1, by: -1) {
                    let start = line.count - length
                    let boundary = start == 0 || [ASCII.space, ASCII.tab, 0x5D, 0x3A, 0x3E].contains(line[start - 1])
                    if boundary, Array(line[start...]) == Array(phrase.prefix(length)) {
                        found.append(WrappedHeader.Head(phrase: index, length: length))
                        break
                    }
                }
            }
            return found
        }
        func reference(_ line: [UInt8]) -> WrappedHeader.Head? {
            references(line).reduce(nil) { best, head in best.map { $0.length >= head.length ? $0 : head } ?? head }
        }
        var lines: [[UInt8]] = []
        for phrase in phrases {
            for length in 1..<phrase.count {
                for before in ["", " ", "x", "] ", "MyApp[1:2] [LayoutConstraints] ", "U", "Unable to Un", ":"] {
                    lines.append(Array(before.utf8) + phrase.prefix(length))
                    lines.append(Array(before.utf8) + phrase.prefix(length) + [ASCII.carriageReturn])
                }
            }
        }
        lines += ["", "\r", "Unable to simultaneously satisfy constraints.", "xUnable", "Conflicting constraints"].map {
            Array($0.utf8)
        }
        for line in lines {
            let found = line.withUnsafeBufferPointer { WrappedHeader.head(endOf: $0) }
            #expect(found == reference(line), "\(String(decoding: line, as: UTF8.self))")
            let all = line.withUnsafeBufferPointer { WrappedHeader.heads(endOf: $0) }
            #expect(all == references(line), "\(String(decoding: line, as: UTF8.self))")
        }
    }

    /// A class name's or identifier's ASCII prefix and suffix, compared by bytes (`startsWithBytes`,
    /// `endsWithBytes`: `SystemRule` asks a dozen of each constraint), agree with `hasPrefix` and
    /// `hasSuffix` on names, empty strings, and names shorter than the literal.
    @Test func byteAffixesAgreeWithTheStringsOwn() {
        let names = [
            "", "U", "UI", "UIView", "_UIAlertControllerView", "NSLayoutConstraint", "MyApp.CardView",
            "_TtC5MyApp4Card",
            "UIKeyboardDockView", "TUISystemInputAssistantView", "UISV-spacing", "ÜIView", "UI\u{E9}", "com.apple.Maps",
        ]
        for name in names {
            #expect(name.startsWithBytes("UI") == name.hasPrefix("UI"), "\(name)")
            #expect(name.startsWithBytes("_") == name.hasPrefix("_"), "\(name)")
            #expect(name.startsWithBytes("com.apple.") == name.hasPrefix("com.apple."), "\(name)")
            #expect(name.startsWithBytes("") == name.hasPrefix(""), "\(name)")
            #expect(
                name.endsWithBytes("SystemInputAssistantView") == name.hasSuffix("SystemInputAssistantView"), "\(name)")
            #expect(name.endsWithBytes("View") == name.hasSuffix("View"), "\(name)")
        }
    }

    /// Counting a byte (the lines of ordinary output) agrees with a plain count, past the 255
    /// rounds a vector's lanes hold before they are summed, and at every tail length.
    @Test func countingAByteAgreesWithAPlainCount() {
        var random = FixedRandom(seed: 7)
        for length in [0, 1, 15, 16, 17, 31, 32, 33, 255 * 32 - 1, 255 * 32, 255 * 32 + 1, 255 * 32 * 2 + 45, 100_003] {
            let bytes = (0..<length).map { _ -> UInt8 in
                let value = random.next()
                return value >> 60 == 0 ? ASCII.newline : UInt8(truncatingIfNeeded: value >> 40)
            }
            let counted = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { Platform.countByte(ASCII.newline, in: $0, count: buffer.count) } ?? 0
            }
            #expect(counted == bytes.filter { $0 == ASCII.newline }.count, "length \(length)")
        }
        // Every byte the one counted: the lanes would overflow if they were not summed in time.
        let all = [UInt8](repeating: ASCII.newline, count: 255 * 32 * 3 + 7)
        #expect(
            all.withUnsafeBufferPointer { Platform.countByte(ASCII.newline, in: $0.baseAddress!, count: $0.count) }
                == all.count)
    }
}

extension ByteSearchTests {
    /// Where `needle` first occurs in `haystack`, read plainly.
    static func firstOccurrence(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    /// `unsat_memmem` searches a short haystack by the needle's first byte and a long one with the C
    /// library's memmem: both find the first occurrence, wherever it is, with the first byte repeated
    /// before it, the needle cut at the end, or no occurrence at all.
    @Test(arguments: [40, 4096, 4097, 9000])
    func findGivesTheFirstOccurrenceInShortAndLongHaystacks(length: Int) {
        let needles: [[UInt8]] = [
            Array("a".utf8), Array("aab".utf8), Array("Unable to simultaneously".utf8), Array("ab".utf8),
        ]
        var generator = SystemRandomNumberGenerator()
        for needle in needles {
            for place in [nil, 0, length / 2, length - needle.count, length - needle.count + 1] {
                // Mostly 'a's: the first byte is everywhere, the needle (once placed) rarely.
                var haystack: [UInt8] = (0..<length).map { _ in
                    UInt8.random(in: 0..<8, using: &generator) == 0 ? 0x62 : 0x61
                }
                for index in haystack.indices where haystack[index] == 0x62 { haystack[index] = 0x63 }
                if let place, place >= 0, place + needle.count <= length {
                    haystack.replaceSubrange(place..<place + needle.count, with: needle)
                } else if let place, place > 0, place < length {
                    // The needle cut by the haystack's end: its start only.
                    haystack.replaceSubrange(place..<length, with: needle[0..<(length - place)])
                }
                let found = needle.withUnsafeBufferPointer { n in
                    haystack.withUnsafeBufferPointer { h in
                        Platform.find(n.baseAddress!, count: n.count, in: h.baseAddress!, count: h.count)
                    }
                }
                #expect(
                    found == Self.firstOccurrence(needle, in: haystack),
                    "needle \(needle.count) at \(String(describing: place))")
            }
        }
    }
}

/// A fixed sequence of numbers (a linear congruential generator), so that a failure is the same on
/// every run.
struct FixedRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int((next() >> 33) % UInt64(bound)) }
}
