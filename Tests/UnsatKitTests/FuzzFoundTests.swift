import Foundation
import Testing

@testable import UnsatKit

/// Inputs the fuzzer found, each kept with what it broke.
struct FuzzFoundTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name).path
    }

    /// `path` read from a pipe in chunks of each of `sizes` reads as `whole` does, its notes too.
    static func expectStreamed(_ path: String, inChunksOf sizes: [Int], readAs whole: ParseResult) throws {
        for size in sizes {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "chunks of \(size)")
            #expect(streamed.diagnostics == whole.diagnostics, "chunks of \(size)")
        }
    }

    /// A fastlane-prefixed log, mutated so that a header is spliced into an entry of the report
    /// before it (line 99): read from a pipe in chunks on every core it read otherwise than whole
    /// (8 callbacks against 7), as the whole read took the prefix off and saw an entry, and the part
    /// that starts at the line saw a header. Found by `Scripts/fuzz.sh 1800 log`. A header it is, in
    /// both (`StreamTests` reads the fixture in every chunk size too).
    @Test func aHeaderSplicedAfterAToolPrefixIsAHeaderWholeAndInParts() throws {
        let path = Self.fixture("fuzz-prefix-stream.log")
        let whole = try InputReader.read(paths: [path])
        // Line 111, the broken constraint's line under a prefix the report at 99 did not learn (its
        // header is inside an entry), is an entry on its own with UIKit's closing advice after it:
        // a report's end, noted, not a conflict of its own.
        #expect(whole.callbacks.map(\.location.line) == [5, 30, 54, 72, 92, 99, 117, 137])
        #expect(
            whole.diagnostics.contains {
                $0.location.line == 111 && $0.message == .fragment(broken: "0x600002179e50")
            })
        try Self.expectStreamed(path, inChunksOf: [1195, 509, 4093], readAs: whole)
    }

    /// A report whose header has a run of `?` before its phrase (line 20: the text before the phrase
    /// is learnt as a tool's prefix), then a log prefix alone on a line (26) and a header of the same
    /// shape (27): read whole, the report open at 26 takes its learnt prefix off line 27 and joins the
    /// two as one header with line 26's time; read from a pipe in chunks of 1549, the part cut before
    /// line 27 read a header without the time (callback at 27 against 26). Found by `Scripts/fuzz.sh
    /// 1900 log` (2026-12-07). A line before a header is tried as its prefix with the text before the
    /// phrase taken off too, as a learnt prefix would take it: no cut there.
    @Test func aHeaderAfterALearntToolPrefixIsNoPlaceToCut() throws {
        let path = Self.fixture("fuzz-tool-prefix-cut.log")
        let whole = try InputReader.read(paths: [path])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let memory = LogScanner.parse(bytes, file: path)
        #expect(memory == whole)
        #expect(whole.callbacks.map(\.location.line) == [4, 9, 20, 26, 42, 58])
        let found = try StreamScan.parse(InputFile(path: path), chunkSize: 1549)
        #expect(found.callbacks.map(\.location.line) == whole.callbacks.map(\.location.line))
        try Self.expectStreamed(path, inChunksOf: [1549, 700, 64, 4093], readAs: whole)
    }

    /// A fastlane-prefixed capture whose dump a mutation cut in a view line (`… opaque = NO; lao
    /// [UIViewController _printHierarchy]`, a `<` left open) with `_printHierarchy` lines after it, blank
    /// lines between: the whole read kept the dump's lines in memory without the blank ones the
    /// capture passed over, so it took the controller lines for the cut line's pieces, while a pipe's
    /// spool keeps a blank line a line and stopped at the first. Found by `Scripts/fuzz.sh 1900 log`
    /// among its seeds, right after a wrap's pieces were joined. A blank line ends a cut view line
    /// in every copy of the dump.
    @Test func aBlankLineEndsACutViewLineWholeAndInParts() throws {
        let path = Self.fixture("fuzz-cut-view-blank.log")
        let whole = try InputReader.read(paths: [path])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let memory = LogScanner.parse(bytes, file: path)
        let cut = try #require(memory.hierarchies.last?.nodes.first { $0.address == "0x7f9e4c70e2a0" })
        #expect(!cut.details.contains("UINavigationController"))
        #expect(memory == whole)
        try Self.expectStreamed(path, inChunksOf: [6719, 700, 64], readAs: memory)
    }

    /// A debugger's dump whose label's text a mutation left open (`text = 'Release (`) with a report's
    /// header a few lines below it: the whole read took the header into the text, while a pipe's
    /// chunks are cut before every header, so the part that starts there read a report. Found by
    /// `Scripts/fuzz.sh 1900 log` among its seeds, right after text that goes on over lines was
    /// read. A report's header ends an open text, as it ends every block.
    @Test func aHeaderEndsATextLeftOpenWholeAndInParts() throws {
        let path = Self.fixture("fuzz-open-text-header.log")
        let whole = try InputReader.read(paths: [path])
        try Self.expectStreamed(path, inChunksOf: [1381, 509, 4093, 97], readAs: whole)
    }

    /// The same fastlane-prefixed log, mutated so that a header's phrase is spliced into a log
    /// prefix under the tool's (`… +0100 MUnable to simultaneously satisfy constraints:yApp[4242:…]`,
    /// line 155): the whole read looked for the phrase in the line with the tool's prefix off, where
    /// the log prefix read the phrase into a process name, so it saw no header; a part that starts at
    /// the line (no prefix learnt) saw one. Found by `Scripts/fuzz.sh 1860 log` after 24 minutes. A
    /// header it is, in both.
    @Test func aHeadersPhraseInALogPrefixUnderAToolPrefixIsAHeaderWholeAndInParts() throws {
        let path = Self.fixture("fuzz-prefix-stream-2.log")
        let whole = try InputReader.read(paths: [path])
        // Line 110 as line 111 of the test above; line 81 stays a list of its own (two entries).
        #expect(whole.callbacks.map(\.location.line) == [5, 30, 40, 64, 81, 91, 98, 116, 136, 155])
        #expect(
            whole.diagnostics.contains {
                $0.location.line == 110 && $0.message == .fragment(broken: "0x600002179e50")
            })
        try Self.expectStreamed(path, inChunksOf: [3674, 1021, 8191], readAs: whole)
    }

    /// An AppKit dump's legend with a report's header spliced into its end (line 6): the whole read
    /// took the line for the legend that ends the dump and passed over it, header and all; a part
    /// of the input that starts at the line (a stream is cut there, before a header) read the
    /// report. Found by `Scripts/fuzz.sh 1860 log` after 7 minutes, on AppKit's fixtures. The header
    /// opens its report in both.
    @Test func aHeaderSplicedIntoAnAppKitLegendOpensItsReportWholeAndInParts() throws {
        let path = Self.fixture("fuzz-legend-header.log")
        let whole = try InputReader.read(paths: [path])
        #expect(whole.callbacks.map(\.location.line) == [6])
        #expect(whole.callbacks.first?.constraints.count == 2)
        #expect(whole.hierarchies.map { $0.nodes.map(\.depth) } == [[0, 1, 2]])
        for size in [600, 757, 1024] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "chunks of \(size)")
        }
    }
}

extension FuzzFoundTests {
    /// A view dump's root behind docker compose's prefix (line 40), held until the next line says
    /// whether it is one, and a report's header spliced into that next line, a child view line
    /// (line 41): the whole read took the line as the child that confirms the root, and saw no
    /// header; a stream is cut before the line, and the part that starts with it read the header.
    /// Found by `Scripts/fuzz.sh 1900 log` after 6 minutes. A line a stream may be cut before never
    /// confirms a held line: the header opens its report in both.
    @Test func aHeaderSplicedIntoTheLineAfterAHeldRootOpensItsReportWholeAndInParts() throws {
        let path = Self.fixture("fuzz-held-root-header.log")
        let whole = try InputReader.read(paths: [path])
        #expect(whole.callbacks.map(\.location.line).contains(41))
        try Self.expectStreamed(path, inChunksOf: [630, 500, 64, 4093], readAs: whole)
    }
}

extension FuzzFoundTests {
    /// A dump pasted from below its root (`   |    |    |    | <UIView: 0x…` first, a view with fewer
    /// bars after its children): the whole read took the root's bars for a tool's prefix and read
    /// the lines again from the file with it off, so the last view (fewer bars, no prefix) hung
    /// under the button before it; a stream's lines went into the dump as they were, bars and all,
    /// and it hung under the root. Found by `Scripts/fuzz.sh 1900 log` (kept in `Fuzz/open` until
    /// now). Bars are the dump's own indentation, never a tool's prefix; and a view with no more
    /// bars than the root is under none of the pasted views: a tree of its own, both ways.
    @Test func aDumpPastedFromBelowItsRootKeepsItsBarsWholeAndInParts() throws {
        let path = Self.fixture("fuzz-mid-tree-dump.log")
        let whole = try InputReader.read(paths: [path])
        #expect(whole.hierarchies.map { $0.nodes.map(\.depth) } == [[0, 1, 1], [0]])
        #expect(whole.hierarchies.map { $0.nodes.map(\.line) } == [[3, 4, 5], [6]])
        #expect(whole.hierarchies.last?.nodes.first?.address.text == "0x7fb1c8d0a700")
        try Self.expectStreamed(path, inChunksOf: [100, 257, 4096], readAs: whole)
    }

    /// A header's line hard-wrapped inside its phrase (`… [LayoutConstraints] Unable t`, line 706),
    /// whose next line a mutation gave a whole header of its own after the rest of the phrase (`o
    /// simultaneously satisfy constraints:11:14… Unable to simultaneously satisfy constraints.`): the
    /// whole joins the two lines into the header at 706, and a stream cut the input into parts at
    /// 707, so the header was at 707 read from a pipe in chunks of 7350. Found by `Scripts/fuzz.sh
    /// 1900 log`. No part starts at a line that may go on with the rest of a phrase the line before
    /// ends with the beginning of.
    @Test func aLineThatGoesOnWithAWrappedPhraseIsNoPlaceToCut() throws {
        let path = Self.fixture("fuzz-phrase-head-cut.log")
        let whole = try InputReader.read(paths: [path])
        #expect(whole.callbacks.count == 38)
        #expect(whole.callbacks.contains { $0.location.line == 706 })
        #expect(!whole.callbacks.contains { $0.location.line == 707 })
        try Self.expectStreamed(path, inChunksOf: [7350, 4096, 997], readAs: whole)
    }
}
