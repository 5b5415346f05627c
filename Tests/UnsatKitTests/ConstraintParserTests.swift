import Testing

@testable import UnsatKit

/// Each feature of a constraint description (docs/formats.md §2), one test each.
struct ConstraintParserTests {
    @Test func equationWithConstantOnly() throws {
        let c = try constraint("<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>")
        #expect(c.address == "0x600001e2c0a0")
        #expect(c.className == "NSLayoutConstraint")
        #expect(c.first?.item == LayoutItem(className: "UIImageView", address: "0x7f9e4c70e2a0"))
        #expect(c.first?.attribute == .width)
        #expect(c.relation == .equal)
        #expect(c.second == nil)
        #expect(c.constant == 120)
        #expect(c.isActive == true)
        #expect(c.origin == .app)
    }

    @Test(arguments: [
        ("A.attr == 0.4*B.attr + 8", 0.4, 8.0),
        ("A.attr == B.attr * 0.384615", 0.384615, 0.0),
        ("A.attr == B.attr - 16", 1.0, -16.0),
        ("A.attr == B.attr + 43.6667", 1.0, 43.6667),
        ("A.attr >= 2*B.attr", 2.0, 0.0),
    ])
    func multipliersBeforeAndAfterAndConstants(body: String, multiplier: Double, constant: Double) throws {
        let text = body.replacingOccurrences(of: "A.attr", with: "UIView:0x7f01.leading")
            .replacingOccurrences(of: "B.attr", with: "UILabel:0x7f02.trailing")
        let c = try constraint("<NSLayoutConstraint:0x6001 \(text)   (active)>")
        #expect(c.second?.item.className == "UILabel")
        #expect(c.second?.attribute == .trailing)
        #expect(c.multiplier == multiplier)
        #expect(c.constant == constant)
    }

    @Test func signedAndExponentConstants() throws {
        let negative = try constraint("<NSLayoutConstraint:0x6001 UIView:0x7f01.top == - 16   (active)>")
        #expect(negative.constant == -16)
        let tiny = try constraint(
            "<NSLayoutConstraint:0x6002 'UIView-Encapsulated-Layout-Height' UIView:0x7f01.height == 2.22507e-308   (active)>"
        )
        #expect(tiny.constant == 2.22507e-308)
        #expect(tiny.origin == .encapsulated)
    }

    @Test func systemSpacing() throws {
        let space = try constraint(
            "<NSLayoutConstraint:0x6001 UILayoutGuide:0x6002'UIViewLayoutMarginsGuide'.bottom == UIButton:0x7f03'Cancel'.bottom NSSpace(8)   (active)>"
        )
        #expect(space.constant == 8)
        #expect(space.systemSpacing)
        #expect(space.first?.item.label == "UIViewLayoutMarginsGuide")
        #expect(space.second?.item.label == "Cancel")
        let anchor = try constraint(
            "<_UISystemBaselineConstraint:0x6001 SomeView:0x7f01.bottom <= UILayoutGuide:0x6002'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>"
        )
        #expect(anchor.constant == 8)
        #expect(anchor.relation == .lessThanOrEqual)
    }

    @Test(arguments: [
        ("H:[UIView:0x7f01(768)]", "UIView.width == 768"),
        ("V:[UIView:0x7f01(>=44)]", "UIView.height >= 44"),
        ("H:|-(16)-[UIView:0x7f01]", "UIView.leading == Super.leading + 16"),
        ("H:[UIView:0x7f01]-(8)-|", "Super.trailing == UIView.trailing + 8"),
        ("H:[UIView:0x7f01]-(>=8)-[UILabel:0x7f02]", "UILabel.leading >= UIView.trailing + 8"),
        ("V:|-(NSSpace(8))-[UIView:0x7f01]", "UIView.top == Super.top + 8"),
        ("V:[UIView:0x7f01]-(-2)-|", "Super.bottom == UIView.bottom - 2"),
        ("H:[UIView:0x7f01]-(0@250)-|", "Super.trailing == UIView.trailing @250"),
    ])
    func visualFormat(body: String, expected: String) throws {
        let c = try constraint("<NSLayoutConstraint:0x6001 \(body)   (active, names: '|':Super:0x7f09 )>")
        let namer = ViewNamer(items: c.items)
        #expect(ConstraintFormatter.short(c, namer: namer) == expected)
    }

    /// A view's name is one line: a label's line breaks (its text's own, or a paste's wrap inside
    /// it) read as spaces, so that a list's line is not broken by a name.
    @Test func aLabelsLineBreaksReadAsSpacesInItsName() throws {
        let c = try constraint(
            "<NSLayoutConstraint:0x6001 UILabel:0x7f01'Background\n App Refresh'.width == 200   (active)>")
        #expect(c.first?.item.label == "Background\n App Refresh")
        #expect(ViewNamer(items: c.items).name(c.first!.item) == "UILabel 'Background App Refr…'")
        #expect(ViewNamer.oneLine("Dear Sam,  \r\n\n  Sent from my iPhone") == "Dear Sam, Sent from my iPhone")
        #expect(ViewNamer.oneLine("\nalone\n") == "alone")
    }

    @Test func legacyNamesListAndDirection() throws {
        let c = try constraint(
            "<NSLayoutConstraint:0x6001 H:|-(22)-[UILayoutGuide:0x6002'UIViewLayoutMarginsGuide'](LTR)   (Names: '|':UIStackView:0x7f03 )>"
        )
        #expect(c.direction == "LTR")
        #expect(c.second?.item == LayoutItem(className: "UIStackView", address: "0x7f03", name: "|"))
        #expect(c.isActive == nil)
    }

    @Test func bareNamesResolveThroughTheNamesList() throws {
        let c = try constraint(
            "<NSLayoutConstraint:0x6001 progress background.height == 5   (active, names: progress background:0x1089a5290 )>"
        )
        #expect(c.first?.item.address == "0x1089a5290")
        #expect(c.first?.item.name == "progress background")
        let truncated = try constraint(
            "<NSLayoutConstraint:0x6002 DetailCell....width == 54   (active, names: DetailCell...:0x7f95 )>")
        #expect(truncated.first?.item.className == "DetailCell...")
        #expect(truncated.first?.attribute == .width)
    }

    @Test func identifiersWithSpaces() throws {
        let c = try constraint(
            "<NSLayoutConstraint:0x6001 'avatar width (compact)' UIImageView:0x7f01.width == 40   (active)>")
        #expect(c.identifier == "avatar width (compact)")
        #expect(c.constant == 40)
    }

    @Test(arguments: ["What's new", "Total (incl. tax)", "$9.99 / 50%", "Hello\nworld", "a.width == 3"])
    func labelsWithOddCharacters(label: String) throws {
        let c = try constraint(
            "<NSLayoutConstraint:0x6001 UILabel:0x7f01'\(label)'.width == UIView:0x7f02.width   (active)>")
        #expect(c.first?.item.label == label)
        #expect(c.first?.attribute == .width)
        #expect(c.second?.item.className == "UIView")
    }

    @Test func anyConstraintClass() throws {
        let snap = try constraint(
            "<SnapKit.LayoutConstraint:0x6001@Profile View+Layout.swift#88 UIView:0x7f01.height >= 44.0>")
        #expect(snap.className == "SnapKit.LayoutConstraint")
        #expect(snap.sourceReference == "Profile View+Layout.swift#88")
        #expect(snap.constant == 44)
        let mas = try constraint("<MASLayoutConstraint:0x6002 UIView:0x7f01.left == UIView:0x7f02.left + 10>")
        #expect(mas.className == "MASLayoutConstraint")
        let mangled = try constraint(
            "<NSLayoutConstraint:0x6003 _TtGC8MyApp8CardViewCS_P10$105829RecoveryKeyView_:0x7f43.leading == UIView:0x7f44.leading   (active)>"
        )
        #expect(mangled.first?.item.className == "_TtGC8MyApp8CardViewCS_P10$105829RecoveryKeyView_")
    }

    @Test func autoresizingMask() throws {
        let c = try constraint(
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIView:0x7f01.width == 70   (active)>")
        #expect(c.autoresizingMask == "h=--& v=--&")
        #expect(c.origin == .autoresizing)
        #expect(c.constant == 70)
    }

    @Test func contentSizePriorities() throws {
        let c = try constraint(
            "<NSContentSizeLayoutConstraint:0x6001 UILabel:0x7f01'Hi'.width == 120 Hug:250 CompressionResistance:750   (active)>"
        )
        #expect(c.huggingPriority == 250)
        #expect(c.compressionResistancePriority == 750)
        #expect(c.origin == .contentSize)
        #expect(c.constant == 120)
    }

    @Test func prioritiesAndInactive() throws {
        let c = try constraint("<NSLayoutConstraint:0x6001 UIView:0x7f01.height == 44 priority:250   (inactive)>")
        #expect(c.priority == 250)
        #expect(c.isActive == false)
        #expect(!c.isRequired)
        let at = try constraint("<NSLayoutConstraint:0x6002 UIView:0x7f01.height == 44 @750>")
        #expect(at.priority == 750)
    }

    @Test func expressionBodiesKeepTheirText() throws {
        let text =
            "<NSLayoutConstraint:0x6001 (UIView:0x7f01.leading - UIView:0x7f02.leading) == 0.5*(UIView:0x7f03.leading - UIView:0x7f04.trailing)   (active)>"
        let output = try ConstraintParser().parse(text).get()
        #expect(!output.constraint.isEquation)
        #expect(output.constraint.body.hasPrefix("(UIView:0x7f01.leading"))
        #expect(output.notes.contains(.expressionBody))
    }

    @Test(arguments: [
        ("'UISV-spacing'", ConstraintOrigin.stackView),
        ("'_UITemporaryLayoutWidth'", .temporary),
        ("'UIView-leftMargin-guide-constraint'", .guide),
        ("'UIView-Encapsulated-Layout-Width'", .encapsulated),
        ("'my-own'", .app),
    ])
    func originFromIdentifier(identifier: String, origin: ConstraintOrigin) throws {
        let c = try constraint("<NSLayoutConstraint:0x6001 \(identifier) UIView:0x7f01.width == 10   (active)>")
        #expect(c.origin == origin)
    }

    /// Only a description without the constraint's own class and address fails: there is nothing to
    /// keep it by. A cut that runs into the address fails too, since digits may be missing.
    @Test(arguments: [
        ("<NSLayoutConstraint:0x61h00 UIView:0x7f01.width == 1>", "hex digit"),
        ("<NSLayoutConstraint UIView:0x7f01.width == 1>", "class"),
        ("<Garbage>", "class"),
        ("<NSLayoutConstraint: UIView:0x7f01.width == 1>", "'0x'"),
        ("<NSLayoutConstraint:0x6001", "'>'"),
    ])
    func unreadableDescriptionsSayWhatWasExpected(text: String, expected: String) {
        let result = ConstraintParser().parse(text)
        guard case .failure(let error) = result else {
            Issue.record("read \(text)")
            return
        }
        #expect(error.expected.contains(expected))
    }
}

/// docs/formats.md §1, "More damage": an address is a constraint. Damage that can be undone is, and the
/// constraint is a full equation; damage that cannot keeps the constraint, its text and a note.
struct ConstraintParserDamageTests {
    func read(_ text: String) throws -> ConstraintParser.Output {
        try ConstraintParser().parse(text).get()
    }

    /// Damaged descriptions in the shapes read below, for the test that damaging them further never traps.
    static let damaged = [
        "<<SnapKit.LayoutConstraint:0x7fb2c4e18a60> <UIButton:0x7fb2c4d0f3b0>.top == <UIScrollView:0x7fb2c4c09a20>.top + 20>",
        "<NSLayoutConstraint:0x600002b8e3f0 V:[UIProgressView:0x7fd1e2a0c4b0]-(0)-|   (active, names: '|':WKWebView:0x10b92d600'Order summary' )>",
        "<NSLayoutConstraint:0x6000027c4f00 V:[UILabel:0x7f8a3b40f010'Total – incl. tax']~~(>=8@750)–|   (active, names: '|':UIView:0x7f8a3b40a6b0 )>",
        "<NSLayoutConstraint: 0x600003c5e8a0 V | - (20) - [UITextField: 0x7fc0b8d21e70] (active, names: '|': UIView: 0x7fc0b8d0f6d0)>",
        "<NSLayoutConstraint: 0x600003c5e990 UILabel: 0x7fc0b8d22c10.leading == UIView: 0x7fc0b8d0f6d0.leadingMargin + 4 (active)>",
        "<NSLayoutConstraint:0x7b0c0041e9a0 UISwitch:0x7c2a 4d10e.width == 51   (active)>",
        "<NSLayoutConstraint:0x600001f4d2c0 UICollectionView:0x7fa0c9838000.height == 0.5*UIView:0x7fa0c8c1b9e0.height   (acti\u{FFFD}ve)>",
        "<NSContentSizeLayoutConstraint:0x6001@Card View.swift#12 'id' UILabel:0x7f01'Hi'.width == 0x10 Hug:250 CompressionResistance:750   (inactive)>",
    ]

    /// Every prefix, every one-byte deletion and an inserted byte of the kinds damage brings, at every
    /// offset: the second read runs on text nobody has seen, so it must never trap.
    @Test(arguments: damaged)
    func damagingADamagedDescriptionFurtherNeverTraps(text: String) {
        let bytes = Array(text.utf8)
        let insertions: [[UInt8]] = [
            [0x20], [0x27], [0x28], [0x29], [0x3C], [0x3E], [0x3A], [0x7E, 0x7E], [0xE2, 0x80],
        ]
        var readable = 0
        for offset in 0...bytes.count {
            var variants = [Array(bytes[..<offset])]
            if offset < bytes.count { variants.append(Array(bytes[..<offset] + bytes[(offset + 1)...])) }
            for insertion in insertions { variants.append(Array(bytes[..<offset] + insertion + bytes[offset...])) }
            for variant in variants {
                if case .success = ConstraintParser().parse(String(decoding: variant, as: UTF8.self)) { readable += 1 }
            }
        }
        #expect(readable > 0)
    }

    @Test func earlySnapKitsNestedFormIsAnEquation() throws {
        let output = try read(
            "<<SnapKit.LayoutConstraint:0x7fb2c4e18a60> <UIButton:0x7fb2c4d0f3b0>.top == <UIScrollView:0x7fb2c4c09a20>.top + 20>"
        )
        let c = output.constraint
        #expect(c.address == "0x7fb2c4e18a60")
        #expect(c.className == "SnapKit.LayoutConstraint")
        #expect(c.isEquation)
        #expect(
            c.first == Operand(item: LayoutItem(className: "UIButton", address: "0x7fb2c4d0f3b0"), attribute: .top))
        #expect(c.relation == .equal)
        #expect(
            c.second
                == Operand(item: LayoutItem(className: "UIScrollView", address: "0x7fb2c4c09a20"), attribute: .top))
        #expect(c.multiplier == 1)
        #expect(c.constant == 20)
        #expect(c.priority == nil)
        #expect(c.isActive == nil)
        #expect(output.notes.isEmpty)
        let ratio = try read(
            "<<SnapKit.LayoutConstraint:0x6180000b2d80> <UIImageView:0x7fb2c4d11e20>.height <= <UIImageView:0x7fb2c4d11e20>.width * 0.75>"
        ).constraint
        #expect(ratio.address == "0x6180000b2d80")
        #expect(ratio.relation == .lessThanOrEqual)
        #expect(ratio.second?.attribute == .width)
        #expect(ratio.multiplier == 0.75)
    }

    @Test func aTitleInNamesIsTheViewsLabel() throws {
        let output = try read(
            "<NSLayoutConstraint:0x600002b8e3f0 V:[UIProgressView:0x7fd1e2a0c4b0]-(0)-|   (active, names: '|':WKWebView:0x10b92d600'Order summary' )>"
        )
        let c = output.constraint
        #expect(c.address == "0x600002b8e3f0")
        #expect(c.isEquation)
        #expect(
            c.first?.item
                == LayoutItem(className: "WKWebView", address: "0x10b92d600", label: "Order summary", name: "|"))
        #expect(c.first?.attribute == .bottom)
        #expect(c.relation == .equal)
        #expect(c.second?.item == LayoutItem(className: "UIProgressView", address: "0x7fd1e2a0c4b0"))
        #expect(c.second?.attribute == .bottom)
        #expect(c.constant == 0)
        #expect(c.isActive == true)
        #expect(output.notes.isEmpty)
    }

    @Test(arguments: ["~~", "\u{2013}", "\u{2014}"])
    func dashesTurnedIntoTildesOrDashesOfTypeAreDashes(dash: String) throws {
        let lead = try read(
            "<NSLayoutConstraint:0x6000027c4e10 H:|\(dash)(12)\(dash)[UIImageView:0x7f8a3b40e1c0]   (active, names: '|':UITableViewCellContentView:0x7f8a3b40d2f0 )>"
        )
        #expect(lead.notes.isEmpty)
        let c = lead.constraint
        #expect(c.address == "0x6000027c4e10")
        #expect(
            c.first
                == Operand(item: LayoutItem(className: "UIImageView", address: "0x7f8a3b40e1c0"), attribute: .leading))
        #expect(c.relation == .equal)
        #expect(c.second?.item.address == "0x7f8a3b40d2f0")
        #expect(c.second?.item.name == "|")
        #expect(c.second?.attribute == .leading)
        #expect(c.constant == 12)
        #expect(c.isActive == true)
        let gap = try read(
            "<NSLayoutConstraint:0x6000027c4f00 V:[UILabel:0x7f8a3b40f010'Total – incl. tax']\(dash)(>=8@750)\(dash)|   (active, names: '|':UIView:0x7f8a3b40a6b0 )>"
        ).constraint
        #expect(gap.first?.item.address == "0x7f8a3b40a6b0")
        #expect(gap.first?.attribute == .bottom)
        #expect(gap.relation == .greaterThanOrEqual)
        #expect(gap.second?.item.label == "Total – incl. tax")
        #expect(gap.constant == 8)
        #expect(gap.priority == 750)
    }

    @Test func anEnDashBeforeAConstantIsAMinus() throws {
        let c = try read(
            "<NSLayoutConstraint:0x600003e1a2b0 UILabel:0x7fd3f0c0e9a0'Sign–in'.trailing == UIView:0x7fd3f0c0b4c0.trailing – 16   (active)>"
        ).constraint
        #expect(c.first?.item.label == "Sign–in")
        #expect(c.second?.attribute == .trailing)
        #expect(c.constant == -16)
    }

    @Test func aSpaceAfterTheClassColonIsRead() throws {
        let output = try read("<NSLayoutConstraint: 0x6000021c4a50 UIStackView:0x7fc0b8d10a40.height == 48   (active)>")
        #expect(output.notes.isEmpty)
        let c = output.constraint
        #expect(c.address == "0x6000021c4a50")
        #expect(c.className == "NSLayoutConstraint")
        #expect(
            c.first
                == Operand(item: LayoutItem(className: "UIStackView", address: "0x7fc0b8d10a40"), attribute: .height))
        #expect(c.relation == .equal)
        #expect(c.constant == 48)
        #expect(c.isActive == true)
    }

    /// Machine translation puts spaces around a visual format's punctuation and after colons, and may
    /// lose the colon after `H`/`V`.
    @Test(arguments: ["V | - (20) - [UITextField: 0x7fc0b8d21e70]", "V: | - (20) - [UITextField: 0x7fc0b8d21e70]"])
    func reSpacedVisualFormatIsRead(body: String) throws {
        let output = try read(
            "<NSLayoutConstraint: 0x600003c5e8a0 \(body) (active, names: '|': UIView: 0x7fc0b8d0f6d0)>")
        #expect(output.notes.isEmpty)
        let c = output.constraint
        #expect(c.address == "0x600003c5e8a0")
        #expect(
            c.first == Operand(item: LayoutItem(className: "UITextField", address: "0x7fc0b8d21e70"), attribute: .top))
        #expect(c.relation == .equal)
        #expect(c.second?.item == LayoutItem(className: "UIView", address: "0x7fc0b8d0f6d0", name: "|"))
        #expect(c.second?.attribute == .top)
        #expect(c.constant == 20)
        #expect(c.isActive == true)
    }

    @Test func reSpacedItemsInAnEquationAreRead() throws {
        let c = try read(
            "<NSLayoutConstraint: 0x600003c5e990 UILabel: 0x7fc0b8d22c10.leading == UIView: 0x7fc0b8d0f6d0.leadingMargin + 4 (active)>"
        ).constraint
        #expect(
            c.first == Operand(item: LayoutItem(className: "UILabel", address: "0x7fc0b8d22c10"), attribute: .leading))
        #expect(
            c.second
                == Operand(item: LayoutItem(className: "UIView", address: "0x7fc0b8d0f6d0"), attribute: .leadingMargin)
        )
        #expect(c.constant == 4)
    }

    @Test func aDescriptionCutBeforeItsBracketIsReadAsIfItWereThere() throws {
        let output = try read("<NSLayoutConstraint:0x60000387a3c0 UITextView:0x7f9b1c82de00.height >= 88   (active)")
        let c = output.constraint
        #expect(c.address == "0x60000387a3c0")
        #expect(
            c.first
                == Operand(item: LayoutItem(className: "UITextView", address: "0x7f9b1c82de00"), attribute: .height))
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.constant == 88)
        #expect(c.isActive == true)
        #expect(output.notes == [.cut])
    }

    /// Cut inside a view's name, the body cannot be read either: one note says both, not "read as
    /// if it were there" beside "not read".
    @Test func aCutThatLeavesTheBodyUnreadIsOneNote() throws {
        let output = try read(
            "<NSLayoutConstraint:0x60000214a0d0 UIImageView:0x1049a2f00.top == UITableViewCellContentVie")
        #expect(output.constraint.address == "0x60000214a0d0")
        #expect(output.notes.count == 1)
        guard case .cutAndBodyNotRead(.expected) = output.notes.first else {
            Issue.record("expected one note that the cut description's body was not read: \(output.notes)")
            return
        }
        #expect(!output.notes.contains(.cut))
    }

    /// A superview whose address the cut may have shortened is left without one, not given a wrong
    /// one; its class, whole before the address, is kept, and the note says the address is cut.
    @Test func aCutInTheNamesListLeavesTheSuperviewWithoutAnAddress() throws {
        let output = try read(
            "<NSLayoutConstraint:0x60000387a4b0 H:|-(8)-[UITextView:0x7f9b1c82de00]   (active, names: '|':UIView:0x7f9b"
        )
        let c = output.constraint
        #expect(c.first?.item.address == "0x7f9b1c82de00")
        #expect(c.second?.item == LayoutItem(className: "UIView", address: nil, name: "|"))
        #expect(c.constant == 8)
        #expect(c.isActive == true)
        #expect(output.notes == [.cut, .nameAddressCut("|", className: "UIView")])
    }

    @Test func aSpaceInsideAViewAddressKeepsTheConstraintAsText() throws {
        let output = try read("<NSLayoutConstraint:0x7b0c0041e9a0 UISwitch:0x7c2a 4d10e.width == 51   (active)>")
        let c = output.constraint
        #expect(c.address == "0x7b0c0041e9a0")
        #expect(c.className == "NSLayoutConstraint")
        #expect(!c.isEquation)
        #expect(c.first == nil)
        #expect(c.relation == nil)
        #expect(c.isActive == true)
        #expect(c.body == "UISwitch:0x7c2a 4d10e.width == 51")
        #expect(
            output.notes == [.bodyNotRead(.spaceInViewAddress("0x7c2a 4d10e", column: 45))])
        #expect(
            output.notes.map(\.description) == [
                "body not read: the view address '0x7c2a 4d10e' at column 45 holds a space, so which view it is is unknown"
            ])
    }

    @Test(arguments: ["acti\u{FFFD}ve", "act\u{0}ive"])
    func aDamagedByteInActiveLosesOnlyWhetherItIsActive(word: String) throws {
        let output = try read(
            "<NSLayoutConstraint:0x600001f4d2c0 UICollectionView:0x7fa0c9838000.height == 0.5*UIView:0x7fa0c8c1b9e0.height   (\(word))>"
        )
        let c = output.constraint
        #expect(c.address == "0x600001f4d2c0")
        #expect(c.isEquation)
        #expect(c.first?.item.className == "UICollectionView")
        #expect(
            c.second == Operand(item: LayoutItem(className: "UIView", address: "0x7fa0c8c1b9e0"), attribute: .height))
        #expect(c.multiplier == 0.5)
        #expect(c.isActive == nil)
        #expect(
            output.notes.map(\.description) == [
                "trailer not read: expected '(active)', '(inactive)' or '(names: …)' at column 113; "
                    + "whether the constraint is active is unknown"
            ])
    }

    @Test(arguments: ["0x10", "--5"])
    func aConstantThatIsNoNumberKeepsTheConstraintAsText(constant: String) throws {
        let output = try read(
            "<NSLayoutConstraint:0x6000038e5b30 UIImageView:0x7fa0c8d0a3f0.height == \(constant)   (active)>")
        let c = output.constraint
        #expect(c.address == "0x6000038e5b30")
        #expect(!c.isEquation)
        #expect(c.first == nil)
        #expect(c.isActive == true)
        #expect(c.body == "UIImageView:0x7fa0c8d0a3f0.height == \(constant)")
        #expect(
            output.notes == [.bodyNotRead(.expected(ConstraintParseError.Expected.item.text, column: 73))])
    }

    @Test func aRelationThatCannotBeReadKeepsTheConstraintAsText() throws {
        let output = try read("<NSLayoutConstraint:0x6000038e5c20 UIStepper:0x7fa0c8d0b110.width ~ 94   (active)>")
        #expect(output.constraint.address == "0x6000038e5c20")
        #expect(!output.constraint.isEquation)
        #expect(
            output.notes.map(\.description) == ["body not read: expected '==', '>=' or '<=' after width at column 67"])
    }
}

/// A cut that ends in a number: the number may have lost digits, so the body is not read.
struct CutNumberTests {
    @Test func aNumberThatRunsIntoTheCutIsNotTakenAsTheConstant() throws {
        let output = try ConstraintParser().parse(
            "<NSAutoresizingMaskLayoutConstraint:0x600002e1d3b0 h=-&- v=--- UIView:0x106a0d200.height == 16"
        ).get()
        #expect(output.constraint.address == "0x600002e1d3b0")
        #expect(output.constraint.first == nil)
        #expect(
            output.notes.map(\.description) == [
                "the description is cut before its closing '>', and its body could not be read: its last number runs into the cut and may have lost digits"
            ])
        #expect(output.notes == [.cutAndBodyNotRead(.numberRunsIntoCut)])
    }
}
