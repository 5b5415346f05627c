import Foundation
import Testing

@testable import UnsatKit

/// What a proof may claim: exact numbers, required constraints only, sums as printed, and a
/// sentence of the right kind. Each test builds its conflict from constraint lines.
struct ExactProofTests {
    /// One conflict from UIKit's report of `constraints`, breaking `broken` (an index) or the last.
    static func conflict(_ constraints: [String], broken: Int? = nil) throws -> Conflict {
        let quoted = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let text = """
            2026-03-04 10:11:14.902210+0100 MyApp[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(quoted)
            )

            Will attempt to recover by breaking \(constraints[broken ?? constraints.count - 1])

            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString).log")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try #require(ConflictGrouper().group(try InputReader.read(path: url.path)).first)
    }

    static func explain(_ constraints: [String], broken: Int? = nil) throws -> Explanation {
        Explainer().explain(try conflict(constraints, broken: broken))
    }

    // MARK: - Exact arithmetic

    @Test func rationalsAreExactAndSayTheirDecimals() throws {
        let a = try #require(Rational(decimal: "0.1"))
        let b = try #require(Rational(decimal: "0.2"))
        #expect(try a + b == Rational(decimal: "0.3"))
        #expect(Rational(printed: 43.6667)?.description == "43.6667")
        #expect(Rational(printed: -0.5)?.description == "-0.5")
        #expect(Rational(decimal: "1e-05")?.description == "0.00001")
        #expect(try Rational(1, 3).description == "1/3")
        #expect(Rational(printed: .nan) == nil)
        #expect(Rational(printed: .infinity) == nil)
        #expect(throws: Rational.Overflow.self) { try Rational.one / .zero }
    }

    /// Past `Int` the arithmetic goes on exactly: the smallest double UIKit prints for a size it made
    /// zero, the largest float and double, and sums and products that outgrow 64 bits.
    @Test func rationalsBeyondIntStayExact() throws {
        let tiny = try #require(Rational(printed: 2.22507e-308))
        #expect(tiny.description == "2.22507e-308")
        #expect(tiny > .zero && tiny < Rational(decimal: "1e-307")!)
        #expect(tiny.doubleValue == 2.22507e-308)
        let huge = try #require(Rational(decimal: "-3.40282e+38"))
        #expect(huge.description == "-3.40282e+38")
        #expect(huge.doubleValue == -3.40282e+38)
        #expect(Rational(printed: 1.79769e+308)?.doubleValue == 1.79769e+308)
        #expect(try Rational(Int.max) + .one == Rational(decimal: "9223372036854775808"))
        #expect(try (Rational(Int.max) + .one - .one) == Rational(Int.max))
        #expect(try Rational(Int.max / 2) * Rational(3) / Rational(3) == Rational(Int.max / 2))
        #expect(try huge * huge / huge == huge)
        #expect(try tiny - tiny == .zero && (try tiny + -tiny).isZero)
        #expect(try (Rational.one + tiny).description.hasPrefix("1.00000"))
        #expect(try (Rational.one / tiny).description.hasSuffix("0/222507"))
        #expect(Rational(decimal: "1e+10")?.scientificDescription == "1e+10")
        #expect(Rational(decimal: "1e-05")?.scientificDescription == "1e-05")
        let a = BigUInt.tenToThe(40) + BigUInt(7)
        let b = BigUInt.tenToThe(21)
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        #expect(q == BigUInt.tenToThe(19) && r == BigUInt(7))
        #expect(BigUInt.gcd(BigUInt.tenToThe(30), BigUInt.tenToThe(25) * BigUInt(3)) == BigUInt.tenToThe(25))
        #expect(
            (a * b - a * b).isZero
                && (a * b).decimal == "1" + String(repeating: "0", count: 39) + "7" + String(repeating: "0", count: 21))
    }

    /// The binary gcd and the in-place division on thousand-bit numbers, against what they must
    /// satisfy: the gcd divides both and leaves them coprime; quotient times divisor plus remainder
    /// is the number; and sums and products of such fractions come out reduced, as the exact
    /// answers computed another way.
    @Test func bigNumbersDivideAndReduceExactly() throws {
        var generator = SystemRandomNumberGenerator()
        func random(bits: Int) -> BigUInt {
            var value = BigUInt.zero
            for _ in 0..<(bits / 60) {
                value = value.shiftedLeft(60) + BigUInt(UInt64.random(in: 1..<(1 << 60), using: &generator))
            }
            return value
        }
        let twos = BigUInt(1).shiftedLeft(1074)
        #expect(BigUInt.gcd(twos, BigUInt.tenToThe(313)) == BigUInt(1).shiftedLeft(313))
        for _ in 0..<40 {
            let common = random(bits: 240)
            let (a, b) = (random(bits: 900) * common, random(bits: 600) * common)
            let g = BigUInt.gcd(a, b)
            #expect(a.quotientAndRemainder(dividingBy: g).remainder.isZero)
            #expect(b.quotientAndRemainder(dividingBy: g).remainder.isZero)
            #expect(BigUInt.gcd(a.exactly(dividedBy: g), b.exactly(dividedBy: g)).isOne)
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            #expect(q * b + r == a && r < b)
        }
        // (1 + 2.22507e-308) - 1 is the tiny number again, and (x / y) * (y / x) is one.
        let tiny = try #require(Rational(printed: 2.22507e-308))
        #expect(try (Rational.one + tiny) - .one == tiny)
        let huge = try #require(Rational(printed: 1.79769e+308))
        #expect(try (huge / tiny) * (tiny / huge) == .one)
        #expect(try (huge + tiny) - huge == tiny)
    }

    /// UIKit's extreme constants in a report: each conflict has a proof, written with the numbers as
    /// the log printed them.
    @Test func extremeConstantsAreProvedAsPrinted() throws {
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.fixture("extreme-constants.log")))
        #expect(conflicts.count == 3)
        let proofs = conflicts.map { Explainer().explain($0).proof }
        #expect(proofs[0]?.arithmetic == "44 > 2.22507e-308")
        #expect(proofs[0]?.summary == "UIStackView must be at least 44 high and also 2.22507e-308 high.")
        #expect(proofs[1]?.summary == "UILabel must be at most -3.40282e+38 wide and also 1e+10 wide.")
        #expect(proofs[1]?.arithmetic.hasPrefix("3.40282e+38 + 1e+10 = ") == true)
        #expect(proofs[2]?.arithmetic == "1.79769e+308 > 320 + 375 = 695")
        #expect(proofs.allSatisfy { $0?.isVerified == true })
    }

    @Test func theCheckRejectsWhatIsNoProof() throws {
        let rows: [LinearSystem.Row] = [
            .init(coefficients: [0: .one], kind: .atMost, bound: Rational(3)),
            .init(coefficients: [0: -.one], kind: .atMost, bound: Rational(-5)),
        ]
        #expect(LinearSystem.verify(rows, [.one, .one]))
        // A ≤ row may not be turned round, the unknowns must cancel, and 0 ≤ 0 is no contradiction.
        #expect(!LinearSystem.verify(rows, [-.one, -.one]))
        #expect(!LinearSystem.verify(rows, [.one, Rational(2)]))
        #expect(!LinearSystem.verify(rows, [.zero, .zero]))
        let equal: [LinearSystem.Row] = [
            .init(coefficients: [0: .one], kind: .equal, bound: Rational(2)),
            .init(coefficients: [0: .one], kind: .equal, bound: Rational(2)),
        ]
        #expect(!LinearSystem.verify(equal, [.one, -.one]))
    }

    @Test func decimalsAddUpAsPrinted() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UILabel:0x100000001.height == 43.6667   (active)>",
            "<NSLayoutConstraint:0x600000000002 UILabel:0x100000001.top == UIView:0x100000002.top + 20   (active)>",
            "<NSLayoutConstraint:0x600000000003 UIView:0x100000002.bottom == UILabel:0x100000001.bottom   (active)>",
            "<NSLayoutConstraint:0x600000000004 UIView:0x100000002.height == 60   (active)>",
        ])
        let proof = try #require(explanation.proof)
        #expect(proof.arithmetic == "43.6667 + 20 = 63.6667 ≠ 60")
        #expect(proof.summary == "UIView is 60 high, but the constraints inside it add up to 63.6667.")
        #expect(proof.isVerified)
    }

    @Test func anUnreadableConstantIsLeftOutNotCrashedOn() throws {
        let view = LayoutItem(className: "UIView", address: "0x100000001")
        let width = Operand(item: view, attribute: .width)
        let constraints = [Double.nan, .infinity, 10].enumerated().map { n, constant in
            Constraint(
                address: Address("0x60000000000\(n)"), className: "NSLayoutConstraint", first: width, relation: .equal,
                constant: constant, text: "UIView.width == \(constant)")
        }
        let conflict = Conflict(
            id: 1, fingerprint: "", callbacks: [], constraints: constraints, views: [view], controller: nil,
            isSystem: false)
        let explanation = Explainer().explain(conflict)
        #expect(explanation.proof == nil)
        #expect(explanation.caveats.contains { $0.hasPrefix("2 constraints have a constant or multiplier") })
    }

    @Test func aConflictTooLargeForAnExactSearchSaysSo() throws {
        var lines = (1...61).map { n in
            "<NSLayoutConstraint:0x6000000\(String(n + 100)) UIView:0x1000000\(String(n + 100)).width == \(n)   (active)>"
        }
        lines.append("<NSLayoutConstraint:0x600000000999 UIView:0x100000101.width == 500   (active)>")
        let explanation = try Self.explain(lines)
        #expect(explanation.proof == nil)
        #expect(explanation.caveats.contains { $0.contains("too large for an exact search") })
    }

    /// Fifteen-digit constants and multipliers outgrow `Int` on the way; the proof is found all the same.
    @Test func numbersTooLongForIntAreStillProved() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UIView:0x100000001.width == 0.123456789012345*UIView:0x100000002.width + 0.987654321098765   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIView:0x100000002.width == 0.314159265358979*UIView:0x100000003.width + 0.271828182845904   (active)>",
            "<NSLayoutConstraint:0x600000000003 UIView:0x100000003.width == 0.577215664901532*UIView:0x100000004.width + 0.693147180559945   (active)>",
            "<NSLayoutConstraint:0x600000000004 UIView:0x100000004.width == 1.41421356237309   (active)>",
            "<NSLayoutConstraint:0x600000000005 UIView:0x100000001.width == 7.38905609893065   (active)>",
        ])
        let proof = try #require(explanation.proof)
        #expect(proof.isVerified)
        #expect(!explanation.caveats.contains { $0.contains("too large for exact arithmetic") })
    }

    // MARK: - Required constraints only

    @Test func aConstraintBelow1000IsNoPartOfAProof() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UIView:0x100000001.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIView:0x100000001.width == 120 priority:999   (active)>",
        ])
        #expect(explanation.proof == nil)
    }

    @Test func anIntrinsicSizeIsNotARequiredWidth() throws {
        let soft = try Self.explain([
            "<NSContentSizeLayoutConstraint:0x600000000001 UIButton:0x100000001'Follow'.width == 64 Hug:250 CompressionResistance:750   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIButton:0x100000001'Follow'.width == 40   (active)>",
        ])
        #expect(soft.proof == nil)
        #expect(soft.caveats.contains { $0.contains("intrinsic content size") })
        #expect(soft.sentences["0x600000000001"]?.contains("is 64 (hugging priority 250") == true)
        // Compression resistance at 1000 makes "at least 64" required, and only that.
        let resisting = try Self.explain([
            "<NSContentSizeLayoutConstraint:0x600000000001 UIButton:0x100000001'Follow'.width == 64 Hug:250 CompressionResistance:1000   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIButton:0x100000001'Follow'.width == 40   (active)>",
        ])
        let proof = try #require(resisting.proof)
        #expect(proof.arithmetic == "64 > 40")
        #expect(proof.certificate.first { $0.constraint == "0x600000000001" }?.relation == .greaterThanOrEqual)
    }

    @Test func twoViewsUnderOneNameAreTwoViews() throws {
        // Two labels that UIKit's names: list calls by one truncated key, at different addresses:
        // one under the other is no contradiction.
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 V:[ListViewItemLabel...]-(7)-[ListViewItemLabel...]   (active, names: ListViewItemLabel...:0x100000001, ListViewItemLabel...:0x100000002 )>",
            "<NSLayoutConstraint:0x600000000002 UILabel:0x100000001.height == 20   (active)>",
        ])
        #expect(explanation.proof == nil)
        #expect(explanation.caveats.contains { $0.contains("'ListViewItemLabel...' stands for two views") })
        // Across constraints, each names: entry is its own view by address.
        let apart = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 H:[name_label(100)]   (active, names: name_label:0x100000001 )>",
            "<NSLayoutConstraint:0x600000000002 H:[name_label(120)]   (active, names: name_label:0x100000002 )>",
        ])
        #expect(apart.proof == nil)
    }

    // MARK: - The arithmetic as printed

    @Test func aCenterCountsTheConstantsOnceAndAMultiplierSaysTwice() throws {
        // A 400-wide label centred in a 375-wide view, 20 in from its leading edge: the 20 counts
        // on both sides of the centre.
        let centred = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UIView:0x100000001.width == 375   (active)>",
            "<NSLayoutConstraint:0x600000000002 UILabel:0x100000002.centerX == UIView:0x100000001.centerX   (active)>",
            "<NSLayoutConstraint:0x600000000003 UILabel:0x100000002.leading >= UIView:0x100000001.leading + 20   (active)>",
            "<NSLayoutConstraint:0x600000000004 UILabel:0x100000002.width == 400   (active)>",
        ])
        let proof = try #require(centred.proof)
        #expect(proof.arithmetic.contains("375"))
        #expect(!proof.arithmetic.contains("750"))
        #expect(proof.arithmetic.contains("400"))
        #expect(proof.isVerified)
        // Two buttons of equal width: the constraint makes the 200 count twice.
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.sample("capture-profile.log")))
        let profile = try #require(
            conflicts.first { Explainer().explain($0).proof?.arithmetic.contains("2 × 200") == true })
        #expect(Explainer().explain(profile).proof?.arithmetic == "2 × 200 + 12 + 16 + 16 = 444 ≠ 390")
    }

    @Test func theBrokenConstraintIsInTheProofWhenOneCanHaveIt() throws {
        // Two contradictions of one size; UIKit broke the height of 0x…02, so that one is shown.
        let lines = [
            "<NSLayoutConstraint:0x600000000001 UIView:0x100000001.width == 10   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIView:0x100000001.width == 20   (active)>",
            "<NSLayoutConstraint:0x600000000003 UIView:0x100000002.height == 30   (active)>",
            "<NSLayoutConstraint:0x600000000004 UIView:0x100000002.height == 40   (active)>",
        ]
        let first = try #require(try Self.explain(lines, broken: 0).proof)
        #expect(first.constraints == ["0x600000000001", "0x600000000002"])
        let second = try #require(try Self.explain(lines, broken: 3).proof)
        #expect(second.constraints == ["0x600000000003", "0x600000000004"])
    }

    @Test func theLogsOwnConstraintsComeBeforeASizeThatCannotBeNegative() throws {
        // Two contradictions of two constraints: a width of -5, which leans on "a width cannot be
        // negative" (and holds the broken constraint), and two widths of one view, which does not.
        let lines = [
            "<NSLayoutConstraint:0x600000000001 UIView:0x100000001.width == UIView:0x100000002.width - 10   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIView:0x100000002.width == 5   (active)>",
            "<NSLayoutConstraint:0x600000000003 UIView:0x100000003.width == 20   (active)>",
            "<NSLayoutConstraint:0x600000000004 UIView:0x100000003.width == 30   (active)>",
        ]
        let proof = try #require(try Self.explain(lines, broken: 0).proof)
        #expect(proof.constraints == ["0x600000000003", "0x600000000004"])
        #expect(proof.assumptions.isEmpty)
        // A smaller contradiction does not win when it needs the assumption: the log's own
        // constraints are the reason while they are one, since they rest on nothing unsaid.
        let smaller = try #require(
            try Self.explain(
                Array(lines[0..<2]) + [
                    lines[2],
                    lines[3].replacingOccurrences(
                        of: "UIView:0x100000003.width == 30",
                        with: "UIView:0x100000003.width == UIView:0x100000004.width"),
                ] + ["<NSLayoutConstraint:0x600000000005 UIView:0x100000004.width == 30   (active)>"]
            ).proof)
        #expect(smaller.constraints == ["0x600000000003", "0x600000000004", "0x600000000005"])
        #expect(smaller.assumptions.isEmpty)
        // Only where the log's constraints alone have a solution does the assumption make the proof.
        let alone = try #require(try Self.explain(Array(lines[0..<2])).proof)
        #expect(alone.constraints == ["0x600000000001", "0x600000000002"])
        #expect(alone.summary.hasSuffix("-5, but a width cannot be negative."))
    }

    /// Without the broken height, five constraints contradict each other only if a height cannot be
    /// negative; with it, all six contradict each other as the log prints them. The proof is the
    /// six, the broken height among them, with no assumption.
    @Test func aCaptureWhoseEngineMadeASizeNegativeIsExplainedWithoutThatAssumption() throws {
        let path = Paths.sample("capture-large.log")
        let result = LogScanner.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let conflict = try #require(ConflictGrouper().group(result).first)
        let proof = try #require(Explainer().explain(conflict).proof)
        #expect(proof.assumptions.isEmpty)
        #expect(proof.constraints.contains(try #require(conflict.lastBroken)))
        #expect(proof.constraints.count == 6)
        #expect(proof.summary.contains("62.3333"), "\(proof.summary)")
    }

    // MARK: - Sentences that name the right view

    @Test func twoSizesOfOneViewSayItMustBeBoth() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UIImageView:0x100000001.height == 60   (active)>",
            "<NSLayoutConstraint:0x600000000002 UIImageView:0x100000001.height >= 80   (active)>",
        ])
        #expect(explanation.proof?.summary == "UIImageView must be 60 high and also at least 80 high.")
    }

    @Test func theContainerIsTheViewWhoseEdgesTheChainRunsBetween() throws {
        // The chain runs inside UIView:…5e10, whose width equals UIView:…4d20's; 4d20 holds nothing.
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.sample("print-hierarchy.log")))
        let summaries = conflicts.compactMap { Explainer().explain($0).proof?.summary }
        #expect(summaries.contains("UIView:5e10 is 390 wide, but the constraints inside it add up to at least 400."))
    }

    @Test(.needsCorpus) func aViewCentredInAnotherIsNotItsContainer() throws {
        // custom5: the view is centred in the cell and 2 in from its trailing edge, so 50 wide, not 70.
        let (_, explanation) = try ExplainerTests.explanation(Paths.corpusFile("Input+Custom.custom5.log"))
        let proof = try #require(explanation.proof)
        #expect(!proof.summary.contains("inside it"))
        #expect(
            proof.summary == "DetailViewFeatureItemCell...'s width should be 54, but the other constraints make it 74.")
        #expect(proof.arithmetic == "70 + 2 × 2 = 74 ≠ 54")
    }

    @Test func aSizeTheRestMakeNegativeIsNamed() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 UILabel:0x100000001.top >= UIView:0x100000002.top + 8   (active)>",
            "<NSLayoutConstraint:0x600000000002 UILabel:0x100000001.centerY == UIView:0x100000002.centerY   (active)>",
            "<NSLayoutConstraint:0x600000000003 UIView:0x100000002.height == 0   (active)>",
        ])
        let proof = try #require(explanation.proof)
        #expect(
            proof.summary == "The other constraints make UILabel's height at most -16, but a height cannot be negative."
        )
        #expect(proof.arithmetic == "2 × 8 = 16 > 0")
    }

    @Test func namesKeepTheirOwnCase() throws {
        let explanation = try Self.explain([
            "<NSLayoutConstraint:0x600000000001 H:[message_field(>=260)]   (active, names: message_field:0x100000001 )>",
            "<NSLayoutConstraint:0x600000000002 message_field.width == 100   (active, names: message_field:0x100000001 )>",
        ])
        #expect(explanation.sentences["0x600000000001"] == "message_field's width should be at least 260.")
        #expect(explanation.proof?.summary == "message_field must be at least 260 wide and also 100 wide.")
    }
}

/// Which view holds which, where edges meet with no offset between them.
struct ContainerSentenceTests {
    @Test func aCellsImposedHeightMakesItTheContainerNotTheViewInside() throws {
        let explanation = try ExactProofTests.explain([
            "<NSLayoutConstraint:0x6001 UIImageView:0x7f02.height == 60   (active)>",
            "<NSLayoutConstraint:0x6002 UIImageView:0x7f02.top == UITableViewCell:0x7f01.top   (active)>",
            "<NSLayoutConstraint:0x6003 UITableViewCell:0x7f01.bottom == UIImageView:0x7f02.bottom   (active)>",
            "<NSLayoutConstraint:0x6004 'UIView-Encapsulated-Layout-Height' UITableViewCell:0x7f01.height == 80   (active)>",
        ])
        #expect(explanation.proof?.summary == "UITableViewCell is 80 high, but the constraints inside it add up to 60.")
    }

    @Test func edgesThatMeetWithNothingToTellWhichHoldsWhichGetNoContainerSentence() throws {
        let explanation = try ExactProofTests.explain([
            "<NSLayoutConstraint:0x6001 Shop.BadgeView:0x7f02.height == 60   (active)>",
            "<NSLayoutConstraint:0x6002 Shop.BadgeView:0x7f02.top == Shop.PriceView:0x7f01.top   (active)>",
            "<NSLayoutConstraint:0x6003 Shop.PriceView:0x7f01.bottom == Shop.BadgeView:0x7f02.bottom   (active)>",
            "<NSLayoutConstraint:0x6004 Shop.PriceView:0x7f01.height == 80   (active)>",
        ])
        let summary = try #require(explanation.proof?.summary)
        #expect(!summary.contains("inside it"))
    }
}
