import Testing

@testable import UnsatKit

/// Each feature of a constraint description (FORMATS §2), one test each.
struct ConstraintParserTests {
    @Test func equationWithConstantOnly() throws {
        let c = try constraint("<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>")
        #expect(c.address == "0x600001e2c0a0")
        #expect(c.className == "NSLayoutConstraint")
        #expect(c.first?.item == LayoutItem(className: "UIImageView", address: "0x7f9e4c70e2a0"))
        #expect(c.first?.attribute == "width")
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
        #expect(c.second?.attribute == "trailing")
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
        #expect(truncated.first?.attribute == "width")
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
        #expect(c.first?.attribute == "width")
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
        #expect(output.notes.contains { $0.contains("expression") })
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

/// FORMATS §1, "More damage": an address is a constraint. Damage that cannot be undone keeps the
/// constraint, its text and a note.
struct ConstraintParserDamageTests {
    func read(_ text: String) throws -> ConstraintParser.Output {
        try ConstraintParser().parse(text).get()
    }

    @Test func aDescriptionCutBeforeItsBracketIsReadAsIfItWereThere() throws {
        let output = try read("<NSLayoutConstraint:0x60000387a3c0 UITextView:0x7f9b1c82de00.height >= 88   (active)")
        let c = output.constraint
        #expect(c.address == "0x60000387a3c0")
        #expect(
            c.first
                == Operand(item: LayoutItem(className: "UITextView", address: "0x7f9b1c82de00"), attribute: "height"))
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.constant == 88)
        #expect(c.isActive == true)
        #expect(output.notes == ["the description is cut before its closing '>': read as if it were there"])
    }

    /// A superview whose address the cut may have shortened is left without one, not given a wrong one.
    @Test func aCutInTheNamesListLeavesTheSuperviewUnnamed() throws {
        let output = try read(
            "<NSLayoutConstraint:0x60000387a4b0 H:|-(8)-[UITextView:0x7f9b1c82de00]   (active, names: '|':UIView:0x7f9b"
        )
        let c = output.constraint
        #expect(c.first?.item.address == "0x7f9b1c82de00")
        #expect(c.second?.item == LayoutItem(className: "superview", address: nil, name: "|"))
        #expect(c.constant == 8)
        #expect(c.isActive == true)
        #expect(
            output.notes == [
                "the description is cut before its closing '>': read as if it were there",
                "the superview '|' is not in the names: list",
            ])
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
            output.notes == [
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
            c.second == Operand(item: LayoutItem(className: "UIView", address: "0x7fa0c8c1b9e0"), attribute: "height"))
        #expect(c.multiplier == 0.5)
        #expect(c.isActive == nil)
        #expect(
            output.notes == [
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
            output.notes == [
                "body not read: expected a view (Class:0xADDRESS) or a name from the names: list at column 73"
            ])
    }

    @Test func aRelationThatCannotBeReadKeepsTheConstraintAsText() throws {
        let output = try read("<NSLayoutConstraint:0x6000038e5c20 UIStepper:0x7fa0c8d0b110.width ~ 94   (active)>")
        #expect(output.constraint.address == "0x6000038e5c20")
        #expect(!output.constraint.isEquation)
        #expect(output.notes == ["body not read: expected '==', '>=' or '<=' after width at column 67"])
    }
}
