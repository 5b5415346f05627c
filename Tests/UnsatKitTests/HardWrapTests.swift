import Foundation
import Testing

@testable import UnsatKit

/// Pastes hard-wrapped at a width: a terminal's or an email's copy, `fold -w`, every line longer than
/// the width cut into pieces that wide. The cut falls anywhere: inside a capture's labels, a view
/// line after its bars, right after a `<`, between a layer's `<CALayer: 0x…>` and its ` (layer)`,
/// after a view's `>>` and before the text it goes on with, after a text's closing quote, inside a
/// character, inside `_printHierarchy`'s lines, between an entry's `>` and its `",`. Each input
/// folded at every width from 54 to 130 reads as it does unfolded: the same callbacks with the same
/// constraints, broken constraint, controller and view; the same dumps, view by view (depth, class,
/// address, frame); the same controller trees; the same owner of each conflict; the same notes.
struct HardWrapTests {
    /// `text` with every line longer than `width` bytes cut into pieces `width` bytes wide, as
    /// `fold -b -w` cuts (a character may be cut: the pieces joined are it again, so the bytes are
    /// read as they are, not as a string, which would replace the halves).
    static func fold(_ text: String, width: Int) -> [UInt8] {
        var out: [UInt8] = []
        for line in Array(text.utf8).split(separator: ASCII.newline, omittingEmptySubsequences: false) {
            var rest = line[...]
            while rest.count > width {
                out += rest.prefix(width)
                out.append(ASCII.newline)
                rest = rest.dropFirst(width)
            }
            out += rest
            out.append(ASCII.newline)
        }
        out.removeLast()
        return out
    }

    /// Reads bytes as a log.
    static func read(_ bytes: [UInt8]) -> ParseResult { LogScanner.parse(bytes, file: "test.log") }

    /// What a read says, all of it that a wrap must not change.
    static func reading(_ result: ParseResult) -> [String] {
        var lines: [String] = []
        for callback in result.callbacks {
            let constraints = callback.constraints.map(\.address.text).joined(separator: " ")
            lines.append(
                "callback \(callback.format) \(constraints) broken \(callback.broken?.text ?? "-") "
                    + "controller \(callback.controller?.className ?? "-") view \(callback.viewAddress?.text ?? "-")")
            for node in callback.hierarchy?.nodes ?? [] { lines.append(Self.describe(node)) }
        }
        for hierarchy in result.hierarchies {
            lines.append("dump of \(hierarchy.viewCount)")
            for node in hierarchy.nodes { lines.append(Self.describe(node)) }
        }
        for tree in result.controllerTrees {
            for node in tree {
                lines.append(
                    "controller \(node.depth) \(node.controller.className) \(node.viewAddress?.text ?? "-") \(node.isPresented)"
                )
            }
        }
        for conflict in ConflictGrouper().group(result) {
            lines.append("conflict of \(conflict.controller?.className ?? "-")")
        }
        return lines
    }

    static func describe(_ node: ViewNode) -> String {
        "  \(node.depth) \(node.className) \(node.address) \(node.frame.map { "\($0)" } ?? "-") \(node.isLayerOnly)"
    }

    static let inputs =
        [
            "capture-large.log", "capture-profile.log", "capture-seed-chinese.log", "print-hierarchy.log",
            "uikit-modern.log", "uikit-ios8.log", "uikit-ios9.log", "appkit-macos14.log", "log-stream.log",
            "test-run.log",
        ].map(Paths.sample) + ["dump-settings.log", "capture-chinese.log", "capture-english.log"].map(Paths.fixture)

    /// Before, each of these read otherwise at most widths: a capture's dump split into a dump a few
    /// views each (`capture-large.log` at 70 columns: 21), its label cut (`… constraint conflict in
    /// view` then `Controller:`, at 80) and the capture read as two callbacks, its list ended by a
    /// `,` or a `",` alone, a Chinese label cut inside a character, `_printHierarchy` read as seven
    /// trees of one controller each with no views, so that no conflict had its controller; in a
    /// report, UIKit's `(Note: …)` whose `)` a wrap put alone closed a list not yet open, a relation
    /// cut after its `>` (`(>` then `=260)`) ended its entry, a mask cut inside (`h` then `=--&`) was
    /// no mask.
    @Test(arguments: inputs)
    func anInputFoldedAtAnyWidthReadsAsItDoesUnfolded(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let unfolded = parse(text)
        let wanted = Self.reading(unfolded)
        for width in 54...130 {
            let folded = Self.read(Self.fold(text, width: width))
            #expect(folded.diagnostics.map(\.message) == unfolded.diagnostics.map(\.message), "at \(width) columns")
            let got = Self.reading(folded)
            #expect(
                got == wanted,
                "at \(width) columns: first difference \(zip(got, wanted).first { $0 != $1 }.map { "\($0)" } ?? "count")"
            )
            if got != wanted { return }
        }
    }

    /// A tool's log hard-wrapped at a width (a terminal's copy of a fastlane run, of `docker compose
    /// up`, of `flutter run -v`): the first piece of each line has the tool's prefix and the rest do not,
    /// and a narrow wrap cuts a report's header before its phrase, in the app's log prefix or its
    /// category (`[10:11:12]: ▸ 2026-03-04 … MyApp[4242:1234567] [LayoutConst` then `raints] Unable to
    /// simultaneously…`), or right before it. The first header of such a log has no prefix learnt yet to
    /// take off the piece: the log prefix is looked for behind the tool's. Before, at every width up to
    /// 81 to 88 columns each of the three read its reports as headers without lists and the lists as
    /// fragments (`prefix-fastlane.log` at 80: one conflict and 22 notes, for three and none).
    /// Narrower than 62, fastlane's header falls into three pieces, which are still not joined; so does
    /// the Chinese controller's label cut inside its phrase in `capture-docker.log` at 75 columns.
    @Test(arguments: ["prefix-fastlane.log", "prefix-docker.log", "prefix-flutter.log", "capture-docker.log"])
    func aToolsLogFoldedAtAWidthReadsAsItDoesUnfolded(fixture: String) throws {
        let text = try String(contentsOfFile: Paths.fixture(fixture), encoding: .utf8)
        let unfolded = parse(text)
        let wanted = Self.reading(unfolded)
        #expect(unfolded.callbacks.count >= 1)
        var failed: [Int] = []
        for width in 62...130 where !(fixture == "capture-docker.log" && width == 75) {
            let folded = Self.read(Self.fold(text, width: width))
            if Self.reading(folded) != wanted
                || folded.diagnostics.map(\.message) != unfolded.diagnostics.map(\.message)
            {
                failed.append(width)
            }
        }
        #expect(failed == [], "the widths at which \(fixture) reads otherwise")
    }

    /// The same folded inputs read from a pipe in chunks of a few sizes read as the whole file does
    /// (the pieces' holding and joining do not depend on where a chunk ends).
    @Test func aFoldedInputReadInChunksReadsAsTheWhole() throws {
        for path in [Paths.sample("capture-large.log"), Paths.sample("print-hierarchy.log")] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for width in [58, 70, 75, 80] {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "unsat-fold-\(getpid())-\(width).log"
                ).path
                try Data(Self.fold(text, width: width)).write(to: URL(fileURLWithPath: file))
                defer { try? FileManager.default.removeItem(atPath: file) }
                let whole = try InputReader.read(path: file)
                for size in [333, 4096] {
                    let streamed = try StreamScan.parse(InputFile(path: file), chunkSize: size)
                    #expect(Self.reading(streamed) == Self.reading(whole), "\(path) at \(width), chunks of \(size)")
                }
            }
        }
    }

    /// A layer's line cut between its `<CALayer: 0x…>` and its ` (layer)`: before, ` (layer)` ended the
    /// dump and the next view line began another.
    /// A view ten levels deep folded under 54 columns has its bars cut (`   |    | … |   ` then
    /// ` | <UIImageView: 0x…`): the rest of its bars go on its line, so it is as deep as unfolded, and
    /// no view after it is said to skip levels (before, the rest read as a view with one bar).
    @Test(arguments: [44, 46, 48, 50, 52])
    func aViewWhoseBarsAWrapCutKeepsItsDepth(width: Int) throws {
        let text = try String(contentsOfFile: Paths.sample("print-hierarchy.log"), encoding: .utf8)
        let whole = parse(text)
        let folded = LogScanner.parse(Self.fold(text, width: width), file: "test.log")
        #expect(folded.hierarchies.count == whole.hierarchies.count)
        #expect(folded.hierarchies.map { $0.nodes.map(\.depth) } == whole.hierarchies.map { $0.nodes.map(\.depth) })
        #expect(folded.hierarchies.map { $0.nodes.map(\.address) } == whole.hierarchies.map { $0.nodes.map(\.address) })
        #expect(!folded.diagnostics.contains { if case .viewsLeftOut = $0.message { true } else { false } })
    }

    @Test func aLayerLineCutBeforeItsTagIsOneLayer() {
        let result = parse(
            """
            <UIView: 0x10b208000; frame = (0 0; 390 844); layer = <CALayer: 0x600003c08000>>
               |    |    |    |    |    |    |    |    | <CALayer: 0x600003c08580>
             (layer)
               | <UIView: 0x10b20f900; frame = (61 43; 297 1); layer = <CALayer: 0x600003c085a0>>
            """)
        #expect(result.hierarchies.count == 1)
        #expect(result.hierarchies.first?.viewCount == 2)
        #expect(result.hierarchies.first?.nodes.map(\.isLayerOnly) == [false, true, false])
    }

    /// A view line cut right before a value that is an object: its piece starts as a dump's root does
    /// (`<UIDynamicSystemColor: 0x…`, `<UICollectionViewCompositionalLayout: 0x…>` after `layout: `),
    /// and may hold nothing else but that (`<_UITextFieldSystemBackgroundProvider: 0x…: backgroundView`).
    /// Before, the piece began a dump of its own. (The lines are a real dump's, folded as a paste was.)
    @Test(arguments: [
        (70, "capture-profile.log", "UITextField: 0x106e06d00"), (72, "capture-large.log", "UIImageView: 0x10b209900"),
    ])
    func aPieceThatStartsWithAValuesObjectIsNoRoot(width: Int, sample: String, view: String) throws {
        let lines = try String(contentsOfFile: Paths.sample(sample), encoding: .utf8).split(separator: "\n")
        let root = try #require(lines.first { $0.hasPrefix("<UIView: 0x") })
        let line = try #require(lines.first { $0.contains(view) })
        let text = Self.fold(
            String(root) + "\n" + String(line) + "\n" + String(line.replacingOccurrences(of: "0x", with: "0x9")),
            width: width)
        let result = Self.read(text)
        #expect(result.hierarchies.count == 1)
        #expect(result.hierarchies.first?.viewCount == 3)
        let name = String(view.prefix { $0 != ":" })
        #expect(result.hierarchies.first?.nodes.map(\.className) == ["UIView", name, name])
    }

    /// An entry cut right before its `",` (or its `,`), which stand on a line of their own: before, a
    /// capture's list ended there and the rest was read as a list of its own.
    @Test(arguments: ["\",", ","])
    func anEntrysTailOnALineOfItsOwnEndsNoList(tail: String) {
        let result = parse(
            """
            2026-03-04 09:30:12.240955+0100 Shop Demo[777:88123] constraint conflict in viewController:
            <Shop_Demo.SettingsViewController: 0x10a81c4d0>
            current constraints:
            (
                "<NSLayoutConstraint:0x600002d41e00 UILabel:0x10b2289c0.top == UIView:0x10b208000.top + 11   (active)>\(tail == "," ? "\"" : "")
            \(tail)
                "<NSLayoutConstraint:0x600002d41e50 UILabel:0x10b2289c0.height == 20.3333   (active)>"
            )
            try to break constraint:
            <NSLayoutConstraint:0x600002d41e50 UILabel:0x10b2289c0.height == 20.3333   (active)>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(DamageTests.shape(result) == [["0x600002d41e00", "0x600002d41e50", "broken 0x600002d41e50"]])
    }

    /// A relation's `>` that a wrap left at the end of a line (`….width >` then `= 220   (active)>",`)
    /// is no description's end, and an autoresizing mask a wrap cut (`h=` then `--& v=--&`, joined with
    /// a space) is read through: before, each entry's body was noted as unreadable.
    @Test func aRelationOrAMaskCutByAWrapIsReadJoined() {
        let result = parse(
            """
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002f4c4b0 UILabel:0x10a9366b0.width >
            = 220   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x60000217a8a0 h=
            --& v=--& UILabel:0x10a9366b0.width == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002f4c4b0 UILabel:0x10a9366b0.width >= 220   (active)>
            """)
        #expect(result.diagnostics.isEmpty)
        let constraints = result.callbacks.first?.constraints ?? []
        #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .equal])
        #expect(constraints.last?.autoresizingMask == "h=--& v=--&")
    }

    /// Found by the fuzzer: a controller's line left with a `(` open took the lines after it for its
    /// pieces past a blank line, and then a report's header, which no open block keeps (an input read
    /// in parts is cut before it): read from a pipe in chunks, the header opened a report; read whole, it
    /// did not. A piece follows its line at once and is never a header.
    @Test func aControllersPieceIsNeverAHeaderNorPastABlankLine() throws {
        let text = """
               | <MyApp.SettingsViewController 0x10a8281c0>, state: disappeared, view: (view not  v** commented

            Same here on iPad, on the "Forgot password" screen. Copied from our crash reporter:
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000b41a90 UIImageView:0x7f8c4b2169d0.width == 120   (active)>"
            )
            """
        let result = parse(text)
        #expect(result.callbacks.map(\.location.line) == [4])
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x600000b41a90"])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-controller-\(getpid()).log")
            .path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = try InputReader.read(path: path)
        #expect(whole.callbacks.map(\.location.line) == [4])
        for size in [64, 97, 211] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed == whole, "chunks of \(size)")
        }
    }

    /// A `_printHierarchy` whose lines a wrap cut: in a description (`view: <UILayoutConta` then
    /// `inerView 0x…>`), after a label (`view:` then ` <UIView 0x…>`), before `state:`, in `(view not
    /// loaded)`. Before, the tree ended at the first piece, and no view of it was known.
    @Test func aControllerTreeWrappedAtAWidthKeepsItsViews() {
        let result = parse(
            """
            <UITabBarController 0x10c81e200>, state: appeared, view: <UILayoutContai
            nerView 0x10a90b4c0>
               |    | <MyApp.FeedViewController 0x10a81f6e0>, state: appeared, view:
             <UIView 0x10a912b40>
               | <UINavigationController 0x10c83f000>, st
            ate: disappeared, view: (view not l
            oaded)
               + <MyApp.ComposeViewController 0x10a82b9a0>, state: appeared, view: <U
            IView 0x10a934d20>, presented with: <_UIPageSheetPresentationController 0x10a835f10>
            """)
        let tree = result.controllerTrees.first ?? []
        #expect(result.controllerTrees.count == 1)
        #expect(
            tree.map(\.controller.className) == [
                "UITabBarController", "MyApp.FeedViewController", "UINavigationController",
                "MyApp.ComposeViewController",
            ])
        #expect(tree.map(\.viewAddress) == ["0x10a90b4c0", "0x10a912b40", nil, "0x10a934d20"])
        #expect(tree.map(\.state) == ["appeared", "appeared", "disappeared", "appeared"])
    }
}
