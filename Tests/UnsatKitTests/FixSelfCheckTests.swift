import Foundation
import Testing

@testable import UnsatKit

/// Every way out unsat offers, for every conflict of the samples and the corpus, checked by means
/// that share nothing with its search: its solution by the check, that the rest hold without it by
/// Fourier–Motzkin over rows this test builds itself, and what the layout becomes by asking the same
/// solver for a value just above and just below it.
struct FixSelfCheckTests {
    /// The rows of every required constraint of `conflict` but those in `relaxed`.
    static func rows(_ conflict: Conflict, without relaxed: Set<Address>, margins: Bool, proof: Explanation.Proof)
        throws -> [Inequality]
    {
        var rows: [Inequality] = []
        for constraint in conflict.constraints where !relaxed.contains(constraint.address) && constraint.isEquation {
            guard let relation = constraint.relation, constraint.isRequired else { continue }
            let intrinsic = constraint.huggingPriority != nil || constraint.compressionResistancePriority != nil
            if intrinsic && relation != .equal { continue }
            if ProofModel.ambiguousName(constraint) != nil { continue }
            // AppKit's vertical frame positions count from the top or the bottom, which the log does not say.
            if Explainer.Framework.of(conflict) == .appKit, constraint.text.contains(" h="),
                ["minY", "maxY", "midY"].contains(constraint.first?.attribute.name ?? "")
            {
                continue
            }
            let superview = Inequality.superview(of: constraint, in: conflict, proof: proof)
            guard let made = try Inequality.rows(constraint, relation: relation, superview: superview) else { continue }
            rows += made
        }
        rows += Inequality.sizesNotNegative(rows)
        if margins { rows += Inequality.marginsOfEight(rows) }
        return rows
    }

    /// The samples, the fixtures and the corpus, and the logs of the fixture apps.
    static var inputs: [String] {
        let apps = Paths.fixtures.appendingPathComponent("Apps")
        let logs = ((try? FileManager.default.contentsOfDirectory(atPath: apps.path)) ?? []).sorted().map {
            apps.appendingPathComponent("\($0)/console.log").path
        }.filter { FileManager.default.fileExists(atPath: $0) }
        return ProofSelfCheckTests.inputs + logs
    }

    @Test(arguments: inputs)
    func everyWayOutLetsTheRestHold(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let conflicts = ConflictGrouper().group(try InputReader.read(path: path))
        for conflict in conflicts {
            let explanation = Explainer().explain(conflict)
            guard let proof = explanation.proof else {
                #expect(explanation.fix.first == nil, "\(name) #\(conflict.id): a fix offered without a proof")
                continue
            }
            let label = "\(name) #\(conflict.id)"
            let margins = proof.assumptions.contains { $0.contains("margins of 8") }
            // The contradiction holds with nothing relaxed, by the same rows: the check below means something.
            #expect(
                try FourierMotzkin.isInfeasible(try Self.rows(conflict, without: [], margins: margins, proof: proof)),
                "\(label)")
            // Every proved conflict has a way out the app can take, or it is UIKit's (AppKit's) own and says so.
            // (Or nothing in it is the app's to set by itself, a cell's mask its table sizes, and it says so.)
            if explanation.fix.first == nil,
                !explanation.fix.text.hasPrefix("No fix is offered: none of these constraints is one the app sets")
            {
                #expect(conflict.isSystem, "\(label): a conflict of the app's with no way out: \(explanation.fix.text)")
                #expect(explanation.fix.text.hasPrefix("Nothing the app made can resolve it"), "\(label)")
            }
            for way in explanation.fix.waysOut {
                #expect(way.checked && way.isVerified, "\(label): \(way.text): its solution fails the check")
                let rest = try Self.rows(conflict, without: Set(way.relax), margins: margins, proof: proof)
                #expect(try !FourierMotzkin.isInfeasible(rest), "\(label): \(way.text): the rest still contradict")
                for entry in way.becomes {
                    guard let value = entry.value,
                        let constraint = conflict.constraints.first(where: {
                            entry.view == $0.first?.item.address && way.relax.contains($0.address)
                        }),
                        let quantity = try Inequality.rows(
                            constraint, relation: .equal,
                            superview: Inequality.superview(of: constraint, in: conflict, proof: proof))?.first
                    else { continue }
                    let step = try Rational(1, 64)
                    let above = Inequality(
                        coefficients: quantity.coefficients.mapValues { -$0 }, isEquality: false,
                        bound: -(try value + step))
                    let below = Inequality(
                        coefficients: quantity.coefficients, isEquality: false, bound: try value - step)
                    let at = Inequality(coefficients: quantity.coefficients, isEquality: true, bound: value)
                    #expect(try !FourierMotzkin.isInfeasible(rest + [at]), "\(label): \(way.text): cannot be \(value)")
                    #expect(
                        try FourierMotzkin.isInfeasible(rest + [above]),
                        "\(label): \(way.text): can be more than \(value)")
                    #expect(
                        try FourierMotzkin.isInfeasible(rest + [below]),
                        "\(label): \(way.text): can be less than \(value)")
                }
            }
        }
    }

    /// Only what the app can change is offered: never UIKit's sizes, stack-view or guide constraints,
    /// private views' constraints, a UIKit identifier, or the mask of a window or a cell's content view.
    @Test(arguments: inputs)
    func noWayOutTouchesWhatUIKitMakes(_ path: String) throws {
        let conflicts = ConflictGrouper().group(try InputReader.read(path: path))
        for conflict in conflicts {
            let fix = Explainer().explain(conflict).fix
            for way in fix.waysOut {
                for address in way.relax {
                    let constraint = try #require(conflict.constraints.first { $0.address == address })
                    switch way.action {
                    case .lowerPriority:
                        #expect(constraint.origin == .app, "\(constraint.text)")
                        #expect(!(constraint.identifier ?? "").hasPrefix("UI"), "\(constraint.text)")
                        #expect(
                            !constraint.items.contains {
                                !$0.isLayoutGuide && $0.className.hasPrefix("_") && !$0.className.hasPrefix("_Tt")
                            })
                    case .translatesAutoresizingMaskIntoConstraints:
                        #expect(constraint.origin == .autoresizing, "\(constraint.text)")
                    case .none:
                        Issue.record("a way out with no action")
                    }
                }
                for view in way.views {
                    let item = try #require(conflict.items.first { $0.address == view })
                    #expect(!item.className.hasSuffix("Window") && !item.className.hasSuffix("CellContentView"))
                }
            }
        }
    }
}
