import Testing
import UnsatKit

@testable import UnsatTUI

private func sampleInspector(_ name: String, ascii: Bool = false) throws -> Inspector {
    let result = try InputReader.read(paths: [Fixture.sample(name)])
    let document = InspectorDocument(
        result: result, conflicts: ConflictGrouper().group(result), glyphs: ascii ? .ascii : .unicode)
    return Inspector(document: document)
}

private func lines(_ screen: String) -> [Substring] { screen.split(separator: "\n") }

/// The line under the detail's rule (`─ View ─`, `─ Layer ─`, …).
private func detailLine(_ screen: String) -> String? {
    let all = lines(screen)
    guard let rule = all.lastIndex(where: { $0.hasPrefix("─ ") && !$0.hasPrefix("─ [") }) else { return nil }
    return rule + 1 < all.count ? String(all[rule + 1]) : nil
}

/// Issue 22, item 15: a view has one name, `ViewNamer`'s, in every pane.
@Suite("Names the same everywhere") struct NamingTests {
    @Test func aContentViewIsContentViewInTheTreeTheControllersAndTheDetail() throws {
        // Named by the constraints (test-run.log has no dump).
        let named = try sampleInspector("test-run.log")
        named.handle(Key.sequence("2k"))
        let screen = Screen.text(named, 120, 40)
        #expect(screen.contains("● ContentView 0x1049a2c10"))
        #expect(detailLine(screen)?.hasPrefix(" ContentView 0x1049a2c10") == true, "\(screen)")
        // In a dump, a content view no constraint names is a ContentView too, in the tree and the detail.
        let dump = try Fixture.inspector("two-instances.log")
        dump.handle(Key.sequence("kkkkkkkl"))
        dump.handle(.character("j"))
        let row = try #require(lines(Screen.text(dump, 120, 40)).first { $0.contains("0x10bb0a150") })
        #expect(row.contains("ContentView 0x10bb0a150") && !row.contains("UITableViewCellContentView"), "\(row)")
        let detail = try #require(detailLine(Screen.text(dump, 120, 40)))
        #expect(detail.hasPrefix(" ContentView 0x10bb0a150 · frame (0 0; 390 72)"), "\(detail)")
    }

    @Test func aNameThatCarriesTheAddressEndIsNotFollowedByTheWholeAddressAgain() throws {
        // print-hierarchy.log's second conflict has two UIViews, told apart by their addresses' ends.
        let inspector = try sampleInspector("print-hierarchy.log")
        inspector.handle(.character("j"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(!screen.contains(":4d20 0x10a934d20") && !screen.contains(":5e10 0x10a935e10"), "\(screen)")
        #expect(screen.contains("└─▾ ● UIView 0x10a934d20"), "\(screen)")
        #expect(screen.contains("   ● UIView 0x10a934d20"), "\(screen)")
        // Where no address follows, the name keeps the end that tells the two apart.
        #expect(screen.contains("UIView:5e10.width == UIView:4d20.width"))
        inspector.handle(Key.sequence("2"))
        inspector.handle(Key.sequence("kkkkk"))
        #expect(detailLine(Screen.text(inspector, 120, 40))?.hasPrefix(" UIView 0x10a934d20 · frame") == true)
    }

    @Test func aLayerIsTitledLayerInTheDetail() throws {
        let inspector = try sampleInspector("capture-profile.log")
        inspector.handle(Key.sequence("2"))
        #expect(Screen.text(inspector, 120, 40).contains("─ View ─"))
        inspector.handle(.character("j"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("─ Layer ─") && !screen.contains("─ View ─"), "\(screen)")
        #expect(detailLine(screen)?.hasPrefix(" CALayer 0x600003a2c4e0") == true)
    }

    @Test func anASCIITreesOpenViewFoldedViewAndLeafDifferByMoreThanADash() throws {
        let inspector = try sampleInspector("capture-profile.log", ascii: true)
        inspector.handle(Key.sequence("2"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("| `-[-] . UIView 0x106a0c010"), "\(screen)")
        #expect(screen.contains("|   |---- _UILayoutGuide 0x106a0c2f0"), "\(screen)")
        #expect(screen.contains("|   |-[-] . UITableView 0x107018a00"), "\(screen)")
        #expect(screen.contains("|   | |-[+] StatsCell 0x107020400"), "\(screen)")
    }

    @Test func theChangeLineSaysFromWhatFrameToWhatAFrameMoved() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let change = try #require(inspector.detail?.change(to: 1))
        #expect(change.movedViews == ["0x7f9e4c70e2a0", "0x7f9e4c70e4b0"])
        inspector.handle(Key.sequence("3]"))
        let screen = Screen.text(inspector, 200, 40)
        #expect(
            screen.contains(
                "2 frames moved: UIImageView (16 0; 358 100) → (16 0; 120 100) +1 more, 7 views gone"), "\(screen)")
        let ascii = try Fixture.inspector("capture-profile.log", ascii: true)
        ascii.handle(Key.sequence("3]"))
        #expect(Screen.text(ascii, 200, 40).contains("UIImageView (16 0; 358 100) -> (16 0; 120 100) +1 more"))
    }
}
