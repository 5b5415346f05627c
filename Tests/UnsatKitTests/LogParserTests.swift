import Foundation
import Testing

@testable import UnsatKit

/// Finding reports in real logs (docs/formats.md §1): prefixes, several reports, damage.
struct LogParserTests {
    @Test func everyPrefixIsReadWithItsTimeAndProcess() throws {
        let result = try InputReader.read(path: Paths.fixture("prefixes.log"))
        #expect(result.callbacks.count == 5)
        #expect(result.diagnostics.isEmpty)
        let c = result.callbacks
        #expect(c.map(\.location.line) == [1, 15, 24, 33, 41])
        #expect(c[0].timestamp == "2026-03-04 10:11:12.345678+0100")
        #expect(c[0].process == "Shop Demo")
        #expect(c[0].pid == 777)
        #expect(c[1].process == "MyApp")
        #expect(c[1].pid == 4242)
        #expect(c[2].timestamp == "Mar  4 18:25:38")
        #expect(c[2].process == "SpringBoard")
        #expect(c[3].timestamp == "11/15/14 7:37:32.893 AM")
        #expect(c[3].pid == 23288)
        #expect(c[4].timestamp == nil)
        #expect(c.map(\.broken) == ["0x600001e2c0a0", "0x600002a0c0f0", "0x7fc82d3e18a0", "0x7b0c1ad0", "0x7b0d0050"])
        #expect(c.allSatisfy { $0.constraints.count == 2 })
    }

    /// A GitHub Actions runner's time before Xcode's own prefix: the app's time, process and pid
    /// are the callback's (the second time was read into the process name).
    @Test func aRunnersTimeBeforeTheAppsPrefixLeavesTheAppsPrefixToSay() throws {
        let result = parse(
            """
            2026-03-04T09:11:12.1234567Z 2026-03-04 10:11:12.345678+0100 Shop Demo[777:88123] [LayoutConstraints] \
            Unable to simultaneously satisfy constraints.
            2026-03-04T09:11:12.1234590Z (
            2026-03-04T09:11:12.1234601Z     "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
            2026-03-04T09:11:12.1234612Z     "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            2026-03-04T09:11:12.1234623Z )
            2026-03-04T09:11:12.1234634Z Will attempt to recover by breaking constraint
            2026-03-04T09:11:12.1234645Z <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>
            2026-03-04T09:11:13.0000001Z Mar  4 18:25:38 Hosts-MacBook SpringBoard[10567]: Unable to simultaneously \
            satisfy constraints.

            """)
        #expect(result.callbacks.map(\.timestamp) == ["2026-03-04 10:11:12.345678+0100", "Mar  4 18:25:38"])
        #expect(result.callbacks.map(\.process) == ["Shop Demo", "SpringBoard"])
        #expect(result.callbacks.map(\.pid) == [777, 10567])
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(result.callbacks.first?.broken == "0x6002")
    }

    /// A prefix whose date a selection began inside (`1-06-07 15:33:43…`, the year cut): its time,
    /// process and pid are read (they were lost, with no note).
    @Test func aPrefixWithItsDateCutIsStillRead() throws {
        let callback = try #require(
            parse(
                "1-06-07 15:33:43.923579+0800 Supermomos[15000:4671651] [LayoutConstraints] Unable to "
                    + "simultaneously satisfy constraints.\n"
            ).callbacks.first)
        #expect(callback.timestamp == "1-06-07 15:33:43.923579+0800")
        #expect(callback.process == "Supermomos")
        #expect(callback.pid == 15000)
    }

    @Test func appKitReportsOldAndNew() throws {
        let result = try InputReader.read(path: Paths.fixture("appkit.log"))
        #expect(result.callbacks.count == 2)
        #expect(result.callbacks.allSatisfy { $0.format == .appkit })
        #expect(result.callbacks[0].broken == "0x6000031c99f0")
        #expect(result.callbacks[0].constraints.count == 2)
        #expect(result.callbacks[0].constraints[0].direction == "LTR")
        #expect(result.callbacks[1].broken == "0x6000031ca050")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func damagedPasteIsReadAsFarAsItHonestlyCanBe() throws {
        let result = try InputReader.read(path: Paths.fixture("damaged.md"))
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        // Markdown quotes, \< escapes, &#39;, lost quotes and a hard-wrapped entry: all four read.
        #expect(
            callback.constraints.map(\.address) == [
                "0x600001e2c0a0", "0x600001e2c0f0", "0x600001e2c140", "0x600001e2c190",
            ])
        let wrapped = try #require(callback.constraints.first { $0.address == "0x600001e2c140" })
        #expect(wrapped.second?.attribute == .trailing)
        #expect(wrapped.constant == -16)
        let names = try #require(callback.constraints.first { $0.address == "0x600001e2c0f0" })
        #expect(names.second?.item.address == "0x7f9e4c70d9c0")
        // Escaped (\U2019) in the list, unescaped in the recover line: one constraint, one label.
        #expect(callback.broken == "0x600001e2c190")
        #expect(callback.constraints.last?.first?.item.label == "Couldn\u{2019}t load")
        // The list that ends in '...' is said to.
        #expect(result.diagnostics.map(\.location.line) == [10])
        #expect(result.diagnostics.first?.message == .listEndsInEllipsis)
    }

    @Test func crlfTabsTrailingSpacesAndInvalidUTF8() throws {
        var bytes = Array(
            try String(contentsOfFile: Paths.fixture("prefixes.log"), encoding: .utf8).replacingOccurrences(
                of: "\n", with: "   \r\n"
            ).utf8)
        // An invalid byte in ordinary output and inside a label.
        bytes.insert(contentsOf: [0xFF, 0xFE], at: 0)
        let result = LogScanner.parse(bytes, file: "crlf.log")
        #expect(result.callbacks.count == 5)
        #expect(result.callbacks.allSatisfy { $0.constraints.count == 2 && $0.broken != nil })
        #expect(result.diagnostics.isEmpty)
        let label = parse("(\n\"<NSLayoutConstraint:0x6001 UILabel:0x7f01'caf\u{FFFD}'.width == 10   (active)>\"\n)\n")
        #expect(label.callbacks.first?.constraints.first?.first?.item.label == "caf\u{FFFD}")
        let raw = LogScanner.parse(
            Array("(\n\"<NSLayoutConstraint:0x6001 UILabel:0x7f01'caf".utf8) + [0xC3]
                + Array("'.width == 10>\"\n)\n".utf8), file: "x")
        #expect(raw.callbacks.first?.constraints.first?.first?.attribute == .width)
    }

    @Test func reportCutOffAtTheEndKeepsWhatWasRead() {
        let text = """
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x7f01.wid
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        // The entry cut mid-word is still a constraint: its address is there, its body is not read.
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002", "0x6003"])
        #expect(result.callbacks.first?.constraints.last?.isEquation == false)
        #expect(result.callbacks.first?.missing == .cutOff)
        #expect(
            result.diagnostics.contains {
                guard case .constraint("0x6003", .cutAndBodyNotRead) = $0.message else { return false }
                return $0.location.line == 5
            })
        #expect(result.diagnostics.contains { $0.location.line == 1 && $0.message == .reportCutOff(keeping: 3) })
    }

    @Test func severalReportsWithOutputBetween() throws {
        let result = try InputReader.read(path: Paths.fixture("prefixes.log"))
        // The app's own line between reports is not a report and no diagnostic.
        #expect(!result.callbacks.contains { $0.location.line == 14 })
        #expect(result.files.first?.lines == 49)
    }

    /// Outside a block the scanner jumps from `<` to `<` and looks back a few lines for the header
    /// that opened the block; an ordinary line with a `<` in it opens nothing.
    @Test func aBlockStartsAtTheEarliestHeaderBeforeItsFirstConstraint() {
        let text = """
            2026-03-04 10:11:12.000001+0100 MyApp[1:2] loading <FeedCell> row 3
            2026-03-04 10:11:12.345678+0100 MyApp[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>
            (
                "<NSLayoutConstraint:0x6003 UIView:0x7f02.height == 10   (active)>",
                "<NSLayoutConstraint:0x6004 UIView:0x7f02.height == 20   (active)>"
            )
            """
        let result = parse(text)
        #expect(result.callbacks.count == 2)
        let report = result.callbacks.first
        #expect(report?.location.line == 2)
        #expect(report?.format == .uikit)
        #expect(report?.timestamp == "2026-03-04 10:11:12.345678+0100")
        #expect(report?.broken == "0x6002")
        // A lone '(' a few lines up opens a pasted list without a header.
        #expect(result.callbacks.last?.location.line == 13)
        #expect(result.callbacks.last?.format == .list)
        #expect(result.callbacks.last?.constraints.map(\.address) == ["0x6003", "0x6004"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A report pasted into an issue indented with tabs keeps its header: it is UIKit's, from line 1.
    @Test func aPasteIndentedWithTabsKeepsItsHeader() {
        let text = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
            "    \"<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>\",",
            "    \"<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>\"",
            ")",
            "",
            "Will attempt to recover by breaking constraint",
            "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>",
        ].map { "\t" + $0 }.joined(separator: "\n")
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.location.line == 1)
        #expect(result.callbacks.first?.format == .uikit)
        #expect(result.callbacks.first?.broken == "0x6002")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aFileWithNoReportSaysSo() {
        let result = parse("2026-03-04 10:11:12.345678+0100 MyApp[1:2] hello\nnothing to see here\n")
        #expect(result.callbacks.isEmpty)
        let text = ConflictListing(result: result, conflicts: []).text()
        #expect(text.contains("No \"Unable to simultaneously satisfy constraints\" report found."))
    }

    @Test func unreadableLineInAListIsADiagnosticAndTheRestIsKept() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width ~~ 20   (active)>",
                "<NSLayoutConstraint:0x60g2 UIView:0x7f01.width == 25   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x7f01.width == 30   (active)>"
            )
            """
        let result = parse(text)
        // An address is a constraint: the body it could not read is kept as text, with a note; an
        // entry whose own address cannot be read is only a note, with the column it stopped at.
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002", "0x6003"])
        #expect(result.callbacks.first?.constraints[1].isEquation == false)
        #expect(result.diagnostics.map(\.location.line) == [4, 5])
        guard case .constraint("0x6002", .bodyNotRead) = result.diagnostics[0].message,
            case .unreadableConstraint = result.diagnostics[1].message
        else {
            Issue.record("expected a body not read of 0x6002, then an unreadable constraint: \(result.diagnostics)")
            return
        }
        #expect(result.diagnostics[1].column == 30)
    }

    @Test func mutatedInputsNeverCrash() throws {
        // Every prefix of a real log, and the log with every 7th byte dropped, read without trapping.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.fixture("damaged.md"))))
        for end in stride(from: 0, through: bytes.count, by: 3) {
            _ = LogScanner.parse(Array(bytes[..<end]), file: "cut")
        }
        let thinned = bytes.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
        let result = LogScanner.parse(thinned, file: "thin")
        #expect(result.files.first?.bytes == thinned.count)
    }

    @Test func streamedInputMatchesWholeInput() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.fixture("prefixes.log"))))
        let whole = LogScanner.parse(bytes, file: "f")
        var scanner = LogScanner(file: "f")
        for chunk in stride(from: 0, to: bytes.count, by: 17) {
            bytes[chunk..<min(chunk + 17, bytes.count)].withUnsafeBytes { scanner.feed($0) }
        }
        let streamed = scanner.finish()
        #expect(streamed.callbacks == whole.callbacks)
        #expect(streamed.files == whole.files)
    }
}
