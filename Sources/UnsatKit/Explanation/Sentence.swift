/// A constraint in English: "ContentView's width should equal 100."
enum Sentence {
    static func describe(_ constraint: Constraint, namer: ViewNamer) -> String {
        guard constraint.isEquation, let first = constraint.first, let relation = constraint.relation else {
            return "\(constraint.body) (read as text)."
        }
        if ProofModel.isIntrinsic(constraint), constraint.second == nil {
            // Not a required size: two priorities around the size the content asks for.
            let hug = constraint.huggingPriority.map { number($0) } ?? "1000"
            let resistance = constraint.compressionResistancePriority.map { number($0) } ?? "1000"
            return capitalized(
                "\(possessive(namer.name(first.item), "intrinsic \(first.attribute.noun)")) is "
                    + "\(number(constraint.constant)) (hugging priority \(hug), compression resistance \(resistance)).")
        }
        let verb: String
        switch relation {
        case .equal: verb = "should equal"
        case .greaterThanOrEqual: verb = "should be at least"
        case .lessThanOrEqual: verb = "should be at most"
        }
        var text = "\(possessive(namer.name(first.item), first.attribute.noun)) \(verb) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) \(namer.glyphs.multiply) " }
            text += possessive(namer.name(second.item), second.attribute.noun)
            if constraint.constant > 0 { text += " plus \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " minus \(number(-constraint.constant))" }
        } else {
            text += number(constraint.constant)
        }
        return capitalized(text + ".")
    }

    /// A number as the log printed it (`43.6667`, `0.3`), the same digits the proof's sums use.
    static func number(_ value: Double) -> String {
        Rational(printed: value).map(\.description) ?? ConstraintFormatter.number(value)
    }

    /// A sentence that starts with "the" starts with "The"; a view's name (`message_field`, a key
    /// path) keeps its own case.
    static func capitalized(_ text: String) -> String {
        text.hasPrefix("the ") ? "T" + text.dropFirst() : text
    }

    /// `ContentView's width`, or `the width of UILabel 'Sign in'` where a quote ends the name.
    static func possessive(_ name: String, _ noun: String) -> String {
        name.hasSuffix("'") ? "the \(noun) of \(name)" : "\(name)'s \(noun)"
    }
}
