import Testing

@testable import UnsatKit

/// An autoresizing mask sets the view's frame, measured in its superview: `UILabel.minX == 0` is
/// the label's x less its superview's. Each conflict of `mask-frames.log` is one way a log says
/// which superview that is, or does not.
struct MaskFrameTests {
    static func conflicts() throws -> [Conflict] {
        ConflictGrouper().group(try InputReader.read(path: Paths.fixture("mask-frames.log")))
    }

    static func explained(_ index: Int) throws -> (Conflict, Explanation) {
        let conflicts = try conflicts()
        try #require(conflicts.count == 7)
        return (conflicts[index], Explainer().explain(conflicts[index]))
    }

    /// `names: '|'` names the superview though the body does not use it: the label pinned 16 from
    /// that superview's leading edge cannot also sit at x 0 in it. (Read in the window's
    /// coordinates, as before, the superview could sit at -16, and no contradiction was found.)
    @Test func theNamedSuperviewIsWhereThePositionIsMeasured() throws {
        let (conflict, explanation) = try Self.explained(0)
        let mask = try #require(conflict.constraints.first { $0.origin == .autoresizing })
        #expect(mask.frameSuperview?.address == "0x7fb1c8d09e10")
        #expect(mask.isFramePosition)
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "16 ≠ 0")
        #expect(proof.constraints.count == 2)
        #expect(proof.assumptions.isEmpty)
        #expect(explanation.sentences[mask.address] == "UILabel's minX in UIView should equal 0.")
        #expect(explanation.fix.action == .translatesAutoresizingMaskIntoConstraints)
        // The tree drawn without a dump nests the label in the superview its mask names.
        let tree = ConflictTree(conflict: conflict)
        let label = try #require(tree.hierarchy.index(of: "0x7fb1c8d0a2f0"))
        let parent = try #require(tree.hierarchy.nodes[label].parent)
        #expect(tree.hierarchy.nodes[parent].address == "0x7fb1c8d09e10")
    }

    /// A flexible margin is a share of the superview's size (`minX == 0.500507*S.width - 32.0324`):
    /// the view whose width it names is the superview, shared with a sibling's `names: '|'`.
    @Test func aFlexibleMarginNamesTheSuperviewInItsBody() throws {
        let (conflict, explanation) = try Self.explained(1)
        let flexible = try #require(conflict.constraints.first { $0.autoresizingMask == "h=&-& v=&-&" })
        #expect(flexible.frameSuperview?.address == "0x13d908cf0")
        #expect(explanation.proof?.arithmetic == "0.500507 × 393 = 196.699251 ≠ 32.0324")
    }

    /// No `names:` on the mask, but a visual format puts `|` beside the same view: that `|` is its
    /// superview. Its centre at 0 with its leading edge at 20 makes its width -40.
    @Test func aVisualFormatsBarIsTheMaskedViewsSuperview() throws {
        let (conflict, explanation) = try Self.explained(2)
        #expect(conflict.constraints.first { $0.origin == .autoresizing }?.frameSuperview == nil)
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "2 × 20 = 40 > 0")
        #expect(proof.summary.contains("width -40"))
    }

    /// Nothing names the superview: the position pins nothing unsat can see, and it says why
    /// instead of proving a contradiction that assumes the superview sits at 0.
    @Test func anUnnamedSuperviewIsNotAssumedToSitAtZero() throws {
        let (_, explanation) = try Self.explained(3)
        #expect(explanation.proof == nil)
        #expect(
            explanation.whyLine.contains("UIImageView sets a position in its superview, which the log does not name"))
        #expect(explanation.fix.first == nil)
    }

    /// Both edges inset in one view nest the button in it; the proof rests on that, and says so.
    @Test func aSuperviewTakenFromHowTheConstraintsNestIsSaid() throws {
        let (_, explanation) = try Self.explained(4)
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "16 ≠ 0")
        #expect(proof.superviews == ["0x7fa3e0d0a2f0": "0x7fa3e0d09e10"])
        #expect(proof.assumptions.contains { $0.hasPrefix("that UIButton 'Save''s superview is UIView") })
    }

    /// A dump beside the log says the switch's superview.
    @Test func theDumpSaysTheSuperview() throws {
        let (conflict, explanation) = try Self.explained(5)
        #expect(conflict.hierarchy != nil)
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "20 ≠ 0")
        #expect(proof.assumptions.isEmpty)
    }

    /// AppKit measures a non-flipped view's `minY` from its superview's bottom: which one the log
    /// does not say, so the row is left out, with a caveat, rather than read as from the top.
    @Test func anAppKitVerticalPositionIsLeftOutAndSaid() throws {
        let (_, explanation) = try Self.explained(6)
        #expect(explanation.proof == nil)
        #expect(
            explanation.caveats.contains { $0.hasPrefix("an AppKit autoresizing mask's vertical position is left out") }
        )
    }

    /// A window's frame is measured on the screen: its mask's position is taken as it is.
    @Test func aWindowsPositionIsOnTheScreen() throws {
        let conflict = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIWindow:0x7f01.minX == 0   (active)>",
            "<NSLayoutConstraint:0x6002 UIWindow:0x7f01.leading == UIView:0x7f03.leading + 10   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6003 h=--& v=--& UIView:0x7f03.minX == 0   (active, names: '|':UIWindow:0x7f01 )>",
        ])
        let proof = try #require(Explainer().explain(conflict).proof)
        #expect(proof.arithmetic == "10 ≠ 0")
    }
}
