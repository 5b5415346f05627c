import Foundation
import Testing

@testable import UnsatKit

/// Reports that a poster or a translation changed (docs/formats.md §1, issue 23 items 2 and 6).
struct ReportShapesTests {
    /// `...`, `. . .` or `…` between entries: the poster left out the middle of the list, which goes
    /// on after it, with its `)` and recover line. The callback is incomplete, and said to be.
    @Test func aListElidedInTheMiddleGoesOnAfterTheDots() throws {
        let result = try InputReader.read(path: Paths.fixture("elided-middle.log"))
        #expect(result.callbacks.count == 2)
        let first = try #require(result.callbacks.first)
        #expect(
            first.constraints.map(\.address) == [
                "0x600002174f00", "0x600002174f50", "0x600002175040", "0x6000021753b0",
            ])
        #expect(first.broken == "0x600002174f00")
        #expect(first.missing == .elided)
        #expect(!first.isComplete)
        let second = try #require(result.callbacks.last)
        #expect(second.constraints.map(\.address) == ["0x600003a0c0a0", "0x600003a0c0f0", "0x600003a0c140"])
        #expect(second.broken == "0x600003a0c0f0")
        #expect(second.missing == .elided)
        #expect(result.diagnostics.map(\.location.line) == [9, 22, 24])
        #expect(result.diagnostics.allSatisfy { $0.message == .listElided })
    }

    /// Dots that end the list still say so.
    @Test func dotsBeforeTheCloseEndTheList() {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                . . .
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.broken == "0x6001")
        #expect(result.callbacks.first?.missing == .elided)
        #expect(result.diagnostics.map(\.message) == [.listEndsInEllipsis])
    }

    /// The recover sentence reworded: the description after it, on the next line or the same.
    @Test func aRewordedRecoverLineNamesTheBrokenConstraint() throws {
        let result = try InputReader.read(path: Paths.fixture("reworded-recover.log"))
        #expect(result.callbacks.map(\.broken) == ["0x600001e2c0a0", "0x600002a0c0f0"])
        #expect(result.callbacks.allSatisfy { $0.constraints.count == 2 && $0.isComplete })
        #expect(result.diagnostics.isEmpty)
    }
}
