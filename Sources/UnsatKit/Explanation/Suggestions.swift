/// What usually fixes a conflict, from the origins of the constraints in it.
extension Explainer {
    static func suggestions(_ conflict: Conflict, proof: Explanation.Proof?, namer: ViewNamer) -> [String] {
        let involved = proof.map { Set($0.constraints) }
        let constraints = conflict.constraints.filter { involved?.contains($0.address) ?? true }
        var result: [String] = []
        let origins = Set(constraints.map(\.origin))
        if origins.contains(.autoresizing) {
            let views = constraints.filter { $0.origin == .autoresizing }.compactMap { $0.first?.item }
            let names = Array(Set(views.map { namer.name($0) })).sorted().joined(separator: ", ")
            result.append(
                "Set translatesAutoresizingMaskIntoConstraints = false on \(names): its autoresizing mask became constraints that fight yours."
            )
        }
        if origins.contains(.encapsulated) {
            let app = constraints.filter { $0.origin == .app }
            let target =
                app.first { c in ["height", "bottom", "top", "width"].contains(c.first?.attribute ?? "") } ?? app.first
            var text = "Lower one constraint inside to priority 999"
            if let target { text += " (say \(ConstraintFormatter.short(target, namer: namer)))" }
            result.append(
                text + ": its container (a table or collection view for a cell, a presentation for a sheet) "
                    + "sets this size, and the content must give way.")
        }
        if origins.contains(.stackView) {
            result.append(
                "A stack view sizes and places its arranged subviews: look at the arranged subview's own size constraints "
                    + "(a fixed width or height fights the distribution); lower their priority or remove them.")
        }
        if origins.contains(.temporary) {
            result.append(
                "UIKit measured the view with systemLayoutSizeFitting at a temporary size; make required widths non-required (999) "
                    + "or pass the fitting size you expect.")
        }
        if origins.contains(.guide) && result.isEmpty {
            result.append(
                "The layout margins or safe area take part: check the margins you expect against those UIKit applies.")
        }
        if result.isEmpty {
            if let broken = conflict.lastBroken,
                let constraint = conflict.constraints.first(where: { $0.address == broken })
            {
                result.append(
                    "These are all the app's own constraints: decide which one you do not want. UIKit dropped "
                        + "\(ConstraintFormatter.short(constraint, namer: namer)) to recover.")
            } else {
                result.append("These are all the app's own constraints: decide which one you do not want.")
            }
        }
        return result
    }
}
