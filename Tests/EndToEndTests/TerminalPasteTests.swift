import Foundation
import Testing

/// `unsat -` with the terminal as its standard input: it says what it waits for, then reads the
/// paste up to Ctrl-D (issue 12.8: it used to sit on an empty screen).
@Suite(.enabled(if: InspectorTerminal.isAvailable))
struct TerminalPasteTests {
    static let report = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>

        """

    @Test func listFromAPasteSaysWhatItWaitsForThenReadsIt() throws {
        let terminal = try InspectorTerminal(["list", "-"], width: 100, height: 30)
        #expect(terminal.waitFor("paste it, then press Ctrl-D", timeout: 5).contains("then press Ctrl-D"))
        try terminal.type(Self.report)
        try terminal.send("C-d")
        let screen = terminal.waitFor("1 conflict, 1 callback")
        #expect(screen.contains("1 conflict, 1 callback") && screen.contains("UIView"))
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aPipeIsReadWithoutTheMessage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(getpid()).log")
        try Self.report.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let terminal = try InspectorTerminal(["list", "-"], width: 100, height: 30, input: file.path)
        let screen = terminal.waitFor("1 conflict, 1 callback")
        #expect(screen.contains("1 conflict, 1 callback") && !screen.contains("paste it"))
        #expect(terminal.waitForExit() == 0)
    }
}
