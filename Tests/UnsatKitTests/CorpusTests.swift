import Foundation
import Testing

@testable import UnsatKit

/// The wtfautolayout corpus (../shared/corpus): every log is read, and every constraint agrees with
/// that project's expected parse, field for field, as an equation.
@Suite(.needsCorpus)
struct CorpusTests {
    /// Snapshot file → the log it is the expected parse of (the corpus README's mapping).
    static let snapshots: [(snapshot: String, log: String)] = {
        let custom = (1...8).map { ("testCustomInputs.\($0).json", "Input+Custom.custom\($0).log") }
        let issues = ["issue1", "issue2", "issue4", "issue5", "issue10", "issue13", "issue16", "issue18", "issue20"]
            .enumerated().map { ("testGitHubIssues.\($0.offset + 1).json", "Input+GitHubIssues.\($0.element).log") }
        let stackOverflow = ["so45163786", "so45452294", "so45474345", "so45487045"]
            .enumerated().map {
                ("testStackOverflowInputs.\($0.offset + 1).json", "Input+StackOverflow.\($0.element).log")
            }
        return custom + issues + stackOverflow
    }()

    static var allLogs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Paths.corpus.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
    }

    @Test func corpusIsPresent() {
        #expect(Self.allLogs.count >= 28, "expected the corpus at \(Paths.corpus.path)")
    }

    /// One expected operand, as wtfautolayout states it.
    struct ExpectedOperand: Equatable, CustomStringConvertible {
        var className: String
        var address: String
        var label: String?
        var attribute: String
        var description: String { "\(className):\(address)\(label.map { "'\($0)'" } ?? "").\(attribute)" }
    }

    static func operand(_ json: Any?) -> ExpectedOperand? {
        guard let json = json as? [String: Any], let instance = json["instance"] as? [String: Any],
            let attribute = json["attribute"] as? [String: Any]
        else { return nil }
        return ExpectedOperand(
            className: instance["className"] as! String, address: instance["address"] as! String,
            label: instance["identifier"] as? String, attribute: attribute["name"] as! String)
    }

    /// wtfautolayout reads `left`/`right` as `leading`/`trailing` (the same in a left-to-right
    /// layout); unsat keeps what was printed, so the comparison folds them the same way.
    static func folded(_ attribute: String) -> String {
        switch attribute {
        case "left": "leading"
        case "right": "trailing"
        case "leftMargin": "leadingMargin"
        case "rightMargin": "trailingMargin"
        default: attribute
        }
    }

    static func mine(_ operand: Operand?) -> ExpectedOperand? {
        guard let operand else { return nil }
        return ExpectedOperand(
            className: operand.item.className, address: operand.item.address?.text ?? "", label: operand.item.label,
            attribute: folded(operand.attribute.name))
    }

    @Test(arguments: snapshots)
    func agreesWithExpectedParse(snapshot: String, log: String) throws {
        let data = try Data(contentsOf: Paths.corpus.appendingPathComponent("expected-parser-snapshots/\(snapshot)"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let expected = try #require(json["constraints"] as? [[String: Any]])
        let result = try InputReader.read(path: Paths.corpusFile(log))
        #expect(result.callbacks.count == 1, "\(log): one report")
        let constraints = result.callbacks.flatMap(\.constraints)
        let expectedAddresses = expected.map { ($0["identity"] as! [String: Any])["address"] as! String }
        // The list may name a constraint twice (so45474345); unsat keeps each address once.
        #expect(
            constraints.map(\.address.text)
                == expectedAddresses.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        for entry in expected {
            let identity = entry["identity"] as! [String: Any]
            let address = identity["address"] as! String
            guard let mine = constraints.first(where: { $0.address.text == address }) else {
                Issue.record("\(log): constraint \(address) not read")
                continue
            }
            #expect(mine.className == identity["className"] as? String, "\(log) \(address) class")
            #expect(mine.identifier == identity["identifier"] as? String, "\(log) \(address) identifier")
            #expect(mine.isEquation, "\(log) \(address) read as an equation")
            let relation = try #require(Relation(rawValue: entry["relation"] as! String))
            let first = try #require(Self.operand(entry["first"]))
            let second = Self.operand(entry["second"])
            // Written "* 0.385" (rounded to three places).
            let multiplier =
                (entry["multiplier"] as? String).flatMap { Double($0.drop { $0 == "*" || $0 == " " }) } ?? 1
            var constant = 0.0
            if let c = entry["constant"] as? [String: Any] {
                constant = Double(c["value"] as! String)!
                if (c["prefix"] as? String)?.hasPrefix("-") == true { constant = -constant }
            }
            let direct =
                Self.mine(mine.first) == first && Self.mine(mine.second) == second && mine.relation == relation
                && abs(mine.multiplier - multiplier) < 0.001 && abs(mine.constant - constant) < 1e-9
            // The same equation written from the other side: B = (1/m)·A − c/m.
            var flipped = false
            if let second, mine.multiplier != 0 {
                flipped =
                    Self.mine(mine.first) == second && Self.mine(mine.second) == first
                    && mine.relation == relation.flipped && abs(1 / mine.multiplier - multiplier) < 0.001
                    && abs(-mine.constant / mine.multiplier - constant) < 1e-9
            }
            #expect(
                direct || flipped,
                """
                \(log) \(address): expected \(first) \(relation.rawValue) \(multiplier)×\(second?.description ?? "") + \(constant)
                read \(Self.mine(mine.first)?.description ?? "-") \(mine.relation?.rawValue ?? "?") \(mine.multiplier)×\(Self.mine(mine.second)?.description ?? "") + \(mine.constant)
                """)
        }
    }

    @Test(arguments: allLogs)
    func everyLogIsReadWithoutLoss(log: String) throws {
        let result = try InputReader.read(path: Paths.corpusFile(log))
        if log == "Input+Error.invalidHexitError.log" {
            #expect(result.callbacks.isEmpty)
            return
        }
        #expect(result.callbacks.count == 1, "\(log)")
        let entries = try String(contentsOfFile: Paths.corpusFile(log), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("Constraint:0x") }
        let unique = Set(
            entries.compactMap { line in
                line.range(of: "Constraint:0x").map { String(line[$0.upperBound...].prefix { $0.isHexDigit }) }
            })
        #expect(result.callbacks.first?.constraints.count == unique.count, "\(log): every constraint kept")
        #expect(result.callbacks.first?.constraints.allSatisfy(\.isEquation) == true, "\(log): all read as equations")
    }

    @Test func invalidHexDigitIsReportedWithLineAndColumn() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+Error.invalidHexitError.log"))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.column == 26)
        #expect(
            diagnostic.message
                == .unreadableConstraint(expected: ConstraintParseError.Expected.constraintAddressDigit.text))
        #expect(diagnostic.text.hasPrefix("<NSLayoutConstraint:0x61h00099cd0"))
    }

    @Test func apostropheInsideLabelIsRead() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+Papertrail.papertrail2.log"))
        let constraints = try #require(result.callbacks.first?.constraints)
        #expect(constraints.count == 6)
        let alignment = try #require(constraints.first { $0.address == "0x6000037dddb0" })
        #expect(alignment.first?.item.label == "YOU'RE OK")
        #expect(alignment.first?.attribute == .bottom)
        #expect(alignment.second?.item.label == "Mate")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func duplicateNamesAreReadAsTheLastAndSaidSo() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+Custom.custom8.log"))
        #expect(result.diagnostics.count == 1)
        guard case .constraint(_, .ambiguousName(_, views: 2, _))? = result.diagnostics.first?.message else {
            Issue.record("expected the note that a name stands for 2 views: \(result.diagnostics)")
            return
        }
    }
}
