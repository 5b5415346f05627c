/// What usually fixes a conflict, from the origins of the constraints in it and who owns them: the
/// advice names only what the app can change (its own views and constraints), never UIKit's.
extension Explainer {
    static func suggestions(_ conflict: Conflict, proof: Explanation.Proof?, namer: ViewNamer) -> [String] {
        if conflict.isSystem {
            let owner = conflict.controller.map { " (\($0.displayClassName))" } ?? ""
            return [
                "This conflict is inside UIKit's own views\(owner): nothing in the app makes it, and nothing in "
                    + "the app needs to change; UIKit breaks one of its constraints and goes on."
            ]
        }
        if let advice = missingListAdvice(conflict) { return [advice] }
        let involved = proof.map { Set($0.constraints) }
        let constraints = conflict.constraints.filter { involved?.contains($0.address) ?? true }
        let origins = Set(constraints.map(\.origin))
        var result: [String] = []
        // An autoresizing mask belongs to the view whose frame it turns into constraints (never the
        // superview `|`). A cell's content view is sized by its cell: that is the cell advice below.
        var masked: [LayoutItem] = []
        var maskedCell = false
        // A mask whose constraint's body could not be read: it takes part, on a view not named.
        var maskedUnread = false
        // The items a container sizes (a cell, with UIView-Encapsulated-Layout-*): a view whose mask
        // ties it to one of them is that cell's content view.
        let containers = Set(
            conflict.constraints.filter { $0.origin == .encapsulated }.compactMap { $0.first?.item.key })
        for constraint in constraints where constraint.origin == .autoresizing {
            guard let view = maskedView(constraint) else {
                maskedUnread = true
                continue
            }
            let tiedToContainer = constraint.items.contains { $0 != view && containers.contains($0.key) }
            if isCellContentView(view) || tiedToContainer {
                maskedCell = true
            } else if !SystemRule.isPrivateView(view), !masked.contains(view) {
                masked.append(view)
            }
        }
        if !masked.isEmpty {
            let names = masked.map { namer.name($0) }.joined(separator: ", ")
            result.append(
                "Set translatesAutoresizingMaskIntoConstraints = false on \(names): its autoresizing mask became "
                    + "constraints that fight yours.")
        } else if maskedUnread && !maskedCell {
            result.append(
                "An autoresizing mask takes part, in a constraint unsat could not read whole: set "
                    + "translatesAutoresizingMaskIntoConstraints = false on the view it belongs to.")
        }
        // The mask is the cause where there is one of the app's; the container's size is then no news.
        if (origins.contains(.encapsulated) && masked.isEmpty) || maskedCell {
            result.append(containerAdvice(constraints, namer: namer))
        }
        if origins.contains(.stackView) {
            result.append(stackViewAdvice(constraints, namer: namer))
        }
        if origins.contains(.temporary) {
            result.append(
                "UIKit measured the view with systemLayoutSizeFitting at a temporary size; make required widths "
                    + "non-required (999) or pass the fitting size you expect.")
        }
        if origins.contains(.guide) && result.isEmpty {
            result.append(
                "The layout margins or safe area take part: check the margins you expect against those UIKit applies.")
        }
        if result.isEmpty {
            // Said only when it is so: one made by UIKit (an intrinsic size) is not the app's.
            // And "all" only where the log holds a whole list: one cut short may have hidden others.
            let whole = conflict.callbacks.contains { $0.missing == nil }
            // A constraint whose body was not read may be UIKit's (its identifier unread too).
            let unread = constraints.filter { $0.first == nil }.count
            var text =
                !origins.allSatisfy({ $0 == .app })
                ? "Decide which of these constraints you do not want."
                : unread > 0
                    ? "The constraints unsat could read are the app's own; \(unread == 1 ? "one" : String(unread)) it "
                        + "could not read may not be: decide which one you do not want."
                    : whole
                        ? "These are all the app's own constraints: decide which one you do not want."
                        : "The constraints the log shows are all the app's own (its list is not whole): decide which "
                            + "one you do not want."
            if let broken = conflict.lastBroken,
                let constraint = conflict.constraints.first(where: { $0.address == broken })
            {
                text += " UIKit dropped \(ConstraintFormatter.short(constraint, namer: namer)) to recover."
            }
            result.append(text)
        }
        return result
    }

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
        constraint.items.first { !$0.isLayoutGuide && $0.name != "|" }
    }

    /// A table or collection view cell's content view, which its cell sizes.
    static func isCellContentView(_ item: LayoutItem) -> Bool {
        item.className.hasSuffix("CellContentView") || item.className.hasSuffix("TableCellView")
    }

    /// The app's own constraints among `constraints`: made by the app, naming no private view.
    static func appConstraints(_ constraints: [Constraint]) -> [Constraint] {
        constraints.filter { constraint in
            constraint.origin == .app && !constraint.items.contains(where: SystemRule.isPrivateView)
        }
    }

    /// A container (a cell, a sheet) sets the size: one of the app's constraints on that axis gives way.
    static func containerAdvice(_ constraints: [Constraint], namer: ViewNamer) -> String {
        let sizing = constraints.first { $0.origin == .encapsulated || $0.origin == .autoresizing }
        let sizingAxis = sizing.map(Self.axis) ?? .vertical
        let app = appConstraints(constraints)
        // A fixed size gives way most plainly (on the container's axis first); then any constraint
        // on that axis. The axis named is the one of the constraint named.
        let fixed = app.filter { $0.second == nil }
        let target =
            fixed.first { Self.axis($0) == sizingAxis } ?? fixed.first
            ?? app.first { Self.axis($0) == sizingAxis } ?? app.first
        let axis = target.map(Self.axis) ?? sizingAxis
        var text = "Lower one \(axis.word) constraint inside to priority 999"
        if let target { text += " (say \(ConstraintFormatter.short(target, namer: namer)))" }
        return text
            + ": its container (a table or collection view for a cell, a presentation for a sheet) sets this size, "
            + "and the content must give way."
    }

    /// A stack view lays out its arranged views; hiding one sets its size to 0 (`UISV-hiding`).
    static func stackViewAdvice(_ constraints: [Constraint], namer: ViewNamer) -> String {
        if let hiding = constraints.first(where: { ($0.identifier ?? "").contains("hiding") }),
            let hidden = hiding.first?.item
        {
            return "\(namer.name(hidden)) is hidden, so its stack view makes its size 0 (UISV-hiding), but a "
                + "required constraint of its own (a fixed size, padding or spacing inside it) cannot be 0: lower "
                + "that constraint's priority to 999, or deactivate it while the view is hidden."
        }
        return "A stack view sizes and places its arranged subviews: look at the arranged subview's own size "
            + "constraints (a fixed width or height fights the distribution); lower their priority or remove them."
    }

    /// The axis a constraint works on, as its first attribute says. One on neither axis (an expression
    /// body, an attribute unsat does not know) counts as horizontal: only a vertical attribute says vertical.
    static func axis(_ constraint: Constraint) -> Axis {
        constraint.first?.attribute.axis ?? .horizontal
    }
}
