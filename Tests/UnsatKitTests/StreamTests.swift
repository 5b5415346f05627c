import Foundation
import Testing

@testable import UnsatKit

/// A stream never differs from the whole: every sample and corpus log fed in chunks, with a
/// snapshot after each, reads as the whole file does, and each snapshot as the prefix read so far.
struct StreamTests {
    static var inputs: [String] {
        let fileManager = FileManager.default
        let samples = ((try? fileManager.contentsOfDirectory(atPath: Paths.samples.path)) ?? [])
            .filter { $0.hasSuffix(".log") || $0.hasSuffix(".md") }.map(Paths.sample)
        let corpus = ((try? fileManager.contentsOfDirectory(atPath: Paths.corpus.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.map(Paths.corpusFile)
        let fixtures = ((try? fileManager.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".log") || $0.hasSuffix(".md") }.map(Paths.fixture)
        return (samples + corpus + fixtures).sorted()
    }

    /// Chunk sizes from one byte to a few KB: the small ones cut every token, the primes fall at
    /// every offset of a line, the large ones hold whole reports.
    static let chunkSizes = [1, 2, 3, 5, 7, 11, 17, 31, 64, 127, 251, 509, 1021, 2039, 4093]

    static func read(_ bytes: [UInt8], chunk: Int, snapshotEvery: Int, check: (Int, ParseResult) -> Void)
        -> ParseResult
    {
        var scanner = LogScanner(file: "s")
        var offset = 0
        var count = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            bytes[offset..<end].withUnsafeBytes { scanner.feed($0) }
            offset = end
            count += 1
            if count % snapshotEvery == 0 { check(offset, scanner.snapshot()) }
        }
        return scanner.finish()
    }

    @Test(arguments: inputs)
    func chunksAndSnapshotsReadAsTheWhole(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = LogScanner.parse(bytes, file: "s")
        for chunk in Self.chunkSizes {
            // A snapshot after every chunk, compared with the prefix read whole (a whole read each):
            // all of them up to 400 a file and size, and an even spread of 400 (or, below 64 bytes a
            // chunk, of 40) past that, to keep the suite fast. The fuzz target checks random points.
            let limit = chunk >= 64 ? 400 : 40
            let points = max(1, bytes.count / chunk / limit)
            var snapshots = 0
            let streamed = Self.read(bytes, chunk: chunk, snapshotEvery: 1) { offset, snapshot in
                snapshots += 1
                guard snapshots % points == 0 else { return }
                let prefix = LogScanner.parse(Array(bytes[..<offset]), file: "s")
                #expect(snapshot == prefix, "\(path): snapshot after \(offset) bytes in chunks of \(chunk)")
            }
            #expect(streamed == whole, "\(path): chunks of \(chunk)")
        }
    }

    /// A stream read on every core (each core reading a chunk at a time, chunks cut into runs at
    /// report headers, a run's end handed to the core still reading it, dumps spooled to a file)
    /// reads as the whole does, whatever the chunk size: chunks of 64 bytes cut most lines and make
    /// cores wait for each other.
    @Test(arguments: inputs)
    func aStreamReadInRunsReadsAsTheWhole(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = LogScanner.parse(bytes, file: path)
        for size in [64, 700, 5000, 1 << 20] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "\(path): chunks of \(size)")
            #expect(streamed.diagnostics == whole.diagnostics, "\(path): chunks of \(size)")
        }
    }

    /// A file read in parts on every core (each part from a line that opens a report) reads as
    /// the whole does, however many parts: cut into dozens, nearly every header is a cut.
    @Test(arguments: inputs)
    func aFileReadInPartsReadsAsTheWhole(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = LogScanner.parse(bytes, file: path)
        for parts in [2, 3, 7, 16, 61] {
            let input = try InputFile(path: path)
            let read = try ParallelScan.parse(input, size: bytes.count, parts: parts)
            #expect(read == whole, "\(path): \(parts) parts")
            #expect(read.diagnostics == whole.diagnostics, "\(path): \(parts) parts")
        }
    }

    /// A damaged paste spliced a header into an entry (`"<NSLayoutConstraint:0x… 'UIView-Encap…
    /// Unable to simultaneously satisfy constraints.`): the whole reads the line as the entry it
    /// starts as, so neither a file's parts nor a stream's runs may be cut before it (they were:
    /// the part after it began a report of its own, and the list lost the entries after it).
    @Test func aHeaderSplicedIntoAnEntryIsNoPlaceToCut() throws {
        let path = Paths.fixture("spliced-header.log")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = LogScanner.parse(bytes, file: path)
        #expect(whole.callbacks.map(\.constraints.count) == [4, 2])
        let spliced = try #require(
            bytes.indices.first { bytes[$0...].starts(with: Array("    \"<NSLayoutConstraint:0x600001e2c0f0".utf8)) })
        bytes.withUnsafeBytes { all in
            let from = UnsafeRawBufferPointer(rebasing: all[spliced...])
            #expect(ReportCut.first(in: from, startsLine: true, endsLine: true) != .at(0))
            #expect(ReportCut.first(in: all, startsLine: true, endsLine: true) == .at(0))
        }
        for size in 1...400 {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "chunks of \(size)")
        }
        for parts in 2...40 {
            let read = try ParallelScan.parse(InputFile(path: path), size: bytes.count, parts: parts)
            #expect(read == whole, "\(parts) parts")
        }
    }

    /// A part is told the whole's line ends, which the input's first line end tells: a part that
    /// starts at a header whose line holds a stray `\r` read it as a line end of its own (it took
    /// every `\r` for one), and an old Mac log (`\r` alone) or one whose first line ends in `\r`
    /// is read as one part, as its `\n`s are no line starts.
    @Test(arguments: ["stray return", "old Mac", "first line old Mac"])
    func everyPartReadsTheLineEndsTheWholeDoes(variant: String) throws {
        let sample = try String(contentsOfFile: Paths.sample("uikit-modern.log"), encoding: .utf8)
        let text: String
        switch variant {
        case "stray return":
            // The first line ends in `\n`: the whole reads `\r` as part of a line.
            text =
                "MyApp started\n"
                + sample.replacingOccurrences(of: "satisfy constraints.\n", with: "satisfy constraints.\rjunk\n")
        case "old Mac":
            text = sample.replacingOccurrences(of: "\n", with: "\r")
        default:
            let firstEnd = try #require(sample.firstIndex(of: "\n"))
            text = sample.replacingCharacters(in: firstEnd...firstEnd, with: "\r")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unsat-ends-\(getpid())-\(variant.replacingOccurrences(of: " ", with: "-")).log"
        ).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: path)
        #expect(whole.callbacks.count == 4, "\(variant)")
        for parts in [2, 3, 5, 9, 17] {
            let read = try ParallelScan.parse(InputFile(path: path), size: bytes.count, parts: parts)
            #expect(read == whole, "\(variant): \(parts) parts")
        }
        for size in [1, 2, 7, 64, 300, 1000] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "\(variant): chunks of \(size)")
        }
    }

    /// Found by the fuzzer: a view line with a colour escape inside it (a paste from a coloured
    /// terminal) is a view line to the reader, which sees through the escape; read back from a
    /// file or the spool it was cleaned the same way, but kept in memory (a whole read, `--follow`)
    /// it was dropped from the tree.
    @Test func aViewLineWithAColourEscapeIsReadFromMemoryAsFromAFile() throws {
        let sample = try String(contentsOfFile: Paths.sample("print-hierarchy.log"), encoding: .utf8)
        let line = try #require(sample.split(separator: "\n").first { $0.contains("| <UIImageView: 0x") })
        let address = try #require(line.range(of: "0x").map { line[$0.lowerBound...].prefix(while: { $0 != ";" }) })
        let damaged = line.replacingOccurrences(of: address, with: "0x1\u{1B}[0;33m" + address.dropFirst(3))
        let text = sample.replacingOccurrences(of: line, with: damaged)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-escape-\(getpid()).log").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let inMemory = LogScanner.parse(Array(text.utf8), file: path)
        let fromFile = try InputReader.read(path: path)
        let fromPipe = try StreamScan.parse(InputFile(path: path), chunkSize: 1 << 20)
        let wanted = Address(String(address))
        for (how, result) in [("in memory", inMemory), ("from the file", fromFile), ("from a pipe", fromPipe)] {
            #expect(result.hierarchies.contains { $0.nodes.contains { $0.address == wanted } }, "\(how)")
        }
        #expect(inMemory == fromPipe)
    }

    /// Found by the fuzzer: a core that waited for room among a run's waiting bytes, while the core
    /// holding the run read them all and let it go, added its bytes to a run nobody held. The next
    /// core to take the run read its own bytes first ("NLSayoutConstraint"), or, when no core came,
    /// the run never ended and the read hung. Chunks of a few bytes make cores wait on each other
    /// at nearly every chunk; each size is read many times, as the order of the cores varies. It
    /// takes a quarter of a second on two idle cores; the limit is for a hang, and is wide, as each
    /// chunk gives up its core for a moment (`SharedStream.work`), which on a machine busy with other
    /// work (a fuzz run beside the suite) can cost a time slice a chunk: it took over a minute there.
    @Test(.timeLimit(.minutes(5)))
    func coresWaitingForARunNeitherReorderNorLoseItsBytes() throws {
        let text = """
            (
              "<NSL_label:0x104590 )>",
              "<NSLayoutConstraint:0x0145cc0 name_label.height >= 50 (active, names: name_label:0x104590 )>"
            )

            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-waiting-\(getpid()).log").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = LogScanner.parse(Array(text.utf8), file: path)
        for size in 1...16 {
            for _ in 0..<25 {
                let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
                #expect(streamed == whole, "chunks of \(size)")
                if streamed != whole { return }
            }
        }
    }

    /// The report the issue was found with: a snapshot taken in the middle of a report must not
    /// change what the scanner reads after it.
    @Test func aSnapshotInsideAReportLeavesTheReportWhole() {
        let text = """
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>",
                "<NSLayoutConstraint:0x600001e2c0f0 H:|-(16)-[UIImageView:0x7f9e4c70e2a0]   (active, names: '|':UIView:0x7f9e4c70d9c0 )>",
                "<NSLayoutConstraint:0x600001e2c140 UIView:0x7f9e4c70d9c0.width == 100   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>

            """
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: "s")
        #expect(whole.callbacks.count == 1)
        #expect(whole.callbacks.first?.constraints.count == 3)
        let half = bytes.count / 2
        var scanner = LogScanner(file: "s")
        bytes[..<half].withUnsafeBytes { scanner.feed($0) }
        let snapshot = scanner.snapshot()
        #expect(snapshot.callbacks.count == 1)
        bytes[half...].withUnsafeBytes { scanner.feed($0) }
        let streamed = scanner.finish()
        #expect(streamed == whole)
        #expect(streamed.callbacks.first?.constraints.count == 3)
        #expect(streamed.diagnostics.isEmpty)
    }

    static let report = """
        2026-03-04 10:11:12.345678+0100 MyApp[4242:1234] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>",
            "<NSLayoutConstraint:0x600001e2c140 UIImageView:0x7f9e4c70e2a0.width == 100   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>

        """

    /// A line longer than the limit, wherever it stands, is noted and stepped over; what is around
    /// it is read, and a stream reads it as the whole does.
    @Test(arguments: ["<junk ", "", "    \"<NSLayoutConstraint:0x600001e2c0f0 "])
    func aLineTooLongIsNotedAndSteppedOver(start: String) {
        let long = start + String(repeating: "x", count: LogScanner.lineLimit + 10)
        // Before a report, inside one (in place of an entry), after one, and last without a newline.
        let inside = Self.report.replacingOccurrences(
            of: "    \"<NSLayoutConstraint:0x600001e2c140", with: long + "\n    \"<NSLayoutConstraint:0x600001e2c140")
        let text = Self.report + long + "\n" + inside + long + "\n" + Self.report + long
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: "s")
        #expect(whole.callbacks.count == 3)
        #expect(whole.callbacks.allSatisfy { $0.constraints.count == 2 })
        let notes = whole.diagnostics.filter { $0.message == .lineTooLong }
        #expect(notes.map(\.location.line) == [9, 13, 19, 28])
        #expect(whole.diagnostics.count == notes.count)
        for chunk in [1000, 65536, 300_000] {
            let streamed = Self.read(bytes, chunk: chunk, snapshotEvery: 1 << 30) { _, _ in }
            #expect(streamed == whole, "chunks of \(chunk)")
            #expect(streamed.diagnostics == whole.diagnostics, "chunks of \(chunk)")
            #expect(streamed.callbacks == whole.callbacks, "chunks of \(chunk)")
            #expect(streamed.files == whole.files, "chunks of \(chunk)")
        }
    }

    /// Ordinary output is passed over by counting its newlines a window at a time: the lines are
    /// numbered exactly across windows, and a long line among short ones, or two in a row, is still
    /// noted where it stands.
    @Test func ordinaryOutputIsCountedExactlyAroundLongLines() {
        let short = (1...40_000).map { "2026-03-01 10:00:00.000000+0100 MyApp[1:2] line \($0)\n" }.joined()
        let long = String(repeating: "y", count: LogScanner.lineLimit + 1) + "\n"
        let exact = String(repeating: "z", count: LogScanner.lineLimit) + "\n"
        let text = short + long + exact + short + long + long + short + Self.report
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: "s")
        // 40,000 short lines, a long one (40,001), one exactly at the limit (not noted), 40,000
        // more, two long ones (80,003 and 80,004), 40,000 more, then the report.
        let noted = whole.diagnostics.filter { $0.message == .lineTooLong }
        #expect(noted.map(\.location.line) == [40_001, 80_003, 80_004])
        #expect(whole.callbacks.map(\.location.line) == [120_005])
        #expect(whole.files.first?.lines == bytes.filter { $0 == ASCII.newline }.count)
        let streamed = Self.read(bytes, chunk: 300_000, snapshotEvery: 1 << 30) { _, _ in }
        #expect(streamed == whole)
    }

    /// Input with no newline at all (`/dev/zero`) is not accumulated: the scanner keeps no more of
    /// it than the limit of one line.
    @Test func endlessInputIsNotHeld() {
        var scanner = LogScanner(file: "zero")
        let chunk = [UInt8](repeating: 0, count: 1 << 16)
        var most = 0
        for _ in 0..<256 {
            chunk.withUnsafeBytes { scanner.feed($0) }
            most = max(most, scanner.retainedBytes)
        }
        #expect(most <= LogScanner.lineLimit + (1 << 16))
        let result = scanner.finish()
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location.line == 1)
        #expect(result.files.first?.bytes == 256 << 16)
    }

    /// Found by the fuzzer: a dump whose frame holds `nan` (a broken layout prints them) read the
    /// same streamed and whole, but its nodes did not compare equal to themselves.
    @Test func aNanFrameReadsTheSameStreamedAndWhole() {
        let text = """
            <UIView: 0x10b2200f0; frame = (0 0; 390 844); layer = <CALayer: 0x600001f40a00>>
               | <UIImageView: 0x10b220510; frame = (nan 5.3333; 8 nan); opaque = NO; layer = <CALayer: 0x600001f40b00>>

            """
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: "s")
        #expect(whole.hierarchies.first?.nodes.last?.frame?.x.isNaN == true)
        #expect(whole.hierarchies.first?.nodes == whole.hierarchies.first?.nodes)
        let streamed = Self.read(bytes, chunk: 7, snapshotEvery: 1) { _, _ in }
        #expect(streamed == whole)
    }

    /// Found by the fuzzer too: a constraint with `+ nan` (UIKit prints it for a degenerate one) did
    /// not equal itself, so two identical reads compared unequal.
    @Test func aNanConstantReadsTheSameStreamedAndWhole() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIImageView:0x7f01.trailing == UIView:0x7f02.trailing + nan   (active)>",
                "<NSLayoutConstraint:0x6002 UIImageView:0x7f01.width == 20   (active)>"
            )

            """
        let bytes = Array(text.utf8)
        let whole = LogScanner.parse(bytes, file: "s")
        let first = try #require(whole.callbacks.first?.constraints.first)
        #expect(first.constant.isNaN)
        #expect(first == first)
        let streamed = Self.read(bytes, chunk: 5, snapshotEvery: 1) { _, _ in }
        #expect(streamed == whole)
    }
}
