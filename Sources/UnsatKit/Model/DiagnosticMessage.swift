/// What a note on a line unsat could not fully read says: a closed set, each case worded once in
/// `description`, so that code and tests ask which note it is (`== .lineTooLong`), never read it
/// back by its English.
public enum DiagnosticMessage: Hashable, Sendable, CustomStringConvertible {
    case unclosedEntry
    case unreadableEntry
    case listEndsInEllipsis
    /// `...` between entries: the poster left out the middle of the list.
    case listElided
    /// `...` (or a row of dots) among a view dump's lines: the poster left views out.
    case viewsElided
    /// A view line with two or more bars more than the view line above it: the views between (its
    /// parent at least) were left out of the paste with no `...`.
    case viewsLeftOut(above: Int, bars: Int)
    /// A view line with no more bars than the first of a dump pasted from below its root (`bars` of
    /// them): its parent is among the views the paste left out, so it starts a tree of its own.
    case viewAbovePastedDump(bars: Int)
    /// `...` among a `_printHierarchy` tree's lines: the poster left controllers out.
    case controllersElided
    /// A controller's line with two or more bars more than the controller's line above it: the
    /// controllers between were left out of the paste with no `...`.
    case controllersLeftOut(above: Int, bars: Int)
    case reportWithoutList
    case captureWithoutList
    case captureCutOff
    case expectedBroken
    /// The input ends after the recover line, before the constraint it names.
    case brokenCutOff
    case expectedIgnoredController
    case ambiguityWithoutView
    case mentionOutsideReport
    /// One constraint on a line of its own that a report in the input lists too (`po 0x…` printed it).
    case constraintPrintedAgain
    case lineTooLong
    case recordWithoutConstraints
    case rewrittenEntry
    /// A report the input ends inside, with the constraints read of it.
    case reportCutOff(keeping: Int)
    /// The end of a report whose header and list are not in the input.
    case fragment(broken: Address?)
    case unreadableConstraint(expected: String)
    case unreadableRecordConstraint(expected: String)
    /// A description read with something the reader says of it.
    case constraint(Address, ConstraintNote)
    case ignoredWithoutReport(controller: String)
    case unreadableRecord(reason: String)

    /// Whether text the line holds was left unread (an entry that could not be read, a body kept as
    /// text, a line stepped over); false for a note on a line read whole that says what the input
    /// lacks or how the line was taken (an elision, a cut, a view that skips levels, a constraint
    /// printed again). The inspector's header counts the first as unread lines, the rest as notes.
    public var leavesTextUnread: Bool {
        switch self {
        case .listElided, .listEndsInEllipsis, .viewsElided, .viewsLeftOut, .viewAbovePastedDump, .controllersElided,
            .controllersLeftOut, .reportWithoutList, .captureWithoutList, .captureCutOff, .brokenCutOff,
            .constraintPrintedAgain, .reportCutOff, .fragment, .ignoredWithoutReport:
            false
        case .constraint(_, let note): note.leavesTextUnread
        case .unclosedEntry, .unreadableEntry, .expectedBroken, .expectedIgnoredController, .ambiguityWithoutView,
            .mentionOutsideReport, .lineTooLong, .recordWithoutConstraints, .rewrittenEntry, .unreadableConstraint,
            .unreadableRecordConstraint, .unreadableRecord:
            true
        }
    }

    public var description: String {
        switch self {
        case .unclosedEntry: "unreadable constraint: expected '>' to close the constraint description"
        case .unreadableEntry: "unreadable constraint: expected a constraint description"
        case .listEndsInEllipsis: "the list of constraints ends in '...': constraints after it were not in the input"
        case .listElided:
            "the list of constraints is elided with '...': constraints left out there were not in the input"
        case .viewsElided:
            "the view dump is elided with '...': views left out there were not in the input; each view after it "
                + "hangs under the nearest view above it with fewer bars"
        case .viewsLeftOut(let above, let bars):
            "this view has \(Words.count(bars, "bar")) where the view above it has \(above): views between were left "
                + "out of the paste (not in the input), so it hangs under the nearest view above it with fewer bars"
        case .viewAbovePastedDump(let bars):
            "the view dump was pasted from below its root (its first view has \(Words.count(bars, "bar"))) and this "
                + "view has no more: its parent was left out of the paste, so it starts a tree of its own"
        case .controllersElided:
            "the controller tree is elided with '...': controllers left out there were not in the input; each "
                + "controller after it hangs under the nearest one above it with fewer bars"
        case .controllersLeftOut(let above, let bars):
            "this controller has \(Words.count(bars, "bar")) where the controller above it has \(above): controllers "
                + "between were left out of the paste (not in the input), so it hangs under the nearest controller "
                + "above it with fewer bars"
        case .reportWithoutList: "report with no constraints: expected '(' and a list of constraint descriptions"
        case .captureWithoutList: "capture with no constraints: expected 'current constraints:' and a list"
        case .captureCutOff: "capture cut off at the end of the input"
        case .expectedBroken: "expected the broken constraint after 'Will attempt to recover by breaking constraint'"
        case .brokenCutOff:
            "report cut off after 'Will attempt to recover by breaking constraint': the broken constraint is not in the input"
        case .expectedIgnoredController: "expected '<Controller: 0x…>' after 'ignore conflict in UIKit:'"
        case .ambiguityWithoutView: "ambiguity report: expected 'Class:0xADDRESS' before AMBIGUOUS LAYOUT"
        case .mentionOutsideReport:
            "names a constraint or a report outside any report's list (quoted in text?): not read as one"
        case .constraintPrintedAgain:
            "one constraint on its own, which a report above or below lists too (printed again, by `po`?): "
                + "not read as a conflict of its own"
        case .lineTooLong: "line longer than 1 MiB: stepped over without reading it"
        case .recordWithoutConstraints: "capture record with no readable constraints"
        case .rewrittenEntry:
            "the list's entries have no addresses (rewritten by a console library?): no constraint can be read from them"
        case .reportCutOff(let count):
            "report cut off at the end of the input: kept the \(Words.count(count, "constraint")) read"
        case .fragment(let broken):
            "the end of a report whose header and list are not in the input ("
                + (broken.map { "breaks \($0)" } ?? "its broken constraint not readable")
                + "): not counted as a callback"
        case .unreadableConstraint(let expected): "unreadable constraint: expected \(expected)"
        case .unreadableRecordConstraint(let expected): "unreadable constraint in capture record: expected \(expected)"
        case .constraint(let address, let note): "\(address): \(note)"
        case .ignoredWithoutReport(let controller):
            "the capture hook ignored a conflict in \(controller), but no report before it names one"
        case .unreadableRecord(let reason): "unreadable capture record: \(reason)"
        }
    }
}

/// What the reader says of a constraint description it could still read (`ConstraintParser.Output.notes`).
public enum ConstraintNote: Hashable, Sendable, CustomStringConvertible {
    case noBody
    /// The description closes after its address, and text follows its `>` on the line
    /// (`<NSLayoutConstraint: 0x…> H:[UIView:0x…(280)] ((null), (null))`): a form unsat does not know,
    /// so the text (quoted with the note) is not read as the body.
    case textAfterDescription
    case expressionBody
    case superviewNotNamed
    /// Cut before its closing `>`, and read as if it were there.
    case cut
    /// Its body could not be read.
    case bodyNotRead(BodyProblem)
    /// Cut before its closing `>`, and its body could not be read either: one note, since "read as
    /// if it were there" beside "not read" would contradict itself.
    case cutAndBodyNotRead(BodyProblem)
    case trailerNotRead(column: Int)
    case namesNotRead(expected: String, column: Int)
    case unknownAttribute(String)
    case ambiguousName(String, views: Int, readAs: Address)
    /// A constraint Masonry names by its `mas_key` where its address would be (`<MASLayoutConstraint:ThumbWidth …>`).
    case keyedConstraint
    /// A view Masonry names by its `mas_key` (`UITableViewCellContentView:cv`) where the address would be.
    case keyedView(String)
    /// A `names:` entry whose address the cut ends (`'|':AVPlayerView:0x7f`): the view's class is
    /// known, its address is not.
    case nameAddressCut(String, className: String?)

    /// Why a body was not read. Columns count characters of the description from 1, as a reader of
    /// the note sees them.
    public enum BodyProblem: Hashable, Sendable, CustomStringConvertible {
        case expected(String, column: Int)
        /// A body that runs into the cut ends in a number that may have lost digits (`height == 16`
        /// of `height == 160`): read, it would state a constant the log may not hold.
        case numberRunsIntoCut
        case spaceInViewAddress(String, column: Int)

        public var description: String {
            switch self {
            case .expected(let expected, let column): "expected \(expected) at column \(column)"
            case .numberRunsIntoCut: "its last number runs into the cut and may have lost digits"
            case .spaceInViewAddress(let address, let column):
                "the view address '\(address)' at column \(column) holds a space, so which view it is is unknown"
            }
        }
    }

    /// Whether some of the description was not read (`DiagnosticMessage.leavesTextUnread`): a body or a
    /// trailer that stays text; not a cut read as if whole, nor a view whose address the log lacks.
    public var leavesTextUnread: Bool {
        switch self {
        case .noBody, .superviewNotNamed, .cut, .ambiguousName, .keyedConstraint, .keyedView, .nameAddressCut: false
        case .expressionBody, .bodyNotRead, .cutAndBodyNotRead, .trailerNotRead, .namesNotRead, .unknownAttribute,
            .textAfterDescription:
            true
        }
    }

    public var description: String {
        switch self {
        case .noBody: "the constraint has no body"
        case .textAfterDescription:
            "the description closes after its address and text follows its '>': a form unsat does not know, so "
                + "that text is not read as the constraint's body"
        case .expressionBody: "an expression body is shown as text, not read as an equation"
        case .superviewNotNamed: "the superview '|' is not in the names: list"
        case .cut: "the description is cut before its closing '>': read as if it were there"
        case .bodyNotRead(let problem): "body not read: \(problem)"
        case .cutAndBodyNotRead(let problem):
            "the description is cut before its closing '>', and its body could not be read: \(problem)"
        case .trailerNotRead(let column):
            "trailer not read: expected \(ConstraintParseError.Expected.trailer.text) at column \(column); "
                + "whether the constraint is active is unknown"
        case .namesNotRead(let expected, let column):
            "names: list not read: expected \(expected) at column \(column); its views are left out"
        case .unknownAttribute(let attribute): "'\(attribute)' is not an attribute unsat knows"
        case .ambiguousName(let name, let views, let address):
            "the name '\(name)' stands for \(views) views in names:; read as \(address), the last"
        case .nameAddressCut(let name, let className):
            "the address of \(name == "|" ? "the superview '|'" : "'\(name)'")"
                + (className.map { " (\($0))" } ?? "") + " is cut in the names: list, so which view it is is unknown"
        case .keyedConstraint:
            "the constraint is named by its Masonry key (mas_key) where its address would be: its address is not known"
        case .keyedView(let key):
            "the view '\(key)' is named by its Masonry key (mas_key) where its address would be: its address is not known"
        }
    }
}
