/// A fix's patch as SARIF's `fixes[]`: one `artifactChange` for the file, one `replacement` a hunk
/// of the unified diff, each replacing the hunk's whole lines (from the first line's start to the
/// start of the line after it) with what the patch leaves there.
enum SARIFFix {
    struct Hunk: Equatable {
        /// 1-based first line of the old file the hunk covers, and how many.
        var start: Int
        var count: Int
        /// The lines the patch leaves in their place.
        var lines: [String]
    }

    /// The hunks of a unified diff of one file.
    static func hunks(_ diff: String) -> [Hunk] {
        var result: [Hunk] = []
        var current: Hunk?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@@ -") {
                if let current { result.append(current) }
                // @@ -a,b +c,d @@
                let old = line.dropFirst(4).prefix { $0 != " " }
                let parts = old.split(separator: ",")
                let start = Int(parts.first ?? "") ?? 1
                let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
                current = Hunk(start: start, count: count, lines: [])
            } else if current != nil, let first = line.first {
                if first == " " || first == "+" { current?.lines.append(String(line.dropFirst())) }
            }
        }
        if let current { result.append(current) }
        return result
    }

    static func write(patch: String, path: String, description: String, to w: inout JSONWriter) {
        let hunks = hunks(patch)
        guard !hunks.isEmpty else { return }
        w.beginArray("fixes")
        w.beginObject()
        w.beginObject("description")
        w.field("text", description)
        w.endObject()
        w.beginArray("artifactChanges")
        w.beginObject()
        w.beginObject("artifactLocation")
        w.field("uri", path)
        w.endObject()
        w.beginArray("replacements")
        for hunk in hunks {
            w.beginObject()
            w.beginObject("deletedRegion")
            w.field("startLine", hunk.start)
            w.field("startColumn", 1)
            w.field("endLine", hunk.start + hunk.count)
            w.field("endColumn", 1)
            w.endObject()
            w.beginObject("insertedContent")
            w.field("text", hunk.lines.map { $0 + "\n" }.joined())
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        w.endArray()
    }
}
