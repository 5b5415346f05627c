import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// `f` and `F`: the conflict list keeps the conflicts that match a text, says how many of how
/// many, and keeps the selection on its conflict; with several files, each row says its file.
@Suite("Conflict filter") struct FilterTests {
    /// An inspector on files under `Samples/`, as `unsat A B` opens them.
    func inspector(_ paths: [String]) throws -> Inspector {
        let result = try InputReader.read(paths: paths)
        return Inspector(document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
    }

    func modern() throws -> Inspector { try inspector([Fixture.sample("uikit-modern.log")]) }

    /// The numbers of the conflicts listed.
    func listed(_ inspector: Inspector) -> [Int] {
        inspector.state.list.visible.map { inspector.document.entries[$0].number }
    }

    @Test func typingKeepsOnlyTheMatchingConflictsAndTheTitleCountsThem() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("fOFFLINE"))
        #expect(inspector.state.mode == .filtering)
        #expect(listed(inspector) == [3])
        let screen = Screen.text(inspector)
        #expect(screen.contains("Conflicts  1 of 3"))
        #expect(screen.contains("filter: OFFLINE"))
        inspector.handle(.enter)
        #expect(inspector.state.mode == .normal)
        #expect(listed(inspector) == [3])
        #expect(Screen.text(inspector).contains("F unfilter"))
    }

    @Test(arguments: [
        ("103b1e4a0", [1]),  // an address without 0x
        ("0x103A0C5E0", [2]),  // with it, in another case
        ("2d944ae1", [3]),  // the fingerprint
        ("#2", [2]),  // the number
        ("clear all", [1]),  // a label
        ("uikit-modern", [1, 2, 3]),  // the file
        ("UIStackView", [1]),  // a class
    ])
    func matchesWhatNamesAConflict(text: String, ids: [Int]) throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("f" + text + "<Enter>"))
        #expect(listed(inspector) == ids)
    }

    /// The filter prompt edits as the search prompt does: the cursor moves, text goes in where
    /// it is, C-w and C-u delete before it (they did nothing here at first).
    @Test func theFilterLineEditsAsTheSearchLineDoes() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("fOFLINE<Left><Left><Left><Left>F"))
        #expect(inspector.state.filterLine.text == "OFFLINE")
        #expect(listed(inspector) == [3])
        inspector.handle(Key.sequence("<Home>x<End>"))
        #expect(inspector.state.filterLine.text == "xOFFLINE")
        #expect(listed(inspector).isEmpty)
        inspector.handle(Key.sequence("<C-a><Del>"))
        #expect(listed(inspector) == [3])
        inspector.handle(Key.sequence("<End><C-w>clear all"))
        #expect(inspector.state.filterLine.text == "clear all")
        #expect(listed(inspector) == [1])
        inspector.handle(Key.sequence("<C-u>"))
        #expect(inspector.state.list.filter == nil)
        #expect(listed(inspector) == [1, 2, 3])
        inspector.handle(Key.sequence("<Esc>f"))
        #expect(inspector.state.filterLine.text.isEmpty)
    }

    @Test func matchesTheControllerAsARowShortensIt() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("fprofilevc<Enter>"))
        try #require(inspector.state.list.visible.count == 1)
        #expect(
            inspector.document.entries[inspector.state.list.visible[0]].conflict?.controller?.className
                == "MyApp.ProfileViewController")
    }

    @Test func theSelectionStaysOnItsConflictWhenItSurvives() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("G"))
        #expect(inspector.state.list.cursor.selection == 2)
        let identity = inspector.selectedIdentity
        // Conflicts 1 and 3 keep "e" (UILabel 'Drafts', OfflineBannerView); 3 moves up a row.
        inspector.handle(Key.sequence("fbanner<Enter>"))
        #expect(inspector.selectedIdentity == identity)
        #expect(inspector.state.list.cursor.selection == 0)
        inspector.handle(.character("F"))
        #expect(inspector.selectedIdentity == identity)
        #expect(listed(inspector) == [1, 2, 3])
        #expect(inspector.state.message == "filter cleared")
    }

    @Test func typingOnThenDeletingBackReturnsToTheConflictThePromptOpenedOn() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("j"))
        let identity = inspector.selectedIdentity
        inspector.handle(Key.sequence("fdrafts"))
        #expect(listed(inspector) == [1])
        inspector.handle(Key.sequence("<C-u>"))
        #expect(listed(inspector) == [1, 2, 3])
        #expect(inspector.selectedIdentity == identity)
    }

    @Test func escInThePromptGoesBackToTheFilterBefore() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("fui<Enter>"))
        let before = listed(inspector)
        // The prompt opens on the filter, to edit it.
        inspector.handle(Key.sequence("f"))
        #expect(Screen.text(inspector).contains("filter: ui"))
        inspector.handle(Key.sequence("<C-u>drafts"))
        #expect(listed(inspector) == [1])
        inspector.handle(.escape)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.list.filter?.text == "ui")
        #expect(listed(inspector) == before)
        // BS on an empty prompt leaves it.
        inspector.handle(Key.sequence("F"))
        inspector.handle(Key.sequence("fx<BS><BS>"))
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.list.filter == nil)
    }

    @Test func aFilterThatKeepsNothingSaysHowToClearIt() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("fzzz<Enter>"))
        let screen = Screen.text(inspector, 120, 30)
        #expect(screen.contains("0 of 3"))
        #expect(screen.contains("no conflict matches zzz"))
        inspector.handle(.character("F"))
        #expect(listed(inspector) == [1, 2, 3])
        inspector.handle(.character("F"))
        #expect(inspector.state.message == "no filter: f filters the conflicts")
    }

    @Test func theSearchWalksOnlyTheFilteredConflicts() throws {
        let inspector = try modern()
        inspector.handle(Key.sequence("foffline<Enter>"))
        inspector.handle(Key.sequence("/UILabel<Enter>"))
        inspector.finishSearch()
        #expect(inspector.state.search.scan?.matches.isEmpty == true)
    }

    @Test func withSeveralFilesEachRowSaysItsFile() throws {
        let inspector = try inspector([Fixture.sample("uikit-modern.log"), Fixture.sample("uikit-ios9.log")])
        let screen = Screen.text(inspector, 120, 30)
        // In two fifths of the row, without the extension they share: the name comes first.
        #expect(screen.contains("uikit-modern│"))
        #expect(screen.contains("uikit-ios9│"))
        // The file filters too.
        inspector.handle(Key.sequence("fios9<Enter>"))
        #expect(
            inspector.state.list.visible.allSatisfy {
                inspector.document.entries[$0].callbacks[0].location.file.hasSuffix("uikit-ios9.log")
            })
        #expect(!inspector.state.list.visible.isEmpty)
    }

    @Test func aConflictAcrossFilesNamesTheFirstAndCountsTheOthers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-filter-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: Fixture.sample("uikit-modern.log"), encoding: .utf8)
        let a = directory.appendingPathComponent("a.log").path
        let b = directory.appendingPathComponent("b.log").path
        try text.write(toFile: a, atomically: true, encoding: .utf8)
        try text.write(toFile: b, atomically: true, encoding: .utf8)
        let inspector = try inspector([a, b])
        let conflict = try #require(inspector.document.entries[inspector.state.list.visible[0]].conflict)
        #expect(ConflictListRenderer.fileNote(conflict, .unicode) == "a.log +1")
        #expect(Screen.text(inspector, 120, 30).contains("a.log +1"))
    }

    /// Cut to a narrow pane, each file's name still tells it from the others.
    @Test func fileNamesCutToTheRoomStayDistinct() {
        let paths = ["/l/capture-profile.log", "/l/capture-records.log", "/l/uikit-modern.log"]
        let wide = ConflictListRenderer.fileNames(paths, room: 40, .unicode)
        #expect(wide["/l/uikit-modern.log"] == "uikit-modern.log")
        // The shared extension goes first.
        let stems = ConflictListRenderer.fileNames(paths, room: 15, .unicode)
        #expect(stems["/l/capture-records.log"] == "capture-records")
        // Then each is cut, but not below what tells it apart.
        let narrow = ConflictListRenderer.fileNames(paths, room: 7, .unicode)
        #expect(narrow["/l/uikit-modern.log"] == "uikit-…")
        #expect(narrow["/l/capture-profile.log"] == "capture-p…")
        #expect(narrow["/l/capture-records.log"] == "capture-r…")
        #expect(Set(narrow.values).count == 3)
        #expect(ConflictListRenderer.fileNames(paths, room: 7, .ascii)["/l/uikit-modern.log"] == "uikit-~")
    }
}
