import Testing
import UnsatKit

@testable import UnsatTUI

/// The list's entries are what the log holds: conflicts, and view hierarchies read on their own
/// (`Entry`), never a dump dressed as a conflict with no constraints.
@Suite struct EntryTests {
    /// A log of conflicts read with a `recursiveDescription` that holds none of their views.
    func document() throws -> (InspectorDocument, [Conflict]) {
        let result = try InputReader.read(paths: [
            Fixture.sample("uikit-modern.log"), Fixture.path("hierarchy-only.log"),
        ])
        let conflicts = ConflictGrouper().group(result)
        return (InspectorDocument(result: result, conflicts: conflicts), conflicts)
    }

    @Test func theEntriesAreTheConflictsThenTheDumpAlone() throws {
        let (document, conflicts) = try document()
        try #require(!conflicts.isEmpty)
        let kinds = document.entries.map { entry -> String in
            switch entry.kind {
            case .conflict(let conflict): "conflict #\(conflict.id)"
            case .dump(let hierarchy): "dump at \(hierarchy.location.file.lastPathComponent):\(hierarchy.location.line)"
            case .ambiguous(let layout): "ambiguous \(layout.view.className)"
            }
        }
        #expect(kinds == conflicts.map { "conflict #\($0.id)" } + ["dump at hierarchy-only.log:2"])
        #expect(document.entries.map(\.number) == Array(1...conflicts.count + 1))
        #expect(document.conflicts.map(\.id) == conflicts.map(\.id))
        #expect(document.dumpCount == 1)
    }

    @Test func theDumpOffersNoConflictToThePanesThatNeedOne() throws {
        let (document, conflicts) = try document()
        let index = try #require(document.entries.firstIndex { $0.conflict == nil })
        #expect(index == conflicts.count)
        let detail = document.detail(index)
        #expect(detail.conflict == nil)
        #expect(detail.constraints(0).isEmpty)
        #expect(detail.controllers(0).isEmpty)
        #expect(detail.keyPaths.isEmpty)
        #expect(detail.change(to: 1) == nil)
        detail.settleExplanation()
        #expect(detail.explanation == nil)
        // Only its tree, none of whose views conflicts.
        let tree = detail.tree(0)
        #expect(tree.source == .capture(document.identities[index]))
        #expect(tree.nodes.first?.address == "0x10c906c30")
        #expect(tree.conflictNodes.isEmpty && tree.missing.isEmpty)
        // A conflict's entry gives its conflict.
        #expect(document.detail(0).conflict?.id == conflicts[0].id)
    }

    @Test func countsCountOnlyTheConflicts() throws {
        let (document, conflicts) = try document()
        let inspector = Inspector(document: document)
        let callbacks = conflicts.reduce(0) { $0 + $1.callbacks.count }
        let title = Screen.text(inspector, 160, 40).split(separator: "\n").first.map(String.init) ?? ""
        #expect(title.contains("\(conflicts.count) conflicts · \(callbacks) callbacks · 1 view hierarchy"))
        // Selected, the dump says it is no conflict where a conflict's constraints would be.
        inspector.handle(.character("G"))
        #expect(inspector.selectedIdentity == document.identities[conflicts.count])
        let screen = Screen.text(inspector, 160, 40)
        #expect(screen.contains("no conflict: a view hierarchy on its own"))
        #expect(!screen.contains("callback 1/1"))
    }
}
