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

    @Test(arguments: [
        ("<NSLayoutConstraint:0x61h00 UIView:0x7f01.width == 1>", "hex digit"),
        ("<NSLayoutConstraint UIView:0x7f01.width == 1>", "class"),
        ("<NSLayoutConstraint:0x6001 UIView:0x7f01.width ~ 1>", "'==', '>=' or '<='"),
        ("<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 1", "'>'"),
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
