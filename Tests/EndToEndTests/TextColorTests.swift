import Foundation
import Testing

/// `--color auto|always|never`, NO_COLOR and `--ascii` for the text commands, through the binary.
struct TextColorTests {
    static let sample = Binary.packageRoot.appendingPathComponent("Samples/uikit-modern.log").path
    static let red = "\u{1B}[1;31m"
    static let cyan = "\u{1B}[1;36m"
    static let magenta = "\u{1B}[1;35m"
    static let yellow = "\u{1B}[1;33m"
    static let reset = "\u{1B}[0m"
    /// NO_COLOR as no-color.org reads it: empty is unset. A UTF-8 locale, which `show` needs to
    /// draw with more than ASCII.
    static let noColorUnset = ["NO_COLOR": "", "LC_ALL": "C.UTF-8"]
    static let noColorSet = ["NO_COLOR": "1", "LC_ALL": "C.UTF-8"]

    static let textCommands = [["list"], ["list", "--explain"], ["show", "1"], ["check"]]

    @Test(arguments: textCommands)
    func colorAlwaysPaintsTheBrokenMarkRedAndTheViewsInPaletteOrder(command: [String]) throws {
        let run = try Binary.run(command + ["--color", "always", Self.sample], environment: Self.noColorUnset)
        #expect(run.status == (command == ["check"] ? 1 : 0))
        #expect(run.stdout.contains("\(Self.red)✗\(Self.reset) \(Self.cyan)UILabel 'Drafts (3)'\(Self.reset).width"))
        // The conflict's views, first to third, in the inspector's first three colors.
        let label = try #require(run.stdout.range(of: "\(Self.cyan)UILabel 'Drafts (3)'\(Self.reset)"))
        let button = try #require(run.stdout.range(of: "\(Self.magenta)UIButton 'Clear all'\(Self.reset)"))
        let stack = try #require(run.stdout.range(of: "\(Self.yellow)UIStackView\(Self.reset)"))
        #expect(label.lowerBound < button.lowerBound && button.lowerBound < stack.lowerBound)
    }

    @Test(arguments: textCommands)
    func neverNoColorAndAPipeGiveNoEscapes(command: [String]) throws {
        let plain = try Binary.run(command + [Self.sample], environment: Self.noColorUnset)
        #expect(!plain.stdout.isEmpty)
        #expect(!plain.stdout.contains("\u{1B}"), "auto, to a pipe")
        let never = try Binary.run(command + ["--color", "never", Self.sample], environment: Self.noColorUnset)
        #expect(never.stdout == plain.stdout)
        let noColorOption = try Binary.run(command + ["--no-color", Self.sample], environment: Self.noColorUnset)
        #expect(noColorOption.stdout == plain.stdout)
        let noColor = try Binary.run(command + ["--color=never", Self.sample], environment: Self.noColorSet)
        #expect(noColor.stdout == plain.stdout)
        // An explicit --color always is the user's word over NO_COLOR's default (no-color.org).
        let forced = try Binary.run(command + ["--color=always", Self.sample], environment: Self.noColorSet)
        #expect(forced.stdout.contains(Self.red))
        // The escapes are all color adds.
        let stripped = forced.stdout.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.stdout)
    }

    /// What programs read is never colored, whatever --color says.
    @Test(arguments: [
        ["list", "--json"], ["list", "--json", "--explain"], ["baseline"], ["check", "--format", "json"],
        ["check", "--format", "sarif"], ["check", "--format", "junit"],
    ])
    func machineOutputIsNeverColored(command: [String]) throws {
        let plain = try Binary.run(command + [Self.sample])
        let always = try Binary.run(command + ["--color", "always", Self.sample])
        #expect(!plain.stdout.isEmpty)
        #expect(always.stdout == plain.stdout)
    }

    @Test(arguments: [["--color", "bogus"], ["--color=sometimes"], ["--color"], ["--color", ""]])
    func aWrongColorIsAUsageError(option: [String]) throws {
        let run = try Binary.run(["list"] + option + [Self.sample])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--color"))
        #expect(run.stderr.contains("auto") && run.stderr.contains("always") && run.stderr.contains("never"))
    }

    @Test func helpSaysHowColorIsChosen() throws {
        let help = try Binary.run(["--help"])
        #expect(help.stdout.contains("--color WHEN"))
        #expect(help.stdout.contains("NO_COLOR"))
    }

    /// `auto` on a terminal colors, and NO_COLOR then turns it off.
    @Test(.enabled(if: InspectorTerminal.isAvailable), arguments: [false, true])
    func autoOnATerminalColorsUnlessNoColorIsSet(noColor: Bool) throws {
        let terminal = try InspectorTerminal(
            ["list", Self.sample], width: 120, height: 40, environment: ["NO_COLOR": noColor ? "1" : ""])
        #expect(terminal.waitForExit() == 0)
        let screen = terminal.styledScreen
        #expect(screen.contains("UILabel 'Drafts (3)'"))
        // tmux writes attributes its own way (`ESC[1m ESC[31m`), so only the color is looked for.
        #expect(screen.contains("\u{1B}[31m✗") == !noColor, "\(screen)")
        #expect(screen.contains("\u{1B}[36mUILabel 'Drafts (3)'") == !noColor)
    }
}

/// `--ascii` is honoured by every text command, and refused where the output is not drawn.
struct TextASCIITests {
    static let samples = Binary.packageRoot.appendingPathComponent("Samples")

    /// The samples whose text is ASCII, and the one with Chinese labels.
    @Test(arguments: ["uikit-modern.log", "uikit-ios9.log", "capture-profile.log", "test-run.log"])
    func asciiTextOfAnASCIIInputIsASCII(name: String) throws {
        let path = Self.samples.appendingPathComponent(name).path
        for command in [["list"], ["list", "--explain"], ["show", "1"], ["check"]] {
            let unicode = try Binary.run(command + [path], environment: ["LC_ALL": "C.UTF-8"])
            let run = try Binary.run(command + ["--ascii", path], environment: ["LC_ALL": "C.UTF-8"])
            #expect(run.status == unicode.status)
            // Without --ascii there is something to spell otherwise.
            #expect(unicode.stdout.unicodeScalars.contains { !$0.isASCII }, "\(command) \(name)")
            let foreign = run.stdout.unicodeScalars.filter { !$0.isASCII }.map(String.init)
            let input = try String(contentsOfFile: path, encoding: .utf8)
            #expect(foreign.allSatisfy(input.contains), "\(command) \(name): \(Set(foreign))")
        }
    }

    /// Input text stays as read under --ascii: a Chinese label, and an ellipsis that is the label's
    /// own, are the label; the ellipsis unsat cuts a long label with is ASCII.
    @Test func theInputsOwnTextIsKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-ascii-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("labels.log").path
        let log = try String(
            contentsOfFile: Self.samples.appendingPathComponent("uikit-modern.log").path, encoding: .utf8
        )
        .replacingOccurrences(of: "'Drafts (3)'", with: "'草稿 (3)…'")
        .replacingOccurrences(of: "'Clear all'", with: "'Clear all the drafts right now'")
        try log.write(toFile: path, atomically: true, encoding: .utf8)
        for command in [["list", "--explain"], ["show", "1"], ["check"]] {
            let run = try Binary.run(command + ["--ascii", path])
            #expect(run.stdout.contains("x UILabel '草稿 (3)…'.width == 160"), "\(command)")
            #expect(run.stdout.contains("x UIButton 'Clear all the draft~'.width == 96"), "\(command)")
            #expect(Set(run.stdout.unicodeScalars.filter { !$0.isASCII }) == Set("草稿…".unicodeScalars), "\(command)")
        }
    }

    @Test func listASCIIWritesASCIIMarks() throws {
        let run = try Binary.run(["list", "--ascii", Self.samples.appendingPathComponent("uikit-modern.log").path])
        #expect(run.stdout.contains("#1  x2  (no controller known)\n"))
        #expect(run.stdout.contains("  x UILabel 'Drafts (3)'.width == 160 "))
    }

    @Test(arguments: [
        ["list", "--json"], ["baseline"], ["check", "--format", "json"], ["check", "--format", "sarif"],
        ["check", "--format", "junit"],
    ])
    func asciiIsRefusedWhereNothingIsDrawn(command: [String]) throws {
        let path = Self.samples.appendingPathComponent("uikit-modern.log").path
        let run = try Binary.run(command + ["--ascii", path])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--ascii"))
    }
}
