import Foundation
import Testing

/// `o`, `e` and `y` on a real terminal: the pager and the editor get the file and the line and
/// the inspector comes back after them; the clipboard sequence reaches tmux.
@Suite("Open and copy on a terminal", .enabled(if: InspectorTerminal.isAvailable))
struct SourceAndClipboardEndToEndTests {
    let capture = InspectorTerminal.fixture("capture-profile.log")

    /// A directory with a program named `name` that writes its arguments, one a line, and
    /// whether its stdin is a terminal, to `arguments.txt` beside it, then exits.
    func recorder(named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-open-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent(name)
        let out = directory.appendingPathComponent("arguments.txt").path
        let text = """
            #!/bin/sh
            { printf '%s\\n' "$@"; [ -t 0 ] && echo tty; } > \(InspectorTerminal.quote(out)).part
            mv \(InspectorTerminal.quote(out)).part \(InspectorTerminal.quote(out))

            """
        // Written with close-on-exec: a program another test starts meanwhile (a tmux server lives
        // long) must not keep it open for writing, or running it fails with "text file busy".
        let descriptor = open(script.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        return directory
    }

    func recorded(_ directory: URL, timeout: Double = 10) -> [String]? {
        let file = directory.appendingPathComponent("arguments.txt")
        _ = ProcessStatus.wait(timeout: timeout) { FileManager.default.fileExists(atPath: file.path) }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        try? FileManager.default.removeItem(at: file)
        return text.split(separator: "\n").map(String.init)
    }

    @Test func thePagerAndTheEditorGetTheFileAndLineAndTheScreenComesBack() throws {
        let pager = try recorder(named: "less")
        let editor = try recorder(named: "vi")
        defer {
            try? FileManager.default.removeItem(at: pager)
            try? FileManager.default.removeItem(at: editor)
        }
        let terminal = try InspectorTerminal(
            [capture],
            environment: [
                "PAGER": pager.appendingPathComponent("less").path,
                "EDITOR": editor.appendingPathComponent("vi").path, "VISUAL": "",
            ])
        terminal.waitFor("1 ×3 ProfileVC")

        try terminal.type("o")
        #expect(recorded(pager) == ["+2", capture, "tty"], "\(terminal.screen)")
        var screen = terminal.waitFor("─ Conflicts")
        #expect(screen.contains("1 ×3 ProfileVC"))
        #expect(terminal.waitForModes(.inspector) == .inspector)

        // The arrow keys still work: the second conflict, then its callback in the editor.
        try terminal.send("Down")
        screen = terminal.waitFor("#2 ×1")
        try terminal.type("e")
        #expect(recorded(editor) == ["+96", capture, "tty"])
        terminal.waitFor("─ Conflicts")
        #expect(terminal.waitForModes(.inspector) == .inspector)
        try terminal.send("Up")
        screen = terminal.waitFor("#1 ×3")
        #expect(screen.contains("#1 ×3"))

        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
    }

    @Test func aProgramThatIsNotThereIsSaidInTheFooter() throws {
        let terminal = try InspectorTerminal([capture], environment: ["PAGER": "/nonexistent/pager"])
        terminal.waitFor("1 ×3 ProfileVC")
        try terminal.type("o")
        let screen = terminal.waitFor("could not run pager")
        #expect(screen.contains("could not run pager (not found)"))
        #expect(screen.contains("─ Conflicts"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// Read from a pipe, `o` pages what was read, at the callback's line (it used to say "no file
    /// to open"); the copy it pages is gone once the inspector ends.
    @Test func inputFromAPipeIsPagedFromWhatWasRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-open-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A `less` that writes its arguments, then the line it is asked to start at.
        let out = InspectorTerminal.quote(directory.appendingPathComponent("arguments.txt").path)
        let script = directory.appendingPathComponent("less")
        let text = """
            #!/bin/sh
            { printf '%s\\n' "$@"; sed -n "${1#+}p" "$2"; } > \(out).part
            mv \(out).part \(out)

            """
        let descriptor = open(script.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)

        let terminal = try InspectorTerminal(["-"], input: capture, environment: ["PAGER": script.path])
        terminal.waitFor("1 ×3 ProfileVC")
        try terminal.type("o")
        let paged = try #require(recorded(directory), "the pager did not run: \(terminal.screen)")
        #expect(paged.count == 3, "\(paged)")
        #expect(paged.first == "+2")
        // The line of the callback's block, as read from the pipe.
        let logLines = try String(contentsOfFile: capture, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(paged.last == String(logLines[1]))
        let copy = try #require(paged.dropFirst().first)
        #expect(copy.hasPrefix(terminal.directory.path))
        #expect(terminal.waitFor("─ Conflicts").contains("1 ×3 ProfileVC"))
        // `e` has no file to edit.
        try terminal.type("e")
        #expect(terminal.waitFor("no file to edit").contains("no file to edit: read from (stdin) (o pages it)"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: copy))
    }

    /// A message stays a moment, then the hints come back without a key.
    @Test func aMessageGivesWayToTheHintsAfterAMoment() throws {
        let terminal = try InspectorTerminal([capture])
        terminal.waitFor("1 ×3 ProfileVC")
        try terminal.type("y")
        var screen = terminal.waitFor("to the clipboard")
        #expect(!screen.contains("? help  q quit"))
        screen = terminal.waitWhile("to the clipboard", timeout: 6)
        #expect(!screen.contains("to the clipboard"))
        #expect(screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }?.contains("↑↓ move") == true)
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// With tmux's `set-clipboard on`, the OSC 52 sequence becomes a tmux paste buffer.
    @Test func yPutsTheBrokenConstraintsAddressOnTheClipboard() throws {
        let terminal = try InspectorTerminal([capture])
        try terminal.tmux(["set-option", "-s", "set-clipboard", "on"])
        terminal.waitFor("1 ×3 ProfileVC")
        try terminal.type("y")
        let screen = terminal.waitFor("to the clipboard")
        let line = try #require(screen.split(separator: "\n").last { $0.contains("copied") })
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("0x") })
        var buffer = ""
        _ = ProcessStatus.wait {
            buffer = (try? terminal.tmux(["show-buffer"])) ?? ""; return !buffer.isEmpty
        }
        #expect(buffer == String(address))
        // The sequence left nothing on the screen.
        #expect(!terminal.screen.contains("52;c;"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func fFiltersTheListAndEscInThePromptTakesItBack() throws {
        let terminal = try InspectorTerminal([capture, InspectorTerminal.fixture("console-feed.log")], width: 120)
        terminal.waitFor("5 conflicts")
        try terminal.type("ffeed")
        var screen = terminal.waitFor("filter: feed")
        screen = terminal.waitFor("of 5")
        #expect(!screen.contains("ProfileViewController"))
        // Each row says its file (in two fifths of the row: without the extension they share).
        #expect(screen.contains("console-feed│"))
        try terminal.send("Escape")
        screen = terminal.waitFor("Conflicts  5")
        #expect(screen.contains("ProfileViewController"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}
