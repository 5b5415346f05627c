/// Where a new conflict is reported in SARIF and GitHub: at the source line a constraint names,
/// when the file is found, else at the log.
extension CheckResult {
    struct Placement {
        var document: ConflictDocument
        var explanation: Explanation
        var conflict: Conflict { document.conflict }
        /// The conflict's first callback.
        var log: InputLocation
        /// The constraint that names a source line, and that line.
        var constraint: Constraint?
        var source: SourceLine?
        /// What the search under `sourceRoot` found; nil when there was no search.
        var match: SourceFileLookup.Match?
        /// The source root as given, for a message that says where nothing was found.
        var root: String?
        /// The fix's site as the current directory (the repository, in CI) names it: the search's
        /// root may be a folder inside it.
        var fixPath: String?

        /// The source file relative to the root: where the fix's constraint was made, when the
        /// search is certain of it; else the one file a constraint names, when exactly one was found.
        var sourceFile: String? {
            if let fixPath { return fixPath }
            if case .found(let path)? = match { return path }
            return nil
        }

        /// The line in `sourceFile`.
        var sourceLine: Int? { explanation.fix.site?.line ?? source?.line }

        /// Where the conflict is reported: the source line when `sourceFile` is known, else the log's
        /// line. GitHub's annotations and Xcode's lines both stand there.
        var reported: (file: String, line: Int) {
            guard let file = sourceFile else { return (log.file, log.line) }
            return (file, sourceLine ?? 1)
        }

        /// What a relative `reported.file` is relative to: the source root for a file its search
        /// found, else (nil) the current directory.
        var reportedRoot: String? { fixPath == nil && sourceFile != nil ? root ?? "." : nil }

        /// Which constraint comes from which line, and whether that file was found: nil when no
        /// constraint names one.
        var note: String? {
            if let site = explanation.fix.site, let fixPath {
                return
                    "The fix goes at \(fixPath):\(site.line); the log reports the conflict at \(log.file):\(log.line)."
            }
            guard let constraint, let source else { return nil }
            let subject =
                constraint.address == conflict.lastBroken
                ? "The broken constraint"
                : document.short(constraint)
            let root = root.map { $0 == "." ? "the current directory" : $0 } ?? "the current directory"
            switch match {
            case .found(let path)?:
                return
                    "\(subject) comes from \(path):\(source.line); the log reports the conflict at \(log.file):\(log.line)."
            case .ambiguous(let paths)?:
                let listed = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
                return
                    "\(subject) comes from \(source.text), but \(paths.count) files under \(root) have that name (\(listed))."
            case .missing?:
                return "\(subject) comes from \(source.text) (no such file under \(root))."
            case nil:
                return "\(subject) comes from \(source.text)."
            }
        }
    }

    /// The new conflicts, each placed; the tree under `sourceRoot` is walked once, and only when a
    /// constraint names a file.
    func placements() -> [Placement] {
        let sources = documents.map { document in
            document.conflict.sourceConstraint(proof: document.explanation?.proof?.constraints ?? [])
        }
        let tree = sourceRoot.map { SourceFileLookup(root: $0, names: Set(sources.compactMap { $0?.line.baseName })) }
        return zip(documents, sources).map { document, source in
            let explanation = document.explanation ?? explainer.explain(document.conflict)
            return Placement(
                document: document, explanation: explanation, log: document.conflict.callbacks[0].location,
                constraint: source?.constraint, source: source?.line,
                match: source.flatMap { tree?.find($0.line) }, root: sourceRoot,
                fixPath: explanation.fix.site.map { site in
                    guard let root = explainer.sources?.root else { return site.path }
                    let full = root.hasSuffix("/") ? root + site.path : root + "/" + site.path
                    return SourceFileLookup(root: ".", names: []).relative(full)
                })
        }
    }

    /// GitHub Actions workflow commands: one `::error` a new conflict (`::warning` with `warn`), at
    /// its source line when found (else at the log's line), which a pull request shows inline. The conflicts the baseline
    /// accepts are one `::notice`, and only when there are any.
    public func github(warn: Bool = false) -> String {
        var out = ""
        let tree = SourceFileLookup(root: sourceRoot ?? ".", names: [])
        // The logs checked, as a shell would take them from the repository's root.
        let logs = result.files.map { LiveCommand.shellQuoted(tree.relative($0.path)) }.joined(separator: " ")
        for var placement in placements() {
            let conflict = placement.conflict
            // The log as the repository names it, in `file=` and in the message alike.
            placement.log.file = tree.relative(placement.log.file)
            let (file, line) = placement.reported
            let owner = conflict.controller.map { " in \($0.shortClassName)" } ?? ""
            let document = placement.document
            let broken = conflict.lastBroken
            // The title names the conflict; the first line of the message, which a pull request's
            // checks list shows beside it, says what UIKit did.
            let what = document.lastBroken.map { "UIKit broke \(document.short($0))" }
            let count = conflict.callbacks.count
            var message = [(what ?? "No constraint named as broken") + " (\(Words.count(count, "report")) in the log)."]
            if let note = placement.note { message.append(note) }
            message.append("Why: \(placement.explanation.whyLine)")
            message.append("Fix: \(placement.explanation.fix.text)")
            message.append("Constraints:")
            for constraint in conflict.constraints {
                let mark = constraint.address == broken ? "  (broken)" : ""
                message.append("  \(document.short(constraint))\(mark)")
            }
            message.append(
                "Fingerprint \(conflict.fingerprint). To accept it for now, with every other conflict in these logs:"
                    + " unsat baseline \(logs) > unsat-baseline.json, and commit it.")
            out += (warn ? "::warning" : "::error") + " file=\(Self.githubProperty(file)),line=\(line),"
            out += "title=\(Self.githubProperty("Constraint conflict\(owner)"))::"
            out += Self.githubData(message.joined(separator: "\n")) + "\n"
        }
        let accepted = checked.count - new.count
        if accepted > 0 {
            out +=
                "::notice title=unsat check::"
                + Self.githubData("\(Words.count(accepted, "conflict")) accepted by the baseline")
                + "\n"
        }
        return out
    }

    /// A workflow command's message, escaped as the runner reads it back.
    static func githubData(_ text: String) -> String { githubEscaped(text, property: false) }

    /// A workflow command's property value: escaped as a message, and `:` and `,` too, which would
    /// otherwise end it.
    static func githubProperty(_ text: String) -> String { githubEscaped(text, property: true) }

    private static func githubEscaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
