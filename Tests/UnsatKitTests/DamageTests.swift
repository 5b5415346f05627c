import Foundation
import Testing

@testable import UnsatKit

/// Real logs as people paste them (docs/formats.md §1, "More damage"): every header a callback, every
/// address a constraint, and nothing silent. The fixtures are written here in the real shapes.
struct DamageTests {
    /// A clean modern report, the reference the damaged forms are compared with.
    static let clean = """
        2025-09-18 16:40:02.118204+0200 Courier[2231:771904] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0x600002b18a50 UIStackView:0x10490c3a0.height == 64   (active)>",
            "<NSLayoutConstraint:0x600002b18b40 V:|-(12)-[UIStackView:0x10490c3a0]   (active, names: '|':Courier.TrackingCell:0x10490b6d0 )>",
            "<NSLayoutConstraint:0x600002b18be0 V:[UIStackView:0x10490c3a0]-(12)-|   (active, names: '|':Courier.TrackingCell:0x10490b6d0 )>",
            "<NSLayoutConstraint:0x600002b18e10 'UIView-Encapsulated-Layout-Height' Courier.TrackingCell:0x10490b6d0.height == 80   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600002b18a50 UIStackView:0x10490c3a0.height == 64   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

        """
    static let cleanAddresses: [Address] = ["0x600002b18a50", "0x600002b18b40", "0x600002b18be0", "0x600002b18e10"]

    /// The callbacks' lists and broken constraints, to compare a damaged read with the clean one.
    static func shape(_ result: ParseResult) -> [[String]] {
        result.callbacks.map { $0.constraints.map(\.address.text) + ["broken " + ($0.broken?.text ?? "-")] }
    }

    /// A fixture's read and its one callback (the test stops unless there is exactly one).
    static func oneCallback(_ fixture: String) throws -> (result: ParseResult, callback: Callback) {
        let result = try InputReader.read(path: Paths.fixture(fixture))
        try #require(result.callbacks.count == 1)
        return (result, result.callbacks[0])
    }

    /// Re-spaced text: a space after the `<` of an entry and of the recover line, and a view address
    /// a reflow split (`0x1049 0c3a0`, `0x7f e709434820`) whose parts make as many digits as another
    /// address of the description. The documented `UISwitch:0x7c2a 4d10e` stays text (ConstraintParserTests).
    @Test func aSpaceAfterTheBracketOrInsideAReflowedAddressIsReadThrough() throws {
        let result = try InputReader.read(path: Paths.fixture("respaced.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(Self.shape(result)[0] == Self.cleanAddresses.map(\.text) + ["broken 0x600002b18a50"])
        #expect(result.callbacks[0].constraints.allSatisfy { $0.isEquation && $0.first != nil })
        let split = try #require(result.callbacks[0].constraints.first { $0.address == "0x600002b18b40" })
        #expect(split.second?.item.address == "0x10490c3a0" || split.first?.item.address == "0x10490c3a0")
        #expect(result.callbacks[1].constraints.map(\.first?.item.address) == ["0x7fe709434820", "0x7fe709434820"])
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.allSatisfy { Explainer().explain($0).proof?.isVerified == true })
    }

    /// A Markdown converter writes `_…_` emphasis as `*…*`: `*UIKBCompatInputView:0x…` is the private
    /// `_UIKBCompatInputView`, where an item starts; `0.5*UIView:0x…` after its number stays a multiplier.
    @Test func aPrivateClassWhoseUnderscoreMarkdownStarredIsReadAsItWas() throws {
        let result = parse(
            """
            > Unable to simultaneously satisfy constraints.
            > (
            >     "<NSLayoutConstraint:0x6001 'accessoryView.bottom' *UIRemoteKeyboardPlaceholderView:0x7f01.bottom == *UIKBCompatInputView:0x7f02.top   (active)>",
            >     "<NSLayoutConstraint:0x6002 UIView:0x7f03.width == 0.5*UIView:0x7f04.width   (active)>"
            > )
            """, name: "starred.md")
        let constraints = try #require(result.callbacks.first?.constraints)
        try #require(constraints.count == 2)
        #expect(constraints[0].first?.item.className == "_UIRemoteKeyboardPlaceholderView")
        #expect(constraints[0].second?.item.className == "_UIKBCompatInputView")
        #expect(constraints[1].multiplier == 0.5)
        #expect(constraints[1].second?.item.className == "UIView")
        #expect(ConflictGrouper().group(result).first?.isSystem == true)
    }

    /// A blog that set each line of the log in its own backticks, hard-wrapped inside descriptions
    /// (`"<NSAutoresizingMaskLayoutConstraint:0x…` then `h=--& v=--& H:[…]>",` + backtick), a quote's
    /// `>` on some lines: the backticks are markup, the wrapped descriptions join with the space the
    /// wrap took, and the phrase quoted in a sentence below stays a mention.
    @Test func aLogSetInInlineCodeLineByLineIsReadAsTheLog() throws {
        let (result, callback) = try Self.oneCallback("blog-inline-code.md")
        #expect(callback.location.line == 5)
        #expect(
            callback.constraints.map(\.address.text) == [
                "0x600001c4a2b0", "0x600001c4b7f0", "0x600001c4b840", "0x600001c4c120", "0x600001c4b980",
                "0x600001c4ba20",
            ])
        #expect(callback.broken == "0x600001c4b840")
        #expect(callback.constraints[0].autoresizingMask != nil)
        #expect(callback.constraints[4].identifier == "UIView-leftMargin-guide-constraint")
        #expect(callback.constraints.allSatisfy { $0.first != nil })
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
        #expect(result.diagnostics.map(\.location.line) == [31])
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        #expect(conflicts.allSatisfy { Explainer().explain($0).proof?.isVerified == true })
    }

    /// A log copied into a notes app and exported to Markdown: a blank line after every line, an
    /// `&nbsp;` line between the list and the recover line (a blank, which keeps the report open), and
    /// the private Swift class `_TtC5UIKitP33_DDE…ButtonWrapper` whose underscores emphasis turned into
    /// `*` (`*TtC5UIKitP33*DDE…`).
    @Test func aNotesExportsBlanksAndStarredSwiftNamesAreReadThrough() throws {
        let (result, callback) = try Self.oneCallback("blog-export-nbsp.md")
        #expect(result.diagnostics.isEmpty)
        #expect(callback.location.line == 9)
        #expect(callback.constraints.count == 4)
        #expect(callback.broken == "0x600003f1c550")
        let wrapper = "_TtC5UIKitP33_DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper"
        #expect(callback.constraints[0].first?.item.className == wrapper)
        #expect(callback.constraints[3].first?.item.className == wrapper)
        #expect(ConflictGrouper().group(result).first?.isSystem == true)
    }

    /// The phrase in a page's title (`title: "[iOS] … - Unable to simultaneously satisfy
    /// constraints"`), a reference link's text (`[… - Unable to … constraints](https://…)`) and a
    /// sentence's quotes (`「…」`, `“…”`): it closes a quotation opened before it, where UIKit's header
    /// ends at its `.`. Mentions, noted; the log in the fence is the one callback.
    @Test func aTitleOrALinkThatNamesTheMessageIsNoHeader() throws {
        let result = try InputReader.read(path: Paths.fixture("blog-title-mentions.md"))
        #expect(result.callbacks.map(\.location.line) == [11])
        #expect(result.callbacks.first?.constraints.count == 2)
        #expect(
            result.diagnostics.map(\.message) == [.mentionOutsideReport, .mentionOutsideReport, .mentionOutsideReport])
        #expect(result.diagnostics.map(\.location.line) == [2, 32, 33])
    }

    /// A question page: its title and heading name the message with words after it (`Unable to
    /// simultaneously satisfy constraints when the keyboard appears - …`), as the answer's sentence
    /// does. Mentions, noted: the log is the one callback (before, the title was a header with no
    /// list, a conflict of its own, and the answer a repeat of the log's).
    @Test func aTitleWithWordsAfterThePhraseIsNoHeader() throws {
        let result = try InputReader.read(path: Paths.fixture("qa-page-title.md"))
        #expect(result.callbacks.map(\.location.line) == [9])
        #expect(result.callbacks.first?.constraints.count == 4)
        #expect(result.callbacks.first?.broken == "0x600002a3e350")
        #expect(result.diagnostics.map(\.message) == Array(repeating: .mentionOutsideReport, count: 3))
        #expect(result.diagnostics.map(\.location.line) == [1, 3, 29])
        #expect(ConflictGrouper().group(result).count == 1)
    }

    /// A log in a blog's paragraphs, whose engine curled every quote (`“<NSLayoutConstraint:0x…>”,`,
    /// `‘UISV-spacing’`, `UILabel:0x…’Oat milk’`, `names: ‘|’:…`) and shrank the spaces: the quotes
    /// are put back where the log had them, so entries, identifiers, labels and names read.
    @Test func aPagesCurledQuotesAreStraightWhereTheLogHadThem() throws {
        let (result, callback) = try Self.oneCallback("medium-curled.md")
        #expect(callback.location.line == 5)
        #expect(callback.constraints.count == 5)
        #expect(callback.broken == "0x6000017a4dc0")
        #expect(callback.constraints[1].second?.item.address == "0x7fd1c2e0c1d0")
        #expect(callback.constraints[3].identifier == "UISV-spacing")
        #expect(callback.constraints[3].first?.item.label == "2 × 1 l")
        #expect(callback.constraints[3].second?.item.label == "Oat milk")
        // The title quotes the phrase in curled quotes: a mention.
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
        #expect(result.diagnostics.map(\.location.line) == [1])
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.allSatisfy { Explainer().explain($0).proof?.isVerified == true })
    }

    /// A browser's copy of a forum post: runs of spaces shown as `&nbsp; ` come as no-break spaces
    /// (`120\u{A0} \u{A0}(active)`, the list's indent). They read as spaces; a label's own no-break
    /// space (French puts one before `:`) stays in its text.
    @Test func aBrowsersNoBreakSpacesReadAsSpacesAndALabelsOwnStays() throws {
        let (result, callback) = try Self.oneCallback("forum-nbsp.log")
        #expect(result.diagnostics.isEmpty)
        #expect(callback.location.line == 3)
        #expect(callback.constraints.count == 4)
        #expect(callback.broken == "0x600002d0e8a0")
        #expect(callback.constraints.allSatisfy { $0.isActive == true })
        #expect(callback.constraints[0].first?.item.label == "Total\u{A0}:")
    }

    /// A page that put a no-break space in place of every space: read as the clean report.
    @Test func aReportWithEveryBlankANoBreakSpaceReadsAsTheClean() {
        let result = parse(Self.clean.replacingOccurrences(of: " ", with: "\u{A0}"))
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aListRedactedByUnifiedLoggingIsOneCallbackThatSaysSo() {
        let text = """
            2025-11-02 08:14:55.402117-0800 0x9f3a1      Default     0x0                  618    0    Maps: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                <private>
            )

            Will attempt to recover by breaking constraint
            <private>
            2025-11-02 08:14:55.402990-0800 0x9f3a1      Default     0x0                  618    0    Maps: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                <private>
            )

            Will attempt to recover by breaking constraint <private>
            """
        let result = parse(text)
        #expect(result.callbacks.count == 2)
        #expect(result.callbacks.allSatisfy { $0.constraints.isEmpty && $0.missing == .redacted && $0.broken == nil })
        #expect(result.callbacks.map(\.process) == ["Maps", "Maps"])
        #expect(result.diagnostics.isEmpty)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.callbacks.count == 2)
        let listed = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(listed.contains("missing: the list was redacted by unified logging (<private>) (lines 1, 9)"))
    }

    @Test func aListElidedToDotsKeepsTheBrokenConstraintApart() {
        let text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            ...

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2819d4cd0 UIButton:0x13fd0a7c0.width == 88   (active)>
            """
        let result = parse(text)
        let callback = result.callbacks.first
        #expect(result.callbacks.count == 1)
        #expect(callback?.constraints.isEmpty == true)
        #expect(callback?.missing == .elided)
        #expect(callback?.broken == "0x2819d4cd0")
        // The conflict still knows the constraint, and that it was the broken one.
        let conflict = ConflictGrouper().group(result).first
        #expect(conflict?.constraints.map(\.address) == ["0x2819d4cd0"])
        #expect(conflict?.views.map(\.className) == ["UIButton"])
        let json = String(
            decoding: ConflictListing(result: result, conflicts: ConflictGrouper().group(result)).json(), as: UTF8.self)
        #expect(json.contains("\"missing\": \"elided\""))
        #expect(json.contains("\"constraints\": []"))
    }

    /// Seen on a real paste: `...` right under the header, then entries, then `...`: the start of the
    /// list elided. The entries after it were dropped without a word (the first `...` was taken for
    /// the whole list); they are read, or noted where their addresses were elided too.
    @Test func aListElidedAtItsStartGoesOnWithTheEntriesAfterTheDots() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
              ...
              "<NSLayoutConstraint:0x6001 'assistantHeight' SystemInputAssistantView:0x7f01.height == 72   (active)>",
              "<NSLayoutConstraint:0x6002 'assistantView.bottom' SystemInputAssistantView:0x7f01.bottom == _UIKBCompatInputView:0x7f02.top   (active)>",
              ...

            Unable to simultaneously satisfy constraints.
              ...
              "<NSLayoutConstraint:… 'assistantHeight' SystemInputAssistantView.height == 72>",
              ...
            """, name: "elided-start.md")
        try #require(result.callbacks.count == 2)
        #expect(result.callbacks[0].constraints.map(\.address.text) == ["0x6001", "0x6002"])
        #expect(result.callbacks[0].missing == .elided)
        let notes = result.diagnostics.map { ($0.location.line, $0.message) }
        #expect(notes.contains { $0 == (2, .listElided) })
        #expect(notes.contains { $0 == (8, .listElided) })
        #expect(notes.contains { $0 == (9, .rewrittenEntry) })
    }

    /// Seen on real pastes: a header indented by a paste (tabs, a code block's spaces) or in Markdown
    /// bold kept its report, but lost its time, process and pid without a word.
    @Test func aLogPrefixBehindAPastesIndentOrBoldIsRead() throws {
        let lists = """
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            )
            """
        for header in [
            "\t\t2017-05-13 14:26:15.594780+0530 Example[41595:4124608] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "            2020-05-12 23:22:34.460689+0100 Example[41595:6479479] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "**2023-08-05 03:08:52.537390+0900 Example[41595:980573] [LayoutConstraints] Unable to simultaneously satisfy constraints.**",
        ] {
            let result = parse(header + "\n" + lists + "\n", name: "indented.md")
            let callback = try #require(result.callbacks.first)
            #expect(callback.process == "Example" && callback.pid == 41595, "\(header)")
            #expect(callback.timestamp?.hasPrefix("20") == true, "\(header)")
            #expect(callback.constraints.count == 2, "\(header)")
        }
    }

    /// A list cut with `...` that the paste then closes with `)`: the recover line after it is the
    /// same report's (it was taken for the end of a report whose header was not in the input, and
    /// the broken constraint was lost).
    @Test func aListCutWithDotsThenClosedKeepsItsRecoverLine() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f01.width == 200   (active)>",
            ...
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UILabel:0x7f01.width == 200   (active)>
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.missing == .elided)
        #expect(result.callbacks.first?.broken == "0x600002")
        #expect(result.diagnostics.map(\.message) == [.listEndsInEllipsis])
    }

    @Test func entriesRewrittenWithoutAddressesAreNotedOnce() {
        let text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "ProfileHeader.height == 180",
                "AvatarView.top == ProfileHeader.top + 24",
                "AvatarView.height == 180"
            )
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.missing == .rewritten)
        #expect(result.callbacks.first?.constraints.isEmpty == true)
        #expect(result.diagnostics.map(\.location.line) == [3])
    }

    @Test func theLastOfSeveralRepeatsCutOffJoinsItsConflict() {
        let cut = """
            2025-09-18 16:40:02.131877+0200 Courier[2231:771904] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            """
        let result = parse(Self.clean + Self.clean + cut)
        #expect(result.callbacks.count == 3)
        #expect(result.callbacks.last?.missing == .cutOff)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.callbacks.count == 3)
        #expect(result.diagnostics.map(\.location.line) == [35])
        // Where it was put is a guess, and `list` says so.
        let text = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(text.contains("guessed: line 35 names no constraint; counted with the report before"), "\(text)")
    }

    /// A report cut before naming any constraint goes with the report just before it, not with the
    /// conflict first seen last: A, B, A again, then the cut report is A's.
    @Test func aReportCutBeforeAnyConstraintJoinsTheReportJustBeforeIt() throws {
        let other = Self.clean.replacingOccurrences(of: "0x600002b18", with: "0x600002c29")
            .replacingOccurrences(of: "== 64", with: "== 70")
        let cut = """
            2025-09-18 16:40:09.000000+0200 Courier[2231:771904] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            """
        let result = parse(Self.clean + other + Self.clean + cut)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 2)
        let first = try #require(conflicts.first { $0.constraints.contains { $0.address == "0x600002b18a50" } })
        #expect(first.callbacks.count == 3, "the cut report joins A, reported just before it")
        #expect(first.callbacks.last?.missing == .cutOff)
    }

    @Test func aHeaderWithNothingAfterItIsStillACallback() {
        let text = """
            2025-03-30 11:02:41.551 Pantry[803:1201] Unable to simultaneously satisfy constraints.
            2025-03-30 11:02:41.552 Pantry[803:1201] loaded 14 items from cache
            2025-03-30 11:02:41.560 Pantry[803:1201] sync finished
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.missing == .absent)
        #expect(result.callbacks.first?.process == "Pantry")
        #expect(result.diagnostics.map(\.location.line) == [1])
    }

    @Test func aBrokenConstraintNotInTheListIsTheBrokenOneOnly() {
        let text = Self.clean.replacingOccurrences(
            of: "<NSLayoutConstraint:0x600002b18a50 UIStackView:0x10490c3a0.height == 64   (active)>\n\nMake",
            with: "<NSLayoutConstraint:0x600002b19f00 UILabel:0x10490d110.width == 300   (active)>\n\nMake")
        let result = parse(text)
        let callback = result.callbacks.first
        #expect(callback?.constraints.map(\.address) == Self.cleanAddresses)
        #expect(callback?.broken == "0x600002b19f00")
        #expect(callback?.brokenConstraint?.address == "0x600002b19f00")
        #expect(result.diagnostics.isEmpty)
        let conflict = ConflictGrouper().group(result).first
        #expect(conflict?.constraints.map(\.address) == Self.cleanAddresses + ["0x600002b19f00"])
        let json = String(
            decoding: ConflictListing(result: result, conflicts: ConflictGrouper().group(result)).json(), as: UTF8.self)
        #expect(!json.contains("\"0x600002b18e10\",\n            \"0x600002b19f00\""))
    }

    @Test(arguments: [
        """
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000035f2a30 UITextField:0x1059a8e00.width >= 240   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        2025-05-06 09:00:01.000 Notes[1:2] next
        """,
        """
        Will attempt to recover by breaking <NSLayoutConstraint:0x6000035f2a30 H:|-(20)-[NSTextField:0x7f8b11d0c000](LTR)   (active, names: '|':NSView:0x7f8b11d0b800 )>.
        """,
    ])
    func theTailOfAReportWithoutItsHeadIsNotedNotCounted(text: String) {
        let result = parse(text)
        #expect(result.callbacks.isEmpty)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location.line == 1)
        #expect(result.diagnostics.first?.message == .fragment(broken: "0x6000035f2a30"))
    }

    @Test func aHeaderFarAboveItsListIsFound() {
        // A blank line after every line, bold markdown around each, and a preamble retyped long.
        var lines: [String] = []
        for line in Self.clean.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            lines.append(trimmed.isEmpty ? "" : "**\(trimmed)**")
            lines.append("")
        }
        let spaced = lines.joined(separator: "\n")
        #expect(Self.shape(parse(spaced)) == Self.shape(parse(Self.clean)))
        let long = Self.clean.replacingOccurrences(
            of: "\tTry this:",
            with: String(repeating: "\tSee the documentation of the layout engine for more.\n", count: 8)
                + "\tTry this:")
        #expect(Self.shape(parse(long)) == Self.shape(parse(Self.clean)))
    }

    @Test(arguments: ["}", "]", "}.", "],"])
    func aListClosedByAnotherBracketGoesOnToItsRecoverLine(close: String) {
        let text = Self.clean.replacingOccurrences(of: "\n)\n", with: "\n\(close)\n")
        let result = parse(text)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aReportJoinedOntoOneLineIsReadAsItsLines() {
        let joined = Self.clean.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let result = parse(joined)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.callbacks.first?.process == "Courier")
    }

    @Test func descriptionsStrippedOfBracketsAndQuotesAreConstraints() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
            NSLayoutConstraint:0x600003a1f2a0 UILabel:0x7fa4e1c0c110.leading == UIView:0x7fa4e1c0a8f0.leadingMargin
            "NSLayoutConstraint:0x600003a1f2f0 UILabel:0x7fa4e1c0c110.trailing == UIView:0x7fa4e1c0a8f0.trailingMargin",
            SnapKit.LayoutConstraint:0x600003a1f340@CardView.swift#88 UILabel:0x7fa4e1c0c110.width == 320
            NSLayoutConstraint:0x600003a1f390 'UIView-Encapsulated-Layout-Width' UIView:0x7fa4e1c0a8f0.width == 300
            )
            Will attempt to recover by breaking constraint
            SnapKit.LayoutConstraint:0x600003a1f340@CardView.swift#88 UILabel:0x7fa4e1c0c110.width == 320
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(
            result.callbacks.first?.constraints.map(\.address) == [
                "0x600003a1f2a0", "0x600003a1f2f0", "0x600003a1f340", "0x600003a1f390",
            ])
        #expect(result.callbacks.first?.constraints[2].sourceReference == "CardView.swift#88")
        #expect(result.callbacks.first?.broken == "0x600003a1f340")
        #expect(result.hierarchies.isEmpty)
    }

    @Test func aStrippedListWithNoHeaderIsFoundAndAMentionInProseIsNoted() {
        let text = """
            Here is what the console printed after rotating the device:
            NSLayoutConstraint:0x600003a1f2a0 UILabel:0x7fa4e1c0c110.width == 10
            NSLayoutConstraint:0x600003a1f2b0 UILabel:0x7fa4e1c0c110.width == 20

            Someone said NSLayoutConstraint:0x600003a1f2c0 is to blame, and that macOS prints
            `Conflicting constraints detected` for it.
            """
        let result = parse(text)
        #expect(result.callbacks.map(\.location.line) == [2])
        #expect(result.callbacks.first?.constraints.count == 2)
        #expect(result.diagnostics.map(\.location.line) == [5, 6])
    }

    /// The command that captured the log, as it stands at its top: `log stream` and `log show` print
    /// their predicate (`Filtering the log data using "eventMessage CONTAINS "Unable to …""`), a shell
    /// or CI echoes the command line that filtered for the phrase. A quoted phrase is a mention, in
    /// UIKit's words or reworded, never a report.
    @Test(arguments: [
        #"Filtering the log data using "eventMessage CONTAINS "Unable to simultaneously satisfy constraints"""#,
        #"Filtering the log data using "composedMessage CONTAINS[c] "Unable to simultaneously satisfy constraints"""#,
        #"$ grep -n 'Unable to simultaneously satisfy constraints' build.log"#,
        #"Filtering the log data using "eventMessage CONTAINS[c] "unable to satisfy constraints simultaneously"""#,
        #"Filtering the log data using "eventMessage CONTAINS "Will attempt to recover by breaking constraint"""#,
        #"$ grep -A1 "Will attempt to recover by breaking constraint" app.log"#,
    ])
    func aCommandThatFilteredForThePhraseIsNoReport(banner: String) {
        let text =
            banner + "\nSkipping info and debug messages, pass --info and/or --debug to include.\n"
            + "Timestamp                       Thread     Type        Activity             PID    TTL  \n" + Self.clean
        let result = parse(text)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.callbacks.map(\.location.line) == [4])
        // A mention of UIKit's header is noted as one; nothing else is said of the command.
        let mention = banner.contains("grep") && banner.contains(Phrase.unable.description)
        #expect(result.diagnostics.map(\.location.line) == (mention ? [1] : []))
    }

    /// The header a paste set in markup, the quote or backtick opening its line (an issue's
    /// `` `Unable to simultaneously satisfy constraints. `` left unclosed, a quote's ``> `…` ``), is
    /// the log's line: read as the header, unlike a phrase quoted after words.
    @Test(arguments: ["`", "> `", "\""])
    func aHeaderSetInMarkupIsStillAHeader(markup: String) {
        let header = "Unable to simultaneously satisfy constraints."
        let text = Self.clean.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .joined(separator: "\n")
        let result = parse(markup + header + "\n" + text)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.callbacks.map(\.location.line) == [1])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aReSpacedReportIsReadAsConstraintsNeverAsAViewDump() {
        let text = """
            Unable to Satisfy constraints simultaneously.
            (
                "<NSLayoutConstraint: 0x600003a1f2a0 UILabel: 0x7fa4e1c0c110.width == 200 (active)>"
                "<NSLayoutConstraint: 0x600003a1f2f0 UILabel: 0x7fa4e1c0c110.width == 120 (active)>"
            )
            """
        let result = parse(text)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.format == .uikit)
        #expect(result.hierarchies.isEmpty)
    }

    @Test func anotherThreadsLinesInsideAListAreSkipped() {
        let text = Self.clean.replacingOccurrences(
            of: "    \"<NSLayoutConstraint:0x600002b18be0",
            with: "2025-09-18 16:40:02.118390+0200 Courier[2231:771911] [Network] request 52 finished in 88 ms\n"
                + "    \"<NSLayoutConstraint:0x600002b18be0")
        let result = parse(text)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(ConflictGrouper().group(result).count == 1)
    }

    @Test(arguments: ["\u{00A0}", "\u{200B}", "\u{FEFF}", "\u{000C}", "\u{0000}"])
    func anInvisibleByteAroundTheCloseDoesNotSplitTheCallback(byte: String) {
        let text = Self.clean.replacingOccurrences(of: "\n)\n\n", with: "\n)\(byte)\n\(byte)\n")
        let result = parse(text)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func colourCodesOnEveryLineReadLikeCleanText() {
        let coloured = Self.clean.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "\u{1B}[0;33m\($0)\u{1B}[0m" }.joined(separator: "\n")
        let result = parse(coloured)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.callbacks.first?.timestamp == "2025-09-18 16:40:02.118204+0200")
    }

    /// Buildkite's raw log: each line opens with its time as an application program command
    /// (`ESC _bk;t=1733479872345 BEL`, or ended by `ESC \`), which a terminal does not print.
    @Test(arguments: ["\u{07}", "\u{1B}\\"])
    func aTimeInAnEscapeStringOnEveryLineReadsLikeCleanText(terminator: String) {
        let stamped = Self.clean.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { "\u{1B}_bk;t=\(1_733_479_872_345 + $0.offset * 7)\(terminator)\($0.element)" }.joined(
                separator: "\n")
        let result = parse(stamped)
        #expect(Self.shape(result) == Self.shape(parse(Self.clean)))
        #expect(result.diagnostics.isEmpty)
        #expect(result.callbacks.first?.timestamp == "2025-09-18 16:40:02.118204+0200")
    }

    @Test func carriageReturnLineEndsReadLikeNewlines() {
        let old = Self.clean.replacingOccurrences(of: "\n", with: "\r")
        let whole = parse(old)
        #expect(Self.shape(whole) == Self.shape(parse(Self.clean)))
        #expect(whole.callbacks.first?.location.line == 1)
        // Streamed a byte at a time, too.
        var scanner = LogScanner(file: "test.log")
        for byte in Array(old.utf8) { [byte].withUnsafeBytes { scanner.feed($0) } }
        #expect(scanner.finish() == whole)
    }

    @Test func aHeaderlessBlockStartsAtItsOpenParenOrItsFirstEntry() {
        let entries = Self.clean.split(separator: "\n").filter { $0.contains("\"<NSLayoutConstraint") }
            .joined(separator: "\n")
        let withParen = "some output\n(\n\n" + entries + "\n)\n"
        let withoutParen = "some output\n\n" + entries + "\n"
        #expect(parse(withParen).callbacks.map(\.location.line) == [2])
        #expect(parse(withoutParen).callbacks.map(\.location.line) == [3])
    }

    /// Every line that holds a report phrase or a constraint's address, in every sample and corpus
    /// log, is read into a callback or noted: nothing is lost without a word.
    @Test(arguments: StreamTests.inputs.filter { !$0.hasSuffix("README.md") })
    func nothingIsSilent(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = LogScanner.parse(bytes, file: path)
        let noted = Set(result.diagnostics.map(\.location.line))
        let headers = Set(result.callbacks.map(\.location.line))
        var known = Set(result.callbacks.flatMap { $0.knownAddresses })
        known.formUnion(result.callbacks.compactMap(\.controller?.address))
        // A report's tail (its recover line, the constraint on the next line) is noted at its first
        // line, by the address it breaks.
        for diagnostic in result.diagnostics {
            if case .fragment(let broken?) = diagnostic.message { known.insert(broken) }
        }
        // Lines as the reader numbers them: split at each newline byte (a CRLF is one Character).
        let lines = bytes.split(separator: ASCII.newline, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            // `log stream`'s own first line quotes its predicate, which names the phrases.
            if line.hasPrefix("Filtering the log data using ") { continue }
            if line.contains("Unable to simultaneously satisfy constraints")
                || line.contains("Conflicting constraints detected")
            {
                // A header a wrap cut before its phrase starts at its first piece, a line or two before.
                let starts = (number - 2...number).contains { headers.contains($0) }
                #expect(starts || noted.contains(number), "\(path):\(number) \(line)")
            }
            for address in Self.constraintAddresses(in: String(line)) {
                #expect(known.contains(address) || noted.contains(number), "\(path):\(number) \(address)")
            }
        }
    }

    /// The addresses that follow `Constraint:` on a line.
    static func constraintAddresses(in line: String) -> [Address] {
        var addresses: [Address] = []
        var rest = Substring(line)
        while let range = rest.range(of: "Constraint:0x") {
            let hex = rest[range.upperBound...].prefix { $0.isHexDigit }
            if !hex.isEmpty { addresses.append(Address("0x" + hex)) }
            rest = rest[range.upperBound...]
        }
        return addresses
    }

    /// Xcode's prefix with its time cut off (a poster's selection, a logger that prints none):
    /// `Frames[93001:7847043] `. Before, the process and pid were lost. Only `Name[pid:tid]` then a
    /// blank at the start of a line is one: text that looks like an index is none.
    @Test func aProcessPrefixWithoutItsTimeSaysTheProcess() {
        let result = parse(
            """
            Frames[93001:7847043] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60c000093c40 UIView:0x7fa8e3d0c7b0.width == 200   (active)>",
                "<NSLayoutConstraint:0x60c000093c90 UIView:0x7fa8e3d0c7b0.width == 168   (active)>"
            )
            Shop Demo[777:88123] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60c000093c40 UIView:0x7fa8e3d0c7b0.width == 200   (active)>"
            )

            """)
        #expect(result.callbacks.map(\.process) == ["Frames", "Shop Demo"])
        #expect(result.callbacks.map(\.pid) == [93001, 777])
        #expect(result.callbacks.map(\.timestamp) == [nil, nil])
        for text in ["items[0:2] are ready", "Array<Int>[3:4] loaded", "Frames[93001] loaded", "Frames[1:2]x"] {
            let prefix = LinePrefixReader.read(Array(text.utf8))
            #expect(prefix.process == nil, "\(text)")
        }
    }

    /// A paste wrapped at a width (an email's, a forum's, `fold`): each description that ran over is
    /// cut into two, three or four lines, a cut in the middle of a word, a label, a relation (`=` then
    /// `= 16`), before a space (` priority:999`, ` >= 200`), before its `>` (alone on a line, which
    /// reads like a Markdown quote); AppKit's recover line, its constraint on it, cut too; each
    /// report's header, cut in its log prefix, its category or its phrase. Each reads as the unwrapped
    /// log: the same callbacks, each with its header's format, time and process, the same
    /// constraints, each with the same text (but for the number of blanks where a cut fell among
    /// several), nothing noted.
    @Test(arguments: [
        ("uikit-modern.log", "wrapped-60.log"), ("uikit-modern.log", "wrapped-80.log"),
        ("appkit-macos14.log", "wrapped-appkit-80.log"),
    ])
    func aPasteWrappedAtAWidthReadsAsTheLogUnwrapped(plain: String, wrapped: String) throws {
        let unwrapped = try InputReader.read(path: Paths.sample(plain))
        let result = try InputReader.read(path: Paths.fixture(wrapped))
        #expect(result.diagnostics.isEmpty)
        #expect(Self.shape(result) == Self.shape(unwrapped))
        func headers(_ result: ParseResult) -> [String] {
            result.callbacks.map { "\($0.format) \($0.timestamp ?? "-") \($0.process ?? "-") \($0.pid ?? 0)" }
        }
        #expect(headers(result) == headers(unwrapped))
        // As printed, but for how many blanks stood where a line was cut (the cut trims them).
        func texts(_ result: ParseResult) -> [[String]] {
            result.callbacks.map { callback in
                callback.constraints.map {
                    $0.text.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
                }
            }
        }
        #expect(texts(result) == texts(unwrapped))
    }

    /// A view dump wrapped at a width: each view line cut into two to six pieces, in its class name,
    /// its address, its frame, its text (`text = 'Allow apps to refresh their content when on Wi-Fi
    /// or cellular ` then `in the background. …'; userInteraction` then `Enabled = NO; layer = …>>`), a
    /// layer's line (`<CALayer: 0x600` then `003c08580> (layer)`). Before, each view line after a cut
    /// opened a dump of its own (at 80 columns, 321 dumps of one view for one of 331). Each reads as
    /// the dump unwrapped: one tree, the same views at the same depths with the same frames, their
    /// text whole where no line break of its own stood in it.
    @Test(arguments: ["wrapped-dump-60.log", "wrapped-dump-80.log", "wrapped-dump-100.log"])
    func aViewDumpWrappedAtAWidthReadsAsTheDumpUnwrapped(wrapped: String) throws {
        let unwrapped = try InputReader.read(path: Paths.fixture("dump-settings.log"))
        let result = try InputReader.read(path: Paths.fixture(wrapped))
        #expect(result.diagnostics.isEmpty)
        #expect(result.hierarchies.count == 1)
        #expect(result.hierarchies.map(\.viewCount) == unwrapped.hierarchies.map(\.viewCount))
        func views(_ result: ParseResult) -> [String] {
            (result.hierarchies.first?.nodes ?? []).map { node in
                "\(node.depth) \(node.className) \(node.address) \(node.frame.map { "\($0)" } ?? "-") \(node.isLayerOnly)"
            }
        }
        #expect(views(result).count == 342)
        #expect(views(result) == views(unwrapped))
        let label = { (result: ParseResult) in
            result.hierarchies.first?.nodes.first { $0.address == "0x10b228bb0" }?.details
        }
        #expect(label(result) == label(unwrapped))
    }

    /// A capture wrapped at 100 columns: its `view:` line, its dump's view lines and its entries cut.
    /// Before, the view's pieces ended the capture (no constraints, and its list read as a second
    /// callback) and the dump read as 268. It reads as the capture unwrapped.
    @Test func aCaptureWrappedAtAWidthReadsAsTheCaptureUnwrapped() throws {
        let unwrapped = try InputReader.read(path: Paths.sample("capture-large.log"))
        let result = try InputReader.read(path: Paths.fixture("wrapped-capture-100.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(Self.shape(result) == Self.shape(unwrapped))
        #expect(result.callbacks.map(\.viewAddress) == unwrapped.callbacks.map(\.viewAddress))
        #expect(result.callbacks.map(\.controller) == unwrapped.callbacks.map(\.controller))
        func views(_ result: ParseResult) -> [String] {
            (result.callbacks.first?.hierarchy?.nodes ?? []).map { node in
                "\(node.depth) \(node.className) \(node.address) \(node.frame.map { "\($0)" } ?? "-")"
            }
        }
        #expect(views(result).count == 342)
        #expect(views(result) == views(unwrapped))
    }

    /// A view line a poster cut short (a page's code block cut it, nothing of it follows): what comes
    /// after it is no piece of it, neither a poster's elision nor a log line, which are read as before.
    @Test func aViewLineCutShortTakesNoLineAfterItForItsPiece() {
        let text = """
            <UIWindow: 0x7f9127400000; frame = (0 0; 414 896); gestureRecognizers = <NSArray: 0x600001ef0000>; layer = <UIWindowLayer: 0x6000006000a0>>
               | <UIView: 0x7f9127007fa0; frame = (0 50; 414 0.333333); layer = <CALayer: 0x600000600f40>>
               | <UIImageView: 0x7f9127011d30; frame = (329 5; 50 50); opaque = NO; layer = <CALayer: 0x60
            .......
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [Config] flags = <private>; retries = 3
            """
        let result = parse(text)
        #expect(result.hierarchies.count == 1)
        #expect(result.hierarchies.first?.nodes.count == 3)
        #expect(result.hierarchies.first?.nodes.last?.details.contains("retries") == false)
        #expect(result.diagnostics.map(\.location.line) == [4])
    }

    /// A report's header cut by a wrap, in each place a width or a word wrap puts the cut: inside
    /// its phrase, on the phrase's space (kept on either line, or dropped), in UIKit's category, at
    /// the end of the log prefix, in the prefix and then in the phrase. Each is the header with its
    /// time and process, at its first piece's line, and its list is its own.
    @Test(arguments: [
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable t",
            "o simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to",
            "simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to ",
            "simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to",
            " simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutC",
            "onstraints] Unable to simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints]",
            "Unable to simultaneously satisfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567",
            "] [LayoutConstraints] Unable to simultaneously sat", "isfy constraints.",
        ],
        [
            "2026-03-04 10:11:12.345678+0100 ", "MyApp[4242:1234567] [LayoutConstraints] Unable to ",
            "simultaneously satisfy constraints.",
        ],
    ])
    func aHeaderAWrapCutReadsWithItsTimeAndList(header: [String]) {
        let lines =
            ["2026-03-04 10:11:11.702644+0100 MyApp[4242:1234567] Loaded 20 picks from cache, 3 new"] + header + [
                "(",
                "    \"<NSLayoutConstraint:0x600002174f00 UIImageView:0x103a0c5e0.width == 160   (active)>\",",
                "    \"<NSLayoutConstraint:0x600002174ff0 UIImageView:0x103a0c5e0.width >= 200   (active)>\"",
                ")",
                "",
                "Will attempt to recover by breaking constraint ",
                "<NSLayoutConstraint:0x600002174ff0 UIImageView:0x103a0c5e0.width >= 200   (active)>",
            ]
        let result = parse(lines.joined(separator: "\n") + "\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.callbacks.count == 1)
        let callback = result.callbacks.first
        #expect(callback?.format == .uikit)
        #expect(callback?.location.line == 2)
        #expect(callback?.timestamp == "2026-03-04 10:11:12.345678+0100")
        #expect(callback?.process == "MyApp")
        #expect(callback?.constraints.map(\.address) == ["0x600002174f00", "0x600002174ff0"])
        #expect(callback?.broken == "0x600002174ff0")
    }

    /// A line that ends as a header's phrase begins, or a log prefix with a word after it, whose next
    /// line does not go on with the header: each is read as it is, and the header after it as its own.
    @Test func aLineThatOnlyLooksLikeAHeadersFirstPieceIsReadAsItIs() {
        let result = parse(
            """
            2026-03-04 10:11:11.702644+0100 MyApp[4242:1234567] [Files] Unable
            2026-03-04 10:11:11.702650+0100 MyApp[4242:1234567] viewDidLoad
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002174f00 UIImageView:0x103a0c5e0.width == 160   (active)>",
                "<NSLayoutConstraint:0x600002174ff0 UIImageView:0x103a0c5e0.width >= 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002174ff0 UIImageView:0x103a0c5e0.width >= 200   (active)>

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.callbacks.map(\.location.line) == [3])
        #expect(result.callbacks.first?.timestamp == "2026-03-04 10:11:12.345678+0100")
        #expect(result.callbacks.first?.constraints.count == 2)
    }

    /// A paste that ends inside a description, wrapped at 80 columns: the pieces joined are still cut,
    /// and the description is read as far as it goes, as it is on one line (it was dropped).
    @Test func aWrappedDescriptionCutWhereThePasteEndsIsReadAsFarAsItGoes() {
        let lines = [
            "Unable to simultaneously satisfy constraints.",
            "(",
            "    \"<SnapKit.LayoutConstraint:0x7fb38152d560@/Users/me/POC/Views/BasicView.swift#70 UIView:0x7fb381641910.height == 0.0>\",",
            "    \"<SnapKit.LayoutConstraint:0x7fb38152fac0@/Users/me/POC/Views/BasicView.swift#71 UIView:0x7fb381641910.bottom == POC.BasicView:0x7fb381641350",
        ]
        let whole = parse(lines.joined(separator: "\n") + "\n")
        let wrapped = lines.flatMap { line in
            stride(from: 0, to: line.count, by: 80).map { start in
                String(Array(line)[start..<min(start + 80, line.count)])
            }
        }
        let result = parse(wrapped.joined(separator: "\n") + "\n")
        #expect(whole.callbacks.first?.constraints.map(\.address) == ["0x7fb38152d560", "0x7fb38152fac0"])
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x7fb38152d560", "0x7fb38152fac0"])
        #expect(result.diagnostics.map(\.message) == whole.diagnostics.map(\.message))
    }

    /// The cut shapes one by one, at 80 columns: a cut before the space of ` priority:999`, a `>`
    /// alone, a label cut (`'Order #` then `1042 · 3 items'`: a wrap, as the cuts before it at the
    /// same width outside any label show, not a line break in the label's text).
    @Test func theCutsOfAWrappedDescriptionAreJoinedAsPrinted() {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002c8d2c0 UIButton:0x104c3a5d0'Follow'.width == 72
             priority:999   (active)>",
                "<NSLayoutConstraint:0x600002c8d3f0 H:[field(>=260)]  (Names: field:0x7f9e )
            >",
                "<NSLayoutConstraint:0x600001f2a0f0 H:|-(16)-[UILabel:0x7f9e1c40a2b0'Order #
            1042 · 3 items']   (active, names: '|':UITableViewCellContentView:0x7f9e1c409f6
            0 )>"
            )

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.callbacks.first?.constraints.map(\.text) == [
                "<NSLayoutConstraint:0x600002c8d2c0 UIButton:0x104c3a5d0'Follow'.width == 72 priority:999   (active)>",
                "<NSLayoutConstraint:0x600002c8d3f0 H:[field(>=260)]  (Names: field:0x7f9e )>",
                "<NSLayoutConstraint:0x600001f2a0f0 H:|-(16)-[UILabel:0x7f9e1c40a2b0'Order #1042 · 3 items']   "
                    + "(active, names: '|':UITableViewCellContentView:0x7f9e1c409f60 )>",
            ])
        #expect(result.callbacks.first?.constraints.first?.priority == 999)
    }
}
