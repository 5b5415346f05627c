import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// Every log of `../shared/corpus` and every sample opens, draws at each size, and names its
/// constraints as `unsat list` does.
@Suite("Corpus and samples") struct CorpusTests {
    static let inputs: [String] = {
        let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for directory in [
            root.appendingPathComponent("Samples"),
            root.deletingLastPathComponent().appendingPathComponent("shared/corpus/wtfautolayout"),
        ] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".log") || name.hasSuffix(".md") {
                if name == "README.md" { continue }
                paths.append(directory.appendingPathComponent(name).path)
            }
        }
        return paths
    }()

    @Test(arguments: inputs)
    func opensAndDrawsAtEverySize(path: String) throws {
        let result = try InputReader.read(paths: [path])
        let document = InspectorDocument(result: result, conflicts: ConflictGrouper().group(result))
        let inspector = Inspector(document: document)
        inspector.handle(.character("s"))
        for (width, height) in [(80, 24), (120, 40), (40, 12)] {
            for keys in ["", "<Tab>", "<Tab><Tab>", "<Tab><Tab><Tab>", "G]j", "?"] {
                inspector.handle(Key.sequence(keys))
                let grid = inspector.render(width: width, height: height)
                #expect(grid.lines.count == height)
                if inspector.state.mode == .help { inspector.handle(.escape) }
            }
        }
    }

    @Test(arguments: inputs)
    func constraintsReadAsTheListWritesThem(path: String) throws {
        let result = try InputReader.read(paths: [path])
        for conflict in ConflictGrouper().group(result) {
            let namer = ViewNamer(conflict: conflict)
            for constraint in conflict.constraints {
                #expect(
                    ConstraintLine(constraint, namer: namer).text == ConstraintFormatter.short(constraint, namer: namer)
                )
            }
        }
    }

    @Test func severalFilesShareOneList() throws {
        let result = try InputReader.read(paths: [
            Fixture.path("capture-profile.log"), Fixture.path("console-feed.log"),
        ])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("capture-profile.log +1"))
        #expect(inspector.state.list.visible.count == 5)
        inspector.handle(Key.sequence("/7fd7bef27400<Enter>"))
        inspector.finishSearch()
        #expect(
            inspector.detail?.callback(inspector.callbackIndex!).location.file.hasSuffix("console-feed.log") == true)
    }
}
