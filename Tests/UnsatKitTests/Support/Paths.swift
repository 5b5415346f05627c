import Foundation

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
