/// A way out in words: what to change, why it is the one to try, and what the layout becomes.
struct FixWording {
    let namer: ViewNamer
    let conflict: Conflict

    func sentence(_ way: Fix.WayOut, candidate: FixFinder.Candidate) -> String {
        var text: String
        switch way.action {
        case .lowerPriority:
            let constraints = way.relax.compactMap { address in conflict.constraints.first { $0.address == address } }
            let short = constraints.map { ConstraintFormatter.short($0, namer: namer) }.joined(separator: ", ")
            text = "Lower \(short) to priority 999"
            if let because = candidate.because { text += ": \(because)" }
            text += "."
        case .translatesAutoresizingMaskIntoConstraints:
            let name = candidate.view.map(namer.name) ?? "the view"
            let mask = way.relax.lazy.compactMap { address in
                self.conflict.constraints.first { $0.address == address }?.autoresizingMask
            }.first
            text =
                "Set translatesAutoresizingMaskIntoConstraints = false on \(name) where the app creates it: its "
                + "autoresizing mask\(mask.map { " (\($0))" } ?? "") became constraints that fight the app's own."
        case .none:
            text = ""
        }
        if let becomes = becomesSentence(way) { text += " " + becomes }
        return text
    }

    /// "Without it, UITableView is 460 high." for what changes; nil when nothing the rest decide changes.
    func becomesSentence(_ way: Fix.WayOut) -> String? {
        let phrases = way.becomes.compactMap(phrase)
        guard !phrases.isEmpty else { return nil }
        let subject = way.action == .translatesAutoresizingMaskIntoConstraints ? "Without the mask" : "Without it"
        return "\(subject), \(phrases.joined(separator: " and "))."
    }

    /// One quantity: `UITableView is 460 high`, `UITableView.top is UISearchBar.bottom + 20`, a range.
    func phrase(_ becomes: Fix.Becomes) -> String? {
        if let value = becomes.value, value == becomes.asked { return nil }
        let number = Self.number
        if becomes.relativeTo == nil, becomes.attribute.isSize, let axis = becomes.attribute.axis {
            if let value = becomes.value { return "\(becomes.viewName) is \(number(value)) \(axis.extent)" }
            return "\(Self.possessive(becomes.viewName, becomes.attribute.noun)) \(range(becomes))"
        }
        guard let relative = becomes.relativeTo, let relativeName = becomes.relativeName else {
            if let value = becomes.value {
                return "\(becomes.viewName).\(becomes.attribute.name) is \(number(value))"
            }
            return nil
        }
        let other =
            (becomes.multiplier == .one ? "" : "\(number(becomes.multiplier)) \(namer.glyphs.multiply) ")
            + "\(relativeName).\(relative.attribute.name)"
        let subject = "\(becomes.viewName).\(becomes.attribute.name)"
        if let value = becomes.value {
            if value.isZero { return "\(subject) is \(other)" }
            return "\(subject) is \(other) \(value.signum < 0 ? "-" : "+") \(number(value.magnitude))"
        }
        return "\(subject) - \(other) \(range(becomes))"
    }

    func range(_ becomes: Fix.Becomes) -> String {
        switch (becomes.least, becomes.greatest) {
        case (let least?, let greatest?): "can be anything from \(Self.number(least)) to \(Self.number(greatest))"
        case (let least?, nil): "can be anything from \(Self.number(least)) up"
        case (nil, let greatest?): "can be anything up to \(Self.number(greatest))"
        case (nil, nil): "is not decided by the rest"
        }
    }

    /// `UITableView's height`, or `the width of UILabel 'Save'` where a quote or an ellipsis ends the name.
    static func possessive(_ name: String, _ noun: String) -> String {
        name.hasSuffix("'") || name.hasSuffix("…") || name.hasSuffix("...")
            ? "the \(noun) of \(name)" : "\(name)'s \(noun)"
    }

    /// A value as the log would print it: exact when it has a short decimal, else to four places.
    static func number(_ value: Rational) -> String {
        if value.isDecimal, value.description.count <= 12 { return value.description }
        return ConstraintFormatter.number(value.doubleValue)
    }
}
