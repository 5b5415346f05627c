/// How far a search of the app's source may go.
public struct SourceLimits: Hashable, Sendable {
    /// A file larger than this is not read (generated code, a bundled data file named `.swift`).
    public var maximumFileBytes: Int
    /// At most this many files are read; the summary says when the limit was reached.
    public var maximumFiles: Int

    public init(maximumFileBytes: Int = 4 << 20, maximumFiles: Int = 50_000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumFiles = maximumFiles
    }
}

/// Why a part of the tree was not read.
public enum SourceSkip: String, Hashable, Sendable, CaseIterable, Comparable {
    case tooLarge
    case binary
    case unreadableFile
    case unreadableFolder
    case symbolicLinkLoop
    case symbolicLinkOutside
    /// `Pods`, `Carthage`, `DerivedData`, `node_modules`, `.build`, `build`: built or fetched, not the app's.
    case builtOrFetchedFolder
    /// Named by the root's `.unsatignore`.
    case ignoredByFile

    public static func < (lhs: SourceSkip, rhs: SourceSkip) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a search of the source tree read, and what it left out and why: a user who finds no line
/// for a constraint can then tell whether the file was never read.
public struct SourceSearchSummary: Hashable, Sendable {
    public var root: String
    /// Files of an extension some scanner reads, read whole.
    public var filesRead: Int
    /// Of those, the ones that name a constraint API at all, and so were scanned.
    public var filesScanned: Int
    public var declarations: Int
    public var skipped: [SourceSkip: Int]
    /// A few paths (relative to the root) of each kind skipped.
    public var examples: [SourceSkip: [String]]
    /// The file limit was reached: files beyond it were not read.
    public var fileLimitReached: Bool
    public var limits: SourceLimits

    public init(root: String, limits: SourceLimits) {
        self.root = root
        self.limits = limits
        filesRead = 0
        filesScanned = 0
        declarations = 0
        skipped = [:]
        examples = [:]
        fileLimitReached = false
    }

    /// At most this many example paths are kept of each kind.
    static let examplesKept = 3

    mutating func skip(_ kind: SourceSkip, _ path: String) {
        skipped[kind, default: 0] += 1
        if examples[kind, default: []].count < Self.examplesKept { examples[kind, default: []].append(path) }
    }

    /// One sentence a kind of skip: `3 files over 4 MiB (App/Big.swift, …)`.
    public var lines: [String] {
        var lines: [String] = []
        for kind in skipped.keys.sorted() {
            let count = skipped[kind] ?? 0
            let file = Words.plural(count, "file")
            let what: String =
                switch kind {
                case .tooLarge: "\(file) over \(Self.size(limits.maximumFileBytes))"
                case .binary: "binary \(file)"
                case .unreadableFile: "unreadable \(file)"
                case .unreadableFolder: "unreadable \(Words.plural(count, "folder"))"
                case .symbolicLinkLoop: Words.plural(count, "symbolic link loop")
                case .symbolicLinkOutside: "\(Words.plural(count, "symbolic link")) out of the tree"
                case .builtOrFetchedFolder: "\(Words.plural(count, "folder")) of built or fetched code"
                case .ignoredByFile: "\(Words.plural(count, "path")) .unsatignore leaves out"
                }
            let shown = examples[kind] ?? []
            let more = count > shown.count ? ", …" : ""
            lines.append("\(count) \(what) (\(shown.joined(separator: ", "))\(more))")
        }
        if fileLimitReached { lines.append("stopped after \(limits.maximumFiles) files") }
        return lines
    }

    static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
