import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// An inspector on a log under `Samples/`, as `unsat FILE` opens it.
private func sampleInspector(_ name: String, ascii: Bool = false) throws -> Inspector {
    let result = try InputReader.read(paths: [Fixture.sample(name)])
    let document = InspectorDocument(result: result, conflicts: ConflictGrouper().group(result))
    return Inspector(document: document, style: InspectorStyle(color: true, glyphs: ascii ? .ascii : .unicode))
}

private func selectedAddress(_ inspector: Inspector) -> Address? {
    guard let tree = inspector.currentTree, case .node(let index) = inspector.treeSelection else { return nil }
    return tree.nodes[index].address
}

@Suite("Links between the panes") struct LinkTests {
    // MARK: - Issue 12.11: bugs

    @Test func theControllersPaneNamesTheCapturedControllerThoughItOwnsNoViewShown() throws {
        // UIAlertController's capture has no dump: nothing says which views it owns.
        let inspector = try sampleInspector("capture-seed-chinese.log")
        inspector.handle(Key.sequence("1sj4"))
        #expect(inspector.detail?.conflict.controller?.className == "UIAlertController")
        let screen = Screen.text(inspector, 120, 40)
        #expect(!screen.contains("no controller known"))
        #expect(screen.contains("Controllers  1"))
        #expect(screen.contains(" UIAlertController 0x10180e600"))
        #expect(screen.contains("owner not known"))
    }

    @Test func enterOnACapturedControllerSelectsItsRootView() throws {
        let inspector = try sampleInspector("capture-profile.log")
        inspector.handle(Key.sequence("4"))
        #expect(inspector.panes?.controllers.selection == 0)
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        #expect(selectedAddress(inspector) == "0x106a0c010")
    }

    @Test func enterOnAControllerFromPrintHierarchySelectsItsRootView() throws {
        let inspector = try sampleInspector("print-hierarchy.log")
        inspector.handle(Key.sequence("4"))
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        // FeedViewController's view, as `_printHierarchy` gives it.
        #expect(selectedAddress(inspector) == "0x10a912b40")
    }
}
