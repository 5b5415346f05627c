/// A constraint in English: "ContentView's width should equal 100."
enum Sentence {
    static func describe(_ constraint: Constraint, namer: ViewNamer) -> String {
        guard constraint.isEquation, let first = constraint.first, let relation = constraint.relation else {
            return "\(constraint.body) (read as text)."
        }
        let verb: String
        switch relation {
        case .equal: verb = "should equal"
        case .greaterThanOrEqual: verb = "should be at least"
        case .lessThanOrEqual: verb = "should be at most"
        }
        var text = "\(possessive(namer.name(first.item), noun(first.attribute))) \(verb) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(ConstraintFormatter.number(constraint.multiplier)) × " }
            text += possessive(namer.name(second.item), noun(second.attribute))
            if constraint.constant > 0 { text += " plus \(ConstraintFormatter.number(constraint.constant))" }
            if constraint.constant < 0 { text += " minus \(ConstraintFormatter.number(-constraint.constant))" }
        } else {
            text += ConstraintFormatter.number(constraint.constant)
        }
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// `ContentView's width`, or `the width of UILabel 'Sign in'` where a quote ends the name.
    static func possessive(_ name: String, _ noun: String) -> String {
        name.hasSuffix("'") ? "the \(noun) of \(name)" : "\(name)'s \(noun)"
    }

    static func noun(_ attribute: String) -> String {
        switch attribute {
        case "leading", "trailing", "top", "bottom", "left", "right": return "\(attribute) edge"
        case "centerX": return "horizontal center"
        case "centerY": return "vertical center"
        case "leadingMargin", "leftMargin": return "leading margin"
        case "trailingMargin", "rightMargin": return "trailing margin"
        case "topMargin": return "top margin"
        case "bottomMargin": return "bottom margin"
        case "firstBaseline": return "first baseline"
        case "lastBaseline", "baseline": return "last baseline"
        default: return attribute
        }
    }
}
