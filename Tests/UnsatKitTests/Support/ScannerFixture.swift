import Foundation
import Testing

@testable import UnsatKit

/// The small apps under `Fixtures/Apps/<style>/` that the source scanners read, and what tests do
/// with their files: read one, apply a scanner's edits, find the declaration at a line.
enum ScannerFixture {
    static let apps = Paths.fixtures.appendingPathComponent("Apps")

    /// `Apps/<app>/<name>` as a scanner gets it: its path relative to the app's root.
    static func file(_ app: String, _ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: apps.appendingPathComponent(app).appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }

    /// The file's bytes with `edits` made (they may come in any order; none overlap).
    static func applying(_ edits: [SourceEdit], to file: SourceFile) -> SourceFile {
        var bytes = file.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return SourceFile(path: file.path, bytes: bytes)
    }

    static func text(_ file: SourceFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

    /// The line `number` (1-based) of the file, without its line end.
    static func line(_ number: Int, of file: SourceFile) -> String {
        let lines = text(file).split(separator: "\n", omittingEmptySubsequences: false)
        return number <= lines.count ? String(lines[number - 1]) : ""
    }

    /// The 1-based line of the first line of `file` that holds `needle`: fixtures are found by what
    /// they say, so a line added above one does not break the test that reads it.
    static func lineNumber(of needle: String, in file: SourceFile, after: Int = 0) throws -> Int {
        let lines = text(file).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(
            lines.indices.first { $0 >= after && lines[$0].contains(needle) }, "no line holds \(needle)")
        return index + 1
    }

    /// The broken constraint of the one conflict `Apps/<app>/console.log` reports.
    static func brokenConstraint(_ app: String) throws -> Constraint {
        let path = apps.appendingPathComponent(app).appendingPathComponent("console.log").path
        let result = try InputReader.read(path: path)
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        let broken = try #require(callback.broken)
        return try #require(callback.constraints.first { $0.address == broken })
    }

    /// Whether a declaration says nothing the logged constraint contradicts, on what both sides
    /// show: first attribute, relation, constant, multiplier, priority and first class. Not the
    /// matcher: a check that a fixture's log was made by its source.
    static func agrees(_ declaration: DeclaredConstraint, with constraint: Constraint) -> Bool {
        guard let first = constraint.first, let declared = declaration.first else { return false }
        if declared.attribute != first.attribute { return false }
        if let className = declared.className, className != first.item.shortClassName { return false }
        if let title = declared.title, title != first.item.label { return false }
        if declaration.relation != constraint.relation { return false }
        if declaration.constant != constraint.constant { return false }
        if (declaration.multiplier ?? 1) != constraint.multiplier { return false }
        if (declaration.priority ?? 1000) != (constraint.priority ?? 1000) { return false }
        if (declaration.second?.attribute ?? .notAnAttribute) != (constraint.second?.attribute ?? .notAnAttribute) {
            return false
        }
        return true
    }
}

extension ScannerFixture {
    /// A declaration without where it lies: what must stay the same when a patch moves it.
    static func placeless(_ declaration: DeclaredConstraint) -> DeclaredConstraint {
        var copy = declaration
        copy.line = 0
        copy.range = 0..<0
        copy.text = ""
        return copy
    }

    /// One line a declaration reads as, for a whole file's list compared at once:
    /// `50 mapView.width == mapView.height * 2 + 0`.
    static func summary(_ d: DeclaredConstraint) -> String {
        func side(_ item: DeclaredItem?) -> String {
            guard let item else { return "-" }
            return (item.isSuperview ? "^" : "") + item.expression + "." + (item.attribute?.name ?? "?")
        }
        func number(_ value: Double?) -> String {
            guard let value else { return "?" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        var text = "\(d.line) \(side(d.first)) \(d.relation?.rawValue ?? "?") \(side(d.second)) + \(number(d.constant))"
        if let multiplier = d.multiplier { text += " * \(number(multiplier))" }
        if let priority = d.priority { text += " @\(number(priority))" }
        if let identifier = d.identifier { text += " '\(identifier)'" }
        return text
    }

    /// Lowers `declaration` to 999 with `scanner` and checks what the patch did: the file re-read
    /// holds the same declarations as before, the one lowered now at 999 and nothing else changed.
    /// Returns the patched file.
    @discardableResult
    static func lowered(
        _ declaration: DeclaredConstraint, in file: SourceFile, by scanner: some SourceScanner,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SourceFile {
        let edits = try #require(
            scanner.lowerPriority(declaration, in: file, to: 999), "no edit", sourceLocation: sourceLocation)
        let patched = applying(edits, to: file)
        var expected = scanner.declarations(in: file).map(placeless)
        let index = try #require(expected.firstIndex(of: placeless(declaration)), sourceLocation: sourceLocation)
        expected[index].priority = 999
        let reread = scanner.declarations(in: patched).map(placeless)
        #expect(
            reread.map(String.init(describing:)).sorted() == expected.map(String.init(describing:)).sorted(),
            sourceLocation: sourceLocation)
        return patched
    }
}
