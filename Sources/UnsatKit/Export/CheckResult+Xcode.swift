import Foundation

/// `unsat check --format xcode`: the lines a compiler writes, which Xcode's issue navigator (from a
/// Run Script phase or a scheme's action), vim's quickfix and VS Code's problem matchers all read.
extension CheckResult {
    /// One `FILE:LINE:COL: error: MESSAGE` line a new conflict (`warning:` with `warn`), placed where
    /// GitHub's annotation is: at the source line when the file is found, else at the log's line.
    /// The file is absolute, as Xcode needs it to open it; the message is the conflict, why it cannot
    /// hold and its fix, on one line.
    public func xcode(warn: Bool = false) -> String {
        let kind = warn ? "warning" : "error"
        let current = FileManager.default.currentDirectoryPath
        var out = ""
        for placement in placements() {
            let (path, line) = placement.reported
            let file = Self.absolute(path, in: placement.reportedRoot.map { Self.absolute($0, in: current) } ?? current)
            let explanation = placement.explanation
            let why = explanation.whyLine.hasSuffix(".") ? explanation.whyLine : explanation.whyLine + "."
            let message = [Self.summary(placement.document) + ".", "Why: \(why)", "Fix: \(explanation.fix.text)"]
            out += "\(file):\(line):1: \(kind): \(Self.oneLine(message.joined(separator: " ")))\n"
        }
        return out
    }

    /// `path` as an absolute path, relative paths read from `directory`.
    static func absolute(_ path: String, in directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory + "/" + path)
        return url.standardizedFileURL.path
    }

    /// `text` with every run of line breaks and tabs as one space: a reader of these lines takes
    /// the next line for the next issue.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
    }
}
