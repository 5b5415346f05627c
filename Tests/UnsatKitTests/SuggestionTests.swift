import Testing

@testable import UnsatKit

/// The fix fits the origin and the owner: it names what the app can change, never UIKit's own.
struct SuggestionTests {
    static func suggestions(_ entries: [String]) throws -> [String] {
        let list = entries.map { "    \"\($0)\"," }.joined(separator: "\n")
        let result = parse("Unable to simultaneously satisfy constraints.\n(\n\(list)\n)\n")
        let conflict = try #require(ConflictGrouper().group(result).first)
        return Explainer().explain(conflict).suggestions
    }

    @Test func theMaskAdviceNamesTheViewWhoseMaskItIsNeverTheSuperview() throws {
        let fix = try Self.suggestions([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& H:[Wallet.BalanceView:0x7f02(0)]>",
            "<NSLayoutConstraint:0x6002 H:|-(20)-[Wallet.BalanceView:0x7f02]   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 H:[Wallet.BalanceView:0x7f02]-(20)-|   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x6004 UIView:0x7f01.width == 375   (active)>",
        ])
        let mask = try #require(fix.first { $0.contains("translatesAutoresizingMaskIntoConstraints") })
        #expect(mask.contains("on BalanceView:"))
        #expect(!mask.contains("UIView"))
    }

    @Test func aCellsContentViewGetsTheCellAdviceNotTheMaskOne() throws {
        let fix = try Self.suggestions([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UITableViewCellContentView:0x7f01.height == 44   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(12)-[UILabel:0x7f02]   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 V:[UILabel:0x7f02]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6004 UILabel:0x7f02.height == 40   (active)>",
        ])
        #expect(!fix.contains { $0.contains("translatesAutoresizingMaskIntoConstraints") })
        #expect(
            fix.first?.hasPrefix("Lower one vertical constraint inside to priority 999 (say UILabel.height == 40)")
                == true)
    }

    @Test func uikitsOwnConflictSuggestsNothingForTheApp() throws {
        let fix = try Self.suggestions([
            "<NSLayoutConstraint:0x6001 'assistantHeight' SystemInputAssistantView:0x7f01.height == 45   (active)>",
            "<NSLayoutConstraint:0x6002 'assistantView.bottom' SystemInputAssistantView:0x7f01.bottom == _UIKBCompatInputView:0x7f02.top   (active)>",
            "<NSLayoutConstraint:0x6003 _UIKBCompatInputView:0x7f02.top == SystemInputAssistantView:0x7f01.top   (active)>",
        ])
        #expect(fix.count == 1)
        #expect(fix.first?.hasPrefix("This conflict is inside UIKit's own views") == true)
    }

    @Test func aHiddenArrangedViewIsExplained() throws {
        let fix = try Self.suggestions([
            "<NSLayoutConstraint:0x6001 'UISV-hiding' UIView:0x7f02.height == 0   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(8)-[UILabel:0x7f03]   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x6003 V:[UILabel:0x7f03]-(8)-|   (active, names: '|':UIView:0x7f02 )>",
        ])
        #expect(fix.first?.contains("is hidden, so its stack view makes its size 0 (UISV-hiding)") == true)
    }

    @Test(arguments: ["UISV~~spacing", "UISV\u{2013}spacing"])
    func aMangledStackViewIdentifierIsStillTheStackViews(identifier: String) throws {
        let made = try constraint(
            "<NSLayoutConstraint:0x6001 '\(identifier)' UILabel:0x7f02.leading == UIButton:0x7f03.trailing + 8   (active)>"
        )
        #expect(made.origin == .stackView)
    }

    @Test func aRedactedListIsNotCalledTheAppsOwnConstraints() throws {
        let result = parse("Unable to simultaneously satisfy constraints.\n(\n<private>\n)\n")
        let conflict = try #require(ConflictGrouper().group(result).first)
        let explanation = Explainer().explain(conflict)
        #expect(explanation.suggestions.count == 1)
        #expect(explanation.suggestions.first?.contains("Xcode's console") == true)
        #expect(explanation.caveats.first?.contains("redacted by unified logging") == true)
        #expect(!explanation.caveats.contains { $0.hasPrefix("no contradiction") })
    }

    @Test func aCollectionCellsPlainContentViewGetsTheCellAdvice() throws {
        // The content view is a plain UIView; its mask ties it to the cell the collection view sizes.
        let fix = try Self.suggestions([
            "<NSLayoutConstraint:0x6001 UILabel:0x7f03.leading == UIView:0x7f02.leading + 12   (active)>",
            "<NSLayoutConstraint:0x6002 UILabel:0x7f03.width >= 44   (active)>",
            "<NSLayoutConstraint:0x6003 UIView:0x7f02.trailing == UILabel:0x7f03.trailing + 12   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6004 h=-&- v=-&- UIView:0x7f02.width == Menu.TagCell:0x7f01.width   (active)>",
            "<NSLayoutConstraint:0x6005 'UIView-Encapsulated-Layout-Width' Menu.TagCell:0x7f01.width == 50   (active)>",
        ])
        #expect(!fix.contains { $0.contains("translatesAutoresizingMaskIntoConstraints") })
        #expect(fix.first?.contains("Lower one horizontal constraint inside to priority 999") == true)
    }

    /// "All the app's own" is said only where it is so: not beside UIKit's intrinsic size, and not
    /// where the list was cut (the constraints after the cut are unknown).
    @Test func allTheAppsOwnIsSaidOnlyOfAWholeListOfTheAppsConstraints() throws {
        let own = try Self.suggestions([
            "<NSLayoutConstraint:0x6001 UILabel:0x7f02.width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 UILabel:0x7f02.width == 120   (active)>",
        ])
        #expect(own.first?.hasPrefix("These are all the app's own constraints") == true)
        let cut = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UILabel:0x7f02.width == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0x7f02.width == 120   (active)>",
                ...
            )
            """)
        let conflict = try #require(ConflictGrouper().group(cut).first)
        let fix = Explainer().explain(conflict).suggestions
        #expect(
            fix.first?.hasPrefix("The constraints the log shows are all the app's own (its list is not whole)") == true)
    }

    /// A constraint whose body was not read (here a damaged paste spliced a log line into its
    /// identifier, `'UIView-Encapsulated-Layout-Wr …`) may be UIKit's: with no proof to name the ones
    /// that matter, the fix says the ones read are the app's own, not that all are.
    @Test func aConstraintNotReadMayNotBeTheAppsOwn() throws {
        let fix = try Self.suggestions([
            "<NSLayoutConstraint:0x6001 UIImageView:0x7f02.width == 120   (active)>",
            "<NSLayoutConstraint:0x6002 'UIView-Encapsulated-Layout-Wr  4 18:25:38 Hosts-MacBook SpringBoard[10567]: x>",
            "<NSLayoutConstraint:0x6003 UIImageView:0x7f02.height == 100   (active)>",
        ])
        #expect(!fix.contains { $0.contains("all the app's own") })
        #expect(
            fix.first?.hasPrefix("The constraints unsat could read are the app's own; one it could not read may not be")
                == true)
    }

    /// A mask whose constraint was cut inside its body takes part; the fix says so, not that the app
    /// made every constraint.
    @Test func aMaskInAConstraintNotReadWholeIsStillAMask() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UILabel:0x7f02.height == 40   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6002 h=-&- v=--- UILabel:0x7f02.height == 16
            """
        let conflict = try #require(ConflictGrouper().group(parse(text)).first)
        let fix = Explainer().explain(conflict).suggestions
        #expect(
            fix.contains { $0.hasPrefix("An autoresizing mask takes part, in a constraint unsat could not read whole") }
        )
        #expect(!fix.contains { $0.contains("all the app's own") })
    }
}
