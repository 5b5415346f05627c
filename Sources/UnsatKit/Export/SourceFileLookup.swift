import Foundation

/// The app's sources under a root directory (the repository, for CI), searched for the files that
/// constraints name, so that a report can point at the line that made a constraint.
///
/// A constraint names a file by its base name only (`CardView.swift`), so the tree is walked once
/// for the names wanted. Hidden directories (`.git`, `.build`, `.swiftpm`), `DerivedData` and
/// `node_modules` are skipped: what they hold is built or fetched, not the app's source. When two
/// files share the name, none is chosen: an annotation on the wrong file misleads more than one on
/// the log, so the report stays at the log and says the name is ambiguous.
public struct SourceFileLookup: Sendable {
    /// The root as given (`.` by default): paths found are relative to it.
    public let root: String
    /// Relative paths of the files found, by base name; only names asked for are kept.
    private let paths: [String: [String]]

    static let skipped: Set<String> = ["DerivedData", "node_modules"]

    /// What a search for a source line found.
    public enum Match: Hashable, Sendable {
        /// The one file of that name, relative to the root (`Sources/Views/CardView.swift`).
        case found(String)
        case missing
        /// Several files of that name, relative to the root, shortest first.
        case ambiguous([String])
    }

    /// Walks `root` for files whose base name is one of `names`; walks nothing when `names` is empty.
    public init(root: String, names: Set<String>) {
        self.root = root
        var paths: [String: [String]] = [:]
        if !names.isEmpty, let walk = FileManager.default.enumerator(atPath: root) {
            while let path = walk.nextObject() as? String {
                let name = (path as NSString).lastPathComponent
                if walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    if name.hasPrefix(".") || Self.skipped.contains(name) { walk.skipDescendants() }
                    continue
                }
                if names.contains(name) { paths[name, default: []].append(path) }
            }
        }
        self.paths = paths.mapValues { $0.sorted { ($0.count, $0) < ($1.count, $1) } }
    }

    /// The file `source` names. A partial path (`Views/CardView.swift`) keeps only files that end
    /// with it, which may settle an ambiguity.
    public func find(_ source: SourceLine) -> Match {
        var candidates = paths[source.baseName] ?? []
        if source.file.contains("/") {
            let suffix = source.file.hasPrefix("/") ? source.file : "/" + source.file
            candidates = candidates.filter { ("/" + $0).hasSuffix(suffix) }
        }
        switch candidates.count {
        case 0: return .missing
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// `path` (a log named on the command line) relative to the root when it lies under it, else as
    /// given: GitHub places an annotation by a path relative to the repository.
    public func relative(_ path: String) -> String {
        // Symbolic links resolved on both sides: macOS's /var is /private/var.
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let base = absolute(root)
        let full = absolute(path)
        if base == "/" { return String(full.dropFirst()) }
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : path
    }
}
