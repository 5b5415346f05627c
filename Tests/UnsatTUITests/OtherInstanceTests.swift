import Testing
import UnsatKit

@testable import UnsatTUI

private func sampleInspector(_ name: String) throws -> Inspector {
    let result = try InputReader.read(paths: [Fixture.sample(name)])
    return Inspector(document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
}

/// The pane between the rules titled `title` and the next, on the left (`left`) or right of the split.
private func pane(_ screen: String, _ title: String, left: Bool) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains(title) }) else { return "" }
    var rows: [String] = []
    for line in lines[(start + 1)...] {
        if line.hasPrefix("─") { break }
        let parts = line.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false)
        rows.append(String(left ? parts[0] : (parts.count > 1 ? parts[1] : "")))
    }
    return rows.joined(separator: "\n")
}

/// Issue 22, bug 1: a callback of another instance (the same layout between other views) is shown
/// with its own views in every pane, not the first instance's.
@Suite("Another instance's callback") struct OtherInstanceTests {
    /// `test-run.log`: callback 3 of conflict 1 is the second cell (`UIImageView:0x1049c7d20` in
    /// its content view `0x1049c7a30`), with no dump: its tree is named from its own constraints.
    @Test func everyPaneShowsTheSecondCellsOwnViews() throws {
        let inspector = try sampleInspector("test-run.log")
        inspector.handle(Key.sequence("]]"))
        #expect(inspector.callbackIndex == 2)
        let tree = try #require(inspector.currentTree)
        #expect(Set(tree.nodes.map(\.address)) == ["0x1049c7a30", "0x1049c7d20"])
        // Another instance's views keep the color of the view in their place.
        let detail = try #require(inspector.detail)
        let image = try #require(tree.nodes.firstIndex { $0.address == "0x1049c7d20" })
        let content = try #require(tree.nodes.firstIndex { $0.address == "0x1049c7a30" })
        #expect(tree.colorOf[image] == detail.colors["0x1049a2f00"])
        #expect(tree.colorOf[content] == detail.colors["0x1049a2c10"])
        let screen = Screen.text(inspector, 120, 40)
        #expect(!screen.contains("0x1049a2c10") && !screen.contains("0x1049a2f00"), "\(screen)")
        let hierarchy = pane(screen, "[2] Hierarchy", left: false)
        #expect(hierarchy.contains("ContentView 0x1049c7a30") && hierarchy.contains("UIImageView 0x1049c7d20"))
        let controllers = pane(screen, "[4] Controllers", left: true)
        #expect(controllers.contains("UIImageView 0x1049c7d20") && controllers.contains("ContentView 0x1049c7a30"))
        #expect(screen.contains(" since callback 2: another instance (between other views)"), "\(screen)")
        // The view selected is one of this callback's, named by 3 of its 4 constraints.
        inspector.handle(.tab)
        #expect(inspector.state.focus == .tree)
        let view = Screen.text(inspector, 120, 40)
        #expect(view.contains(" UIImageView 0x1049c7d20\n named by 3 of this callback's 4 constraints"), "\(view)")
        // Callback 4 is the first cell again: its own views, and the change says so.
        inspector.handle(Key.sequence("]"))
        let back = Screen.text(inspector, 120, 40)
        #expect(back.contains("0x1049a2f00") && !back.contains("0x1049c7d20"), "\(back)")
        #expect(back.contains(" since callback 3: another instance (between other views)"), "\(back)")
    }

    /// `two-instances.log`: callback 2 has its own dump and its own controller.
    @Test func theControllersPaneListsTheShownCallbacksViewsAndController() throws {
        let inspector = try Fixture.inspector("two-instances.log")
        inspector.handle(.character("]"))
        let screen = Screen.text(inspector, 120, 40)
        let controllers = pane(screen, "[4] Controllers", left: true)
        #expect(controllers.contains("UIImageView 0x10cb0dab0"), "\(controllers)")
        #expect(controllers.contains("10c80a1b0") && !controllers.contains("10b80a1b0"), "\(controllers)")
        #expect(!screen.contains("0x10ba0"), "\(screen)")
        #expect(screen.contains("another instance (between other views)"))
        // The header view selected in the tree is one of the conflict's views, named by the constraints.
        let tree = try #require(inspector.currentTree)
        let header = try #require(tree.hierarchy.index(of: "0x10cb0d200"))
        #expect(inspector.treeSelection == .node(header))
        #expect(screen.contains(" named by 3 of this callback's 4 constraints"), "\(screen)")
        #expect(!screen.contains("holds a conflicting view"))
        // The first callback still shows the first instance's.
        inspector.handle(.character("["))
        let first = pane(Screen.text(inspector, 120, 40), "[4] Controllers", left: true)
        #expect(first.contains("UIImageView 0x10ba0dab0") && first.contains("10b80a1b0"), "\(first)")
    }
}
