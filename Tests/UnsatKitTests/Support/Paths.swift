import Foundation
import Testing

/// Where the tests find their inputs: the package's Samples, the fixtures, and ../shared/corpus.
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = packageRoot.appendingPathComponent("Samples")
    static let fixtures = packageRoot.appendingPathComponent("Tests/UnsatKitTests/Fixtures")
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/wtfautolayout")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }
    static func corpusFile(_ name: String) -> String { corpus.appendingPathComponent(name).path }
}

extension Paths {
    /// Whether `../shared/corpus` is beside this checkout: CI puts it there (`.ci/run` stops without
    /// it); a clone on its own has none.
    static var hasCorpus: Bool { FileManager.default.fileExists(atPath: corpus.path) }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads the corpus: skipped, and said so, where the clone has nothing beside it.
    static var needsCorpus: Self {
        .enabled(if: Paths.hasCorpus, "needs ../shared/corpus beside the clone (CI has it; .ci/run requires it)")
    }
}
