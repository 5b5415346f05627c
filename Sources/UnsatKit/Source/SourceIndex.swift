import CBytes
import Dispatch
import Foundation

/// Every constraint the app's source declares, read once from a tree: the files of the extensions
/// the scanners read, walked without leaving the tree, read on every core.
public struct SourceIndex: Sendable {
    /// The root as given: paths are relative to it.
    public let root: String
    public let scanners: [any SourceScanner]
    public let limits: SourceLimits
    /// Every declaration, by path then line.
    public let declarations: [DeclaredConstraint]
    public let summary: SourceSearchSummary
    /// Every Swift and Objective-C file read, relative to the root: where views are made.
    let codePaths: [String]
    /// Indices into `declarations`, by file base name (for SnapKit's `@File.swift#88`).
    let byBaseName: [String: [Int]]

    public static let defaultScanners: [any SourceScanner] = [
        AnchorScanner(), ItemAttributeScanner(), VisualFormatScanner(), SnapKitScanner(), MasonryScanner(),
        PureLayoutScanner(), InterfaceBuilderScanner(),
    ]

    /// Folders whose files are built or fetched, not written for the app.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", ".build"]

    /// What a file must hold for any scanner to find a constraint in it: the cheap test before a scan.
    static let needles: [StaticString] = ["onstraint", "Anchor", "make.", "mas_", "auto", "snp."]

    public init(
        root: String, scanners: [any SourceScanner] = SourceIndex.defaultScanners, limits: SourceLimits = .init()
    ) {
        self.root = root
        self.scanners = scanners
        self.limits = limits
        var walk = TreeWalk(root: root, limits: limits) { name in
            scanners.contains { $0.reads(extension: name) }
        }
        walk.run()
        var summary = walk.summary
        let files = walk.files
        let results = Self.scan(files, root: root, scanners: scanners, limits: limits)
        var declarations: [DeclaredConstraint] = []
        for (index, result) in results.enumerated() {
            switch result {
            case .unreadable: summary.skip(.unreadableFile, files[index])
            case .binary: summary.skip(.binary, files[index])
            case .tooLarge: summary.skip(.tooLarge, files[index])
            case .read(let found, let scanned):
                summary.filesRead += 1
                if scanned { summary.filesScanned += 1 }
                declarations += found
            }
        }
        declarations.sort { ($0.path, $0.line, $0.range.lowerBound) < ($1.path, $1.line, $1.range.lowerBound) }
        summary.declarations = declarations.count
        codePaths = files.filter { Self.codeExtensions.contains(Self.pathExtension($0)) }
        Self.typeAcrossFiles(&declarations, root: root, codePaths: codePaths, limits: limits)
        self.declarations = declarations
        self.summary = summary
        var byBaseName: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() {
            byBaseName[String(declaration.path.split(separator: "/").last ?? ""), default: []].append(index)
        }
        self.byBaseName = byBaseName
    }

    static let codeExtensions: Set<String> = ["swift", "m", "mm"]

    /// Gives a view its class where the file that constrains it does not declare it: constraints
    /// made in `extension ProfileCell { … }` (`ProfileCell+Layout.swift`) on a property the class
    /// declares in its own file. That file is found by its name, `ProfileCell.swift`, as Swift apps
    /// name them, or else as the one Swift file that declares the class (`class ProfileCell` in
    /// `Cells.swift`); a property it declares with one class is that class. Only Swift files, and only
    /// when a declaration needs it are files read again.
    static func typeAcrossFiles(
        _ declarations: inout [DeclaredConstraint], root: String, codePaths: [String], limits: SourceLimits
    ) {
        func untyped(_ item: DeclaredItem?) -> Bool {
            guard let item else { return false }
            return item.className == nil && item.propertyName != nil && !item.isSuperview
        }
        let needing = declarations.indices.filter {
            declarations[$0].path.hasSuffix(".swift")
                && (untyped(declarations[$0].first) || untyped(declarations[$0].second))
        }
        guard !needing.isEmpty else { return }
        var byName: [String: [String]] = [:]
        for path in codePaths where path.hasSuffix(".swift") {
            let base = String(path.split(separator: "/").last ?? "").dropLast(6)
            byName[String(base), default: []].append(path)
        }
        var read: [String: ViewFacts?] = [:]
        func facts(of path: String) -> ViewFacts? {
            if let known = read[path] { return known }
            let facts = Platform.readFile(join(root, path), limit: limits.maximumFileBytes).map {
                ViewFacts(CodeText($0, language: .swift))
            }
            read[path] = facts
            return facts
        }
        // Class name → the Swift files that declare it (not extend it), read once, when a file named
        // after the class does not declare it.
        var declaringFiles: [String: [String]]?
        func declaring(_ name: String) -> [String] {
            if declaringFiles == nil {
                var found: [String: [String]] = [:]
                for path in codePaths where path.hasSuffix(".swift") {
                    for type in facts(of: path)?.types ?? [] where !type.isExtension {
                        if found[type.name]?.last != path { found[type.name, default: []].append(path) }
                    }
                }
                declaringFiles = found
            }
            return declaringFiles?[name] ?? []
        }
        func declares(_ path: String, _ name: String) -> Bool {
            facts(of: path)?.types.contains { $0.name == name && !$0.isExtension } == true
        }
        for index in needing {
            let declaration = declarations[index]
            guard let own = facts(of: declaration.path),
                let scope = own.enclosingType(at: declaration.range.lowerBound)
            else { continue }
            var home = (byName[scope.name] ?? []).filter { $0 != declaration.path && declares($0, scope.name) }
            if home.isEmpty { home = declaring(scope.name).filter { $0 != declaration.path } }
            guard home.count == 1, let declaring = facts(of: home[0]) else { continue }
            func typed(_ item: DeclaredItem?) -> DeclaredItem? {
                guard var item, untyped(item), let name = item.propertyName,
                    let className = declaring.classes[name]
                else { return item }
                item.className = className
                return item
            }
            declarations[index].first = typed(declaration.first)
            declarations[index].second = typed(declaration.second)
        }
    }

    static func pathExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    /// The file at `path` (relative to the root) as it is now, for a patch.
    public func file(_ path: String) -> SourceFile? {
        let full = Self.join(root, path)
        return Platform.readFile(full, limit: limits.maximumFileBytes).map {
            SourceFile(path: path, bytes: $0, header: Self.header(of: full, limits: limits))
        }
    }

    /// The work tree around `directory`: the nearest folder, itself or above, that holds `.git`
    /// (a folder, or a file as in a worktree or submodule).
    public static func gitWorkTree(around directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL.path
        while true {
            if Platform.status(join(current, ".git"), followingLinks: true) != nil { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    static func join(_ root: String, _ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    // MARK: Reading

    enum FileResult: Sendable {
        case unreadable, binary, tooLarge
        case read([DeclaredConstraint], scanned: Bool)
    }

    /// Reads and scans `files`, a share of them on each core.
    static func scan(_ files: [String], root: String, scanners: [any SourceScanner], limits: SourceLimits)
        -> [FileResult]
    {
        Parallel.map(files, workersPerCore: 8, interleaved: true) { path in
            read(path, root: root, scanners: scanners, limits: limits)
        }
    }

    static func read(_ path: String, root: String, scanners: [any SourceScanner], limits: SourceLimits) -> FileResult {
        let full = join(root, path)
        guard let bytes = Platform.readFile(full, limit: limits.maximumFileBytes) else {
            let status = Platform.status(full, followingLinks: true)
            return (status?.size ?? 0) > limits.maximumFileBytes ? .tooLarge : .unreadable
        }
        if isBinary(bytes) { return .binary }
        guard mayDeclare(bytes) else { return .read([], scanned: false) }
        let pathExtension = pathExtension(path)
        let file = SourceFile(path: path, bytes: bytes, header: header(of: full, limits: limits))
        var found: [DeclaredConstraint] = []
        // A scanner reads only the files that name its API, so a file is not lexed by every scanner
        // its extension allows.
        for scanner in scanners
        where scanner.reads(extension: pathExtension)
            && (scanner.needles.isEmpty || scanner.needles.contains(where: file.contains))
        {
            found += scanner.declarations(in: file)
        }
        return .read(found, scanned: true)
    }

    /// The `.h` beside an Objective-C implementation (`.m`, `.mm`), when there is one.
    static func header(of path: String, limits: SourceLimits) -> [UInt8]? {
        let pathExtension = pathExtension(path)
        guard pathExtension == "m" || pathExtension == "mm" else { return nil }
        let header = String(path.dropLast(pathExtension.utf8.count)) + "h"
        return Platform.readFile(header, limit: limits.maximumFileBytes).flatMap { isBinary($0) ? nil : $0 }
    }

    /// A NUL in the first 8 KiB: not text.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return Platform.findByte(0, in: base, count: min(buffer.count, 8192)) != nil
        }
    }

    /// Whether the file names any constraint API (`memmem` for each needle).
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return needles.contains { Platform.find($0, in: base, count: buffer.count) != nil }
        }
    }
}

extension SourceFile {
    /// Whether the file's bytes hold `needle` anywhere (`memmem`): the index's cheap test before a
    /// scanner reads it.
    func contains(_ needle: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return Platform.find(needle, in: base, count: buffer.count) != nil
        }
    }
}
