import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// Not a test: the per-key half of `Scripts/bench-tui.sh`. It runs only when the script sets
/// `UNSAT_BENCH_TUI` (a file to write figures to), asserts nothing about time, and prints how long
/// a key takes, handled and drawn, in captures of 1,000 and 100,000 views.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["UNSAT_BENCH_TUI"] != nil))
struct InspectorBenchmark {
    /// A capture dump in the shape of docs/formats.md §3 (and `make-big-log.py`): a controller, a
    /// `recursiveDescription` of `views` views wandering between depths 1 and 12, and a conflict
    /// among three views deep in it.
    static func capture(views: Int, seed: UInt64 = 1) -> (text: String, conflictViews: [String]) {
        var random = SplitMix(seed: seed)
        func address() -> String { "0x7f" + String(random.next() % 0xFF_FFFF_FFFF, radix: 16) }
        let classes = ["UILabel", "UIImageView", "UIButton", "UIStackView", "UIView", "MyApp.AvatarView"]
        let root = address()
        var lines = ["<UIWindow: \(root); frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600001>>"]
        var depth = 1
        var addresses: [String] = []
        for _ in 1..<views {
            depth = max(1, min(12, depth + [-1, 0, 0, 1][Int(random.next() % 4)]))
            let className = classes[Int(random.next() % UInt64(classes.count))]
            let a = address()
            addresses.append(a)
            let text = className == "UILabel" ? "; text = 'Hello'" : ""
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<\(className): \(a); frame = (0 0; \(random.next() % 390) \(random.next() % 300))\(text); layer = <CALayer: 0x6000>>"
            )
        }
        let chosen = [
            addresses[addresses.count / 2], addresses[addresses.count / 2 + 1], addresses[addresses.count * 3 / 4],
        ]
        let constraints = [
            "<NSLayoutConstraint:0x600001e2c0a0 UIView:\(chosen[0]).width == 120   (active)>",
            "<NSLayoutConstraint:0x600001e2c0f0 UIView:\(chosen[0]).width == UIView:\(chosen[1]).width   (active)>",
            "<NSLayoutConstraint:0x600001e2c140 'UIView-Encapsulated-Layout-Width' UIView:\(chosen[1]).width == 100   (active)>",
            "<NSLayoutConstraint:0x600001e2c190 UIView:\(chosen[2]).leading == UIView:\(chosen[1]).leading + 8   (active)>",
        ]
        let text =
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] constraint conflict in viewController:\n"
            + "<MyApp.BigViewController: 0x7f9e4c60a1b0>\nview:\n\(lines[0])\nview hierarchy:\n"
            + lines.joined(separator: "\n")
            + "\ncurrent constraints:\n(\n" + constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\ntry to break constraint:\n\(constraints[0])\n"
        return (text, chosen)
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    struct Figures {
        var views = 0
        var open = 0.0
        var firstScreen = 0.0
        var move = 0.0
        var moveWorst = 0.0
        var worstMove = ""
        var type = 0.0
        var typeWorst = 0.0
        var searchTotal = 0.0
        var matches = 0
    }

    static func measure(views: Int) throws -> Figures {
        var figures = Figures(views: views)
        let (text, chosen) = capture(views: views)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-bench-\(views).log").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var inspector: Inspector!
        figures.open = seconds {
            let result = try! InputReader.read(paths: [path])
            let document = InspectorDocument(result: result, conflicts: ConflictGrouper().group(result))
            inspector = Inspector(document: document)
        }
        figures.firstScreen = seconds { _ = inspector.render(width: 120, height: 40) }
        // Moving the selection: each key handled, then the screen drawn, as the app loop does.
        var times: [Double] = []
        let moves = Key.sequence(
            String(repeating: "j", count: 150) + String(repeating: "k", count: 50) + "<PgDn><PgDn><PgUp>G")
        for key in moves {
            times.append(
                seconds {
                    inspector.handle(key)
                    _ = inspector.render(width: 120, height: 40)
                })
        }
        if let worst = times.indices.max(by: { times[$0] < times[$1] }) { figures.worstMove = "\(moves[worst])" }
        figures.move = times.reduce(0, +) / Double(times.count)
        figures.moveWorst = times.max() ?? 0
        // Typing a partial address (the last digits of a conflicting view's), a key at a time.
        times = []
        for key in Key.sequence("/" + String(chosen[2].suffix(6)).uppercased()) {
            times.append(
                seconds {
                    inspector.handle(key)
                    _ = inspector.render(width: 120, height: 40)
                })
        }
        figures.type = times.reduce(0, +) / Double(times.count)
        figures.typeWorst = times.max() ?? 0
        // What the loop then does between keys, until the count is complete.
        figures.searchTotal = seconds {
            while inspector.hasBackgroundWork {
                inspector.continueSearch(budget: 50_000)
                _ = inspector.render(width: 120, height: 40)
            }
        }
        figures.matches = inspector.state.search.scan?.matches.count ?? 0
        return figures
    }

    @Test func keysCostTheSameIn1000And100000Views() throws {
        var report =
            "views    open(s)  first screen(ms)  move key(ms) avg/worst  search key(ms) avg/worst  search done(ms)\n"
        for views in [1_000, 100_000] {
            _ = try Self.measure(views: views)  // warm up
            let f = try Self.measure(views: views)
            func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000) }
            report += "\(views)".padding(toLength: 9, withPad: " ", startingAt: 0)
            report +=
                String(format: "%-9.3f", f.open) + ms(f.firstScreen).padding(toLength: 18, withPad: " ", startingAt: 0)
            report += (ms(f.move) + " / " + ms(f.moveWorst)).padding(toLength: 25, withPad: " ", startingAt: 0)
            report += (ms(f.type) + " / " + ms(f.typeWorst)).padding(toLength: 27, withPad: " ", startingAt: 0)
            report += ms(f.searchTotal) + "  (\(f.matches) matches; slowest move: \(f.worstMove))\n"
        }
        print(report)
        if let path = ProcessInfo.processInfo.environment["UNSAT_BENCH_TUI"], !path.isEmpty, path != "1" {
            try report.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// The tree filter in 100,000 views: each key of `\\UILabel` typed, `c`, `=`, `-`, and moves
    /// while filtered, handled and drawn.
    @Test func treeFilterKeysIn100000Views() throws {
        let (text, _) = Self.capture(views: 100_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-bench-filter.log").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try InputReader.read(paths: [path])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        _ = inspector.render(width: 120, height: 40)
        var report = "tree filter, 100,000 views (ms a key, handled and drawn):\n"
        for (name, keys) in [
            ("\\UILabel typed", "2\\UILabel"), ("Enter, moves", "<Enter>jjjjjkkG"), ("c", "c"), ("c again", "c"),
            ("| clears", "|"), ("= unfolds all", "="), ("moves", "jjjjkk"), ("- folds all", "-"),
        ] {
            for key in Key.sequence(keys) {
                let time = Self.seconds {
                    inspector.handle(key)
                    _ = inspector.render(width: 120, height: 40)
                }
                report += "  \(name) \(key): " + String(format: "%.1f", time * 1000) + "\n"
            }
        }
        print(report)
    }
}
