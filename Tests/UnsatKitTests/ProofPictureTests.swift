import Testing

@testable import UnsatKit

/// The contradiction as a picture: the proof's two sides on one scale, drawn from its terms.
struct ProofPictureTests {
    static func picture(_ path: String, _ glyphs: Glyphs = .unicode) throws -> ProofPicture {
        let (_, explanation) = try ExplainerTests.explanation(path)
        return ProofPicture(try #require(explanation.proof).sides, glyphs: glyphs)
    }

    @Test func aChainOfOffsetsAgainstItsContainersSizeIsDrawnOnOneScale() throws {
        let picture = try Self.picture(Paths.fixture("capture-english.log"))
        #expect(
            picture.lines(width: 40) == [
                "needed  │────── 120 ───────│16│16│  152",
                "                                      ≠",
                "has     │───── 100 ─────│           100",
            ])
    }

    @Test func inASCIITheSamePictureIsDrawnWithDashesAndBars() throws {
        let picture = try Self.picture(Paths.fixture("capture-english.log"), .ascii)
        #expect(
            picture.lines(width: 40) == [
                "needed  |------ 120 -------|16|16|  152",
                "                                     !=",
                "has     |----- 100 -----|           100",
            ])
    }

    @Test func twoSizesOfOneViewAreTwoBarsOneOfThemEmpty() throws {
        let picture = try Self.picture(Paths.sample("print-hierarchy.log"))
        #expect(
            picture.lines(width: 40) == [
                "one    │─────────── 96 ────────────│  96",
                "                                       ≠",
                "other  │                               0",
            ])
    }

    @Test(.needsCorpus) func aLoopOfOffsetsIsDrawnAgainstTheZeroItMustComeBackTo() throws {
        let picture = try Self.picture(Paths.corpusFile("Input+Custom.custom2.log"), .ascii)
        #expect(
            picture.lines(width: 40) == [
                "around   |----------- 6 -----------|   6",
                "                                      !=",
                "back to  |                             0",
            ])
    }

    @Test func tooNarrowForBarsItIsOneLine() throws {
        #expect(try Self.picture(Paths.fixture("capture-english.log")).lines(width: 20) == ["needed 152 ≠ has 100"])
        #expect(
            try Self.picture(Paths.fixture("capture-english.log"), .ascii).lines(width: 20) == [
                "needed 152 != has 100"
            ])
    }

    @Test func anInequalityIsDrawnAsMoreThanIsAllowed() throws {
        let sides = Explanation.Sides(
            kind: .general,
            needed: [
                .init(value: Rational(200), count: Rational(2), constraint: "0x1", total: Rational(400)),
                .init(value: Rational(8), count: Rational(1), constraint: "0x2", total: Rational(8)),
            ], neededTotal: Rational(408),
            available: [.init(value: Rational(390), count: Rational(1), constraint: "0x3", total: Rational(390))],
            availableTotal: Rational(390), isEquality: false)
        #expect(
            ProofPicture(sides, glyphs: .unicode).lines(width: 44) == [
                "needed   │───────── 2×200 ──────────│8│  408",
                "                                           >",
                "allowed  │────────── 390 ───────────│    390",
            ])
    }

    /// Every sample and fixture conflict that `show` explains: no crash, the picture's numbers are the
    /// proof's, it stays in its width, and the larger side's bar is the longer.
    @Test(arguments: [
        "capture-profile.log", "capture-large.log", "capture-records.log", "capture-seed-chinese.log",
        "uikit-modern.log", "uikit-ios8.log", "uikit-ios9.log", "appkit-macos14.log", "log-stream.log",
        "print-hierarchy.log", "test-run.log", "damaged-paste.md",
    ])
    func everySampleProofsPictureSaysTheProofsNumbers(_ name: String) throws {
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.sample(name)))
        var drawn = 0
        for conflict in conflicts {
            guard let proof = Explainer().explain(conflict).proof else { continue }
            let sides = proof.sides
            #expect(sides.needed.reduce(Rational.zero) { try! $0 + $1.total } == sides.neededTotal)
            #expect(sides.available.reduce(Rational.zero) { try! $0 + $1.total } == sides.availableTotal)
            #expect(sides.neededTotal > sides.availableTotal || sides.isEquality)
            // The text arithmetic and the picture say the same totals.
            #expect(proof.arithmetic.hasSuffix("\(sides.availableTotal)"))
            #expect(proof.arithmetic.contains("\(sides.neededTotal) "))
            for glyphs in [Glyphs.unicode, .ascii] {
                let picture = ProofPicture(sides, glyphs: glyphs)
                let lines = picture.lines(width: 76)
                #expect(lines.allSatisfy { $0.count <= 76 })
                if glyphs.isASCII { #expect(lines.allSatisfy { $0.allSatisfy(\.isASCII) }) }
                guard lines.count == 3 else {
                    #expect(lines == [picture.compact])
                    continue
                }
                drawn += 1
                #expect(lines[0].hasSuffix(" \(sides.neededTotal)"))
                #expect(lines[1].hasSuffix(" \(picture.relation)"))
                #expect(lines[2].hasSuffix(" \(sides.availableTotal)"))
                // A bar runs from its first separator to its last.
                let bars = [lines[0], lines[2]].map { line in
                    let characters = Array(line).map(String.init)
                    let first = characters.firstIndex(of: glyphs.vertical) ?? 0
                    return (characters.lastIndex(of: glyphs.vertical) ?? 0) - first + 1
                }
                // An equation's sides may come either way round: the larger is the longer.
                #expect((bars[0] > bars[1]) == (sides.neededTotal > sides.availableTotal))
                for term in sides.needed + sides.available {
                    let label = term.count == .one ? "\(term.value)" : "\(term.count)\(glyphs.multiply)\(term.value)"
                    #expect(lines[0].contains(label) || lines[2].contains(label))
                }
            }
        }
        #expect(drawn > 0 || conflicts.allSatisfy { Explainer().explain($0).proof == nil })
    }

    /// `show`'s Why section: the sentence, the arithmetic, then the picture, in either glyph set.
    @Test(arguments: [Glyphs.unicode, .ascii])
    func showDrawsThePictureUnderTheSentence(_ glyphs: Glyphs) throws {
        let (conflict, _) = try ExplainerTests.explanation(Paths.fixture("capture-english.log"))
        let text = ShowText(conflict: conflict, glyphs: glyphs).text()
        let why = try #require(text.range(of: "Why they cannot all hold\n"))
        let section = text[why.upperBound...].prefix { _ in true }.components(separatedBy: "  from:")[0]
        let expected =
            glyphs.isASCII
            ? """
              ContentView is 100 wide, but the constraints inside it add up to 152.
              120 + 16 + 16 = 152 != 100

              needed  |--------------------- 120 ---------------------|- 16 -|- 16 -|  152
                                                                                        !=
              has     |----------------- 100 -----------------|                        100


            """
            : """
              ContentView is 100 wide, but the constraints inside it add up to 152.
              120 + 16 + 16 = 152 ≠ 100

              needed  │───────────────────── 120 ─────────────────────│─ 16 ─│─ 16 ─│  152
                                                                                         ≠
              has     │───────────────── 100 ─────────────────│                        100


            """
        #expect(section == expected)
    }

    /// Where the labels would stretch a side past the totals' proportion (519.075 against
    /// 485.9725 drawn about three times as long), the picture is not drawn: the sum says it.
    @Test(.needsCorpus) func aPictureThatWouldMisstateTheProportionIsNotDrawn() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+Custom.custom6.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let proof = try #require(Explainer().explain(conflict).proof)
        #expect(proof.arithmetic.hasSuffix("= 519.075 > 3.935 × 123.5 = 485.9725"))
        let lines = ProofPicture(proof.sides, glyphs: .unicode).lines(width: 76)
        #expect(lines == ["needed 519.075 > allowed 485.9725"])
        #expect(!ShowText(conflict: conflict).text().contains("│3.935×11│"))
    }
}
