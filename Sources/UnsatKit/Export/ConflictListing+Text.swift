/// The plain `unsat list`: one block a conflict, readable at a glance.
extension ConflictListing {
    /// The list, drawn with `glyphs` (`--ascii`: ASCII for every mark and sign unsat adds; what the
    /// input holds, a class name or a label, is written as it is) and, with `color`, each conflicting
    /// view in its color and the broken constraint's mark in red.
    public func text(glyphs: Glyphs = .unicode, color: Bool = false) -> String {
        var out = ""
        let callbackCount = conflicts.reduce(0) { $0 + $1.callbacks.count }
        let paths = result.files.map(\.path).joined(separator: ", ")
        let systemCount = conflicts.filter(\.isSystem).count
        out += "\(paths): \(Words.count(conflicts.count, "conflict")), \(Words.count(callbackCount, "callback"))"
        if systemCount > 0 {
            let frameworks = Set(conflicts.filter(\.isSystem).map { Explainer.Framework.of($0).name }).sorted()
                .reversed()
            // Of the conflicts, not the callbacks the count beside it names.
            let owners = frameworks.map { $0 + "'s" }.joined(separator: " or ") + " own"
            out +=
                conflicts.count == 1
                ? " (\(owners))" : " (\(systemCount) of the conflicts \(systemCount == 1 ? "is" : "are") \(owners))"
        }
        out += "\n"
        if conflicts.isEmpty {
            out +=
                result.callbacks.isEmpty && result.hierarchies.isEmpty
                ? "No \"Unable to simultaneously satisfy constraints\" report found.\n" : ""
        }
        // Each block on every core: with --explain, a proof a conflict is the costly part.
        let paint = TextPaint(enabled: color)
        DocumentMaker(explainer: explain ? explainer : nil, glyphs: glyphs).render(
            conflicts, { Self.block($0, paint: paint) }
        ) { text in
            out += "\n" + text
        }
        let standalone = result.hierarchies
        if !standalone.isEmpty {
            // A dump on its own may still be a conflict's tree (it holds the conflict's views).
            let related = relatedConflicts()
            out += "\nView hierarchies on their own (not in a capture):\n"
            for hierarchy in standalone {
                let root = hierarchy.root.map { "\($0.displayClassName) \($0.address)" } ?? "?"
                out +=
                    "  \(hierarchy.location.file):\(hierarchy.location.line)  \(root), \(Words.count(hierarchy.viewCount, "view"))"
                if let ids = related[hierarchy.location] {
                    let list = ids.map { "#\($0)" }.joined(separator: ", ")
                    out += ": the tree of \(Words.plural(ids.count, "conflict")) \(list)\n"
                } else {
                    // An `_autolayoutTrace` is the tree of the views it says are ambiguous.
                    let ambiguous = Set(
                        result.ambiguities.compactMap { report in
                            report.location.file == hierarchy.location.file ? report.view.address : nil
                        }
                    ).filter { hierarchy.index(of: $0) != nil }
                    out += ", without a conflict"
                    out +=
                        ambiguous.isEmpty ? "\n" : ", the tree of \(Words.count(ambiguous.count, "ambiguous view"))\n"
                }
            }
        }
        if !result.controllerTrees.isEmpty {
            out += "\nView controllers (_printHierarchy):\n"
            for tree in result.controllerTrees {
                for node in tree {
                    let indent = String(repeating: "  ", count: node.depth + 1)
                    let view = node.viewAddress.map { " view \($0)" } ?? " (view not loaded)"
                    out +=
                        "\(indent)\(node.isPresented ? "+ " : "")\(node.controller.displayClassName) \(node.controller.address ?? "")\(view)\n"
                }
            }
        }
        if !result.ambiguities.isEmpty {
            out += "\nAmbiguous layouts:\n"
            for report in result.ambiguities {
                out +=
                    "  \(report.location.file):\(report.location.line)  \(report.view.displayClassName) \(report.view.address ?? "")"
                if let detail = report.detail { out += "  \(detail)" }
                out += "\n"
            }
        }
        if !result.diagnostics.isEmpty {
            out += "\n\(Words.count(result.diagnostics.count, "note")) on lines unsat could not fully read:\n"
            for diagnostic in result.diagnostics.sorted(by: {
                ($0.location, $0.column ?? 0) < ($1.location, $1.column ?? 0)
            }) {
                out += "  \(diagnostic.description(ellipsis: glyphs.ellipsis))\n"
            }
        }
        return out
    }

    /// What stands after a view's name (`named`) in a list of views: its address; where the log has
    /// none, why (Masonry's key in its place, the superview the `names:` list lacks or the cut ended).
    static func whereFound(_ item: LayoutItem, named name: String) -> String {
        if let address = item.address { return address.description }
        if item.name == LayoutItem.superviewBar {
            return name == "superview"
                ? "(its address is not in the log)" : "(the superview; its address is not in the log)"
        }
        if let key = item.name { return "(key \(key); its address is not in the log)" }
        return "(its address is not in the log)"
    }

    /// One conflict's block: its title line, views, constraints with their notes lined up,
    /// callbacks and fingerprint; with an explanation, its why and fix lines.
    static func block(_ document: ConflictDocument, paint: TextPaint) -> String {
        let conflict = document.conflict
        let glyphs = document.glyphs
        let colors = paint.enabled ? document.colors : [:]
        var out = "#\(conflict.id)  \(glyphs.times)\(conflict.callbacks.count)  "
        out +=
            conflict.controller.map { controller in
                [controller.displayClassName, controller.address?.description].compactMap { $0 }.joined(separator: " ")
            } ?? "(no controller known)"
        if conflict.isSystem {
            let framework: String = Explainer.Framework.of(conflict).name
            out += "  [" + framework + "'s own]"
        }
        out += "\n"
        let views = conflict.views.map { item in
            let name = document.namer.name(item)
            return "\(paint.view(name, colors[item.key])) \(Self.whereFound(item, named: name))"
        }
        if !views.isEmpty { out += "    views: \(views.joined(separator: ", "))\n" }
        if conflict.instances > 1 {
            // Where the others are: the callbacks that printed other addresses.
            let others = conflict.callbacks.filter(conflict.isOtherInstance).map { Words.place($0.location) }
            let more = conflict.instances - 1
            out += "    \(more) more \(Words.plural(more, "instance")) between other views: "
            out += others.prefix(6).joined(separator: ", ")
            if others.count > 6 { out += ", \(glyphs.ellipsis) \(others.count - 6) more" }
            out += "\n"
        }
        let width = conflict.constraints.map { document.short($0).count }.max() ?? 0
        for constraint in conflict.constraints {
            // Measured without color: the notes line up however the names are painted.
            let pieces = document.pieces(constraint)
            let short = pieces.reduce("") { $0 + $1.text }
            let mark = document.isBroken(constraint) ? "  \(paint.broken(glyphs.broken)) " : "    "
            var line = mark + painted(pieces, colors: colors, paint: paint)
            let notes = document.notes(constraint, priorities: false, identifiers: true).map {
                $0 == .broken ? paint.broken($0.text) : $0.text
            }
            if !notes.isEmpty {
                line += String(repeating: " ", count: max(2, width - short.count + 2)) + notes.joined(separator: ", ")
            }
            out += line + "\n"
        }
        let places = conflict.callbacks.map { callback -> String in
            var place = Words.place(callback.location)
            if let time = callback.timestamp { place += " \(TimeFormat.short(time))" }
            return place
        }
        out += "    callbacks: \(places.prefix(6).joined(separator: ", "))"
        if places.count > 6 { out += ", \(glyphs.ellipsis) \(places.count - 6) more" }
        out += missingLines(conflict)
        out += "\n    fingerprint \(conflict.fingerprint)\n"
        if let explanation = document.explanation {
            // Why it cannot hold and what to change, a line each.
            out += "    why  \(explanation.whyLine)\n"
            out += "    fix  \(explanation.fix.text)\n"
        }
        return out
    }

    /// What the log did not hold of the conflict's lists, a line a reason, with where.
    static func missingLines(_ conflict: Conflict) -> String {
        var out = ""
        for reason in MissingList.allCases {
            let lines = conflict.callbacks.filter { $0.missing == reason }.map { "\($0.location.line)" }
            guard !lines.isEmpty else { continue }
            let place = lines.count == 1 ? "line \(lines[0])" : "lines \(lines.prefix(6).joined(separator: ", "))"
            out += "\n    missing: \(reason.phrase) (\(place))"
        }
        // A report cut before any constraint could be any conflict's: the grouper counts it with the
        // report before it (a repeat cut short, most often), and says that this is a guess.
        let guessed = conflict.callbacks.filter(\.namesNoConstraint)
        if !guessed.isEmpty, guessed.count < conflict.callbacks.count {
            let lines = guessed.map { "\($0.location.line)" }
            let place =
                lines.count == 1 ? "line \(lines[0]) names" : "lines \(lines.prefix(6).joined(separator: ", ")) name"
            out += "\n    guessed: \(place) no constraint; counted with the report before, as a repeat cut short"
        }
        return out
    }

    /// A short form with each conflicting view's name in its color.
    static func painted(_ pieces: [ConstraintFormatter.Piece], colors: [String: Int], paint: TextPaint) -> String {
        var out = ""
        for piece in pieces { out += paint.view(piece.text, piece.item.flatMap { colors[$0.key] }) }
        return out
    }

}
