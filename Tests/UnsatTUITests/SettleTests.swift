import Testing
import UnsatKit

@testable import UnsatTUI

/// `Inspector.settle`, the one step between an event and a drawing, on its own: it brings
/// selections back among their rows and scroll tops to their selections; drawing changes nothing.
@Suite("Settle") struct SettleTests {
    /// What of the state the panes are drawn from, compared whole.
    struct Panes: Equatable {
        var list: ConflictList
        var conflicts: [InputLocation: ConflictState]
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

/// Background work that runs only when the test says: a job started off the loop lands exactly
/// where the test puts it, with no sleep and no race.
final class HeldWork: Sendable {
    private let jobs = Locked<[@Sendable () -> Void]>([])

    var work: BackgroundWork { BackgroundWork(run: { job in self.jobs.withLock { $0.append(job) } }) }

    /// How many jobs were started and not yet run.
    var waiting: Int { jobs.current.count }

    /// Runs the jobs started so far, here and now.
    func runAll() {
        let held = jobs.withLock { jobs in
            defer { jobs = [] }
            return jobs
        }
        for job in held { job() }
    }
}

/// A large conflict's explanation, worked out off the loop, is taken in by `settle` only: drawing
/// measures and draws what settle fixed, whenever the work ends.
@Suite("Settle: background explanation") struct SettleExplanationTests {
    /// A chain of 31 constraints that cannot all hold: too many to explain on the spot.
    static let chain: ParseResult = {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<30 {
            text += "    \"<NSLayoutConstraint:0x60\(index + 10) UIView:0x7f\(index + 11).leading == "
            text += "UIView:0x7f\(index + 10).trailing + 8   (active)>\",\n"
        }
        text +=
            "    \"<NSLayoutConstraint:0x6099 UIView:0x7f40.trailing == UIView:0x7f10.leading + 100   (active)>\"\n)\n"
        return LogScanner.parse(Array(text.utf8), file: "chain.log")
    }()

    /// A proof that rests on more than the log (here a superview the constraints suggest) says so
    /// under its Why, as `show` does: the inspector drew the arithmetic and its sentence alone.
    @Test func whatAProofAssumesIsDrawnUnderItsWhy() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIButton:0x7f02.minX == 0   (active)>",
                "<NSLayoutConstraint:0x6002 UIButton:0x7f02.leading == UIView:0x7f01.leading + 16   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x7f01.trailing == UIButton:0x7f02.trailing + 16   (active)>"
            )

            """
        let inspector = Fixture.inspector(text: text, name: "mask.log")
        inspector.resize(width: 160, height: 40)
        inspector.settle()
        let drawn = inspector.render().lines.joined(separator: "\n")
        #expect(drawn.contains("Why 16 ≠ 0"))
        #expect(drawn.contains("(assuming that UIButton's superview is UIView, as the constraints nest them"))
    }

    @Test func anExplanationReadyBetweenSettleAndRenderIsDrawnAfterTheNextSettle() throws {
        let held = HeldWork()
        let document = InspectorDocument(
            result: Self.chain, conflicts: ConflictGrouper().group(Self.chain), backgroundWork: held.work)
        let inspector = Inspector(document: document)
        inspector.handle(.character("1"))
        inspector.resize(width: 100, height: 40)
        #expect(held.waiting == 1)
        // The work ends after the settle and before the drawing: the drawing is still of the
        // settled state, measured and drawn on `working…`.
        held.runAll()
        let drawn = inspector.render().lines.joined(separator: "\n")
        #expect(drawn.contains("Why working…"))
        #expect(!drawn.contains("= 240 > 100"))
        let takenWhileDrawing = inspector.detail?.explanation != nil
        #expect(!takenWhileDrawing)
        // The next settle (the loop, woken) takes it in; then it is drawn.
        inspector.settle()
        let takenBySettle = inspector.detail?.explanation != nil
        #expect(takenBySettle)
        #expect(inspector.render().lines.joined(separator: "\n").contains("= 240 > 100"))
        #expect(held.waiting == 0)
    }

    @Test func drawingStartsNoWork() throws {
        let held = HeldWork()
        let document = InspectorDocument(
            result: Self.chain, conflicts: ConflictGrouper().group(Self.chain), backgroundWork: held.work)
        let inspector = Inspector(document: document)
        inspector.resize(width: 100, height: 40)
        held.runAll()
        inspector.settle()
        // A newer reading of the same conflict starts its own search, in its settle.
        inspector.replaceDocument(result: Self.chain, conflicts: ConflictGrouper().group(Self.chain))
        let started = held.waiting
        for _ in 0..<3 { _ = inspector.render() }
        #expect(held.waiting == started)
    }
}
