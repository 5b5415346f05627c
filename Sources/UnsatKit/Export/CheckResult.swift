/// `unsat check`: the conflicts a baseline does not know, as text, JSON, SARIF 2.1.0, JUnit XML,
/// GitHub Actions workflow commands or the compiler's lines Xcode reads.
public struct CheckResult {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, junit, github, xcode
    }

    public var result: ParseResult
    /// Every conflict read, in list order.
    public var conflicts: [Conflict]
    public var baseline: Baseline
    public var includeSystem: Bool
    public var version: String
    /// Where SARIF and GitHub look for the files constraints name (`@CardView.swift#88`), to place a
    /// conflict at its source line; nil looks nowhere (the conflict stays at the log).
    public var sourceRoot: String?
    /// What explains each new conflict, with the app's source when one is searched.
    public let explainer: Explainer
    /// Conflicts checked: system ones left out unless asked for.
    public let checked: [Conflict]
    /// The conflicts that fail the check, explained once (in Unicode) for every format.
    public let documents: [ConflictDocument]

    public init(
        result: ParseResult, conflicts: [Conflict], baseline: Baseline, includeSystem: Bool, version: String,
        sourceRoot: String? = nil, explainer: Explainer = Explainer()
    ) {
        self.result = result
        self.conflicts = conflicts
        self.baseline = baseline
        self.includeSystem = includeSystem
        self.version = version
        self.sourceRoot = sourceRoot
        self.explainer = explainer
        checked = conflicts.filter { includeSystem || !$0.isSystem }
        let known = baseline.fingerprints
        // A conflict that names no constraint cannot be told from another: no baseline holds it.
        documents = DocumentMaker(explainer: explainer).documents(
            checked.filter { $0.isUnidentified || !known.contains($0.fingerprint) })
    }

    /// The conflicts that fail the check.
    public var new: [Conflict] { documents.map(\.conflict) }

    /// The HTML page of the new conflicts (`check --report`).
    public func page() -> HTMLPage {
        HTMLPage(
            heading: "unsat check: \(Words.count(documents.count, "new conflict")) not in the baseline",
            files: result.files.map(\.path), documents: documents, leftOut: conflicts.count - checked.count)
    }

    /// The report in `format`; `glyphs` and `color` are for the text only (JSON, SARIF and JUnit are
    /// read by programs: UTF-8, never colored); `warn` makes GitHub's and Xcode's errors warnings.
    public func render(_ format: Format, glyphs: Glyphs = .unicode, color: Bool = false, warn: Bool = false)
        -> [UInt8]
    {
        switch format {
        case .text: Array(text(glyphs: glyphs, color: color).utf8)
        case .json: ConflictListing(result: result, documents: documents, sources: explainer.sources).json()
        case .sarif: sarif()
        case .junit: Array(junit().utf8)
        case .github: Array(github(warn: warn).utf8)
        case .xcode: Array(xcode(warn: warn).utf8)
        }
    }

    /// `Constraint conflict in FeedViewController (3×): UIKit broke UIImageView.height == 120`.
    static func summary(_ document: ConflictDocument) -> String {
        let conflict = document.conflict
        let owner = conflict.controller.map { " in \($0.displayClassName)" } ?? ""
        let what = document.lastBroken.map { "UIKit broke \(document.short($0))" } ?? "no constraint named as broken"
        return "Constraint conflict\(owner) (\(conflict.callbacks.count)×): \(what)"
    }

    /// The new conflicts as `list --explain` writes them, drawn with `glyphs` and, with `color`, in color.
    public func text(glyphs: Glyphs = .unicode, color: Bool = false) -> String {
        let newConflicts = new
        let skipped = conflicts.count - checked.count
        var out = ""
        if newConflicts.isEmpty {
            out += "unsat check: no new conflict (\(checked.count) checked, all in the baseline"
            out += skipped > 0 ? "; \(skipped) of UIKit's or Apple's own left out)\n" : ")\n"
            return out
        }
        out += "unsat check: \(Words.count(newConflicts.count, "new conflict")) not in the baseline\n"
        let paint = TextPaint(enabled: color)
        // The documents are Unicode; text in other glyphs is explained in them.
        let shown =
            glyphs == .unicode ? documents : DocumentMaker(explainer: explainer, glyphs: glyphs).documents(newConflicts)
        for text in Parallel.map(shown, sequentialBelow: 65, { ConflictListing.block($0, paint: paint) }) {
            out += "\n" + text
        }
        if skipped > 0 {
            out +=
                "\n\(Words.count(skipped, "conflict")) of UIKit's or Apple's own left out (--include-system checks them)\n"
        }
        let unidentified = newConflicts.filter(\.isUnidentified).count
        if unidentified > 0 {
            out +=
                "\n\(Words.count(unidentified, "conflict")) \(unidentified == 1 ? "names" : "name") no constraint (the log "
                + "redacted or cut the list): no baseline can hold \(unidentified == 1 ? "it" : "them"), as \(unidentified == 1 ? "it" : "they") "
                + "cannot be told from other conflicts; a log that keeps the list (Xcode's console, the capture "
                + "hook's records) can be checked\n"
        }
        if unidentified < newConflicts.count {
            let which = unidentified > 0 ? "the others" : "them"
            out += "\nTo accept \(which) for now: unsat baseline FILE... > baseline.json, and commit it.\n"
        }
        return out
    }

    /// SARIF 2.1.0: one result a new conflict, located at the source line of a constraint when one
    /// names a file found under `sourceRoot` (the log's line then a related location), else at its
    /// first callback in the log.
    public func sarif() -> [UInt8] {
        var w = JSONWriter(indent: 2)
        w.beginObject()
        w.field("version", "2.1.0")
        w.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        w.beginArray("runs")
        w.beginObject()
        w.beginObject("tool")
        w.beginObject("driver")
        w.field("name", "unsat")
        w.field("version", version)
        w.beginArray("rules")
        w.beginObject()
        w.field("id", "unsat/constraint-conflict")
        w.field("name", "ConstraintConflict")
        w.beginObject("shortDescription")
        w.field("text", "Auto Layout could not satisfy all required constraints")
        w.endObject()
        w.beginObject("defaultConfiguration")
        w.field("level", "error")
        w.endObject()
        w.endObject()
        w.endArray()
        w.endObject()
        w.endObject()
        w.beginArray("results")
        for placement in placements() {
            let conflict = placement.document.conflict
            w.beginObject()
            w.field("ruleId", "unsat/constraint-conflict")
            w.field("level", "error")
            w.beginObject("message")
            let explanation = placement.explanation
            w.field(
                "text",
                ([Self.summary(placement.document) + ".", placement.note]
                    + [explanation.why ?? "Why: \(explanation.whyLine).", "Fix: \(explanation.fix.text)"]).compactMap {
                        $0
                    }
                    .joined(separator: " "))
            w.endObject()
            w.beginArray("locations")
            if let file = placement.sourceFile, let line = placement.sourceLine {
                Self.sarifLocation(&w, uri: file, line: line)
            } else {
                Self.sarifLocation(&w, uri: placement.log.file, line: placement.log.line)
            }
            w.endArray()
            if placement.sourceFile != nil {
                w.beginArray("relatedLocations")
                Self.sarifLocation(
                    &w, uri: placement.log.file, line: placement.log.line, id: 0,
                    message: "The conflict's first report in the log")
                w.endArray()
            }
            if let patch = explanation.fix.patch, let site = explanation.fix.site {
                SARIFFix.write(
                    patch: patch, path: placement.fixPath ?? site.path, description: explanation.fix.text, to: &w)
            }
            w.beginObject("partialFingerprints")
            w.field("unsatFingerprint/v1", conflict.fingerprint)
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        w.raw("\n")
        return w.bytes
    }

    /// One SARIF `location` object, in an array being written.
    static func sarifLocation(_ w: inout JSONWriter, uri: String, line: Int, id: Int? = nil, message: String? = nil) {
        w.beginObject()
        if let id { w.field("id", id) }
        w.beginObject("physicalLocation")
        w.beginObject("artifactLocation")
        w.field("uri", uri)
        w.endObject()
        w.beginObject("region")
        w.field("startLine", line)
        w.endObject()
        w.endObject()
        if let message {
            w.beginObject("message")
            w.field("text", message)
            w.endObject()
        }
        w.endObject()
    }

    /// JUnit XML: a test case a conflict checked; new ones fail, known ones pass.
    public func junit() -> String {
        let failing = Dictionary(uniqueKeysWithValues: documents.map { ($0.conflict.id, $0) })
        let cases = checked
        let failures = documents.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"unsat\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"unsat check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for conflict in cases {
            let classname = conflict.controller?.displayClassName ?? "unsat"
            let name =
                "conflict \(conflict.fingerprint.prefix(12)) (\(conflict.callbacks[0].location.file):\(conflict.callbacks[0].location.line))"
            out += "    <testcase classname=\"\(Self.xml(classname))\" name=\"\(Self.xml(name))\""
            guard let document = failing[conflict.id] else {
                out += "/>\n"
                continue
            }
            out += ">\n      <failure message=\"\(Self.xml(Self.summary(document)))\" type=\"ConstraintConflict\">"
            var body = conflict.constraints.map(document.short)
            if let explanation = document.explanation {
                body.append("why: \(explanation.whyLine)")
                body.append("fix: \(explanation.fix.text)")
            }
            out += Self.xml(body.joined(separator: "\n"))
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func xml(_ text: String) -> String { Markup.escape(text) }
}
