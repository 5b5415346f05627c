import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// A growing input (`--follow`, a pipe) hands the inspector newer readings of the same log: what
/// the user has selected must survive them.
@Suite("Growing input") struct GrowingInputTests {
    /// `console-feed.log`: a stack view conflict three times (lines 2, 22, 42), then an AppKit
    /// menu item conflict once (from line 62 to the end).
    static let feed = "console-feed.log"

    /// The fixture's lines, and the menu item report's.
    static func lines() throws -> (all: [Substring], menuItem: ArraySlice<Substring>) {
        let text = try String(contentsOfFile: Fixture.path(feed), encoding: .utf8)
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(all.firstIndex { $0.contains("Conflicting constraints detected") })
        let end = try #require(all[start...].firstIndex { $0.hasPrefix("Will attempt") })
        return (all, all[start...end])
    }

    /// A reading of `lines` as `InputStream` makes one, named as the fixture is.
    static func reading(_ lines: [Substring]) -> (ParseResult, [Conflict]) {
        let result = LogScanner.parse(Array((lines.joined(separator: "\n") + "\n").utf8), file: Fixture.path(feed))
        return (result, ConflictGrouper().group(result))
    }

    @Test func theSelectionStaysOnTheSameConflictWhenNewCallbacksReSortTheList() throws {
        let (all, menuItem) = try Self.lines()
        let (result, conflicts) = Self.reading(all)
        let inspector = Inspector(document: InspectorDocument(result: result, conflicts: conflicts))
        #expect(inspector.state.list.visible.map { inspector.document.entries[$0].callbacks.count } == [3, 1])
        inspector.handle(.character("j"))
        let menuItemConflict = try #require(inspector.selectedIdentity)
        #expect(inspector.detail?.conflict?.views.first?.className == "NSVisualEffectView")

        // The menu item conflict three more times: ×4 now, first in the list.
        let grown = Self.reading(all + Array(repeating: menuItem, count: 3).flatMap { $0 })
        inspector.replaceDocument(result: grown.0, conflicts: grown.1)

        #expect(inspector.state.list.visible.map { inspector.document.entries[$0].callbacks.count } == [4, 3])
        #expect(inspector.state.list.cursor.selection == 0)
        #expect(inspector.selectedIdentity == menuItemConflict)
        #expect(inspector.detail?.conflict?.views.first?.className == "NSVisualEffectView")
        #expect(Screen.text(inspector).contains("#1 ×4"))
    }

    @Test func theSameConflictKeepsItsCallbackConstraintAndViewWhenItGrows() throws {
        let (all, _) = try Self.lines()
        let stackViewEnd = try #require(all.firstIndex { $0.contains("09:00:03.999999") })
        // Two of the stack view's three callbacks, then all of them.
        let (result, conflicts) = Self.reading(Array(all[..<stackViewEnd]))
        let inspector = Inspector(document: InspectorDocument(result: result, conflicts: conflicts))
        inspector.handle(Key.sequence("]3jj2k"))
        let detail = try #require(inspector.detail)
        #expect(inspector.callbackIndex == 1)
        let constraint = inspector.selectedConstraint?.address
        let view = try #require(NavigationTests().selectedNode(inspector))

        let grown = Self.reading(all)
        inspector.replaceDocument(result: grown.0, conflicts: grown.1)

        let after = try #require(inspector.detail)
        #expect(after === detail)
        #expect(after.callbacks.count == 3)
        #expect(inspector.callbackIndex == 1)
        #expect(inspector.selectedConstraint?.address == constraint)
        #expect(NavigationTests().selectedNode(inspector) == view)
        #expect(inspector.state.focus == .tree)
    }

    @Test func aDumpReadAfterTheConflictReplacesTheTreeTheConstraintsNested() throws {
        // An lldb session: a conflict, then, later, the window's recursiveDescription.
        let path = Fixture.sample("print-hierarchy.log")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let dump = try #require(all.firstIndex { $0.contains("recursiveDescription]") })
        func reading(_ lines: ArraySlice<Substring>) -> (ParseResult, [Conflict]) {
            let result = LogScanner.parse(Array((lines.joined(separator: "\n") + "\n").utf8), file: path)
            return (result, ConflictGrouper().group(result))
        }
        let (result, conflicts) = reading(all[..<dump])
        let inspector = Inspector(document: InspectorDocument(result: result, conflicts: conflicts))
        inspector.handle(.character("2"))
        let detail = try #require(inspector.detail)
        #expect(inspector.currentTree?.source == .named)
        #expect(NavigationTests().selectedNode(inspector) == "0x10a913f10")

        let grown = reading(all[...])
        inspector.replaceDocument(result: grown.0, conflicts: grown.1)

        #expect(inspector.detail === detail)
        #expect(inspector.currentTree?.source == .borrowed(InputLocation(file: path, line: dump + 2)))
        #expect(NavigationTests().selectedNode(inspector) == "0x10a913f10")
        #expect(Screen.text(inspector).contains("UICollectionView 0x10b02c000"))
    }
}
