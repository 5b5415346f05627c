import Testing

@testable import UnsatKit

/// The fix is a way out the solver checked, of what the app can change, ranked as an iOS developer
/// would rank them; it never names UIKit's own constraints or the mask of a view UIKit sizes.
struct SuggestionTests {
    static func conflict(_ entries: [String], header: String = "Unable to simultaneously satisfy constraints.")
        throws -> Conflict
    {
        let list = entries.map { "    \"\($0)\"," }.joined(separator: "\n")
        let result = parse("\(header)\n(\n\(list)\n)\n")
        return try #require(ConflictGrouper().group(result).first)
    }

    static func fix(_ entries: [String], header: String = "Unable to simultaneously satisfy constraints.") throws
        -> Fix
    {
        Explainer().explain(try conflict(entries, header: header)).fix
    }

    @Test func theMaskAdviceNamesTheViewWhoseMaskItIsNeverTheSuperview() throws {
        let fix = try Self.fix([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& H:[Wallet.BalanceView:0x7f02(0)]>",
            "<NSLayoutConstraint:0x6002 H:|-(20)-[Wallet.BalanceView:0x7f02]   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 H:[Wallet.BalanceView:0x7f02]-(20)-|   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x6004 UIView:0x7f01.width == 375   (active)>",
        ])
        #expect(fix.action == .translatesAutoresizingMaskIntoConstraints)
        #expect(fix.first?.views == ["0x7f02"])
        #expect(fix.text.hasPrefix("Set translatesAutoresizingMaskIntoConstraints = false on BalanceView where"))
        #expect(fix.first?.becomes.first?.value == Rational(335))
    }

    /// Seen by a user: a label centred in a window was told to turn off the window's mask too.
    @Test func aWindowsMaskIsNeverOffered() throws {
        let fix = try Self.fix([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UILabel:0x7f02.minX == 0   (active, names: '|':UIWindow:0x7f01 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6002 h=--& v=--& UILabel:0x7f02.width == 0   (active)>",
            "<NSLayoutConstraint:0x6003 UILabel:0x7f02.centerX == UIWindow:0x7f01.centerX   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6004 h=--& v=--& UIWindow:0x7f01.minX == 0   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6005 h=--& v=--& UIWindow:0x7f01.width == 390   (active)>",
        ])
        #expect(fix.waysOut.allSatisfy { !$0.views.contains("0x7f01") })
        #expect(fix.waysOut.allSatisfy { !$0.text.contains("UIWindow,") && !$0.text.contains("on UIWindow") })
        let mask = try #require(fix.waysOut.first { $0.action == .translatesAutoresizingMaskIntoConstraints })
        #expect(mask.views == ["0x7f02"])
    }

    /// Seen on a real iOS 7 log: a cell's flexible width inside the table's `UITableViewWrapperView`,
    /// which sizes it. Turning the cell's mask off is no fix (its table sets its frame), and the
    /// conflict is not UIKit's alone either: no way out, and no claim that it is all UIKit's.
    @Test func aCellsMaskInsideItsTablesWrapperIsNeverTheFix() throws {
        let fix = try Self.fix([
            "<NSAutoresizingMaskLayoutConstraint:0xc094560 h=--& v=--& H:[UITableViewWrapperView:0xc68c390(768)]>",
            "<NSAutoresizingMaskLayoutConstraint:0xbfd4250 h=-&- v=--& FeedPhotoCell:0xbfa97e0.width == UITableViewWrapperView:0xc68c390.width - 972>",
        ])
        #expect(fix.first == nil)
        #expect(fix.text.hasPrefix("No fix is offered: none of these constraints is one the app sets by itself"))
        #expect(!fix.text.contains("UIKit's own constraints"))
    }

    /// Seen in a real app: labels added to the cell itself rather than its content view, pinned top to
    /// bottom at 84 while the table gives the cell 44 by its frame. The cell's mask is its table's to
    /// set: the fix is among the app's own constraints (before: turn the cell's mask off).
    @Test func aCellsOwnMaskIsNeverTheFix() throws {
        let fix = try Self.fix([
            "<NSAutoresizingMaskLayoutConstraint:0x600000c5b7a0 h=-&- v=--- KinzHair.AppointmentInfoCell:0x7f9c2b04e600.height == 44   (active)>",
            "<NSLayoutConstraint:0x600000c6a490 V:|-(8)-[UILabel:0x7f9c2b04ea10]   (active, names: '|':KinzHair.AppointmentInfoCell:0x7f9c2b04e600 )>",
            "<NSLayoutConstraint:0x600000c6a4e0 UILabel:0x7f9c2b04ea10.height == 30   (active)>",
            "<NSLayoutConstraint:0x600000c6a530 V:[UILabel:0x7f9c2b04ea10]-(8)-[UILabel:0x7f9c2b04ecf0]   (active)>",
            "<NSLayoutConstraint:0x600000c6a580 UILabel:0x7f9c2b04ecf0.height == 30   (active)>",
            "<NSLayoutConstraint:0x600000c6a5d0 V:[UILabel:0x7f9c2b04ecf0]-(8)-|   (active, names: '|':KinzHair.AppointmentInfoCell:0x7f9c2b04e600 )>",
        ])
        let first = try #require(fix.first)
        #expect(first.action == .lowerPriority)
        #expect(!fix.text.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(fix.alternatives.allSatisfy { $0.action != .translatesAutoresizingMaskIntoConstraints })
        // And it says what the mistake is: the labels are pinned to the cell, not to its content view.
        #expect(
            fix.text.contains("Its views are pinned to the cell itself (AppointmentInfoCell), not to its contentView"))
        // A collection cell's content view (a plain `UIView`) pinned to its cell is no such mistake.
        let pinned = try Self.fix([
            "<NSLayoutConstraint:0x6001 UIView:0x7f02.bottom == MilliArt.HCollectionViewCell:0x7f01.bottom   (active)>",
            "<NSLayoutConstraint:0x6002 UIView:0x7f02.height == 475   (active)>",
            "<NSLayoutConstraint:0x6003 'UIView-Encapsulated-Layout-Height' MilliArt.HCollectionViewCell:0x7f01.height == 50   (active)>",
            "<NSLayoutConstraint:0x6004 UIView:0x7f02.top == MilliArt.HCollectionViewCell:0x7f01.top   (active)>",
        ])
        #expect(pinned.first != nil)
        #expect(!pinned.text.contains("pinned to the cell itself"))
    }

    /// A minimum is no second size: `width >= 260` between pinned edges asks for more room than they
    /// leave, and the fix says so instead of calling the width set twice.
    @Test func aMinimumBetweenPinnedEdgesIsSaidToAskForMoreRoom() throws {
        let result = try InputReader.read(path: Paths.sample("uikit-ios8.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let fix = Explainer().explain(conflict).fix
        #expect(fix.first?.reason == .sizeSetTwice)
        #expect(
            fix.text.contains(
                "message_field's width must be at least 260, more than its leading and trailing edges leave it, "
                    + "which other constraints pin"))
        #expect(!fix.text.contains("set twice"))
    }

    /// Seen by a user: `UITableView.height == 480` between a search bar and the view's bottom was
    /// passed over for the search bar's height.
    @Test func aFixedSizeOnAViewPinnedAtBothEdgesIsTheOneToLower() throws {
        let result = try InputReader.read(path: Paths.sample("uikit-ios8.log"))
        let conflict = try #require(
            ConflictGrouper().group(result).first { $0.constraints.contains { $0.address == "0x7f9b2a5e5ec0" } })
        let fix = Explainer().explain(conflict).fix
        let first = try #require(fix.first)
        #expect(first.relax == ["0x7f9b2a5e5ec0"])
        #expect(first.reason == .sizeSetTwice)
        #expect(first.becomes.first?.value == Rational(460))
        #expect(fix.text.contains("Without it, UITableView is 460 high."))
        #expect(!fix.text.contains("a table or collection view for a cell"))
    }

    /// Seen by a user: a table's header view was told to turn off its mask, the well-known wrong fix.
    @Test func aTableHeadersMaskIsNotOfferedItsInnerConstraintIs() throws {
        let result = try InputReader.read(path: Paths.sample("capture-profile.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let fix = Explainer().explain(conflict).fix
        #expect(fix.waysOut.allSatisfy { $0.action == .lowerPriority })
        let first = try #require(fix.first)
        #expect(first.reason == .tableHeader)
        #expect(fix.text.contains("systemLayoutSizeFitting"))
        #expect(!fix.text.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    @Test func aCellsContentBottomGivesWayNotItsMask() throws {
        let fix = try Self.fix([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UITableViewCellContentView:0x7f01.height == 44   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(12)-[UILabel:0x7f02]   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 V:[UILabel:0x7f02]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6004 UILabel:0x7f02.height == 40   (active)>",
        ])
        #expect(fix.waysOut.allSatisfy { $0.action == .lowerPriority })
        #expect(fix.first?.reason == .cellContent)
        #expect(fix.first?.relax == ["0x6003"])
    }

    /// A navigation bar's private guide constraint and UIKit's sizes are never offered.
    @Test func uikitsNamedConstraintsAreNeverOffered() throws {
        let fix = try Self.fix([
            "<NSLayoutConstraint:0x6001 'UINavItemContentGuide-leading' H:|-(8)-[UILayoutGuide:0x7f03'UINavItemContentGuide']   (active, names: '|':_UINavigationBarContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6002 H:[UILayoutGuide:0x7f03'UINavItemContentGuide']-(8)-|   (active, names: '|':_UINavigationBarContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x7f01.width == 0   (active)>",
        ])
        #expect(fix.first == nil)
        #expect(fix.text.hasPrefix("Nothing the app made can resolve it: these are UIKit's own constraints"))
    }

    @Test func appKitsOwnConflictIsCalledAppKits() throws {
        let fix = try Self.fix(
            [
                "<NSLayoutConstraint:0x6001 'NSView-Encapsulated-Layout-Width' _NSTitlebarView:0x7f01.width == 0   (active)>",
                "<NSLayoutConstraint:0x6002 H:|-(8)-[_NSThemeWidget:0x7f02]   (active, names: '|':_NSTitlebarView:0x7f01 )>",
                "<NSLayoutConstraint:0x6003 H:[_NSThemeWidget:0x7f02]-(8)-|   (active, names: '|':_NSTitlebarView:0x7f01 )>",
            ], header: "Unable to simultaneously satisfy constraints:")
        #expect(fix.text.contains("AppKit's own constraints"))
        #expect(!fix.text.contains("UIKit"))
    }

    /// The constraint AppKit broke to recover is said to be AppKit's choice, not UIKit's.
    @Test func theConstraintAppKitBrokeIsSaidToBeAppKitsChoice() throws {
        let result = try InputReader.read(path: Paths.fixture("appkit.log"))
        let conflicts = ConflictGrouper().group(result)
        let broken = try #require(conflicts.first { $0.lastBroken == "0x6000031ca050" })
        let fix = Explainer().explain(broken).fix.text
        #expect(fix.contains("the one AppKit broke to recover"), "\(fix)")
        #expect(!fix.contains("UIKit"))
    }

    /// Seen by a user: a keyboard extension's own height against UIKit's 216 was called UIKit's own.
    @Test func aKeyboardExtensionsOwnHeightIsTheAppsToLower() throws {
        let conflict = try Self.conflict([
            "<NSLayoutConstraint:0x6001 UIInputView:0x7f01.height == 300   (active)>",
            "<NSLayoutConstraint:0x6002 'UIView-Encapsulated-Layout-Height' UIInputView:0x7f01.height == 216   (active)>",
        ])
        #expect(!conflict.isSystem)
        let fix = Explainer().explain(conflict).fix
        #expect(fix.first?.relax == ["0x6001"])
        #expect(fix.text.contains("UIInputView is 216 high"))
    }

    @Test func aTemporaryFittingSizeNamesTheAxisItIsOn() throws {
        let fix = try Self.fix([
            "<NSLayoutConstraint:0x6001 '_UITemporaryLayoutHeight' MyApp.BadgeView:0x7f01.height == 0   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(8)-[UILabel:0x7f02]   (active, names: '|':MyApp.BadgeView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 V:[UILabel:0x7f02]-(8)-|   (active, names: '|':MyApp.BadgeView:0x7f01 )>",
        ])
        let first = try #require(fix.first)
        #expect(first.reason == .temporarySize)
        #expect(fix.text.contains("temporary height"))
        #expect(!fix.text.contains("width"))
        // The log does not say whether the app asked for the size (UIKit sizes an input accessory view
        // so): the advice to pass a size is for where the app calls systemLayoutSizeFitting itself.
        #expect(fix.text.contains("whoever asked for the size; where the app calls systemLayoutSizeFitting itself"))
    }

    @Test func aHiddenArrangedViewsOwnConstraintGivesWay() throws {
        let fix = try Self.fix([
            "<NSLayoutConstraint:0x6001 'UISV-hiding' UIView:0x7f02.height == 0   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(8)-[UILabel:0x7f03]   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x6003 V:[UILabel:0x7f03]-(8)-|   (active, names: '|':UIView:0x7f02 )>",
        ])
        #expect(fix.first.map { ["0x6002", "0x6003"].contains($0.relax) } == true)
        #expect(fix.waysOut.allSatisfy { !$0.relax.contains("0x6001") })
    }

    /// A card whose content is pinned inside it is not "pinned at both edges": its edges hold its
    /// content. The content's own fixed width, pinned to the card on both sides, is set twice.
    @Test func edgesThatHoldContentDoNotPinAView() throws {
        let fix = try Self.fix([
            "<SnapKit.LayoutConstraint:0x6001 Trail.CardView:0x7f01.width == 320>",
            "<SnapKit.LayoutConstraint:0x6002 UIImageView:0x7f02.leading == Trail.CardView:0x7f01.leading + 16.0>",
            "<SnapKit.LayoutConstraint:0x6003 UIImageView:0x7f02.trailing == Trail.CardView:0x7f01.trailing - 16.0>",
            "<SnapKit.LayoutConstraint:0x6004 UIImageView:0x7f02.width == 300>",
        ])
        let card = try #require(fix.waysOut.first { $0.relax == ["0x6001"] })
        #expect(card.reason != .sizeSetTwice)
        let image = try #require(fix.waysOut.first { $0.relax == ["0x6004"] })
        #expect(image.reason == .sizeSetTwice)
        #expect(fix.first?.relax == ["0x6004"])
    }

    /// A header at width 0 (what holds it has not laid it out yet): the content's trailing edge
    /// gives way, and the sentence says why.
    @Test func aViewSizedByWhatHoldsItHasItsContentGiveWay() throws {
        let fix = try Self.fix([
            "<SnapKit.LayoutConstraint:0x6001@HeaderView.swift#47 Z.TagView:0x7f02.left == Z.HeaderView:0x7f01.left + 13.0>",
            "<SnapKit.LayoutConstraint:0x6002@HeaderView.swift#48 Z.TagView:0x7f02.right == Z.HeaderView:0x7f01.right - 13.0>",
            "<NSLayoutConstraint:0x6003 'UIView-Encapsulated-Layout-Width' Z.HeaderView:0x7f01.width == 0   (active)>",
        ])
        let first = try #require(fix.first)
        #expect(first.reason == .containerSize)
        #expect(first.relax == ["0x6002"])
        #expect(fix.text.contains("HeaderView is given its width by what holds it (UIView-Encapsulated-Layout-Width)"))
    }

    @Test(arguments: ["UISV~~spacing", "UISV\u{2013}spacing"])
    func aMangledStackViewIdentifierIsStillTheStackViews(identifier: String) throws {
        let made = try constraint(
            "<NSLayoutConstraint:0x6001 '\(identifier)' UILabel:0x7f02.leading == UIButton:0x7f03.trailing + 8   (active)>"
        )
        #expect(made.origin == .stackView)
    }

    @Test func aRedactedListGetsWhereToReadItNotAFix() throws {
        let result = parse("Unable to simultaneously satisfy constraints.\n(\n<private>\n)\n")
        let conflict = try #require(ConflictGrouper().group(result).first)
        let explanation = Explainer().explain(conflict)
        #expect(explanation.fix.first == nil)
        #expect(explanation.suggestions.count == 1)
        #expect(explanation.suggestions.first?.contains("Xcode's console") == true)
        #expect(explanation.caveats.first?.contains("redacted by unified logging") == true)
        #expect(!explanation.caveats.contains { $0.hasPrefix("no contradiction") })
    }

    /// Two of the app's widths: either gives way; the one that changes the layout least comes first.
    @Test func theWayOutThatChangesLeastComesFirst() throws {
        let fix = try Self.fix([
            "<NSLayoutConstraint:0x6001 UILabel:0x7f02.width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 UILabel:0x7f02.width == 120   (active)>",
        ])
        #expect(fix.waysOut.count == 2)
        // 120 → 100 is a sixth less; 100 → 120 a fifth more.
        #expect(fix.first?.relax == ["0x6002"])
        #expect(fix.text.contains("Without it, UILabel is 100 wide."))
        #expect(fix.checkedAgainst == "the 2 required constraints the report lists")
    }

    /// No proof, no fix: nothing to check one against.
    @Test func noContradictionNoFix() throws {
        let fix = try Self.fix([
            "<NSLayoutConstraint:0x6001 UIImageView:0x7f02.width == 120   (active)>",
            "<NSLayoutConstraint:0x6003 UIImageView:0x7f02.height == 100   (active)>",
        ])
        #expect(fix.first == nil)
        #expect(fix.text.hasPrefix("No fix is offered: unsat found no contradiction"))
    }
}
