import Testing

@testable import UnsatKit

/// AppKit's lists as they are pasted, and the views AppKit makes itself: `appkit-inline-list.log`.
struct AppKitInlineListTests {
    static func conflicts() throws -> [Conflict] {
        ConflictGrouper().group(try InputReader.read(path: Paths.fixture("appkit-inline-list.log")))
    }

    /// `( "<NSAutoresizingMaskLayoutConstraint:0x…>",`: the list's `(` and a space before its first
    /// entry, on one line. The entry was dropped without a word, and without it no contradiction.
    @Test func theFirstEntryOnTheListsOpeningLineIsRead() throws {
        let conflicts = try Self.conflicts()
        try #require(conflicts.count == 2)
        #expect(conflicts[0].constraints.map(\.address.text).first == "0x600003a5d000")
        #expect(conflicts[0].constraints.count == 5)
        #expect(Explainer().explain(conflicts[0]).proof?.arithmetic == "12 + 12 = 24 > 0")
    }

    /// A scroll view's clip view and a box's content view are AppKit's: their masks are never the
    /// fix, however their constraints fight.
    @Test func aClipViewsOrABoxsContentViewsMaskIsNeverOffered() throws {
        let conflicts = try Self.conflicts()
        try #require(conflicts.count == 2)
        let document = Explainer().explain(conflicts[0]).fix
        #expect(document.first?.views == ["0x13e618000"])
        #expect(document.waysOut.allSatisfy { !$0.views.contains("0x13e617000") })
        let box = Explainer().explain(conflicts[1]).fix
        #expect(box.waysOut.allSatisfy { $0.action != .translatesAutoresizingMaskIntoConstraints })
        #expect(box.first?.relax == ["0x600003a61720"])
    }
}
