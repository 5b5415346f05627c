import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// Reads the inputs under `Fixtures/` and builds inspectors on them.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A log under the package's `Samples/`.
    static func sample(_ name: String) -> String {
        directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples").appendingPathComponent(name).path
    }

    static func read(_ name: String) throws -> ParseResult {
        try InputReader.read(paths: [path(name)])
    }

    static func document(_ name: String, glyphs: Glyphs = .unicode) throws -> InspectorDocument {
        let result = try read(name)
        return InspectorDocument(result: result, conflicts: ConflictGrouper().group(result), glyphs: glyphs)
    }

    /// An inspector on a fixture, as `unsat FILE` opens it.
    static func inspector(_ name: String, color: Bool = true, ascii: Bool = false) throws -> Inspector {
        Inspector(document: try document(name, glyphs: ascii ? .ascii : .unicode), color: color)
    }

    /// An inspector on a log written in the test (`name` is the file it is said to come from).
    static func inspector(text: String, name: String, glyphs: Glyphs = .unicode) -> Inspector {
        let result = LogScanner.parse(Array(text.utf8), file: name)
        return Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result), glyphs: glyphs))
    }

    /// A corpus log from `../shared`, when this checkout has it beside it.
    static func corpus(_ name: String) -> String? {
        let path = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/wtfautolayout").appendingPathComponent(
                name
            ).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

/// Screens compared as text with their styles marked (see `ScreenGrid.snapshot`), against files
/// under `Fixtures/Screens`. `UNSAT_RECORD_SCREENS=1 swift test` writes them anew.
enum Screen {
    static let directory = Fixture.directory.appendingPathComponent("Screens")

    static func expect(
        _ grid: ScreenGrid, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = grid.snapshot
        if ProcessInfo.processInfo.environment["UNSAT_RECORD_SCREENS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no screen \(name).txt: run UNSAT_RECORD_SCREENS=1 swift test to write it; it would be:\n\(actual)",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record("screen \(name) differs:\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }

    /// The lines that differ, numbered, expected above actual.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "<none>"
            let b = index < new.count ? String(new[index]) : "<none>"
            if a != b { out.append("\(index + 1) - \(a)\n\(index + 1) + \(b)") }
        }
        return out.joined(separator: "\n") + "\n--- whole screen now:\n" + actual
    }

    /// The text of the screen only, for tests that look for one thing in it.
    static func text(_ inspector: Inspector, _ width: Int = 80, _ height: Int = 24) -> String {
        inspector.render(width: width, height: height).lines.joined(separator: "\n")
    }
}

/// What tests look at, read from the inspector's state.
extension Inspector {
    /// The screen at this size, as the app draws it: the size given (which settles the state),
    /// then the drawing.
    func render(width: Int, height: Int) -> ScreenGrid {
        resize(width: width, height: height)
        return render()
    }

    /// The callback the selected conflict's panes show.
    var callbackIndex: Int? { panes?.callback }

    /// The selected conflict's tree for that callback.
    var currentTree: ViewTree? {
        guard let detail, let panes else { return nil }
        return detail.tree(panes.callback)
    }

    /// The row selected in that tree.
    var treeSelection: TreeRow? {
        guard let detail, let panes else { return nil }
        return panes.tree(panes.callback, detail).selected
    }

    var constraintSelection: Int? { panes?.constraints.selection }

    /// The constraint selected in the constraints pane.
    var selectedConstraint: Constraint? {
        guard let detail, let panes else { return nil }
        let constraints = detail.constraints(panes.callback)
        return constraints.indices.contains(panes.constraints.selection)
            ? constraints[panes.constraints.selection] : nil
    }
}
