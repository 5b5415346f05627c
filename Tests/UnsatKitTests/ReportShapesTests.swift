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

    /// A list whose entries close their description after the address and print a body after the `>`
    /// (`"<NSLayoutConstraint: 0x…> H:[UIView:0x…]-(0)-| ((null), (null))",`, seen in an iOS 9 era
    /// paste): a form unsat does not know. The constraints are kept by their addresses, and each
    /// note names the text after the description as not read, not "no body".
    @Test func textAfterADescriptionClosedAtItsAddressIsNamedAsNotRead() {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
            "<NSAutoresizingMaskLayoutConstraint: 0x16a0c4f0> (null) ((null), (null))",
            "<NSLayoutConstraint: 0x16a0d120> H:[UIView:0x16b2e3a0(280)] ((null), (null))",
            "<NSLayoutConstraint: 0x16a0d3c0>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint: 0x16a0d120> H:[UIView:0x16b2e3a0(280)] ((null), (null))

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x16a0c4f0", "0x16a0d120", "0x16a0d3c0"])
        #expect(result.callbacks.first?.broken == "0x16a0d120")
        #expect(
            result.diagnostics.map(\.message) == [
                .constraint("0x16a0c4f0", .textAfterDescription),
                .constraint("0x16a0d120", .textAfterDescription),
                .constraint("0x16a0d3c0", .noBody),
                .constraint("0x16a0d120", .textAfterDescription),
            ])
        // The note quotes the entry whole, the text after its `>` with it.
        #expect(
            result.diagnostics.first?.text
                == "<NSAutoresizingMaskLayoutConstraint: 0x16a0c4f0> (null) ((null), (null))")
    }

    /// A list whose lines a page joined: `( "<…>", "<…>", … )` on one line, the header above it, and
    /// again with no header and cut by the page inside its last entry. Each entry is a constraint of
    /// its own; before, the line read as one constraint whose body ran over all the others.
    @Test func aListJoinedOnOneLineIsReadEntryByEntry() throws {
        for result in try wholeAndStreamed("list-on-one-line.log", chunk: 23) {
            #expect(result.callbacks.count == 2)
            let first = try #require(result.callbacks.first)
            #expect(
                first.constraints.map(\.address.text) == [
                    "0x600002b2c0a0", "0x600002b2c0f0", "0x600002b2c140", "0x600002b2c190",
                ])
            #expect(first.broken == "0x600002b2c0a0")
            #expect(first.isComplete)
            let cut = try #require(result.callbacks.last)
            #expect(
                cut.constraints.map(\.address.text) == [
                    "0x600002b3d270", "0x600002b3d2c0", "0x600002b3d310", "0x600002b3d360",
                ])
            #expect(cut.missing == .cutOff)
            #expect(result.diagnostics.map(\.location.line) == [10, 10])
            let conflict = try #require(
                ConflictGrouper().group(result).first { $0.callbacks.first?.location.line == 2 })
            #expect(Explainer().explain(conflict).proof?.isVerified == true)
        }
    }
}
