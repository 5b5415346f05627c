extension ConstraintParseError {
    /// What the reader expected where it stopped. Each text is written here once and named where the
    /// reader fails (`fail(i, .relation(after: "width"))`), so two branches cannot word it differently.
    struct Expected {
        let text: String
    }

    init(offset: Int, _ expected: Expected) {
        self.init(offset: offset, expected: expected.text)
    }
}

extension ConstraintParseError.Expected {
    // The description as a whole.
    static let constraintDescription = Self(text: "a constraint description")
    static let openingBracket = Self(text: "'<' to open the constraint")
    static let closingBracket = Self(text: "'>' to close the constraint")

    // The head: class, address, source reference, identifier.
    static let constraintClass = Self(text: "the constraint's class followed by ':0x' and its address")
    static let addressPrefix = Self(text: "'0x' to start the constraint's address")
    static let constraintAddressDigit = Self(text: "a hex digit in the constraint's address")
    static let nestedHeadClose = Self(text: "'>' after the address in SnapKit's '<<Class:0xADDRESS> …>'")
    static let sourceReference = Self(text: "'@File.swift#LINE' after the address")
    static let identifierQuote = Self(text: "a closing quote after the identifier")
    static let nameBinding = Self(text: "'name:0xADDRESS' in the names: list")
    static let trailer = Self(text: "'(active)', '(inactive)' or '(names: …)'")

    // Items and operands.
    static let item = Self(text: "a view (Class:0xADDRESS) or a name from the names: list")
    static let itemAddressDigit = Self(text: "a hex digit in the view's address")
    static let labelQuote = Self(text: "a closing quote after the view's label")
    static let attributeDot = Self(text: "'.' and an attribute after the view")
    static let attribute = Self(text: "an attribute (leading, width, …)")

    // Equations.
    static func relation(after attribute: String) -> Self {
        Self(text: "'==', '>=' or '<=' after \(attribute)")
    }
    static func rightSide(after relation: Relation) -> Self {
        Self(text: "a view or a number after '\(relation.rawValue)'")
    }
    static func number(after sign: String) -> Self {
        Self(text: "a number after '\(sign)'")
    }
    static let multiplier = Self(text: "a multiplier after '*'")
    static let endAfterConstant = Self(text: "the end of the constraint after the constant")
    static let endAfterSystemSpace = Self(text: "the end of the constraint")
    static let endOrConstant = Self(text: "the end of the constraint, or '+'/'-' and a constant")

    // Visual format.
    static let visualFormatElement = Self(text: "'|', '[' or '-' in the visual format")
    static let oneRelation = Self(text: "one relation in the visual format")
    static let sizeOrSpacing = Self(text: "one view with a size, or two elements with a spacing between")
    static let viewBetweenBars = Self(text: "a view between the two superview bars")
    static let viewClose = Self(text: "']' after the view")
    static let sizeClose = Self(text: "')' after the size")
    static let gapClose = Self(text: "')-' after the spacing")
    static let gapDash = Self(text: "'-' after the spacing")
    static let predicateConstant = Self(text: "a number or NSSpace(…) in the visual format")
    static let priority = Self(text: "a priority after '@'")
}
