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
                    + "\(constant(constraint, constraint.constant)) (hugging priority \(hug), compression resistance \(resistance))."
            )
        }
        let verb: String
        switch relation {
        case .equal: verb = "should equal"
        case .greaterThanOrEqual: verb = "should be at least"
        case .lessThanOrEqual: verb = "should be at most"
        }
        var text = possessive(namer.name(first.item), first.attribute.noun)
        // A mask's position is its frame's, measured in the superview it names.
        if constraint.second == nil, let superview = constraint.frameSuperview {
            text += " in \(namer.name(superview))"
        }
        text += " \(verb) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) \(namer.glyphs.multiply) " }
            text += possessive(namer.name(second.item), second.attribute.noun)
            if constraint.constant > 0 { text += " plus \(constant(constraint, constraint.constant))" }
            if constraint.constant < 0 { text += " minus \(constant(constraint, -constraint.constant))" }
        } else {
            text += constant(constraint, constraint.constant)
        }
        return capitalized(text + ".")
    }

    /// A constraint's constant as the log printed it: `1e+10` and `2.22507e-308` where it wrote an
    /// exponent, else as `number` writes it.
    static func constant(_ constraint: Constraint, _ value: Double) -> String {
        printedWithExponent(constraint, value) ?? number(value)
    }

    /// The constant's text with an exponent (`%g` writes one below `1e-4` and from `1e6`) when the
    /// constraint's own text holds it, so that the digits are those the log printed.
    static func printedWithExponent(_ constraint: Constraint, _ value: Double) -> String? {
        let size = abs(value)
        guard size != 0, size < 1e-4 || size >= 1e6, let exact = Rational(printed: size) else { return nil }
        let text = exact.scientificDescription
        guard constraint.text.contains(text) else { return nil }
        return value < 0 ? "-" + text : text
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
