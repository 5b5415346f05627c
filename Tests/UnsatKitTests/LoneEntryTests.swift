import Foundation
import Testing

@testable import UnsatKit

/// One constraint on a line of its own, outside any report: a constraint the report lists printed
/// again (`po 0x…` in lldb, the way people look at the broken one) is no conflict of its own; one
/// no report holds stays a list of one, as a paste of that constraint alone (the corpus has one).
struct LoneEntryTests {
    /// Before: two more conflicts of one constraint each (lines 19 and 25), both the report's.
    @Test func aConstraintPrintedAgainByPoIsNotAConflictOfItsOwn() throws {
        let path = FuzzFoundTests.fixture("po-after-report.log")
        let result = try InputReader.read(paths: [path])
        #expect(result.callbacks.map(\.location.line) == [1])
        #expect(result.callbacks.first?.constraints.count == 4)
        #expect(result.callbacks.first?.broken?.text == "0x600002a8c9b0")
        let printedAgain = result.diagnostics.filter { $0.message == .constraintPrintedAgain }
        #expect(printedAgain.map(\.location.line) == [19, 25])
        // The view `po` printed is a dump of one view, as before.
        #expect(result.hierarchies.map(\.location.line) == [22])
        // Read from a pipe in chunks on every core, the same.
        for size in [97, 509, 4093] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == result, "chunks of \(size)")
        }
    }

    /// A constraint alone that no report holds is what was pasted: a list of one, as before.
    @Test func aConstraintNoReportHoldsStaysAListOfOne() {
        let result = parse(
            """
            (lldb) po 0x600002a8cc30
            <NSLayoutConstraint:0x600002a8cc30 UILabel:0x10b2151a0.height >= 20   (active)>
            (lldb) continue

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.constraints.map(\.address.text) == ["0x600002a8cc30"])
        #expect(!result.diagnostics.contains { $0.message == .constraintPrintedAgain })
    }

    /// A list of two entries without a header is a list, whatever holds its constraints; and an entry
    /// on its own before the report that lists it is printed again too (the order does not matter).
    @Test func aListOfTwoStaysAndAnEntryBeforeTheReportIsNoted() {
        let result = parse(
            """
            <NSLayoutConstraint:0x600002a8c9b0 UILabel:0x10b2147e0.width == 64   (active)>
            2026-11-30 14:02:51.118204+0100 Pantry[2231:884120] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002a8c9b0 UILabel:0x10b2147e0.width == 64   (active)>",
                "<NSLayoutConstraint:0x600002a8ca00 UILabel:0x10b2147e0.width == 80   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600002a8c9b0 UILabel:0x10b2147e0.width == 64   (active)>
            "<NSLayoutConstraint:0x600002a8c9b0 UILabel:0x10b2147e0.width == 64   (active)>",
            "<NSLayoutConstraint:0x600002a8ca00 UILabel:0x10b2147e0.width == 80   (active)>"

            """)
        #expect(result.callbacks.map(\.location.line) == [2, 10])
        #expect(result.diagnostics.filter { $0.message == .constraintPrintedAgain }.map(\.location.line) == [1])
    }
}
