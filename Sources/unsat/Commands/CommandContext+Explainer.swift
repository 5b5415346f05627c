import Foundation
import UnsatKit

/// `--source-root DIR` names no directory that can be read.
struct SourceRootError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot read the source root \(path): no such directory" }
}

extension CommandContext {
    /// What explains the conflicts: with the app's source (`--source-root`, else the git work tree
    /// around the current directory) unless `--no-source`, or a command that explains nothing.
    func makeExplainer() throws(SourceRootError) -> Explainer {
        let explains: Bool =
            switch options.command {
            case .list: options.explain
            case .baseline, .live: false
            case .inspect, .show, .fix, .check, .report: true
            }
        guard explains, !options.noSource else { return Explainer() }
        if let root = options.sourceRoot {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw SourceRootError(path: root) }
            return Explainer(sources: SourceIndex(root: root))
        }
        guard let root = SourceIndex.gitWorkTree(around: FileManager.default.currentDirectoryPath) else {
            return Explainer()
        }
        return Explainer(sources: SourceIndex(root: root))
    }
}
