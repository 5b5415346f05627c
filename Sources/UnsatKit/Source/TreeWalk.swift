/// The walk of a source tree that finds the files to read: hidden and built folders skipped, a
/// symbolic link followed only when it stays inside the tree and does not lead back to a folder
/// already walked (device and inode), files too large or beyond the limit left out and counted.
struct TreeWalk {
    let root: String
    let limits: SourceLimits
    /// Whether a scanner reads files with this extension (lower case, no dot).
    let wanted: (String) -> Bool
    /// Relative paths of the files to read, in walk order.
    private(set) var files: [String] = []
    private(set) var summary: SourceSearchSummary
    private var visited: Set<FolderIdentity> = []
    private var resolvedRoot: String
    /// The paths the root's `.unsatignore` leaves out, each as its components (`*` is any one).
    private var ignored: [[Substring]] = []

    /// The file at the root that names what the search leaves out: one path a line, relative to the
    /// root, `*` for any one component (`Tests/*/Fixtures`), `#` for a comment. A repository whose
    /// tests hold sample apps keeps their code out of its own search this way.
    static let ignoreFile = ".unsatignore"

    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    init(root: String, limits: SourceLimits, wanted: @escaping (String) -> Bool) {
        self.root = root
        self.limits = limits
        self.wanted = wanted
        summary = SourceSearchSummary(root: root, limits: limits)
        resolvedRoot = Platform.resolvedPath(root) ?? root
    }

    mutating func run() {
        guard let status = Platform.status(root, followingLinks: true), status.kind == .directory else {
            summary.skip(.unreadableFolder, root)
            return
        }
        visited.insert(FolderIdentity(device: status.device, inode: status.inode))
        if let bytes = Platform.readFile(SourceIndex.join(root, Self.ignoreFile), limit: 1 << 20) {
            ignored = Self.patterns(String(decoding: bytes, as: UTF8.self))
        }
        // Folders still to walk, depth first, each with its path relative to the root.
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            guard !summary.fileLimitReached else { break }
            let full = relative.isEmpty ? root : SourceIndex.join(root, relative)
            guard let names = Platform.directoryEntries(full) else {
                summary.skip(.unreadableFolder, relative.isEmpty ? "." : relative)
                continue
            }
            var folders: [String] = []
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                if let folder = visit(name: name, path: path) { folders.append(folder) }
                if summary.fileLimitReached { break }
            }
            pending += folders.reversed()
        }
    }

    /// The patterns of an ignore file's text.
    static func patterns(_ text: String) -> [[Substring]] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            let parts = trimmed.split(separator: "/").filter { !$0.isEmpty && $0 != "." }
            return parts.isEmpty ? nil : parts.map { Substring($0) }
        }
    }

    /// Whether `path` is one a pattern names, or lies inside one.
    static func matches(_ path: String, _ patterns: [[Substring]]) -> Bool {
        let parts = path.split(separator: "/")
        return patterns.contains { pattern in
            pattern.count <= parts.count && zip(pattern, parts).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    /// Looks at one entry: notes a file to read, or returns a folder to walk.
    private mutating func visit(name: String, path: String) -> String? {
        guard !name.hasPrefix(".") else { return nil }
        if !ignored.isEmpty, Self.matches(path, ignored) {
            summary.skip(.ignoredByFile, path)
            return nil
        }
        let full = SourceIndex.join(root, path)
        guard var status = Platform.status(full, followingLinks: false) else {
            summary.skip(.unreadableFile, path)
            return nil
        }
        if status.kind == .symbolicLink {
            guard let target = Platform.resolvedPath(full), let followed = Platform.status(full, followingLinks: true)
            else {
                summary.skip(.unreadableFile, path)
                return nil
            }
            guard target == resolvedRoot || target.hasPrefix(resolvedRoot + "/") || resolvedRoot == "/" else {
                summary.skip(.symbolicLinkOutside, path)
                return nil
            }
            status = followed
        }
        switch status.kind {
        case .directory:
            if SourceIndex.skippedFolders.contains(name) {
                summary.skip(.builtOrFetchedFolder, path)
                return nil
            }
            let identity = FolderIdentity(device: status.device, inode: status.inode)
            guard visited.insert(identity).inserted else {
                summary.skip(.symbolicLinkLoop, path)
                return nil
            }
            return path
        case .file:
            guard wanted(SourceIndex.pathExtension(name)) else { return nil }
            if status.size > limits.maximumFileBytes {
                summary.skip(.tooLarge, path)
                return nil
            }
            guard files.count < limits.maximumFiles else {
                summary.fileLimitReached = true
                return nil
            }
            files.append(path)
            return nil
        case .symbolicLink, .other:
            return nil
        }
    }
}
