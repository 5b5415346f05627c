import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// `y` copies what is selected (OSC 52); `o` and `e` open the callback's block in the pager and
/// the editor at its line.
@Suite("Copy and open") struct SourceAndClipboardTests {
    let escape = "\u{1B}"

    @Test func theClipboardSequenceIsOSC52WithTheTextInBase64() {
        let bytes = Clipboard.sequence(copying: "0x600003a1c0f0", insideTmux: false)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(escape)]52;c;MHg2MDAwMDNhMWMwZjA=\u{07}")
        let label = Clipboard.sequence(copying: "UILabel'Ça va'", insideTmux: false)
        #expect(String(decoding: label, as: UTF8.self) == "\(escape)]52;c;VUlMYWJlbCfDh2EgdmEn\u{07}")
    }

    @Test func insideTmuxTheSequenceGoesAsItIsAndInTmuxsPassthrough() {
        let plain = "\(escape)]52;c;aGk=\u{07}"
        let bytes = Clipboard.sequence(copying: "hi", insideTmux: true)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == plain + "\(escape)Ptmux;\(escape)\(escape)]52;c;aGk=\u{07}\(escape)\\")
    }

    func copied(_ inspector: Inspector) -> String? {
        guard case .copy(let text)? = inspector.state.requests.last else { return nil }
        return text
    }

    @Test func yCopiesWhatTheFocusedPaneHasSelectedAndSaysSo() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let selected = try #require(inspector.state.selected(inspector.document))
        inspector.handle(Key.sequence("1y"))
        let broken = try #require(selected.callback.broken?.text)
        #expect(copied(inspector) == broken)
        #expect(inspector.state.message == "copied \(broken) to the clipboard")
        #expect(Screen.text(inspector).contains("copied \(broken)"))

        inspector.handle(Key.sequence("3y"))
        let constraint = selected.constraints[selected.panes.constraints.selection]
        #expect(copied(inspector) == constraint.text)

        inspector.handle(Key.sequence("2y"))
        let view = try #require(copied(inspector))
        #expect(view.hasPrefix("<UIImageView: 0x7f9e4c70e2a0; frame = (16 0; 358 100)"))
        #expect(view.hasSuffix(">"))
        // The state holds the request until the app carries it out; the next key says nothing more.
        inspector.handle(.down)
        #expect(inspector.state.message == nil)
    }

    @Test func yOnAViewWithoutADumpCopiesItAsTheConstraintsNameIt() throws {
        let result = try InputReader.read(paths: [Fixture.sample("uikit-modern.log")])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.handle(Key.sequence("2y"))
        #expect(copied(inspector) == "UILabel:0x103b1e4a0'Drafts (3)'")
    }

    @Test func oAndEAskForTheSelectedCallbacksFileAndLine() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let selected = try #require(inspector.state.selected(inspector.document))
        inspector.handle(.character("o"))
        #expect(inspector.state.requests == [.open(.pager, selected.detail.callback(0).location)])
        inspector.state.requests = []
        inspector.handle(Key.sequence("]e"))
        #expect(inspector.state.requests == [.open(.editor, selected.detail.callback(1).location)])
    }

    @Test func inputFromStandardInputHasNoFileToOpen() throws {
        let text = try String(contentsOfFile: Fixture.sample("uikit-modern.log"), encoding: .utf8)
        var parser = LogParser(file: InputReader.standardInputName)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            parser.consume(line: Array(line.utf8), number: index + 1)
        }
        parser.finish()
        let inspector = Inspector(
            document: InspectorDocument(result: parser.result, conflicts: ConflictGrouper().group(parser.result)))
        inspector.handle(.character("o"))
        #expect(inspector.state.requests.isEmpty)
        #expect(inspector.state.message == "no file to open: read from (stdin)")
    }

    let location = InputLocation(file: "logs/console.log", line: 42)

    @Test(arguments: [
        ("less", ["+42", "logs/console.log"]),
        ("less -R", ["+42", "logs/console.log"]),
        ("/usr/bin/more", ["+42", "logs/console.log"]),
        ("bat --paging=always", ["logs/console.log"]),
        ("cat", ["logs/console.log"]),
    ])
    func thePagerGetsTheLineWhenItKnowsPlusN(pager: String, arguments: [String]) {
        #expect(SourceCommand.arguments(for: pager, .pager, location) == arguments)
        #expect(
            SourceCommand.arguments(.pager, location, environment: ["PAGER": pager])
                == ["/bin/sh", "-c", pager + " \"$@\"", "sh"] + arguments)
    }

    @Test(arguments: [
        ("vi", ["+42", "logs/console.log"]),
        ("nvim", ["+42", "logs/console.log"]),
        ("nano", ["+42", "logs/console.log"]),
        ("emacs -nw", ["+42", "logs/console.log"]),
        ("code --wait", ["--goto", "logs/console.log:42"]),
        ("/usr/local/bin/subl -w", ["logs/console.log:42"]),
        ("zed", ["logs/console.log:42"]),
    ])
    func theEditorGetsTheLineAsItUnderstandsIt(editor: String, arguments: [String]) {
        #expect(SourceCommand.arguments(for: editor, .editor, location) == arguments)
    }

    @Test func theSettingsAreReadInOrderWithDefaults() {
        #expect(SourceCommand.command(.pager, environment: [:]) == "less")
        #expect(SourceCommand.command(.pager, environment: ["PAGER": " "]) == "less")
        #expect(SourceCommand.command(.editor, environment: [:]) == "vi")
        #expect(SourceCommand.command(.editor, environment: ["EDITOR": "nano"]) == "nano")
        #expect(SourceCommand.command(.editor, environment: ["EDITOR": "nano", "VISUAL": "code -w"]) == "code -w")
    }

    // MARK: - Messages, the debugger, standard input (issue 22)

    /// `Y` copies the selected object's address alone, `p` an expression lldb prints it with,
    /// cast to its class: the broken constraint, a view, a constraint, a controller.
    @Test func capitalYCopiesTheAddressAndPAnLLDBExpressionCastToItsClass() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let selected = try #require(inspector.state.selected(inspector.document))
        let broken = try #require(selected.callback.broken?.text)
        inspector.handle(Key.sequence("1Y"))
        #expect(copied(inspector) == broken)
        inspector.handle(.character("p"))
        #expect(copied(inspector) == "expr -l objc -O -- (NSLayoutConstraint *)\(broken)")

        inspector.handle(Key.sequence("2Y"))
        #expect(copied(inspector) == "0x7f9e4c70e2a0")
        inspector.handle(.character("p"))
        #expect(copied(inspector) == "expr -l objc -O -- (UIImageView *)0x7f9e4c70e2a0")

        inspector.handle(Key.sequence("3p"))
        let constraint = selected.constraints[selected.panes.constraints.selection]
        #expect(copied(inspector) == "expr -l objc -O -- (\(constraint.className) *)\(constraint.address.text)")
        inspector.handle(.character("Y"))
        #expect(copied(inspector) == constraint.address.text)
    }

    /// A Swift class has no Objective-C name to cast to: its UIKit base class, else `id`.
    @Test func aSwiftClassIsCastToItsBaseClassOrToId() throws {
        #expect(!Inspector.isObjectiveCName("MyApp.ProfileHeaderView"))
        #expect(Inspector.isObjectiveCName("_UILayoutGuide"))
        #expect(!Inspector.isObjectiveCName("1View"))
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("4p"))
        let text = try #require(copied(inspector))
        #expect(text.hasPrefix("expr -l objc -O -- (id)0x"), "\(text)")
    }

    /// The footer's last line after a key that says something.
    func footer(_ inspector: Inspector, _ width: Int) -> String {
        let line = inspector.render(width: width, height: 24).lines.last ?? ""
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// A message takes the whole footer for a moment, the hints giving way, and is never cut in
    /// the middle of a word (it used to share the line with the hints and end "… to the clipb…").
    @Test func aMessageTakesTheFooterAndIsCutOnlyBetweenWords() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("y"))
        let broken = try #require(copied(inspector))
        #expect(footer(inspector, 80) == " copied \(broken) to the clipboard")
        // What was copied is cut between words too, and the message still says where it went.
        inspector.handle(Key.sequence("3y"))
        #expect(footer(inspector, 80) == " copied <NSLayoutConstraint:0x600001e2c0a0… to the clipboard")
        inspector.handle(.character("1"))
        inspector.handle(.character("m"))
        #expect(footer(inspector, 80) == " mouse released: select text to copy, m takes it back")
        #expect(footer(inspector, 40) == " mouse released: select text to copy…")
        // The next key: the hints are back.
        inspector.handle(.character("m"))
        inspector.handle(.down)
        #expect(footer(inspector, 80).contains("? help"))
    }

    @Test func shorteningCutsAtTheEndOfAWord() {
        #expect("copied 0x1 to the clipboard".shortenedAtWord(toWidth: 20, ellipsis: "…") == "copied 0x1 to the…")
        #expect(
            "copied 0x1 to the clipboard".shortenedAtWord(toWidth: 27, ellipsis: "…") == "copied 0x1 to the clipboard")
        #expect("select text, then copy".shortenedAtWord(toWidth: 16, ellipsis: "...") == "select text...")
        // One word wider than the room is cut where it must be.
        #expect("0x600002e1c0a0".shortenedAtWord(toWidth: 8, ellipsis: "…") == "0x60000…")
    }

    /// Read from a pipe, `o` pages the copy the app makes of it as it reads, at the callback's
    /// line; `e` has no file to edit and says so.
    @Test func standardInputIsPagedFromItsCopy() throws {
        let text = try String(contentsOfFile: Fixture.sample("uikit-modern.log"), encoding: .utf8)
        var parser = LogParser(file: InputReader.standardInputName)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            parser.consume(line: Array(line.utf8), number: index + 1)
        }
        parser.finish()
        let inspector = Inspector(
            document: InspectorDocument(result: parser.result, conflicts: ConflictGrouper().group(parser.result)))
        inspector.state.inputCopies[InputReader.standardInputName] = "/tmp/unsat-stdin-test"
        let line = try #require(inspector.state.selected(inspector.document)).callback.location.line
        inspector.handle(.character("o"))
        #expect(inspector.state.requests == [.open(.pager, InputLocation(file: "/tmp/unsat-stdin-test", line: line))])
        inspector.state.requests = []
        inspector.handle(.character("e"))
        #expect(inspector.state.requests.isEmpty)
        #expect(inspector.state.message == "no file to edit: read from (stdin) (o pages it)")
    }
}
