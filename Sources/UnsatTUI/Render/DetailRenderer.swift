import UnsatKit

/// The detail lines under the panes: what the focused pane's selection is, in full (a conflict's
/// controller, places and fingerprint; a view's class, frame and fields; a constraint as logged).
struct DetailRenderer {
    let document: InspectorDocument
    let selected: SelectedConflict?
    let focus: Pane
    /// While a followed file is not there yet, what is said instead of "no report".
    let waitingMessage: String?
    let glyphs: Glyphs
    let theme: Theme
    /// Read full screen (`Z`): the columns the proof's picture may take under Why; nil, no picture.
    var pictureWidth: Int?

    /// The title its rule carries: what the focused pane selects.
    var title: StyledText {
        switch focus {
        case .conflicts: StyledText(" \(entryWord) ", theme.dim)
        case .tree: StyledText(isLayerSelected ? " Layer " : " View ", theme.dim)
        case .constraints: StyledText(" Constraint ", theme.dim)
        case .controllers: StyledText(" Controller ", theme.dim)
        }
    }

    /// What the list's selection is: a conflict, an ambiguous layout, a dump read on its own.
    private var entryWord: String {
        switch selected?.entry.kind {
        case .ambiguous: "Ambiguous layout"
        case .dump: "View hierarchy"
        case .conflict, nil: "Conflict"
        }
    }

    /// Whether the hierarchy's selection is a layer of a dump (`CALayer` alone), not a view.
    private var isLayerSelected: Bool {
        guard let selected, case .node(let index) = selected.treeCursor.selected else { return false }
        let tree = selected.tree
        return tree.nodes.indices.contains(index) && tree.nodes[index].isLayerOnly
    }

    /// The lines for a rect `width` columns wide and `height` rows high: the paragraphs wrapped,
    /// the last line marked when more did not fit.
    func lines(width: Int, height: Int) -> [StyledText] {
        var lines: [StyledText] = []
        for paragraph in paragraphs() {
            lines.append(contentsOf: paragraph.substituted(glyphs).wrapped(toWidth: width))
            if lines.count >= height { break }
        }
        return lines
    }

    /// What the detail says, most important first: on a callback after the first, what changed
    /// since the one before (`]` `[`), whichever pane has the focus (`]` is pressed from the
    /// conflict list as often as from the constraints): first where the pane shows the callback
    /// as a whole, after the view's own lines in the hierarchy and the controllers.
    func paragraphs() -> [StyledText] {
        guard let selected, let change = selected.detail.change(to: selected.callbackIndex)
        else { return selectionParagraphs() }
        let since = StyledText(change.summary(since: selected.callbackIndex - 1, dot: glyphs.dot), theme.dim)
        switch focus {
        case .conflicts, .constraints: return [since] + selectionParagraphs()
        case .tree, .controllers: return selectionParagraphs() + [since]
        }
    }

    /// What the focused pane's selection is.
    private func selectionParagraphs() -> [StyledText] {
        guard let selected else { return nothing() }
        let detail = selected.detail
        let callback = selected.callback
        let constraints = selected.constraints
        switch focus {
        case .conflicts:
            switch selected.entry.kind {
            case .conflict(let conflict): return describe(conflict, detail)
            case .dump(let hierarchy): return describe(dump: hierarchy)
            case .ambiguous(let layout): return describe(ambiguous: layout)
            }
        case .tree:
            let tree = selected.tree
            if tree.nodes.isEmpty && tree.missing.isEmpty {
                let why = callback.missing.map { ": \($0.phrase)" } ?? ""
                return [StyledText("The constraints name no view\(why).", theme.dim)]
            }
            switch selected.treeCursor.selected {
            case .missingHeader:
                return [StyledText("Views the constraints name that this dump does not hold.", theme.dim)]
            case .missing(let index):
                let item = tree.missing[index]
                var first = describe(item, detail)
                first.append(" is not in this dump", theme.dim)
                return [first, usage(of: item, in: constraints)]
            case .node(let index):
                // A controller's view says whose it is before its fields.
                var paragraphs = describe(node: index, tree, detail, constraints)
                paragraphs.insert(contentsOf: owner(of: index, tree), at: min(1, paragraphs.count))
                return paragraphs
            case .controller(let index):
                return describe(controller: index, tree)
            }
        case .constraints:
            guard constraints.indices.contains(selected.panes.constraints.selection) else { return [] }
            let constraint = constraints[selected.panes.constraints.selection]
            var second = StyledText()
            if let sentence = detail.explanation?.sentences[constraint.address] { second.append(sentence + " ") }
            if constraint.address == callback.broken {
                second.append("broken in this callback \(glyphs.dot) ", theme.broken)
            }
            second.append(ConstraintFormatter.describe(constraint.origin))
            if let identifier = constraint.identifier { second.append(" \(glyphs.dot) '\(identifier)'") }
            second.append(" \(glyphs.dot) \(constraint.className)", theme.dim)
            let place = callback.location
            second.append(" \(glyphs.dot) \(place.file.lastPathComponent):\(place.line)", theme.dim)
            let sites = detail.explanation?.sources[detail.counterpart(of: constraint.address)]
            if let made = sites?.madeAt {
                second.append(" \(glyphs.dot) \(made)")
                if sites?.certain != nil { second.append(" (e opens it)", theme.dim) }
            }
            // Then why they cannot all hold: read in full here when `Z` gives the detail the screen.
            return [StyledText(constraint.text), second]
                + ExplanationRenderer(detail: detail, glyphs: glyphs, theme: theme).lines(pictureWidth: pictureWidth)
        case .controllers:
            let rows = detail.controllerRows(selected.callbackIndex)
            let controllers = detail.controllers(selected.callbackIndex)
            guard rows.indices.contains(selected.panes.controllers.selection) else { return [] }
            switch rows[selected.panes.controllers.selection] {
            case .controller(let g):
                let group = controllers[g]
                guard let controller = group.controller else {
                    return [
                        StyledText("No capture or _printHierarchy says which controller owns these views.", theme.dim)
                    ]
                }
                var first = StyledText(controller.displayClassName, theme.bold)
                if let address = controller.address { first.append(" " + address.text, theme.dim) }
                if group.views.isEmpty {
                    first.append(" is named by the capture; no dump says which of the views it owns")
                } else {
                    first.append(" owns \(group.views.count) of the conflict's views")
                }
                return [
                    first,
                    controller.isSystem
                        ? StyledText("A UIKit controller: the conflict is likely UIKit's own.", theme.system)
                        : StyledText(),
                ]
            case .view(let g, let v):
                let item = controllers[g].views[v]
                return [describe(item, detail), usage(of: item, in: constraints)]
            }
        }
    }

    /// A conflict, selected in the list: its number, controller and counts, why its constraints
    /// cannot all hold, and where it was read.
    private func describe(_ conflict: Conflict, _ detail: ConflictDetail) -> [StyledText] {
        var first = StyledText("#\(conflict.id) ", theme.bold)
        first.append("\(glyphs.times)\(conflict.callbacks.count) \(glyphs.dot) ")
        if let controller = conflict.controller {
            first.append(controller.displayClassName, theme.bold)
            if let address = controller.address { first.append(" " + address.text, theme.dim) }
        } else {
            first.append("no controller known", theme.dim)
        }
        let views = Words.count(conflict.views.count, "view")
        let count = Words.count(conflict.constraints.count, "constraint")
        first.append(" \(glyphs.dot) \(views) \(glyphs.dot) \(count)")
        var second = StyledText()
        if conflict.isSystem { second.append("In UIKit's own views. ", theme.system) }
        let firstPlace = conflict.callbacks[0].location
        second.append("first at \(firstPlace.file.lastPathComponent):\(firstPlace.line)")
        if conflict.callbacks.count > 1, let last = conflict.callbacks.last?.location {
            second.append(", last at \(last.file.lastPathComponent):\(last.line)")
        }
        second.append(" \(glyphs.dot) fingerprint \(conflict.fingerprint)", theme.dim)
        return [first]
            + ExplanationRenderer(detail: detail, glyphs: glyphs, theme: theme).lines(pictureWidth: pictureWidth)
            + [second]
    }

    /// A dump on its own, selected in the list: where it was read, and that it holds no conflict.
    private func describe(dump hierarchy: ViewHierarchy) -> [StyledText] {
        let place = hierarchy.location
        let views = Words.count(hierarchy.viewCount, "view")
        var first = StyledText("View hierarchy", theme.bold)
        first.append(" at \(place.file.lastPathComponent):\(place.line) \(glyphs.dot) \(views)")
        if let root = hierarchy.root {
            first.append(" \(glyphs.dot) \(root.displayClassName) \(root.address.text)", theme.dim)
        }
        return [first, StyledText("A recursiveDescription on its own, with no conflict: Enter opens it.", theme.dim)]
    }

    /// A view reported ambiguous, selected in the list: what is ambiguous, where it was reported,
    /// the trace's line, and that it is no conflict.
    private func describe(ambiguous layout: AmbiguousLayout) -> [StyledText] {
        var first = StyledText(layout.view.displayClassName, theme.bold)
        if let address = layout.view.address { first.append(" " + address.text) }
        first.append(" has an ambiguous layout")
        first.append(layout.attributes.map { ": \($0)" } ?? "", theme.warning)
        // Its reports are all in one file (`AmbiguousLayout.layouts`).
        let file = layout.reports[0].location.file.lastPathComponent
        let lines = layout.reports.map { String($0.location.line) }.joined(separator: ", ")
        var second = StyledText("reported in \(file) at line\(layout.reports.count > 1 ? "s" : "") \(lines)")
        second.append(" \(glyphs.dot) not a conflict: its constraints leave it more than one place", theme.dim)
        second.append(" (! lists every report)", theme.dim)
        var paragraphs = [first, second]
        if let detail = layout.report.detail {
            paragraphs.append(StyledText("AMBIGUOUS LAYOUT for " + detail, theme.dim))
        }
        return paragraphs
    }

    /// With no conflict selected: why, and where the notes are when that is all the input holds.
    private func nothing() -> [StyledText] {
        var paragraphs = [
            StyledText(
                document.entries.isEmpty
                    ? (waitingMessage != nil
                        ? "Nothing to read yet: the file is read from its start as soon as it is there."
                        : "No \"Unable to simultaneously satisfy constraints\" report in the input.")
                    : "Nothing selected.", theme.dim)
        ]
        // An input of ambiguity reports (or damage only) has its content behind '!'.
        if document.entries.isEmpty, !document.ambiguities.isEmpty || !document.diagnostics.isEmpty {
            var notes: [String] = []
            if !document.ambiguities.isEmpty {
                notes.append(Words.count(document.ambiguities.count, "ambiguous layout"))
            }
            if document.unreadCount > 0 { notes.append(Words.count(document.unreadCount, "unread line")) }
            if document.diagnosticCount > document.unreadCount {
                notes.append(Words.count(document.diagnosticCount - document.unreadCount, "note"))
            }
            let listed =
                notes.count > 2
                ? notes.dropLast().joined(separator: ", ") + " and " + notes.last! : notes.joined(separator: " and ")
            var line = StyledText(listed + ": ")
            line.append("!", theme.key)
            line.append(" lists them.")
            paragraphs.append(line)
        }
        return paragraphs
    }

    /// A view of the conflict: its name as every pane gives it (`ViewNamer`), its address, its
    /// class where the name does not say it in full, its key path.
    private func describe(_ item: LayoutItem, _ detail: ConflictDetail) -> StyledText {
        var name = detail.namer.name(item, besideAddress: item.address != nil)
        // A key path read as the name goes beside the class, as the panes write it.
        let keyPath = item.address.flatMap { detail.keyPaths[$0] }
        if let keyPath, name == keyPath { name = item.shortClassName }
        var text = StyledText(name, detail.colors[item.key].map(theme.view) ?? theme.bold)
        if let address = item.address { text.append(" " + address.text) }
        // The label in full, where the name cut it short.
        if let label = item.label, !item.isLayoutGuide, !name.contains("'\(label)'") {
            text.append(" '\(label)'", theme.dim)
        }
        if let keyPath { text.append(" \(glyphs.dot) \(keyPath)") }
        appendClass(item.displayClassName, unlessSaidBy: name, to: &text)
        return text
    }

    /// `· class MyApp.ProfileHeaderView`: the class in full, where the name says less of it (its
    /// module, or `UITableViewCellContentView` for a `ContentView`).
    private func appendClass(
        _ displayClassName: String, base: String? = nil, unlessSaidBy name: String, to text: inout StyledText
    ) {
        var said = name
        if let quote = said.range(of: " '") { said = String(said[..<quote.lowerBound]) }
        guard displayClassName != said || base != nil else { return }
        text.append(" \(glyphs.dot) class \(displayClassName)", theme.dim)
        if let base { text.append(" (\(SwiftName.display(base)))", theme.dim) }
    }

    /// How many of the callback's constraints name the view.
    private func usage(of item: LayoutItem, in constraints: [Constraint]) -> StyledText {
        let count = constraints.filter { $0.items.contains { $0.key == item.key } }.count
        return StyledText("named by \(count) of this callback's \(constraints.count) constraints", theme.dim)
    }

    private func describe(node index: Int, _ tree: ViewTree, _ detail: ConflictDetail, _ constraints: [Constraint])
        -> [StyledText]
    {
        let node = tree.nodes[index]
        if !tree.items.isEmpty {
            let item = tree.items[index]
            return [describe(item, detail), usage(of: item, in: constraints)]
        }
        let color = tree.colorOf[index]
        let keyPath = detail.keyPaths[node.address]
        var name = detail.namer.name(node, besideAddress: true)
        if let keyPath, name == keyPath { name = node.shortClassName }
        var first = StyledText(name, color.map(theme.view) ?? theme.bold)
        first.append(" " + node.address.text)
        if let frame = node.frame { first.append(" \(glyphs.dot) frame \(ConstraintFormatter.frame(frame))") }
        if let keyPath { first.append(" \(glyphs.dot) \(keyPath)") }
        appendClass(node.displayClassName, base: node.baseClassName, unlessSaidBy: name, to: &first)
        var paragraphs = [first]
        if let skip = document.levelSkip(at: InputLocation(file: tree.hierarchy.location.file, line: node.line)) {
            paragraphs.append(
                StyledText(
                    "its parent was left out of the paste (\(Words.count(skip.bars, "bar")) under a view with "
                        + "\(skip.above))", theme.warning))
        }
        var ambiguous: AmbiguousLayout?
        if case .ambiguous(let layout) = detail.entry.kind { ambiguous = layout }
        if let ambiguous, color != nil {
            paragraphs.append(
                StyledText(
                    ambiguous.attributes.map { "ambiguous: \($0)" } ?? "reported ambiguous", theme.warning))
        } else if color != nil, let item = tree.item(index) {
            paragraphs.append(usage(of: item, in: constraints))
        } else if tree.ancestors.contains(index) {
            paragraphs.append(
                StyledText(ambiguous == nil ? "holds a conflicting view" : "holds the ambiguous view", theme.dim))
        }
        let fields = node.fields.filter { !["frame", "layer", "baseClass"].contains($0.key) }
        if !fields.isEmpty {
            paragraphs.append(
                StyledText(
                    fields.map { $0.value.isEmpty ? $0.key : "\($0.key) = \($0.value)" }.joined(separator: "; "),
                    theme.dim))
        }
        return paragraphs
    }
}
