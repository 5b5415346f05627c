import Foundation
import Testing

/// The examples of `unsat list`, `show` and `check` in `README.md` and `docs/*.md` are the tool's own
/// output, so that they never go stale. Each is a fenced block between two marker comments:
///
///     <!-- example: unsat list Samples/uikit-modern.log -->
///     ```
///     $ unsat list Samples/uikit-modern.log
///     …what it prints…
///     ```
///     <!-- /example -->
///
/// The command runs in the package's directory (so paths read as the README's reader types them),
/// with `NO_COLOR` and a UTF-8 locale. `Scripts/readme-examples.sh` (which sets
/// `UNSAT_RECORD_README=1`) writes the blocks anew.
struct ReadmeExampleTests {
    static let readme = Binary.packageRoot.appendingPathComponent("README.md")
    static let docs = Binary.packageRoot.appendingPathComponent("docs")

    /// `README.md`, then every page under `docs/`, by name.
    static func documents() throws -> [URL] {
        let pages = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return [readme] + pages
    }

    /// A document's path from the package's directory, as messages name it.
    static func name(_ url: URL) -> String {
        url.deletingLastPathComponent().lastPathComponent == "docs"
            ? "docs/" + url.lastPathComponent : url.lastPathComponent
    }

    static let opening = "<!-- example: "
    static let closing = "<!-- /example -->"
    static let regenerate =
        "run Scripts/readme-examples.sh (UNSAT_RECORD_README=1 swift test --filter ReadmeExampleTests)"

    /// One marked example: its command and the lines of its fenced block (without the fences).
    struct Example {
        var command: String
        /// Line indices of the opening and closing fences.
        var fences: (open: Int, close: Int)
        var block: [String]
    }

    struct MalformedExample: Error, CustomStringConvertible {
        var line: Int
        var problem: String
        var file = "README.md"
        var description: String { "\(file):\(line): \(problem)" }
    }

    static func examples(_ lines: [String]) throws -> [Example] {
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            defer { index += 1 }
            guard line.hasPrefix(opening), line.hasSuffix(" -->") else { continue }
            let command = String(line.dropFirst(opening.count).dropLast(4))
            guard command.hasPrefix("unsat ") else {
                throw MalformedExample(line: index + 1, problem: "an example's command starts with 'unsat '")
            }
            guard index + 1 < lines.count, lines[index + 1] == "```" else {
                throw MalformedExample(line: index + 2, problem: "expected ``` after the example's marker")
            }
            guard let close = lines[(index + 2)...].firstIndex(of: "```"), close + 1 < lines.count,
                lines[close + 1] == closing
            else {
                throw MalformedExample(line: index + 1, problem: "expected ``` and then \(closing) after the example")
            }
            examples.append(
                Example(command: command, fences: (index + 1, close), block: Array(lines[(index + 2)..<close])))
            index = close + 1
        }
        return examples
    }

    /// What the block of `command` should hold: the command as typed, then what it prints.
    static func expectedBlock(_ command: String) throws -> [String] {
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        let run = try Binary.run(
            arguments, environment: ["NO_COLOR": "1", "LC_ALL": "C.UTF-8", "TERM": "dumb"], in: Binary.packageRoot)
        guard run.stderr.isEmpty, [0, 1].contains(run.status) else {
            throw MalformedExample(line: 0, problem: "'\(command)' failed (\(run.status)): \(run.stderr)")
        }
        var output = run.stdout
        if output.hasSuffix("\n") { output.removeLast() }
        return ["$ \(command)"] + output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theDocumentsExamplesAreWhatTheToolPrints() throws {
        var commands: [Substring] = []
        for document in try Self.documents() {
            commands += try Self.check(document).map { $0.split(separator: " ")[1] }
        }
        // At least the three the README promises: list, show and check.
        #expect(Set(commands).isSuperset(of: ["list", "show", "check"]), "\(commands)")
    }

    /// Compares (or, with `UNSAT_RECORD_README=1`, writes) each example of one document; returns
    /// their commands.
    static func check(_ document: URL) throws -> [String] {
        let file = name(document)
        let text = try String(contentsOf: document, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let examples: [Example]
        do { examples = try Self.examples(lines) } catch var error as MalformedExample {
            error.file = file
            throw error
        }
        let record = ProcessInfo.processInfo.environment["UNSAT_RECORD_README"] == "1"
        // From the last, so that the line numbers of the ones before stay right as blocks change size.
        for example in examples.reversed() {
            let expected = try Self.expectedBlock(example.command)
            if record {
                lines.replaceSubrange((example.fences.open + 1)..<example.fences.close, with: expected)
                continue
            }
            // Issue.record, not #expect: the message, not two dumped arrays, is what helps.
            if example.block != expected {
                Issue.record(
                    """
                    \(file):\(example.fences.open + 1): the example of '\(example.command)' is not what it \
                    prints now; \(Self.regenerate). First difference:
                    \(Self.firstDifference(example.block, expected))
                    """)
            }
        }
        if record {
            let updated = lines.joined(separator: "\n")
            if updated != text { try updated.write(to: document, atomically: true, encoding: .utf8) }
        }
        return examples.map(\.command)
    }

    /// The first line that differs, README's and the tool's, for the failure message.
    static func firstDifference(_ readme: [String], _ tool: [String]) -> String {
        for index in 0..<max(readme.count, tool.count) {
            let mine = index < readme.count ? readme[index] : "(no line)"
            let theirs = index < tool.count ? tool[index] : "(no line)"
            if mine != theirs { return "  block line \(index + 1)\n  page:  \(mine)\n  unsat: \(theirs)" }
        }
        return "  (none)"
    }

    /// The marker format itself: a block found, and one with its fence missing said to be wrong.
    @Test func markersAreReadAndAMalformedOneIsAnError() throws {
        let good = [
            "text", "<!-- example: unsat list a.log -->", "```", "$ unsat list a.log", "out", "```", Self.closing,
        ]
        let found = try Self.examples(good)
        #expect(found.count == 1)
        #expect(found.first?.command == "unsat list a.log")
        #expect(found.first?.block == ["$ unsat list a.log", "out"])
        #expect(throws: MalformedExample.self) { try Self.examples(["<!-- example: unsat list a.log -->", "out"]) }
        #expect(throws: MalformedExample.self) {
            try Self.examples(["<!-- example: unsat list a.log -->", "```", "out", "```", "more"])
        }
    }
}

/// The README stays a page a newcomer reads in a minute, and the documents' links lead somewhere: each
/// relative link of `README.md` and `docs/*.md` names a file of the repository, and its `#anchor` a
/// heading of that file, as GitHub makes anchors of headings.
struct DocumentLinkTests {
    @Test func theReadmeIsAtMost300Lines() throws {
        let text = try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 300, "README.md has \(lines) lines; the rest belongs in docs/")
    }

    @Test func everyRelativeLinkGoesToAFileAndAHeading() throws {
        let root = Binary.packageRoot.standardizedFileURL.path
        var checked = 0
        for document in try ReadmeExampleTests.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for link in Self.links(text) {
                let (path, anchor) = Self.split(link)
                let target =
                    path.isEmpty
                    ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let relative = String(target.path.dropFirst(root.count + 1))
                checked += 1
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(ReadmeExampleTests.name(document)): '\(link)' names no file (\(relative))")
                    continue
                }
                guard let anchor else { continue }
                let headings = Self.anchors(try String(contentsOf: target, encoding: .utf8))
                if !headings.contains(anchor) {
                    Issue.record(
                        "\(ReadmeExampleTests.name(document)): '\(link)': \(relative) has no heading #\(anchor)")
                }
            }
        }
        #expect(checked > 20)
    }

    /// Every `Samples/…` and `Scripts/…` path a page names in its text or its commands exists.
    @Test func everySampleAndScriptNamedExists() throws {
        let pattern = try Regex(#"(Samples|Scripts)/[A-Za-z0-9_.-]+\.(log|json|md|sh|py)"#)
        for document in try ReadmeExampleTests.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in text.matches(of: pattern) {
                let path = String(text[match.range])
                let url = Binary.packageRoot.appendingPathComponent(path)
                #expect(
                    FileManager.default.fileExists(atPath: url.path),
                    "\(ReadmeExampleTests.name(document)) names \(path), which is not in the repository")
            }
        }
    }

    /// Each `swift run unsat …` line of the README's shell blocks runs as the README says, from the
    /// package's directory: it reads its files and prints something (`unsat` alone, its output not a
    /// terminal, prints the bundled sample's list), and exits 0, or 1 for `check`'s new conflicts.
    @Test func theReadmesCommandsRun() throws {
        let text = try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8)
        let commands = Self.swiftRunLines(text)
        #expect(commands.contains([]), "the README runs `swift run unsat` alone")
        #expect(commands.count >= 5)
        for arguments in commands {
            let run = try Binary.run(arguments, environment: ["NO_COLOR": "1"], in: Binary.packageRoot)
            let allowed: Set<Int32> = arguments.first == "check" ? [0, 1] : [0]
            #expect(allowed.contains(run.status), "unsat \(arguments): exit \(run.status), \(run.stderr)")
            #expect(run.stderr.isEmpty, "unsat \(arguments): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "unsat \(arguments) printed nothing")
        }
    }

    /// The arguments of every `swift run unsat` line inside a fenced block, a trailing `# comment` left out.
    static func swiftRunLines(_ text: String) -> [[String]] {
        var fenced = false
        var commands: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fenced.toggle()
                continue
            }
            guard fenced, line.hasPrefix("swift run unsat") else { continue }
            let command = line.split(separator: "#", maxSplits: 1).first ?? ""
            commands.append(command.split(separator: " ").dropFirst(3).map(String.init))
        }
        return commands
    }

    /// The targets of `[text](target)` and `![alt](target)` outside code, web addresses left out.
    static func links(_ text: String) -> [String] {
        var links: [String] = []
        var fenced = false
        let pattern = #/\]\(([^)\s]+)\)/#
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            if fenced { continue }
            // Inline code is not a link: drop what is between backticks.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            for match in prose.matches(of: pattern) {
                let target = String(match.output.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                links.append(target)
            }
        }
        return links
    }

    static func split(_ link: String) -> (path: String, anchor: String?) {
        guard let hash = link.firstIndex(of: "#") else { return (link, nil) }
        return (String(link[..<hash]), String(link[link.index(after: hash)...]))
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation but `-` and `_` dropped,
    /// spaces made `-`, and a repeated one numbered (`-1`, `-2`).
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            var slug = ""
            for character in title.dropFirst().lowercased() {
                if character == " " {
                    slug.append("-")
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    @Test func anchorsAreGitHubs() {
        let page = "# The `unsat/1` contract\n## One conflict: `show`, `fix`, `show --svg`\n## Notes\n## Notes\n"
        #expect(Self.anchors(page) == ["the-unsat1-contract", "one-conflict-show-fix-show---svg", "notes", "notes-1"])
        #expect(Self.links("[a](b.md#c) `[x](y.md)` ![p](d.svg) [w](https://e.com)") == ["b.md#c", "d.svg"])
    }
}
