/// What the fix engine needs to know of a conflict's origins: where a list is missing, whose mask a
/// constraint is, a cell's content view, an axis.
extension Explainer {
    /// With no list to read (redacted, elided, …) and no constraint known but perhaps the broken
    /// one, the only advice is where to find the list.
    static func missingListAdvice(_ conflict: Conflict) -> String? {
        guard conflict.constraints.count <= 1,
            let missing = conflict.callbacks.lazy.compactMap(\.missing).first
        else { return nil }
        switch missing {
        case .redacted:
            return "Unified logging redacted the list: read the same report in Xcode's console, or record it with "
                + "the capture hook (UnsatCapture), where its constraints are not private."
        case .elided, .rewritten:
            return "The list was shortened or rewritten before it reached unsat: read the report in the log it "
                + "came from, as the console printed it."
        case .cutOff, .absent:
            return "The log stops before the list: look for an earlier report of the same conflict, or keep more "
                + "of the log."
        }
    }

    /// The view an autoresizing-mask constraint comes from: its item that is not the superview `|`.
    static func maskedView(_ constraint: Constraint) -> LayoutItem? {
        constraint.items.first { !$0.isLayoutGuide && !$0.isSuperviewBar }
    }

    /// A table or collection view cell's content view, which its cell sizes.
    static func isCellContentView(_ item: LayoutItem) -> Bool {
        item.className.hasSuffix("CellContentView") || item.className.hasSuffix("TableCellView")
    }

    /// A table's or a collection's cell itself (`UITableViewCell`, `MyApp.ProfileCell`): the table or
    /// the collection sets its frame, so its mask stays on; what the app lays out in it belongs in
    /// its content view.
    static func isCell(_ item: LayoutItem) -> Bool {
        SwiftName.withoutModule(item.className).hasSuffix("Cell")
    }

    /// The axis a constraint works on, as its first attribute says. One on neither axis (an expression
    /// body, an attribute unsat does not know) counts as horizontal: only a vertical attribute says vertical.
    static func axis(_ constraint: Constraint) -> Axis {
        constraint.first?.attribute.axis ?? .horizontal
    }
}
