/// The `fix` object of `unsat/1`: the first way out's fields at the top, the others in
/// `alternatives` with the same shape, the text every output says, and the patch when there is one.
enum FixJSON {
    static func write(_ fix: Fix, to w: inout JSONWriter) {
        w.beginObject("fix")
        writeWay(fix.first, action: fix.action, to: &w)
        w.beginArray("alternatives")
        for way in fix.alternatives {
            w.beginObject()
            writeWay(way, action: way.action, to: &w)
            w.field("text", way.text)
            w.endObject()
        }
        w.endArray()
        w.field("text", fix.text)
        w.field("checkedAgainst", fix.checkedAgainst)
        w.field("patch", fix.patch)
        ConflictListing.writeSite("site", fix.site.map { ($0.path, $0.line, $0.evidence) }, to: &w)
        w.field("sourceNote", fix.sourceNote)
        w.endObject()
    }

    static func writeWay(_ way: Fix.WayOut?, action: Fix.Action, to w: inout JSONWriter) {
        w.field("action", action.rawValue)
        w.field("reason", way?.reason.rawValue)
        w.beginArray("relax")
        for address in way?.relax ?? [] { w.element(address) }
        w.endArray()
        w.beginArray("views")
        for address in way?.views ?? [] { w.element(address) }
        w.endArray()
        w.field("checked", way.map { $0.checked && $0.isVerified } ?? false)
        w.beginArray("becomes")
        for entry in way?.becomes ?? [] {
            w.beginObject()
            w.field("view", entry.view)
            w.field("attribute", entry.attribute.name)
            if let relative = entry.relativeTo {
                w.beginObject("relativeTo")
                w.field("view", relative.item.address)
                w.field("attribute", relative.attribute.name)
                w.field("multiplier", entry.multiplier.doubleValue)
                w.endObject()
            } else {
                w.null("relativeTo")
            }
            w.field("value", entry.value?.doubleValue)
            w.field("least", entry.value == nil ? entry.least?.doubleValue : entry.value?.doubleValue)
            w.field("greatest", entry.value == nil ? entry.greatest?.doubleValue : entry.value?.doubleValue)
            w.field("asked", entry.asked.doubleValue)
            w.endObject()
        }
        w.endArray()
    }
}
