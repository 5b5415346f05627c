import Foundation
import Testing

@testable import UnsatKit

/// Patches written for a site: each in its style's idiom, applied with `git apply` to a copy of
/// the fixture app, and read back.
struct SourcePatchTests {
    /// The patch for the certain site of `address`, applied; the patched file's text.
    func patched(
        _ style: String, _ address: Address, priority: Double = 999, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (patch: SourcePatch, applied: String) {
        let app = try SourceApps.load(style)
        let site = try #require(try SourceApps.sites(address, in: app).certain, sourceLocation: sourceLocation)
        let patch = try SourcePatcher.lowerPriority(site, in: app.index, to: priority).get()
        let applied = try SourceApps.applied(patch.diff, to: style, path: patch.path) ?? patch.patched
        #expect(applied == patch.patched, sourceLocation: sourceLocation)
        return (patch, applied)
    }

    @Test func aConstraintInAnActivateListIsPulledOutAndNamed() throws {
        let (patch, applied) = try patched("swift-anchors", "0x600003a110e0")
        #expect(patch.diff.hasPrefix("--- a/LedgerViewController.swift\n+++ b/LedgerViewController.swift\n@@ -20,"))
        #expect(
            applied.contains(
                """
                        // The entries fill the screen under the header; the height is from an old design.
                        let entriesTableHeight = entriesTable.heightAnchor.constraint(equalToConstant: 480)
                        entriesTableHeight.priority = UILayoutPriority(999)
                        NSLayoutConstraint.activate([
                """))
        #expect(applied.contains("            entriesTableHeight,\n"))
        #expect(!applied.contains("            entriesTable.heightAnchor.constraint(equalToConstant: 480),"))
    }

    @Test func aNamedConstraintGetsItsPriorityBeforeItIsActivated() throws {
        let (_, applied) = try patched("swift-anchors", "0x600003a12a80")
        #expect(
            applied.contains(
                """
                        let cardWidth = widthAnchor.constraint(equalToConstant: 320)
                        cardWidth.priority = UILayoutPriority(999)
                        cardWidth.identifier = "ledger.card.width"
                        cardWidth.isActive = true
                """))
    }

    @Test func aChainedActivationBecomesANamedConstraint() throws {
        let (_, applied) = try patched("swift-anchors", "0x600003a12b70")
        #expect(
            applied.contains(
                """
                        let amountLabelWidth = amountLabel.widthAnchor.constraint(equalToConstant: 360)
                        amountLabelWidth.priority = UILayoutPriority(999)
                        amountLabelWidth.isActive = true
                """))
    }

    @Test func anExistingPriorityIsChangedInPlace() throws {
        let app = try SourceApps.load("swift-anchors")
        let declaration = try #require(app.index.declarations.first { $0.line == 31 })
        let site = SourceSite(path: declaration.path, line: 31, evidence: [], declaration: declaration)
        let patch = try SourcePatcher.lowerPriority(site, in: app.index, to: 999).get()
        #expect(patch.patched.contains("historyHeight.priority = UILayoutPriority(999)\n"))
        #expect(!patch.patched.contains(".defaultHigh"))
        #expect(
            patch.diff.components(separatedBy: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1)
    }

    @Test func aViewMadeWithItsMaskOnHasItTurnedOff() throws {
        let app = try SourceApps.load("swift-anchors")
        let creations = app.index.viewCreations(className: "Tally.LedgerHeaderView")
        let creation = try #require(creations.first)
        #expect(creations.count == 1)
        #expect(creation.path == "LedgerViewController.swift" && creation.line == 16)
        #expect(creation.variable == "header")
        let patch = try SourcePatcher.disableAutoresizingMask(creation, in: app.index).get()
        let applied = try SourceApps.applied(patch.diff, to: "swift-anchors", path: patch.path) ?? patch.patched
        #expect(
            applied.contains(
                """
                        let header = LedgerHeaderView()
                        header.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(header)
                """))
        // A view whose mask is already off is not patched again.
        let table = try #require(app.index.viewCreations(className: "UITableView").first { $0.variable == "table" })
        #expect(throws: SourcePatchFailure.self) {
            try SourcePatcher.disableAutoresizingMask(table, in: app.index).get()
        }
    }

    /// `private let nameLabel = UILabel()` is a stored property: no statement can follow it. The mask
    /// is turned off where the type adds the view to a superview, as a developer would write it; with
    /// two such places which one runs first is not certain, and no patch is written.
    @Test func aStoredPropertysMaskIsTurnedOffWhereTheViewIsAdded() throws {
        let badge = """
            final class BadgeView: UIView {
                let countLabel = UILabel()

                func showInline() { addSubview(countLabel) }
                func showAbove(_ host: UIView) { host.addSubview(self.countLabel) }
            }

            """
        let sources = try TemporarySources([
            "ProfileHeaderView.swift": TemporarySources.profileHeaderView, "BadgeView.swift": badge,
        ])
        defer { sources.remove() }
        let root = sources.root
        let index = SourceIndex(root: root.path)
        let creations = index.viewCreations(className: "UILabel")
        let name = try #require(creations.first { $0.variable == "nameLabel" })
        #expect(name.atTypeLevel)
        let patch = try SourcePatcher.disableAutoresizingMask(name, in: index).get()
        #expect(
            patch.patched.contains(
                """
                        addSubview(avatarView)
                        nameLabel.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(nameLabel)
                """))
        #expect(
            patch.diff.components(separatedBy: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1)
        let count = try #require(creations.first { $0.variable == "countLabel" })
        #expect {
            try SourcePatcher.disableAutoresizingMask(count, in: index).get()
        } throws: { error in
            (error as? SourcePatchFailure)?.reason.contains("2 statements of its type add the view to a superview")
                == true
        }
    }

    @Test func aDiffHasCorrectHunksAtTheEndOfAFileWithoutANewline() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh".utf8)
        let new = Array("a\nb\nc\nD\ne\nf\ng\nh\ni".utf8)
        let diff = UnifiedDiff.make(path: "x.txt", old: old, new: new)
        #expect(
            diff == """
                --- a/x.txt
                +++ b/x.txt
                @@ -1,8 +1,9 @@
                 a
                 b
                 c
                -d
                +D
                 e
                 f
                 g
                -h
                \\ No newline at end of file
                +h
                +i
                \\ No newline at end of file

                """)
    }
}

/// Patches in Objective-C, visual format and `NSLayoutConstraint(item:…)`.
struct SourceStylePatchTests {
    func patched(
        _ style: String, _ address: Address, keyPaths: [Address: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let app = try SourceApps.load(style)
        let site = try #require(
            try SourceApps.sites(address, in: app, keyPaths: keyPaths).certain, sourceLocation: sourceLocation)
        let patch = try SourcePatcher.lowerPriority(site, in: app.index).get()
        let applied = try SourceApps.applied(patch.diff, to: style, path: patch.path) ?? patch.patched
        #expect(applied == patch.patched, sourceLocation: sourceLocation)
        return applied
    }

    @Test func objectiveCNamedAndListedConstraints() throws {
        let named = try patched("objc-anchors", "0x600001c2d310")
        #expect(named.contains("constraintGreaterThanOrEqualToConstant:300];\n        priceWidth.priority = 999;\n"))
        let listed = try patched("objc-anchors", "0x600001c2d220", keyPaths: ["0x7fb1c8e0f3a0": "thumbView"])
        #expect(
            listed.contains(
                """
                        NSLayoutConstraint *thumbWidth = [self.thumbView.widthAnchor constraintEqualToConstant:88];
                        thumbWidth.priority = 999;
                        [NSLayoutConstraint activateConstraints:@[
                            thumbWidth,
                """))
    }

    @Test func visualFormatSizesAndConnectionsTakeAPriority() throws {
        #expect(
            try patched("visual-format", "0x600002e41c20").contains("\"V:|-64-[search(bar)]-0-[table(480@999)]-0-|\""))
        #expect(
            try patched("visual-format", "0x600002e41b30").contains("\"V:|-(64@999)-[search(bar)]-0-[table(480)]-0-|\"")
        )
        #expect(try patched("visual-format", "0x600002e43ab0").contains("@\"H:|-pad-[field(320@999)]-pad-|\""))
    }

    @Test func itemAttributeConstraintsTakeAPriority() throws {
        let swift = try patched("item-attribute", "0x600000a5c1e0")
        #expect(swift.contains("multiplier: 1, constant: 240)\n        chartHeight.priority = UILayoutPriority(999)\n"))
        let objc = try patched("item-attribute", "0x600000a5d400")
        #expect(
            objc.contains("        NSLayoutConstraint *widthConstraint = [NSLayoutConstraint constraintWithItem:self\n")
        )
        #expect(
            objc.contains("        widthConstraint.priority = 999;\n        [self addConstraint:widthConstraint];\n"))
    }
}
