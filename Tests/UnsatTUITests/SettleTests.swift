import Testing
import UnsatKit

@testable import UnsatTUI

/// `Inspector.settle`, the one step between an event and a drawing, on its own: it brings
/// selections back among their rows and scroll tops to their selections; drawing changes nothing.
@Suite("Settle") struct SettleTests {
    /// What of the state the panes are drawn from, compared whole.
    struct Panes: Equatable {
        var list: ConflictList
        var conflicts: [String: ConflictState]
        var focus: Pane
        var overlayTop: Int
    }

    func panes(_ inspector: Inspector) -> Panes {
        Panes(
            list: inspector.state.list, conflicts: inspector.state.conflicts, focus: inspector.state.focus,
            overlayTop: inspector.state.overlayTop)
    }

    @Test func aSelectionPastTheEndComesBackToTheLastRow() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let identity = try #require(inspector.selectedIdentity)
        inspector.state.conflicts[identity]?.constraints.selection = 40
        inspector.state.list.cursor.selection = 40
        inspector.settle()
        #expect(inspector.state.list.cursor.selection == 2)
        // The conflict selected now is the last; the one changed before keeps its panes, settled
        // when it is selected again.
        inspector.state.list.cursor.selection = 0
        inspector.settle()
        #expect(inspector.constraintSelection == 3)
    }

    @Test func withoutASizeNothingScrolls() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("2G"))
        #expect(inspector.state.size == nil)
        let tree = try #require(inspector.panes?.tree(inspector.callbackIndex!, inspector.detail!))
        #expect(tree.list.top == 0)
        #expect(tree.list.selection > 0)
    }

    /// The selection is on screen, and the top no further down than a full last page.
    func expectShown(_ cursor: ListCursor, count: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            cursor.selection >= cursor.top && cursor.selection < cursor.top + height, sourceLocation: sourceLocation)
        #expect(cursor.top <= max(0, count - height), sourceLocation: sourceLocation)
    }

    @Test func theTopOfEachPaneShownFollowsItsSelection() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("2G"))
        let rows = inspector.currentTree!.rows(inspector.panes!.folds).count
        for (width, height) in [(80, 24), (40, 12), (36, 10)] {
            inspector.resize(width: width, height: height)
            let pane = try #require(inspector.state.layout?.panes[.tree]?.height)
            let cursor = try #require(inspector.panes?.tree(inspector.callbackIndex!, inspector.detail!)).list
            #expect(cursor.selection == rows - 1)
            expectShown(cursor, count: rows, height: pane)
            if rows > pane { #expect(cursor.top == rows - pane) }
        }
        // The conflicts pane too, once it is the one shown.
        inspector.handle(Key.sequence("1G"))
        let pane = try #require(inspector.state.layout?.panes[.conflicts]?.height)
        expectShown(inspector.state.list.cursor, count: inspector.state.list.visible.count, height: pane)
    }

    @Test func aViewFoldedAwayHandsTheSelectionToItsNearestShownAncestor() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("2"))
        let tree = try #require(inspector.currentTree)
        guard case .node(let selected) = try #require(inspector.treeSelection) else {
            Issue.record("no view selected")
            return
        }
        let path = tree.ancestors(of: selected)
        let grandparent = path[path.count - 2]
        // Folded from outside the keys (as a newer reading or a search ending can do).
        let identity = try #require(inspector.selectedIdentity)
        inspector.state.conflicts[identity]?.folds.setExpanded(tree.key(grandparent), false)
        inspector.settle()
        #expect(inspector.treeSelection == .node(grandparent))
    }

    @Test func anOverlayScrollsNoFurtherThanItsLastPage() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.resize(width: 80, height: 24)
        inspector.handle(.character("?"))
        for _ in 0..<100 { inspector.handle(.character("j")) }
        let lines = try #require(
            OverlayRenderer(document: inspector.document, glyphs: inspector.glyphs, theme: inspector.theme)
                .lines(.help, screenWidth: 80)
        ).count
        #expect(inspector.state.overlayTop == lines - (24 - 2))
        inspector.handle(.character("k"))
        #expect(inspector.state.overlayTop == lines - (24 - 2) - 1)
    }

    @Test func settlingTwiceChangesNothingTheSecondTime() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.resize(width: 80, height: 24)
        inspector.handle(Key.sequence("2jjjhh]3G"))
        let once = panes(inspector)
        inspector.settle()
        #expect(panes(inspector) == once)
    }

    /// Drawing reads the state and changes none of it, whatever the keys before.
    @Test(arguments: ["", "2G", "2hhjj", "3G", "4j", "sG", "?jjjj", "!", "/e2a0", "/b300<Enter>n", "]]2k"])
    func drawingChangesNothing(keys: String) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        for (width, height) in [(80, 24), (40, 12), (120, 40)] {
            inspector.resize(width: width, height: height)
            for key in Key.sequence(keys) {
                inspector.handle(key)
                let before = panes(inspector)
                _ = inspector.render()
                #expect(panes(inspector) == before, "after \(key) at \(width)x\(height)")
            }
        }
    }
}
