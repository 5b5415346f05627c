import Foundation
import Testing

@testable import unsat

/// What `make install` puts beside the binary, checked by the programs that read it: the man page
/// by groff, each completion script by its own shell, completing as a user would.
struct InstallationTests {
    /// The path of `tool` on PATH; a test that needs it fails, naming the package, when it is not.
    static func tool(_ name: String, package: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw MissingTool(
            description:
                "\(name) is not installed: apt-get install \(package) (.ci/run installs it), or brew install \(package)"
        )
    }

    struct MissingTool: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the script `unsat --generate-completion-script shell` prints into a temporary file.
    static func completionScript(_ shell: String) throws -> URL {
        let run = try Binary.run(["--generate-completion-script", shell])
        try #require(run.status == 0, "\(run.stderr)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString).\(shell)")
        try Data(run.stdout.utf8).write(to: file)
        return file
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// `Scripts/install.sh` (what `make install` runs) into a fresh prefix: every file in its
    /// place, and the installed binary, run from elsewhere with no argument, finds its sample.
    @Test func installPutsEachFileUnderThePrefixAndTheSampleBesideTheBinary() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let script = Binary.packageRoot.appendingPathComponent("Scripts/install.sh").path
        let install = try Binary.shell(
            "\(Self.quote(script)) --prefix \(Self.quote(prefix.path)) --binary \(Self.quote(Binary.url.path))")
        try #require(install.status == 0, "\(install.stderr)")
        for path in [
            "bin/unsat", "share/man/man1/unsat.1", "share/bash-completion/completions/unsat",
            "share/zsh/site-functions/_unsat", "share/fish/vendor_completions.d/unsat.fish",
            "share/unsat/Samples/capture-profile.log",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        // Run from elsewhere with a terminal for input and a file for output (so it prints the list
        // instead of drawing): the sample is found beside the installed binary.
        let installed = prefix.appendingPathComponent("bin/unsat").path
        let output = prefix.appendingPathComponent("out.txt").path
        let socket = prefix.appendingPathComponent("tmux.sock").path
        let command =
            "cd / && \(Self.quote(installed)) > \(Self.quote(output)) 2>&1; echo $? >> \(Self.quote(output)).done"
        let tmux = try Self.tool("tmux", package: "tmux")
        let started = try Binary.shell(
            "\(tmux) -S \(Self.quote(socket)) new-session -d -x 80 -y 24 \(Self.quote(command))")
        try #require(started.status == 0, "\(started.stderr)")
        defer { _ = try? Binary.shell("\(tmux) -S \(Self.quote(socket)) kill-server") }
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: output + ".done"), Date() < deadline { usleep(50_000) }
        let status = try String(contentsOfFile: output + ".done", encoding: .utf8)
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let printed = try String(contentsOfFile: output, encoding: .utf8)
        #expect(printed.contains("capture-profile.log") && printed.contains("ProfileViewController"), "\(printed)")
        let page = try Binary.shell("\(Self.quote(installed)) --generate-manpage")
        let installedPage = try String(
            contentsOf: prefix.appendingPathComponent("share/man/man1/unsat.1"), encoding: .utf8)
        #expect(page.stdout == installedPage)
    }

    @Test func helpAndTheManPageNameEveryOptionInTheTable() throws {
        let help = try Binary.run(["--help"]).stdout
        let page = try Binary.run(["--generate-manpage"]).stdout
        let plainPage = page.replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "")
        for option in Help.options {
            #expect(help.contains("  " + HelpText.label(option)), "--help lacks \(option.spellings)")
            for spelling in option.allSpellings {
                let roff = "\\fB" + ManPage.escape(spelling) + "\\fR"
                #expect(page.contains(roff), "the man page lacks \(spelling)")
            }
            for choice in option.value?.choices ?? [] {
                #expect(page.contains(choice), "the man page lacks \(choice), a value of \(option.spellings)")
            }
        }
        for usage in Help.usage {
            let synopsis = usage.synopsis.joined(separator: " ")
            #expect(plainPage.contains(ManPage.escape(synopsis)), "the man page lacks \(synopsis)")
        }
    }

    @Test func theManPageRendersWithoutAWarning() throws {
        let groff = try Self.tool("groff", package: "groff-base")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString).1")
        defer { try? FileManager.default.removeItem(at: page) }
        try Data(try Binary.run(["--generate-manpage"]).stdout.utf8).write(to: page)
        let checked = try Binary.shell("\(groff) -man -Tutf8 -ww -z \(Self.quote(page.path))")
        #expect(checked.status == 0)
        #expect(checked.stderr == "", "groff warns:\n\(checked.stderr)")
        let man = try Self.tool("man", package: "man-db")
        let shown = try Binary.shell("MANWIDTH=80 \(man) -l \(Self.quote(page.path)) | col -b")
        #expect(shown.stderr == "", "man -l says:\n\(shown.stderr)")
        #expect(shown.stdout.contains("--generate-completion-script SHELL"))
        #expect(shown.stdout.contains("EXIT STATUS"))
    }

    /// What bash's completion function offers for the words typed so far (the last one the one
    /// being completed), run in `directory`.
    static func bashCompletions(_ script: URL, _ words: [String], in directory: URL? = nil) throws -> [String] {
        let bash = try tool("bash", package: "bash")
        let setup =
            "source \(quote(script.path)); COMP_WORDS=(\(words.map(quote).joined(separator: " "))); "
            + "COMP_CWORD=\(words.count - 1); COMP_LINE=\(quote(words.joined(separator: " "))); _unsat; "
            + #"printf '%s\n' "${COMPREPLY[@]}""#
        let cd = directory.map { "cd \(quote($0.path)) && " } ?? ""
        let run = try Binary.shell("\(cd)\(bash) --norc -c \(quote(setup))")
        #expect(run.stderr == "", "bash says: \(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func theBashCompletionCompletesCommandsOptionsValuesAndFiles() throws {
        let script = try Self.completionScript("bash")
        defer { try? FileManager.default.removeItem(at: script) }
        let syntax = try Binary.shell("\(try Self.tool("bash", package: "bash")) -n \(Self.quote(script.path))")
        #expect(syntax.status == 0, "\(syntax.stderr)")
        #expect(Set(try Self.bashCompletions(script, ["unsat", "l"])) == ["list", "live"])
        #expect(try Self.bashCompletions(script, ["unsat", "lis"]) == ["list"])
        // A word-valued option offers nothing, not files.
        #expect(try Self.bashCompletions(script, ["unsat", "live", "--process", ""]) == [])
        #expect(try Self.bashCompletions(script, ["unsat", "list", "--ex"]) == ["--explain"])
        // An option of another command is not offered.
        #expect(try Self.bashCompletions(script, ["unsat", "list", "--for"]) == [])
        #expect(try Self.bashCompletions(script, ["unsat", "check", "--format", "s"]) == ["sarif"])
        #expect(try Self.bashCompletions(script, ["unsat", "--color", ""]) == ["auto", "always", "never"])
        #expect(try Self.bashCompletions(script, ["unsat", "--generate-c"]) == ["--generate-completion-script"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("log".utf8).write(to: directory.appendingPathComponent("console.log"))
        #expect(try Self.bashCompletions(script, ["unsat", "list", "con"], in: directory) == ["console.log"])
        #expect(
            try Self.bashCompletions(script, ["unsat", "check", "--baseline", "c"], in: directory) == ["console.log"])
        #expect(try Self.bashCompletions(script, ["unsat", "c"], in: directory) == ["check", "console.log"])
    }

    /// What fish offers for `line`, the candidates without their descriptions, in an empty
    /// directory (fish offers files beside a command).
    static func fishCompletions(_ script: URL, _ line: String) throws -> [String] {
        let fish = try tool("fish", package: "fish")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let command = "source \(quote(script.path)); complete -C \(quote(line))"
        let run = try Binary.shell("cd \(quote(empty.path)) && \(fish) --no-config -c \(quote(command))")
        #expect(run.stderr == "", "fish says: \(run.stderr)")
        return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    @Test func theFishCompletionCompletesCommandsOptionsAndValues() throws {
        let fish = try Self.tool("fish", package: "fish")
        let script = try Self.completionScript("fish")
        defer { try? FileManager.default.removeItem(at: script) }
        let syntax = try Binary.shell("\(fish) --no-config --no-execute \(Self.quote(script.path))")
        #expect(syntax.status == 0, "\(syntax.stderr)")
        #expect(Set(try Self.fishCompletions(script, "unsat li")) == ["list", "live"])
        #expect(try Self.fishCompletions(script, "unsat lis") == ["list"])
        #expect(try Self.fishCompletions(script, "unsat list --ex") == ["--explain"])
        #expect(try Self.fishCompletions(script, "unsat list --for") == [])
        #expect(try Self.fishCompletions(script, "unsat check --format s") == ["sarif"])
        #expect(try Self.fishCompletions(script, "unsat --col").contains("--color"))
        #expect(Set(try Self.fishCompletions(script, "unsat --color ")) == ["auto", "always", "never"])
    }

    @Test func theZshCompletionIsValidAndSpellsEachOptionForArguments() throws {
        let zsh = try Self.tool("zsh", package: "zsh")
        let script = try Self.completionScript("zsh")
        defer { try? FileManager.default.removeItem(at: script) }
        let syntax = try Binary.shell("\(zsh) -n \(Self.quote(script.path))")
        #expect(syntax.status == 0, "\(syntax.stderr)")
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.hasPrefix("#compdef unsat\n"))
        #expect(
            text.contains(
                "'--format[text, json (unsat/1), sarif (SARIF 2.1.0), junit (JUnit XML), github or xcode]:F:(text json sarif junit github xcode)'"
            ))
        #expect(
            text.contains("'--baseline[the accepted conflicts, as '\\''unsat baseline'\\'' wrote them]:FILE:_files'"))
        #expect(text.contains("'--svg[write an SVG instead of text]::OUT.svg:_files'"))
        // --ids may be given again (several maps), so zsh offers it again.
        #expect(text.contains("'*--ids[name views by key path"))
        #expect(text.contains("'list:every conflict, grouped, with its callbacks'"))
        // Each command's block offers its own options and no other's.
        let list = try #require(text.range(of: "        list)\n")).upperBound
        let listBlock = text[list...].prefix { $0 != ";" }
        #expect(listBlock.contains("'--explain["))
        #expect(!listBlock.contains("'--format["))
        // Autoloaded from fpath as _unsat, it completes in an interactive zsh as Tab would.
        let functions = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: functions) }
        try Data(text.utf8).write(to: functions.appendingPathComponent("_unsat"))
        try Data("log".utf8).write(to: functions.appendingPathComponent("console.log"))
        let driver = Binary.packageRoot.appendingPathComponent("Tests/Shims/zsh-complete.zsh").path
        let typed = [
            "unsat li", "list", "unsat list --ex", "--explain", "unsat check --format s", "sarif",
            "unsat --color al", "always", "unsat show 1 cons", "console.log",
        ]
        let completed = try Binary.shell(
            "\(zsh) -f \(Self.quote(driver)) \(Self.quote(functions.path)) \(Self.quote(functions.path)) "
                + typed.map(Self.quote).joined(separator: " "))
        #expect(completed.status == 0, "\(completed.stdout)\(completed.stderr)")
        // Sourced (not autoloaded) after compinit, it registers itself for unsat.
        let registered = try Binary.shell(
            "\(zsh) -f -c \(Self.quote("autoload -U compinit && compinit -u -D && source \(script.path) && print -r -- $_comps[unsat]"))"
        )
        #expect(registered.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "_unsat", "\(registered.stderr)")
    }
}
