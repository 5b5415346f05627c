import Foundation
import Testing

@testable import UnsatKit

/// Shapes met in logs people pasted into public threads (read on a set of 63 such pastes): an
/// excerpt that starts inside a report under a tool's prefix, a code fence glued to a header, an
/// entry cut inside its class, a report cut after its recover line, AppKit's own constraints, an
/// app's message that names a view. Each test of a fix failed before it; the prose test holds the
/// excerpt rule to its line. `pasted-excerpts.log` has them all, for the stream tests.
struct PastedExcerptTests {
    /// A device log passed on by a test runner (a prefix on every line) whose excerpt starts after
    /// the header: the prefix is learnt from the first entry, and the list, its close and the
    /// recover line are read under it.
    @Test func anExcerptThatStartsInsideAReportUnderAToolsPrefixIsRead() throws {
        let result = parse(
            """
            [iOSLog] [IOS_SYSLOG_ROW] Probably at least one of the constraints in the following list is one you don't want.
            [iOSLog] [IOS_SYSLOG_ROW] (
            [iOSLog] [IOS_SYSLOG_ROW]     "<NSLayoutConstraint:0x7fb3a1c0d2e0 UILabel:0x7fb3a1d04a10.width == 200>",
            [iOSLog] [IOS_SYSLOG_ROW]     "<NSLayoutConstraint:0x7fb3a1c0d3f0 H:|-(16)-[UILabel:0x7fb3a1d04a10]   (Names: '|':UIView:0x7fb3a1d04800 )>",
            [iOSLog] [IOS_SYSLOG_ROW]     "<NSLayoutConstraint:0x7fb3a1c0d500 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7fb3a1d04800(180)]>"
            [iOSLog] [IOS_SYSLOG_ROW] )
            [iOSLog] [IOS_SYSLOG_ROW]
            [iOSLog] [IOS_SYSLOG_ROW] Will attempt to recover by breaking constraint
            [iOSLog] [IOS_SYSLOG_ROW] <NSLayoutConstraint:0x7fb3a1c0d2e0 UILabel:0x7fb3a1d04a10.width == 200>
            [iOSLog] [IOS_SYSLOG_ROW] Sync finished in 12 ms

            """)
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.location.line == 3)
        #expect(callback.constraints.map(\.address) == ["0x7fb3a1c0d2e0", "0x7fb3a1c0d3f0", "0x7fb3a1c0d500"])
        #expect(callback.broken == "0x7fb3a1c0d2e0")
        #expect(result.diagnostics.isEmpty)
    }

    /// The tail of a report (its recover line and the constraint under it) under a tool's prefix:
    /// the constraint is read, and the note says which one broke.
    @Test func aTailUnderAToolsPrefixNamesItsBrokenConstraint() {
        let result = parse(
            """
            [        ] Will attempt to recover by breaking constraint
            [        ] <NSLayoutConstraint:0x28141f750 UILabel:0x1218c4630.height >= 22.5   (active)>

            """)
        #expect(result.callbacks.isEmpty)
        #expect(result.diagnostics.map(\.message) == [.fragment(broken: "0x28141f750")])
    }

    /// A device log's excerpt that starts at a report's broken constraint, the recover line above
    /// it cut off: the constraint with UIKit's closing advice after it is that report's end, noted,
    /// no conflict of one constraint; the whole report after it is the one callback. The same under
    /// `flutter run -v`'s column, which the excerpt's first line teaches.
    @Test(arguments: ["", "[        ] "])
    func aBrokenConstraintAloneBeforeTheClosingAdviceIsAReportsEnd(prefix: String) throws {
        let text = try String(contentsOfFile: Paths.fixture("excerpt-broken-only.log"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let result = parse(lines.map { prefix + $0 }.joined(separator: "\n") + "\n")
        #expect(result.callbacks.map(\.location.line) == [6])
        #expect(result.callbacks.first?.constraints.count == 3)
        #expect(result.callbacks.first?.broken == "0x17008eee0")
        #expect(result.diagnostics.map(\.message) == [.fragment(broken: "0x17008e2e0")])
        #expect(result.diagnostics.map(\.location.line) == [1])
    }

    /// Prose that quotes an entry is no list: the line after it does not share what stood before
    /// the entry, so the entry is noted and nothing is read into a callback.
    @Test func proseThatQuotesAnEntryIsNoted() {
        let result = parse(
            """
            I keep seeing "<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>" on iPad
            and nothing else in the log.

            """)
        #expect(result.callbacks.isEmpty)
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
        #expect(result.diagnostics.map(\.location.line) == [1])
    }

    /// A markdown code fence glued to the header and to the list's close: the header and its
    /// prefix are read (the fence's backtick made the phrase look quoted in prose).
    @Test func aCodeFenceGluedToAReportHidesNothing() throws {
        let result = parse(
            """
            Layout issues in the log:
            ```2019-04-23 18:51:14.557428-0700 Shop Demo[56492:2956353] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6000021c4a00 UILabel:0x7ffc59c4dfa0.width == 40   (active)>",
                "<NSLayoutConstraint:0x6000021c4a50 UILabel:0x7ffc59c4dfa0.width == 60   (active)>"
            )```

            """)
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.location.line == 2)
        #expect(callback.format == .uikit)
        #expect(callback.timestamp == "2019-04-23 18:51:14.557428-0700")
        #expect(callback.process == "Shop Demo")
        #expect(callback.pid == 56492)
        #expect(callback.constraints.count == 2)
    }

    /// A list whose last entry was cut inside its class name (`"<NSLayou`, the end of an excerpt):
    /// noted at its line, never passed over.
    @Test func anEntryCutInsideItsClassIsNoted() throws {
        let result = parse(
            """
                "<NSLayoutConstraint:0x60000032eb20 UILabel:0x7f7f542a1eb0.leading == UIView:0x7f7f542535a0.leading   (active)>",
                "<NSLayoutConstraint:0x60000032eb70 UILabel:0x7f7f542a1eb0.leading == UIView:0x7f7f542535a0.leading + 8   (active)>",
                "<NSLayou
            """)
        #expect(result.callbacks.first?.constraints.count == 2)
        // The input ends inside the list: cut off there, as a report with its header would be.
        #expect(result.diagnostics.map(\.location.line) == [3, 1])
        #expect(result.diagnostics.last?.message == .reportCutOff(keeping: 2))
        #expect(result.callbacks.first?.missing == .cutOff)
        // The same bytes outside any list are no constraint's: `<NSArray` or a bare `<NS` say nothing.
        #expect(parse("Loaded <NSArr\n<NS\n").diagnostics.isEmpty)
    }

    /// A report whose input ends right after the recover line: said, not passed over.
    @Test func aReportCutAfterItsRecoverLineSaysSo() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x600000290a00 NSButton:0x7fca54031a50.width == 158   (active)>",
                "<NSLayoutConstraint:0x600000290a50 NSButton:0x7fca54031a50.width == 262   (active)>"
            )

            Will attempt to recover by breaking constrain
            """)
        #expect(result.callbacks.first?.constraints.count == 2)
        #expect(result.callbacks.first?.broken == nil)
        #expect(result.diagnostics.map(\.message) == [.brokenCutOff])
    }

    /// AppKit's own constraints: an item's size set by its table or collection view, the size
    /// `fittingSize` tries.
    @Test func appKitsOwnConstraintsHaveTheirOrigins() throws {
        let item = try constraint(
            "<NSLayoutConstraint:0x78a6c21c0 'NSView-Encapsulated-Layout-Width' ItemCell:0x78b50a400.width == 194   (active)>"
        )
        #expect(item.origin == .encapsulated)
        let fitting = try constraint(
            "<NSLayoutConstraint:0x600000290b00 'fittingSizeHTarget' NSStackView:0x7fca54031200.width == 0   (active)>")
        #expect(fitting.origin == .temporary)
    }

    /// An app's message that names a view (`<CATransformLayer: 0x…> - changing property …`) is no
    /// dump; the same line with a child after it still is one.
    @Test func aViewNamedInAnAppsMessageIsNoDump() throws {
        let message =
            "2020-07-21 18:51:52.300358+0200 Chat[741:299997] <CATransformLayer: 0x1155856e0> - changing property "
            + "masksToBounds in transform-only layer, will have no effect\n"
        #expect(parse(message + "2020-07-21 18:51:52.400000+0200 Chat[741:299997] Sent\n").hierarchies.isEmpty)
        let dump = parse(
            "<UIView: 0x106a0c010; frame = (0 0; 390 844); layer = <CALayer: 0x600003a2c0e0>> (the root view)\n"
                + "   | <UILabel: 0x106a0dab0; frame = (16 80; 358 20); text = 'Hi'; layer = <_UILabelLayer: 0x6>>\n")
        #expect(dump.hierarchies.map { $0.nodes.map(\.className) } == [["UIView", "UILabel"]])
    }
}

extension PastedExcerptTests {
    /// A description cut inside its `names:` list, in the superview's address: the superview keeps
    /// its class (it was a view named `superview`, said to be missing from the list), and the note
    /// says its address is cut.
    @Test func aSuperviewWhoseAddressIsCutKeepsItsClass() throws {
        let output = try #require(
            try? ConstraintParser().parse(
                "<NSLayoutConstraint:0x7fe3a3a31150 H:|-(0)-[UIView:0x7fe3a3930300]   (Names: '|':AVPlayerView:0x7f"
            ).get())
        let sides = [output.constraint.first?.item, output.constraint.second?.item].compactMap { $0 }
        #expect(sides.contains { $0.className == "AVPlayerView" && $0.address == nil })
        #expect(!sides.contains { $0.className == "superview" })
        #expect(output.notes.contains(.nameAddressCut("|", className: "AVPlayerView")))
    }

    /// A view with no address in the log is listed with why, not with a trailing blank: Masonry's
    /// key where the address would be.
    @Test func aViewWithoutAnAddressIsListedWithWhy() throws {
        let result = try InputReader.read(path: Paths.fixture("masonry-keys.log"))
        let text = ConflictListing(result: result, conflicts: ConflictGrouper().group(result)).text()
        let views = try #require(text.split(separator: "\n").first { $0.hasPrefix("    views: ") })
        #expect(views.contains("(key cv; its address is not in the log)"))
        #expect(!views.hasSuffix(" "))
    }

    /// A list elided to a row of dots longer than three (`.....`) is elided, as `...` is (it read
    /// as a report cut off at the end of the input).
    @Test func aLongRowOfDotsIsAnElision() throws {
        let dots = parse("Unable to simultaneously satisfy constraints.\n.....\n")
        let three = parse("Unable to simultaneously satisfy constraints.\n...\n")
        #expect(dots.callbacks.map(\.missing) == three.callbacks.map(\.missing))
        #expect(dots.diagnostics.map(\.message) == three.diagnostics.map(\.message))
        #expect(dots.callbacks.first?.missing != .cutOff)
    }

    /// macOS 14 prints each conflict twice, `Conflicting constraints detected` and then the older
    /// form of the same report: one callback each time (it counted two). Reports in the older form
    /// alone, repeated, stay as many callbacks as they are.
    @Test func macOSsTwoFormsOfOneReportAreOneCallback() throws {
        let result = try InputReader.read(path: Paths.fixture("appkit-both-forms.log"))
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.callbacks.map(\.location.line) == [1, 20])
        let older = result.callbacks.filter { !$0.opensWithConflictingHeader }
        var repeated = result
        repeated.callbacks = older
        #expect(ConflictGrouper().group(repeated).first?.callbacks.count == 2)
    }

    /// The list's `(` glued to its first entry: the entry is the list's first (it was noted and left out).
    @Test func anOpenParenGluedToTheFirstEntryKeepsIt() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            ("<NSAutoresizingMaskLayoutConstraint:0x600001297160 h=-&- v=-&- _UIToolbarContentView:0x7fcfbbc0d500.width == UIToolbar:0x7fcfbbc0ce90.width   (active)>",
                "<NSLayoutConstraint:0x600001297200 _UIToolbarContentView:0x7fcfbbc0d500.width == 10   (active)>"
            )

            """)
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x600001297160", "0x600001297200"])
        #expect(result.diagnostics.isEmpty)
    }

    /// What `po` prints of an object that is no view (`<UIApplication: 0x…>`, a controller's
    /// description) has no fields: no dump, unless a child line follows. A tree a tool printed with
    /// `+` for presented controllers' views counts and reads those lines alike (14 views, 11 read).
    @Test func anObjectWithoutFieldsIsNoDumpAndPlusLinesAreViews() throws {
        #expect(
            parse("(lldb) po [UIApp description]\n<UIApplication: 0x17e4a720>\n(lldb) continue\n").hierarchies.isEmpty)
        let tree = parse(
            """
            <UIWindow: 0x10a1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x10a2; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>
               + <UIView: 0x10a3; frame = (0 44; 390 800); layer = <CALayer: 0x6003>>
               |    + <UILabel: 0x10a4; frame = (16 8; 100 20); text = 'Hi'; layer = <_UILabelLayer: 0x6004>>

            """)
        let hierarchy = try #require(tree.hierarchies.first)
        #expect(hierarchy.viewCount == hierarchy.nodes.count)
        #expect(hierarchy.nodes.map(\.depth) == [0, 1, 1, 2])
    }

    /// A system conflict of AppKit's is said to be AppKit's own, not UIKit's.
    @Test func appKitsOwnConflictIsSaidToBeAppKits() throws {
        let result = parse(
            """
            2026-03-04 11:20:01.100200+0100 Notes[880:31002] [Layout] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6000031bfc00 NSStackView:0x7fd7bfb4b160.width == 20   (active)>",
                "<NSLayoutConstraint:0x6000031bfc50 _NSToolbarItemViewer:0x7fd7bfb4aac0.width == NSStackView:0x7fd7bfb4b160.width + 4   (active)>",
                "<NSLayoutConstraint:0x6000031bfca0 'NSView-Encapsulated-Layout-Width' _NSToolbarItemViewer:0x7fd7bfb4aac0.width == 12   (active)>"
            )

            """)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.first?.isSystem == true)
        let text = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(text.contains("1 conflict, 1 callback (AppKit's own)"))
        #expect(text.contains("[AppKit's own]"))
        #expect(!text.contains("UIKit's own"))
        // `show` names AppKit too, and offers no change to AppKit's private toolbar constraints (it
        // said to lower one of them to 999, where a conflict the solver found no way out of said
        // there was nothing to change).
        let conflict = try #require(conflicts.first)
        #expect(Words.systemNote(conflict).hasPrefix("AppKit's own views"))
        let fix = Explainer().explain(conflict).fix
        #expect(fix.first == nil)
        #expect(fix.text.contains("these are AppKit's own constraints"))
    }

    /// A plain view's negative width alone in its report is UIKit's action sheet's own: left out of
    /// `check`, and nothing to change (it said to lower the constraint to 999).
    @Test func aNegativeSizeAloneIsUIKitsOwn() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16   (active)>

            """)
        let conflicts = ConflictGrouper().group(result)
        let conflict = try #require(conflicts.first)
        #expect(conflict.isSystem)
        let fix = Explainer().explain(conflict).fix
        #expect(fix.first == nil)
        #expect(fix.text.contains("nothing in the app needs to change"))
    }

    /// The shapes together, as a file: each read as on its own.
    @Test func theShapesTogetherReadAsEachAlone() throws {
        let result = try InputReader.read(path: Paths.fixture("pasted-excerpts.log"))
        #expect(result.callbacks.map(\.location.line) == [2, 11, 27])
        #expect(result.callbacks.map(\.constraints.count) == [2, 3, 2])
        #expect(result.callbacks.map(\.broken) == [nil, "0x7fb3a1c0d2e0", nil])
        #expect(result.hierarchies.isEmpty)
        #expect(result.diagnostics.map(\.location.line) == [20, 29, 27])
        #expect(result.callbacks.map(\.missing) == [nil, nil, .cutOff])
    }

    /// An issue whose title, the message's phrase alone as the console's first line has it but
    /// without its period, stands over the words of the issue and then the log: the title is
    /// noted, and the log's report is the one conflict (it was a second, with no constraints).
    @Test func aTitleThatIsThePhraseAloneIsNoReport() throws {
        let result = try InputReader.read(path: Paths.fixture("issue-title-heading.md"))
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.location.line == 13)
        #expect(callback.constraints.count == 6)
        #expect(callback.broken == "0x6000039e4d20")
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
        #expect(result.diagnostics.map(\.location.line) == [1])
    }

    /// The phrase alone with nothing after it is a report cut off before its period, and the header
    /// with its period over another header one that lost its list: each still a conflict, noted.
    @Test(arguments: [
        ("[LayoutConstraints] Unable to simultaneously satisfy constraints", 1),
        (
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\n"
                + "[LayoutConstraints] Unable to simultaneously satisfy constraints.", 2
        ),
    ])
    func thePhraseAloneAtTheEndOrWithItsPeriodIsAReport(text: String, reports: Int) {
        let result = parse(text + "\n")
        #expect(result.callbacks.count == reports)
        #expect(result.callbacks.allSatisfy { $0.constraints.isEmpty && $0.missing != nil })
        #expect(!result.diagnostics.contains { $0.message == .mentionOutsideReport })
    }

    /// lldb's `po` of a view's constraints, pasted from the first index on: that line lost the
    /// indentation the others keep (none, or one blank of two). The index column is taken off every
    /// line, the first too, and all the constraints are read.
    @Test(arguments: ["", " ", "  "])
    func aPoArrayWhoseFirstLineLostItsIndentationIsReadWhole(indent: String) throws {
        let result = try parse(fixture: "po-array-trimmed.md", replacing: "\n- 0 : ", with: "\n\(indent)- 0 : ")
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.location.line == 5)
        #expect(
            callback.constraints.map(\.address) == [
                "0x600003d2c5a0", "0x600003d2c5f0", "0x600003d2c640", "0x600003d2c690",
            ])
        #expect(result.diagnostics.isEmpty)
    }

    /// A whole list elided in brackets (`( ... )`, a blog's `(...........)`, a quotation's `[...]`):
    /// the report's list was cut short, which its callback says, and the recover line's constraint
    /// is read; not a report whose list never came.
    @Test(arguments: ["( ... )", "(...........)", "[...]", "(\u{2026})"])
    func aWholeListElidedInBracketsIsCutShort(elision: String) throws {
        let result = try parse(fixture: "list-elided-in-parens.md", replacing: "\n( ... )\n", with: "\n\(elision)\n")
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.location.line == 4)
        #expect(callback.constraints.isEmpty)
        #expect(callback.missing == .elided)
        #expect(callback.broken == "0x283f1a3a0")
        #expect(result.diagnostics.isEmpty)
    }
}
