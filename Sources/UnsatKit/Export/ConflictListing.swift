/// What `unsat list` prints, as text and as the `unsat/1` JSON contract (docs/contract.md).
public struct ConflictListing: Sendable {
    public static let schema = "unsat/1"

    public var result: ParseResult
    public var conflicts: [Conflict]
    /// Each conflict with why it cannot hold and what to change (`list --explain`): a
    /// `why`/`fix` line in the text, an `explanation` object in the JSON.
    public var explain: Bool
    /// What explains each conflict, with the app's source when one was searched.
    public var explainer: Explainer
    /// Each hierarchy with its views (`list --json --trees`): a `tree` array in its JSON object.
    public var trees = false

    /// Documents already made (`check`'s, explained): written as they are.
    let documents: [ConflictDocument]?
    /// What was searched for the lines that made the constraints, for the document's `sources`;
    /// nil when nothing was (or the list is not explained).
    let sources: SourceIndex?

    public init(result: ParseResult, conflicts: [Conflict], explain: Bool = false, explainer: Explainer = Explainer()) {
        self.result = result
        self.conflicts = conflicts
        self.explain = explain
        self.explainer = explainer
        documents = nil
        sources = explain ? explainer.sources : nil
    }

    /// The list of `documents`, made and explained already.
    public init(result: ParseResult, documents: [ConflictDocument], sources: SourceIndex?) {
        self.result = result
        conflicts = documents.map(\.conflict)
        explain = true
        explainer = Explainer()
        self.documents = documents
        self.sources = sources
    }

    // MARK: JSON

    /// The `unsat/1` document.
    public func json(indent: Int = 2) -> [UInt8] {
        var w = JSONWriter(indent: indent, capacity: 1 << 20)
        write(to: &w)
        return w.bytes
    }

    /// Writes the document to `sink` a buffer at a time, as it is made.
    public func writeJSON(indent: Int = 2, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        var w = JSONWriter(indent: indent, sink: sink)
        write(to: &w)
        w.flush()
    }

    func write(to w: inout JSONWriter) {
        w.beginObject()
        w.field("schema", Self.schema)
        w.beginArray("files")
        let diagnosticsByFile = Dictionary(grouping: result.diagnostics, by: \.location.file).mapValues { list in
            list.sorted { ($0.location.line, $0.column ?? 0) < ($1.location.line, $1.column ?? 0) }
        }
        for file in result.files {
            var callbacks = 0
            var conflictCount = 0
            for conflict in conflicts {
                var inFile = 0
                for index in conflict.callbacks.indices where conflict.callbacks[index].location.file == file.path {
                    inFile += 1
                }
                callbacks += inFile
                if inFile > 0 { conflictCount += 1 }
            }
            w.beginObject()
            w.field("path", file.path)
            w.field("lines", file.lines)
            w.field("callbacks", callbacks)
            w.field("conflicts", conflictCount)
            w.beginArray("diagnostics")
            for diagnostic in diagnosticsByFile[file.path] ?? [] {
                w.beginObject()
                w.field("line", diagnostic.location.line)
                w.field("column", diagnostic.column)
                w.field("message", diagnostic.message.description)
                w.field("text", diagnostic.text.isEmpty ? nil : diagnostic.text)
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        Self.writeSourceSummary(
            sources?.summary, to: &w)
        w.beginArray("conflicts")
        // Each conflict is written on its own, on every core; the document takes them in order as
        // they come, so the fragments held at once stay few however many conflicts there are, and
        // what is made goes out while the next are made.
        // The contract holds a conflict and its explanation: without --explain there is nothing to
        // work out, so the conflicts are written as they are, without a document's names and colours.
        let indent = w.indentStep
        let fragment: @Sendable (Conflict, Explanation?) -> [UInt8] = { conflict, explanation in
            var fragment = JSONWriter(indent: indent, depth: 2)
            Self.writeConflict(conflict, explanation: explanation, to: &fragment)
            return fragment.bytes
        }
        if let documents {
            for document in documents { w.fragment(fragment(document.conflict, document.explanation)) }
        } else if explain {
            DocumentMaker(explainer: explainer).render(conflicts) {
                fragment($0.conflict, $0.explanation)
            } into: {
                w.fragment($0)
            }
        } else {
            Parallel.inOrder(conflicts, sequentialBelow: 65, { fragment($0, nil) }) { w.fragment($0) }
        }
        w.endArray()
        w.beginArray("hierarchies")
        let related = relatedConflicts()
        for (hierarchy, conflict) in hierarchies() {
            // The root is read from its line on each access.
            let root = hierarchy.root
            w.beginObject()
            w.field("file", hierarchy.location.file)
            w.field("line", hierarchy.location.line)
            w.field("root", root?.address)
            w.field("rootClass", root?.className)
            w.field("views", hierarchy.viewCount)
            w.field("conflict", conflict)
            w.field(
                "treeOf", numbers: conflict.map { [$0] } ?? related[hierarchy.location] ?? [])
            if trees { Self.writeTree(hierarchy, keyPaths: keyPaths(of: hierarchy, conflict), to: &w) }
            w.endObject()
        }
        w.endArray()
        w.beginArray("controllers")
        for tree in result.controllerTrees {
            for node in tree {
                w.beginObject()
                w.field("file", node.location.file)
                w.field("line", node.location.line)
                w.field("class", node.controller.className)
                w.field("address", node.controller.address)
                w.field("state", node.state)
                w.field("view", node.viewAddress)
                w.field("depth", node.depth)
                w.field("presented", node.isPresented)
                w.endObject()
            }
        }
        w.endArray()
        w.beginArray("ambiguous")
        for report in result.ambiguities {
            w.beginObject()
            w.field("file", report.location.file)
            w.field("line", report.location.line)
            w.field("view", report.view.address)
            w.field("class", report.view.className)
            w.field("detail", report.detail)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.raw("\n")
    }

    /// The conflicts that show a dump read on its own as their tree (`Conflict.relatedHierarchy`), by
    /// where the dump starts, ids in order.
    func relatedConflicts() -> [InputLocation: [Int]] {
        var ids: [InputLocation: [Int]] = [:]
        for conflict in conflicts {
            if let hierarchy = conflict.relatedHierarchy { ids[hierarchy.location, default: []].append(conflict.id) }
        }
        return ids.mapValues { $0.sorted() }
    }

    /// Every hierarchy read, with the id of the conflict it came with (nil for a dump alone).
    func hierarchies() -> [(ViewHierarchy, Int?)] {
        var list: [(ViewHierarchy, Int?)] = result.hierarchies.map { ($0, nil) }
        for conflict in conflicts {
            for index in conflict.callbacks.indices {
                if let hierarchy = conflict.callbacks[index].hierarchy { list.append((hierarchy, conflict.id)) }
            }
        }
        return list.sorted { $0.0.location < $1.0.location }
    }

    static func writeItem(
        _ name: StaticString, _ operand: Operand?, keyPaths: [Address: String], to w: inout JSONWriter
    ) {
        guard let operand else {
            w.null(name)
            return
        }
        w.beginObject(name)
        w.field("class", operand.item.className)
        w.field("address", operand.item.address)
        w.field("name", operand.item.name)
        w.field("label", operand.item.label)
        w.field("keyPath", keyPaths.isEmpty ? nil : operand.item.address.flatMap { keyPaths[$0] })
        w.field("attribute", operand.attribute.name)
        w.endObject()
    }

    static func writeConflict(_ conflict: borrowing Conflict, explanation: Explanation?, to w: inout JSONWriter) {
        w.beginObject()
        w.field("id", conflict.id)
        w.field("fingerprint", conflict.fingerprint)
        w.field("system", conflict.isSystem)
        if let controller = conflict.controller {
            w.beginObject("controller")
            w.field("class", controller.className)
            w.field("address", controller.address)
            w.endObject()
        } else {
            w.null("controller")
        }
        w.beginArray("views")
        for view in conflict.views {
            w.beginObject()
            w.field("class", view.className)
            w.field("address", view.address)
            w.field("label", view.label)
            w.field("keyPath", conflict.keyPaths.isEmpty ? nil : view.address.flatMap { conflict.keyPaths[$0] })
            w.endObject()
        }
        w.endArray()
        w.beginArray("constraints")
        for index in conflict.constraints.indices {
            let constraint = conflict.constraints[index]
            writeConstraint(
                constraint, keyPaths: conflict.keyPaths, sites: explanation?.sources[constraint.address], to: &w)
        }
        w.endArray()
        w.beginArray("callbacks")
        for index in conflict.callbacks.indices {
            let broken = conflict.callbacks[index].broken
            writeCallback(conflict.callbacks[index], brokenInConflict: broken.map(conflict.counterpart(of:)), to: &w)
        }
        w.endArray()
        w.field("instances", conflict.instances)
        if let explanation {
            writeExplanation(explanation, to: &w)
            FixJSON.write(explanation.fix, to: &w)
        }
        w.endObject()
    }

    /// `explanation` (only with `--explain`): the smallest set of constraints that cannot hold together,
    /// the arithmetic that shows it, what it assumed, and what to change.
    static func writeExplanation(_ explanation: Explanation, to w: inout JSONWriter) {
        w.beginObject("explanation")
        let proof = explanation.proof
        w.field("axis", proof.map { $0.axis?.word ?? "both axes" })
        w.field("arithmetic", proof?.arithmetic)
        w.field("summary", proof?.summary)
        let addresses = proof?.constraints ?? []
        w.field("constraints", strings: addresses.map(\.text))
        w.field("sentences", strings: addresses.map { explanation.sentences[$0] })
        w.field("assumptions", strings: proof?.assumptions ?? [])
        w.field("suggestions", strings: explanation.suggestions)
        w.field("caveats", strings: explanation.caveats)
        w.endObject()
    }

    /// `sources`: what was searched for the lines that made the constraints, or null when nothing was.
    static func writeSourceSummary(_ summary: SourceSearchSummary?, to w: inout JSONWriter) {
        guard let summary else {
            w.null("sources")
            return
        }
        w.beginObject("sources")
        w.field("root", summary.root)
        w.field("filesRead", summary.filesRead)
        w.field("filesScanned", summary.filesScanned)
        w.field("declarations", summary.declarations)
        w.beginArray("skipped")
        for kind in SourceSkip.allCases {
            guard let count = summary.skipped[kind], count > 0 else { continue }
            w.beginObject()
            w.field("reason", kind.rawValue)
            w.field("count", count)
            w.field("examples", strings: summary.examples[kind] ?? [])
            w.endObject()
        }
        w.endArray()
        w.field("fileLimitReached", summary.fileLimitReached)
        w.endObject()
    }

    static func writeConstraint(
        _ constraint: borrowing Constraint, keyPaths: [Address: String], sites: SourceSites? = nil,
        to w: inout JSONWriter
    ) {
        w.beginObject()
        w.field("address", constraint.address)
        w.field("class", constraint.className)
        w.field("identifier", constraint.identifier)
        writeItem("first", constraint.first, keyPaths: keyPaths, to: &w)
        w.field("relation", constraint.relation?.rawValue)
        writeItem("second", constraint.second, keyPaths: keyPaths, to: &w)
        w.field("multiplier", constraint.isEquation ? constraint.multiplier : nil)
        w.field("constant", constraint.isEquation ? constraint.constant : nil)
        w.field("priority", constraint.priority ?? 1000)
        w.field("active", constraint.isActive)
        w.field("origin", constraint.origin.rawValue)
        w.field("reference", constraint.sourceReference)
        w.beginArray("sources")
        for site in sites?.candidates ?? [] { writeSite(nil, site.path, site.line, site.evidence, to: &w) }
        w.endArray()
        writeSite("source", sites?.certain.map { ($0.path, $0.line, $0.evidence) }, to: &w)
        w.field("text", constraint.text)
        w.endObject()
    }

    /// A line of the app's source: `{path, line, evidence}`, or null under `name` when there is none.
    static func writeSite(
        _ name: StaticString, _ site: (path: String, line: Int, evidence: [String])?, to w: inout JSONWriter
    ) {
        guard let site else {
            w.null(name)
            return
        }
        writeSite(name, site.path, site.line, site.evidence, to: &w)
    }

    static func writeSite(
        _ name: StaticString?, _ path: String, _ line: Int, _ evidence: [String], to w: inout JSONWriter
    ) {
        w.beginObject(name)
        w.field("path", path)
        w.field("line", line)
        w.field("evidence", strings: evidence)
        w.endObject()
    }

    static func writeCallback(_ callback: borrowing Callback, brokenInConflict: Address?, to w: inout JSONWriter) {
        w.beginObject()
        w.field("file", callback.location.file)
        w.field("line", callback.location.line)
        w.field("format", callback.format.rawValue)
        w.field("timestamp", callback.timestamp)
        w.field("process", callback.process)
        w.field("pid", callback.pid)
        w.field("broken", callback.broken)
        w.beginArray("constraints")
        for index in callback.constraints.indices { w.element(callback.constraints[index].address) }
        w.endArray()
        w.field("missing", callback.missing?.rawValue)
        w.field("brokenInConflict", brokenInConflict)
        w.endObject()
    }
}
