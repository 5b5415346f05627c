/// `unsat check`: the conflicts a baseline does not know, as text, JSON, SARIF 2.1.0, JUnit XML or
/// GitHub Actions workflow commands.
public struct CheckReport {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, junit, github
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
    public var explainer = Explainer()

    public init(
        result: ParseResult, conflicts: [Conflict], baseline: Baseline, includeSystem: Bool, version: String,
        sourceRoot: String? = nil
    ) {
        self.result = result
        self.conflicts = conflicts
        self.baseline = baseline
        self.includeSystem = includeSystem
        self.version = version
        self.sourceRoot = sourceRoot
    }

    /// Conflicts checked: system ones left out unless asked for.
    public var checked: [Conflict] { conflicts.filter { includeSystem || !$0.isSystem } }

    /// The conflicts that fail the check.
    public var new: [Conflict] {
        let known = baseline.fingerprints
        return checked.filter { !known.contains($0.fingerprint) }
    }

    /// The report in `format`; `glyphs` and `color` are for the text only (JSON, SARIF and JUnit are
    /// read by programs: UTF-8, never colored).
    public func render(_ format: Format, glyphs: Glyphs = .unicode, color: Bool = false) -> [UInt8] {
        switch format {
        case .text: Array(text(glyphs: glyphs, color: color).utf8)
        case .json: ListReport(result: result, conflicts: new, explain: true, explainer: explainer).json()
        case .sarif: sarif()
        case .junit: Array(junit().utf8)
        case .github: Array(github().utf8)
        }
    }

    func summary(_ conflict: Conflict) -> String {
        let namer = ViewNamer(conflict: conflict)
        let owner = conflict.controller.map { " in \($0.displayClassName)" } ?? ""
        let broken = conflict.lastBroken.flatMap { address in conflict.constraints.first { $0.address == address } }
        let what =
            broken.map { "UIKit broke \(ConstraintFormatter.short($0, namer: namer))" }
            ?? "no constraint named as broken"
        return "Constraint conflict\(owner) (\(conflict.callbacks.count)×): \(what)"
    }

    /// The new conflicts as `list --explain` writes them, drawn with `glyphs` and, with `color`, in color.
    public func text(glyphs: Glyphs = .unicode, color: Bool = false) -> String {
        let newConflicts = new
        let skipped = conflicts.count - checked.count
        var out = ""
        if newConflicts.isEmpty {
            out += "unsat check: no new conflict (\(checked.count) checked, all in the baseline"
            out += skipped > 0 ? "; \(skipped) in UIKit's own views left out)\n" : ")\n"
            return out
        }
        out +=
            "unsat check: \(newConflicts.count) new conflict\(newConflicts.count == 1 ? "" : "s") not in the baseline\n"
        let list = ListReport(result: result, conflicts: newConflicts)
        let paint = TextPaint(enabled: color)
        for text in Parallel.map(
            newConflicts, sequentialBelow: 65, { list.block($0, glyphs: glyphs, paint: paint, explain: true) })
        {
            out += "\n" + text
        }
        if skipped > 0 {
            out +=
                "\n\(skipped) conflict\(skipped == 1 ? "" : "s") in UIKit's own views left out (--include-system checks them)\n"
        }
        out += "\nTo accept them for now: unsat baseline FILE... > baseline.json, and commit it.\n"
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
            let conflict = placement.conflict
            w.beginObject()
            w.field("ruleId", "unsat/constraint-conflict")
            w.field("level", "error")
            w.beginObject("message")
            let explanation = placement.explanation
            w.field(
                "text",
                ([summary(conflict) + ".", placement.note]
                    + [explanation.why, "Fix: \(explanation.fix.text)"]).compactMap { $0 }.joined(separator: " "))
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
        let known = baseline.fingerprints
        let cases = checked
        let failures = cases.filter { !known.contains($0.fingerprint) }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"unsat\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"unsat check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for conflict in cases {
            let classname = conflict.controller?.displayClassName ?? "unsat"
            let name =
                "conflict \(conflict.fingerprint.prefix(12)) (\(conflict.callbacks[0].location.file):\(conflict.callbacks[0].location.line))"
            out += "    <testcase classname=\"\(Self.xml(classname))\" name=\"\(Self.xml(name))\""
            if known.contains(conflict.fingerprint) {
                out += "/>\n"
                continue
            }
            out += ">\n      <failure message=\"\(Self.xml(summary(conflict)))\" type=\"ConstraintConflict\">"
            let namer = ViewNamer(conflict: conflict)
            var body = conflict.constraints.map { ConstraintFormatter.short($0, namer: namer) }
            let explanation = explainer.explain(conflict)
            if let why = explanation.why { body.append("why: \(why)") }
            body.append("fix: \(explanation.fix.text)")
            out += Self.xml(body.joined(separator: "\n"))
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 allows no other control characters.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
