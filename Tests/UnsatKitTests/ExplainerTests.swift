import Testing

@testable import UnsatKit

/// Why a conflict cannot hold: the smallest contradiction and its arithmetic.
struct ExplainerTests {
    static func explanation(_ path: String) throws -> (Conflict, Explanation) {
        let conflict = try #require(ConflictGrouper().group(try InputReader.read(path: path)).first)
        return (conflict, Explainer().explain(conflict))
    }

    @Test func cellWidthContradictionIsTheSPECsExample() throws {
        let (conflict, explanation) = try Self.explanation(Paths.fixture("capture-english.log"))
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "120 + 16 + 16 = 152 ≠ 100")
        #expect(proof.summary == "ContentView is 100 wide, but the constraints inside it add up to 152.")
        #expect(proof.constraints.count == 4)
        #expect(proof.axis == .horizontal)
        #expect(explanation.sentences["0x600001e2c690"] == "ContentView's width should equal 100.")
        #expect(
            explanation.sentences["0x600001e2c140"]
                == "UIImageView's trailing edge should equal ContentView's trailing edge minus 16.")
        #expect(explanation.suggestions.first?.contains("999") == true)
        #expect(conflict.constraints.count == 4)
    }

    @Test(.needsCorpus) func inequalityAgainstEquality() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("ConstraintsParser+Examples.example2.log"))
        #expect(explanation.proof?.arithmetic == "50 > 25")
    }

    @Test(.needsCorpus) func negativeSizeIsTheContradiction() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+StackOverflow.so45163786.log"))
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "15 + 15 = 30 > 0")
        // The layout guide sits 15 inside each edge of a stack view that may be at most 0 wide.
        #expect(
            proof.summary
                == "_UIButtonBarStackView is at most 0 wide, but the constraints inside it add up to at least 30.")
        #expect(proof.assumptions == ["that a width or height cannot be negative"])
    }

    @Test(.needsCorpus) func onlyTheNeededConstraintsAreInTheProof() throws {
        // custom9 lists 11 constraints; the stack view's alignment ones play no part in the width sum.
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+Custom.custom9.log"))
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "60 + 15 + 8 + 5 + 8 = 96 > 94.3333")
        #expect(proof.constraints.count == 6)
        #expect(!proof.constraints.contains("0x7f83b8174e70"))
    }

    @Test(.needsCorpus) func marginsAreAssumedAndSaidToBe() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+GitHubIssues.issue10.log"))
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "50 + 8 + 8 + 8 = 74 > 66")
        #expect(proof.assumptions.contains { $0.contains("margins of 8") })
    }

    @Test(.needsCorpus) func noContradictionIsNotInvented() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+GitHubIssues.issue1.log"))
        #expect(explanation.proof == nil)
        #expect(explanation.caveats.contains { $0.contains("no contradiction") })
    }

    /// The multiplier UIKit printed (0.384615) counts the constants it scales, exactly: 1/0.384615 is
    /// no decimal, so the image's own width is counted once and the heights 0.384615 times.
    @Test(.needsCorpus) func multipliersShowInTheArithmetic() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+GitHubIssues.issue2.log"))
        #expect(
            explanation.proof?.arithmetic
                == "85 + 0.384615 × 25 + 0.384615 × 2 = 95.384605 ≠ 0.384615 × 234 = 89.99991")
        #expect(
            explanation.proof?.summary
                == "UIImageView's width should be 85, but the other constraints make it 79.615305.")
    }

    /// When nothing stands on the other side, the summary says what the rest force: a size to 0, or
    /// a loop of offsets back to 0 (not a vague "disagree by").
    @Test(.needsCorpus) func aContradictionWithNothingOnTheOtherSideSaysWhatTheRestForce() throws {
        let (_, sizes) = try Self.explanation(Paths.sample("print-hierarchy.log"))
        #expect(sizes.proof?.arithmetic == "96 ≠ 0")
        #expect(sizes.proof?.summary == "StoriesStripView must be 0 high and also 96 high.")
        let (_, multiplied) = try Self.explanation(Paths.corpusFile("Input+Papertrail.papertrail2.log"))
        #expect(
            multiplied.proof?.summary.hasSuffix("'s height should be 40, but the other constraints make it 0.")
                == true)
        let (_, loop) = try Self.explanation(Paths.corpusFile("Input+Custom.custom2.log"))
        #expect(loop.proof?.arithmetic == "6 ≠ 0")
        #expect(
            loop.proof?.summary
                == "Followed from view to view, these constraints add up to 6 where they must come back to 0.")
    }

    /// The button's height is set twice (a fixed 52 and its pinned edges): that comes first; the
    /// view's mask, which made its 86, is a way out too.
    @Test(.needsCorpus) func autoresizingIsAWayOutBesideASizeSetTwice() throws {
        let (_, explanation) = try Self.explanation(Paths.corpusFile("Input+GitHubIssues.issue13.log"))
        #expect(explanation.fix.first?.reason == .sizeSetTwice)
        let mask = explanation.fix.alternatives.first { $0.action == .translatesAutoresizingMaskIntoConstraints }
        #expect(mask?.views == ["0x10f754f20"])
        #expect(mask?.becomes.contains { $0.value == Rational(94) } == true)
    }

    @Test func linearSystemFeasibilityAndCertificate() throws {
        // x = 1, x = 2: infeasible; the certificate subtracts one from the other.
        let system = LinearSystem(rows: [
            .init(coefficients: [0: .one], kind: .equal, bound: .one),
            .init(coefficients: [0: .one], kind: .equal, bound: Rational(2)),
        ])
        var budget = 1000
        let y = try #require(try system.certificate(among: [0, 1], budget: &budget))
        #expect(try y[0]! + y[1]! == .zero)
        #expect(LinearSystem.verify(system.rows, [y[0]!, y[1]!]))
        // x <= 3, x >= 1 (as -x <= -1): feasible.
        let fine = LinearSystem(rows: [
            .init(coefficients: [0: .one], kind: .atMost, bound: Rational(3)),
            .init(coefficients: [0: -.one], kind: .atMost, bound: -.one),
        ])
        #expect(try fine.certificate(among: [0, 1], budget: &budget) == nil)
    }
}
