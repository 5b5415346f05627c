import Foundation
import Testing

@testable import UnsatKit

/// A prefix that a tool puts on every line (docs/formats.md §1): learnt from the report's header and
/// taken off its lines, so that the report reads as it does without it (issue 23, item 1).
struct ToolPrefixTests {
    /// What a read says of its reports, by everything but the file they came from.
    static func summary(_ result: ParseResult) -> [String] {
        result.callbacks.map { callback in
            let constraints = callback.constraints.map(\.address.description).joined(separator: ",")
            return "\(callback.location.line) \(callback.timestamp ?? "-") \(callback.process ?? "-") "
                + "[\(constraints)] broken \(callback.broken?.description ?? "-") "
                + "\(callback.missing.map { "\($0)" } ?? "whole")"
        } + result.diagnostics.map { "\($0.location.line): \($0.message)" }
    }

    /// `Samples/uikit-modern.log` with each line prefixed: fastlane's clock and arrow around
    /// xcodebuild, docker compose's service column, `flutter run -v`'s time column (a block's first
    /// line with the time since the last, the rest with the blank continuation column), `cat -n`'s
    /// line numbers (right-aligned, one digit wider from line 10 on than in the header's `     5`).
    /// The same under two prefixes, a log's own before the tool's: a GitHub Actions raw log of
    /// fastlane (the runner's time, then fastlane's clock and arrow), a logger's time and level
    /// (`2026-12-06 10:11:12,345 INFO `, a comma before the milliseconds).
    @Test(arguments: [
        "prefix-fastlane.log", "prefix-docker.log", "prefix-flutter.log", "prefix-actions-fastlane.log",
        "prefix-logger-level.log", "prefix-line-numbers.log",
    ])
    func aToolsPrefixOnEveryLineReadsAsTheLogWithout(fixture: String) throws {
        let plain = try InputReader.read(path: Paths.sample("uikit-modern.log"))
        let prefixed = try InputReader.read(path: Paths.fixture(fixture))
        #expect(plain.callbacks.count == 4)
        #expect(plain.callbacks.allSatisfy { !$0.constraints.isEmpty })
        #expect(Self.summary(prefixed) == Self.summary(plain))
    }

    /// `grep -rn -A 22 'Unable to simultaneously' logs/` over two logs (`Samples/uikit-ios9.log` as
    /// `logs/legacy.log`, `Samples/uikit-modern.log` as `logs/app.log`), as grep printed it: the
    /// file and line number before each line, `:` after them on a header's line and `-` on the lines
    /// after it, `--` between the runs of lines. Each report reads as in its log, where before every
    /// line from the tenth on (`10-` where the header had `3:`) lost the prefix's match.
    @Test func grepsLinesAroundEachHeaderReadAsTheLogsTheyCameFrom() throws {
        let plain = try Self.read([Paths.sample("uikit-ios9.log"), Paths.sample("uikit-modern.log")])
        let path = Paths.fixture("prefix-grep-context.log")
        let grepped = try InputReader.read(path: path)
        #expect(plain.callbacks.count == 7)
        #expect(Self.reports(grepped) == Self.reports(plain))
        #expect(grepped.diagnostics.isEmpty)
        // Each callback is on the line where grep printed its header (`logs/app.log:5:2026-…`).
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let headers = lines.indices.filter { lines[$0].contains("Unable to simultaneously") }.map { $0 + 1 }
        #expect(grepped.callbacks.map(\.location.line) == headers)
        try Self.expectChunksReadAsTheWhole(path, grepped)
    }

    /// `grep -rn -A 26 '(lldb) .*_autolayoutTrace' logs/` over two logs (`Samples/ambiguous.log` as
    /// `logs/welcome.log`, `Fixtures/autolayout-trace.log` as `logs/inbox.log`), as grep printed it. A
    /// trace's root (`logs/welcome.log-21-UIWindow:0x…`, the older `-41-•<UIWindow:0x…>`) has no `<
    /// Class: 0x` for a dump's reader to learn the prefix from; each tree reads as in its log (views,
    /// depths, what the trace says of each), where before none was read.
    @Test func tracesGreppedOutOfTheirLogsReadAsTheTreesTheyWere() throws {
        let plain = try Self.read([Paths.sample("ambiguous.log"), Paths.fixture("autolayout-trace.log")])
        let path = Paths.fixture("prefix-trace-grep.log")
        let grepped = try InputReader.read(path: path)
        #expect(plain.hierarchies.count == 3)
        #expect(Self.traces(grepped) == Self.traces(plain))
        #expect(grepped.ambiguities.map { "\($0.view)" } == plain.ambiguities.map { "\($0.view)" }.suffix(5))
        // Each root is on the line grep printed it.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            grepped.hierarchies.map { hierarchy in
                hierarchy.root.map { lines[hierarchy.location.line - 1].contains("-UIWindow:\($0.address)") } ?? false
                    || lines[hierarchy.location.line - 1].contains(
                        "-•<UIWindow:\(hierarchy.root?.address.description ?? "-")>")
            } == [true, true, true])
        try Self.expectChunksReadAsTheWhole(path, grepped)
    }

    /// `grep -rn -B 1 -A 20 -e 'Unable to simultaneously' -e '<UITableView: 0x' -e '<UIView: 0x10a934d20'
    /// ci/` over four logs that already had a prefix on every line: `prefix-actions-fastlane.log` (a
    /// runner's time, then fastlane's clock and arrow), `prefix-flutter.log` (`[+18718 ms] `, then the
    /// blank continuation column), `prefix-logger-level.log` (a logger's time and level) and
    /// `dumps-prefixed.log` (dumps behind fastlane's and flutter's prefixes). grep's prefix stacks on
    /// theirs: each report and each dump reads as in its own log, where before the first line after each
    /// header kept the tool's part (`ci/flutter.log-30-[        ] ` after `ci/flutter.log:29:[+18718 ms] `).
    @Test func grepsPrefixOnATooledLogIsTakenOffWithTheTools() throws {
        let plain = try Self.read(
            ["prefix-actions-fastlane.log", "prefix-flutter.log", "prefix-logger-level.log"].map(Paths.fixture))
        let dumps = try InputReader.read(path: Paths.fixture("dumps-prefixed.log"))
        let path = Paths.fixture("prefix-stacked-grep.log")
        let grepped = try InputReader.read(path: path)
        #expect(plain.callbacks.count == 12)
        #expect(Self.reports(grepped).sorted() == Self.reports(plain).sorted())
        // The two dumps grep printed whole (the third it cut after 20 lines).
        #expect(grepped.hierarchies.prefix(2).map(Self.tree) == dumps.hierarchies.prefix(2).map(Self.tree))
        #expect(grepped.hierarchies.prefix(2).allSatisfy { $0.nodes.count > 2 })
        try Self.expectChunksReadAsTheWhole(path, grepped)
    }

    /// `grep -rn -A 9 -e '^(lldb) po ' lldb/` over three debugger sessions (`glued-dumps.log`,
    /// `glued-controllers.log`, `appkit-subtree.log`): each root glued to what printed it, behind grep's
    /// prefix (`lldb/tables.log-2-(id) $1 = 0x… <UITableView: …`, `lldb/tables.log:7:(lldb) po [[[UIApplication
    /// sharedApplication] keyWindow] recursiveDescription] <UIWindow: …`). Each dump and controller tree
    /// reads as in its session, where before the first two roots were lost (the debugger's line was looked
    /// for only after a blank, the `<` only within the longest prefix) and their first child read as root.
    @Test func dumpsGreppedOutOfADebuggerSessionKeepTheirRoots() throws {
        let plain = try Self.read(
            ["glued-controllers.log", "glued-dumps.log", "appkit-subtree.log"].map(Paths.fixture))
        let path = Paths.fixture("prefix-grep-dumps.log")
        let grepped = try InputReader.read(path: path)
        let plainTrees = Dictionary(plain.hierarchies.map { ($0.root?.address, Self.tree($0)) }) { first, _ in first }
        #expect(grepped.hierarchies.count == 6)
        for hierarchy in grepped.hierarchies {
            #expect(
                plainTrees[hierarchy.root?.address] == Self.tree(hierarchy),
                "the dump at line \(hierarchy.location.line)")
        }
        #expect(
            grepped.controllerTrees.map { $0.map { "\($0.depth) \($0.controller.className)" } }
                == plain.controllerTrees.map { $0.map { "\($0.depth) \($0.controller.className)" } })
        try Self.expectChunksReadAsTheWhole(path, grepped)
    }

    /// `Samples/ambiguous.log` (two traces, new and older form, and UIKit's synopses) with each line
    /// behind a tool's prefix no reader knows by name: fastlane's, docker compose's, the blank
    /// continuation column of `flutter run -v`. Its trees and ambiguities read as without.
    @Test(arguments: ["[10:11:12]: ▸ ", "app_1  | ", "[        ] "])
    func aTraceBehindAToolsPrefixReadsAsTheTraceWithout(prefix: String) throws {
        let plain = try InputReader.read(path: Paths.sample("ambiguous.log"))
        let text = try String(contentsOfFile: Paths.sample("ambiguous.log"), encoding: .utf8)
        let prefixed = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            prefix + $0 + "\n"
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-trace-\(prefix.utf8.count).log")
            .path
        try Data(prefixed.joined().utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try InputReader.read(path: path)
        #expect(plain.hierarchies.count == 2)
        #expect(Self.traces(read) == Self.traces(plain))
        #expect(read.ambiguities.map { "\($0.view)" } == plain.ambiguities.map { "\($0.view)" })
        #expect(read.hierarchies.map(\.location.line) == plain.hierarchies.map(\.location.line))
    }

    /// The files read one after another, as one result.
    static func read(_ paths: [String]) throws -> ParseResult {
        var result = ParseResult()
        for path in paths { result.append(try InputReader.read(path: path)) }
        return result
    }

    /// The file at `path` read in chunks of a few sizes, as a pipe is, reads as `whole` (the file read
    /// whole).
    static func expectChunksReadAsTheWhole(_ path: String, _ whole: ParseResult) throws {
        for size in [64, 300, 1 << 20] {
            #expect(try StreamScan.parse(InputFile(path: path), chunkSize: size) == whole, "chunks of \(size)")
        }
    }

    /// Each callback as a report tells it: its time and process, its constraints, the one broken, and
    /// what of the report is missing.
    static func reports(_ result: ParseResult) -> [String] {
        result.callbacks.map { callback in
            "\(callback.timestamp ?? "-") \(callback.process ?? "-") "
                + "[\(callback.constraints.map(\.address.description).joined(separator: ","))] "
                + "broken \(callback.broken?.description ?? "-") \(callback.missing.map { "\($0)" } ?? "whole")"
        }
    }

    /// A dump's views: depth, class, address, frame.
    static func tree(_ hierarchy: ViewHierarchy) -> String {
        hierarchy.nodes.map { "\($0.depth) \($0.className) \($0.address) \($0.frame.map { "\($0)" } ?? "-")" }
            .joined(separator: " | ")
    }

    /// Each tree's views as a trace tells them: depth, class, address, what follows the address.
    static func traces(_ result: ParseResult) -> [String] {
        result.hierarchies.map { hierarchy in
            hierarchy.nodes.map { "\($0.depth) \($0.className) \($0.address) \($0.details)" }.joined(separator: " | ")
        }
    }

    /// Every line numbered, as an editor, a gist or `cat -n` copies a log (`     9⇥` then `    10⇥`,
    /// `9: ` then `10: `): each sample reads as itself, its captures, dumps and `log stream`'s filter
    /// line (before any header the number could be learnt from) included.
    @Test(arguments: [
        "uikit-modern.log", "uikit-ios8.log", "uikit-ios9.log", "log-stream.log", "live-simulator.log",
        "capture-large.log", "capture-profile.log", "capture-records.log", "test-run.log", "appkit-macos14.log",
        "ambiguous.log",
    ])
    func lineNumbersBeforeEveryLineAreTakenOff(sample: String) throws {
        let plain = try InputReader.read(path: Paths.sample(sample))
        let text = try String(contentsOfFile: Paths.sample(sample), encoding: .utf8)
        // A log that ends without a newline (cut mid-line, as `test-run.log`) keeps its last line so.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (style, number) in [
            ("cat-n", { (n: Int) in String(repeating: " ", count: max(0, 6 - String(n).count)) + "\(n)\t" }),
            ("colon", { (n: Int) in "\(n): " }),
        ] {
            let numbered = lines.enumerated().map {
                $0.element.isEmpty && $0.offset == lines.count - 1 ? "" : number($0.offset + 1) + $0.element
            }.joined(separator: "\n")
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(style)-\(sample)").path
            try Data(numbered.utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(Self.captures(try InputReader.read(path: path)) == Self.captures(plain), "\(style)")
        }
    }

    /// What a read says of its captures and dumps, beyond `summary`: each callback's controller,
    /// view and tree, each dump's views with their depths and frames, each controller tree.
    static func captures(_ result: ParseResult) -> [String] {
        func tree(_ hierarchy: ViewHierarchy?) -> String {
            (hierarchy?.nodes ?? []).map { node in
                "\(node.line):\(node.depth) \(node.className) \(node.address) \(node.frame.map { "\($0)" } ?? "-")"
            }.joined(separator: " | ")
        }
        return summary(result)
            + result.callbacks.map { callback in
                "\(callback.location.line) \(callback.controller.map { "\($0.className) \($0.address?.description ?? "-")" } ?? "-") "
                    + "view \(callback.viewAddress?.description ?? "-"): \(tree(callback.hierarchy))"
            }
            + result.hierarchies.map(tree)
            + result.controllerTrees.map { nodes in
                nodes.map { "\($0.location.line):\($0.depth) \($0.controller.className)" }.joined(separator: " | ")
            }
    }

    /// A capture hook's block under a tool's prefix: learnt from its first label, taken off every
    /// line of the block, its dump's lines included (a file's dump is read again from the file,
    /// prefix and all); a capture record behind one is read as one too.
    @Test(arguments: [
        (Paths.fixture("capture-english.log"), Paths.fixture("capture-fastlane.log")),
        (Paths.fixture("capture-chinese.log"), Paths.fixture("capture-docker.log")),
        (Paths.sample("capture-records.log"), Paths.fixture("records-fastlane.log")),
    ])
    func aCaptureUnderAToolsPrefixReadsAsTheCaptureWithout(plain: String, prefixed: String) throws {
        let without = try InputReader.read(path: plain)
        let with = try InputReader.read(path: prefixed)
        #expect(without.callbacks.contains { !$0.constraints.isEmpty && $0.controller != nil && $0.hierarchy != nil })
        #expect(Self.captures(with) == Self.captures(without))
    }

    /// A GitHub Actions raw log of the same: the runner's time before the tool's prefix on every
    /// line. Each block, capture, record and dump (read again from the file) reads as without both.
    @Test(arguments: [
        ("capture-english.log", "capture-fastlane.log"), ("capture-chinese.log", "capture-docker.log"),
        ("dumps-prefixed.log", "dumps-prefixed.log"), ("prefix-flutter.log", "prefix-flutter.log"),
    ])
    func aRunnersTimeBeforeAToolsPrefixIsTakenOffWithIt(plain: String, prefixed: String) throws {
        let text = try String(contentsOfFile: Paths.fixture(prefixed), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let timed = lines.enumerated().map { index, line in
            "2026-12-06T10:11:\(12 + index / 100).\(String(1_000_000 + index * 4_821).suffix(7))Z \(line)\n"
        }.joined()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-actions-\(prefixed)").path
        try Data(timed.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let without = try InputReader.read(path: Paths.fixture(plain))
        let with = try InputReader.read(path: path)
        #expect(!without.callbacks.isEmpty || !without.hierarchies.isEmpty)
        // A block whose own lines have no log prefix of the app's takes the runner's time.
        func untimed(_ lines: [String]) -> [String] {
            lines.map {
                $0.replacingOccurrences(of: #"2026-12-06T10:11:\d\d\.\d{7}Z"#, with: "-", options: .regularExpression)
            }
        }
        #expect(untimed(Self.captures(with)) == untimed(Self.captures(without)))
    }

    /// A capture record on a line of its own behind a tool's prefix, with no report before it whose
    /// header taught the prefix, is read as the record it is.
    @Test func aRecordBehindAToolsPrefixIsARecord() throws {
        let sample = try String(contentsOfFile: Paths.sample("capture-records.log"), encoding: .utf8)
        let record = try #require(sample.split(separator: "\n").first { $0.hasPrefix("{\"") })
        let plain = parse(String(record) + "\n")
        #expect(plain.callbacks.count == 1)
        for prefix in ["app_1  | ", "[10:11:12]: \u{25B8} ", "[+18718 ms] "] {
            #expect(Self.captures(parse(prefix + record + "\n")) == Self.captures(plain))
        }
    }

    /// View dumps with a tool's prefix on every line (fastlane's around NSLog's, flutter's with its
    /// continuation column, docker compose's around `_printHierarchy` and `_subtreeDescription` with
    /// a console's blank lines): each tree keeps its root and depths. A line of ordinary output
    /// that prints a view behind the same prefix opens no dump, and nothing is noted.
    @Test func aDumpUnderAToolsPrefixKeepsItsDepths() throws {
        let result = try InputReader.read(path: Paths.fixture("dumps-prefixed.log"))
        let trees = result.hierarchies.map { hierarchy in
            hierarchy.nodes.map { "\($0.line):\($0.depth) \($0.className)" }
        }
        #expect(
            trees == [
                [
                    "2:0 UITableView", "3:1 MyApp.PostCell", "4:2 UITableViewCellContentView", "5:3 UILabel",
                    "6:1 MyApp.PostCell",
                ],
                ["11:0 UIView", "12:1 FlutterView", "13:1 UIImageView"],
                [
                    "22:0 NSView", "23:1 NSScrollView", "24:2 NSClipView", "25:3 _TtC5MyApp14NotesTableView",
                    "26:2 NSScroller", "29:1 MyApp.CardView", "30:2 NSButton", "31:3 NSButtonBezelView",
                    "32:3 NSButtonTextField", "33:2 NSTextField", "34:3 NSView",
                ],
                ["37:0 UIView", "38:1 MyApp.ProfileHeaderView", "39:2 UIImageView", "40:1 MyApp.PostCell"],
            ])
        #expect(
            result.controllerTrees.map { $0.map { "\($0.location.line):\($0.depth) \($0.controller.className)" } } == [
                [
                    "16:0 UITabBarController", "18:1 UINavigationController", "20:2 MyApp.FeedViewController",
                    "21:1 MyApp.ShareViewController",
                ]
            ])
        #expect(result.diagnostics.isEmpty)
    }

    /// A dump with NSLog's prefix on every line, read back from its file: its last line is read
    /// whole (the dump's range ended where the line would without its prefix, and cut its frame).
    @Test func aDumpWithALogPrefixOnEveryLineKeepsItsLastLineWhole() throws {
        let result = try InputReader.read(path: Paths.fixture("dumps-prefixed.log"))
        let last = try #require(result.hierarchies.last?.nodes.last)
        #expect(last.className == "MyApp.PostCell")
        #expect(last.frame == Frame(x: 0, y: 276, width: 390, height: 100))
        #expect(last.details.hasSuffix("layer = <CALayer: 0x600003a2c700>"))
    }

    /// The prefix comes off the lines of the report whose header had it, not off other output: a
    /// line of another service after it is that service's, and ends the report.
    @Test func theHeadersPrefixIsTheOneTakenOff() {
        let result = parse(
            """
            web_1  | Unable to simultaneously satisfy constraints.
            web_1  | (
            web_1  |     "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
            web_1  |     "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            web_1  | )
            web_1  |
            web_1  | Will attempt to recover by breaking constraint
            web_1  | <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>
            db_1   |     "<NSLayoutConstraint:0x6003 UIView:0x7f02.width == 30   (active)>",

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(result.callbacks.first?.broken == "0x6002")
        // The other service's line is no part of the report: noted, not read into it.
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
    }

    @Test func theShapeOfAPrefix() throws {
        func learnt(_ header: String) -> ToolPrefix? {
            let line = CleanLine(raw: Array(header.utf8))
            return line.offset(of: Phrase.unable).flatMap { ToolPrefix.learn(line, phrase: $0) }
        }
        func length(_ tool: ToolPrefix?, _ line: String) -> Int? { tool?.length(in: Array(line.utf8)) }
        let fastlane = try #require(learnt("[10:11:12]: \u{25B8} Unable to simultaneously satisfy constraints."))
        #expect(length(fastlane, "[10:11:59]: \u{25B8} \t(") == fastlane.shape.count)
        #expect(length(fastlane, "[10:11:12] \u{25B8} \t(") == nil)
        let flutter = try #require(learnt("[+18718 ms] Unable to simultaneously satisfy constraints."))
        #expect(length(flutter, "[        ] (") == 11)
        #expect(length(flutter, "[   +3 ms] (") == 11)
        #expect(length(flutter, "[  ] (") == nil)
        #expect(length(flutter, "[INFO] (") == nil)
        // Up to a log prefix the reader knows, and not its category.
        let unable = "Unable to simultaneously satisfy constraints."
        let docker = try #require(
            learnt("app_1  | 2026-03-04 10:11:12.345678+0100 MyApp[1:2] [LayoutConstraints] \(unable)"))
        #expect(docker.shape == Array("app_1  | ".utf8))
        #expect(length(docker, "app_1  |") == 8)
        #expect(learnt("app_1 | [LayoutConstraints] \(unable)")?.shape == Array("app_1 | ".utf8))
        // A log prefix the reader knows before the tool's: the shape is both, from the line's start.
        let actions = try #require(
            learnt(
                "2026-12-06T10:11:12.1234567Z [10:11:12]: \u{25B8} 2026-03-04 10:11:12.345678+0100 MyApp[1:2] \(unable)"
            ))
        #expect(actions.shape == Array("2026-12-06T10:11:12.1234567Z [10:11:12]: \u{25B8} ".utf8))
        #expect(
            length(actions, "2026-12-06T10:11:13.0020001Z [10:11:13]: \u{25B8}     \"<NSLayoutConstraint:0x1")
                == actions.shape.count)
        let level = try #require(
            learnt("2026-12-06 10:11:12,345 INFO 2026-03-04 10:11:12.345678+0100 MyApp[1:2] \(unable)"))
        #expect(level.shape == Array("2026-12-06 10:11:12,345 INFO ".utf8))
        #expect(
            learnt("2026-12-06 10:11:12.345 [info] \(unable)")?.shape == Array("2026-12-06 10:11:12.345 [info] ".utf8))
        // No prefix, a known one, or none but the category: nothing to learn.
        #expect(learnt("Unable to simultaneously satisfy constraints.") == nil)
        #expect(learnt("2026-03-04 10:11:12.345678+0100 MyApp[1:2] \(unable)") == nil)
        #expect(learnt("[LayoutConstraints] \(unable)") == nil)
        #expect(learnt("2026-03-04 10:11:12.345678+0100 MyApp[1:2] [LayoutConstraints] \(unable)") == nil)
    }

    /// A tool that prints the app's output under its own time and level, with no log prefix of the
    /// app's after it: the report is read whole, and its callback has the tool's time.
    @Test func aLoggersTimeAndLevelOnEveryLineIsTakenOffAndKeepsTheTime() {
        let result = parse(
            """
            2026-12-06 10:11:12.345 [info] Unable to simultaneously satisfy constraints.
            2026-12-06 10:11:12.345 [info] (
            2026-12-06 10:11:12.345 [info]     "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
            2026-12-06 10:11:12.346 [info]     "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            2026-12-06 10:11:12.346 [info] )
            2026-12-06 10:11:12.346 [info]
            2026-12-06 10:11:12.346 [info] Will attempt to recover by breaking constraint
            2026-12-06 10:11:12.346 [info] <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(result.callbacks.first?.broken == "0x6002")
        #expect(result.callbacks.first?.timestamp == "2026-12-06 10:11:12.345")
        #expect(result.diagnostics.isEmpty)
    }

    /// A process name holds no bracket and no colon: a level and the app's prefix after a time are
    /// no process (`[info] 2026-03-04 10:11:12.345678+0100 MyApp` was read as one).
    @Test func aLevelAndATimeAreNoProcessName() {
        let prefix = LinePrefixReader.read(
            Array("2026-12-06 10:11:12.345 [info] 2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] Hi".utf8))
        #expect(prefix.timestamp == "2026-12-06 10:11:12.345")
        #expect(prefix.process == nil)
        let logger = LinePrefixReader.read(Array("2026-12-06 10:11:12,345 MyApp[4242:1234567] Hi".utf8))
        #expect(logger.timestamp == "2026-12-06 10:11:12,345")
        #expect(logger.process == "MyApp")
    }
}
