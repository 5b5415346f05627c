/// One statement of a SnapKit or Masonry constraint block, `make.leading.trailing.equalTo(x).inset(16)`,
/// read into its parts: the attributes named, the relation call and the calls after it.
///
/// Both libraries write the same grammar: a maker, attribute properties, one relation call with the
/// target, then modifiers (`offset`, `inset`, `multipliedBy`, `priority`, `labeled`/`key`). What each
/// part means is the scanner's to say; this only reads them and knows where each lies.
struct MakerChain {
    /// `.name` or `.name(arguments)` after the maker.
    struct Link {
        var name: String
        /// Between the parentheses, when the link is a call.
        var arguments: Range<Int>?
        /// From the dot to the closing parenthesis (or the name's end).
        var range: Range<Int>
    }

    /// From the maker's first byte to the end of the last link.
    var range: Range<Int>
    /// The attribute links, in order (`leading`, `trailing`); connectors (`and`, `with`) left out.
    var attributes: [Link]
    var relation: Link
    /// The links after the relation, connectors left out.
    var modifiers: [Link]

    /// The names a dialect reads in a chain.
    struct Grammar {
        var attributes: Set<String>
        var relations: Set<String>
        /// Links that mean nothing (Masonry's `and`, `with`).
        var connectors: Set<String>
    }

    /// The chain whose maker (`make`, `$0`) starts at `start` and ends at `makerEnd`; nil when what
    /// follows is not attributes and a relation.
    static func read(at start: Int, makerEnd: Int, in code: CodeText, grammar: Grammar) -> MakerChain? {
        var links: [Link] = []
        var end = makerEnd
        while true {
            let dot = code.skipSpace(from: end)
            guard dot < code.code.count, code.code[dot] == Byte.dot,
                let name = code.identifier(at: code.skipSpace(from: dot + 1))
            else { break }
            var open = name.upperBound
            while open < code.code.count, Byte.isBlank(code.code[open]) { open += 1 }
            if open < code.code.count, code.code[open] == Byte.openParen, let close = code.closing(open) {
                links.append(Link(name: code.text(name), arguments: (open + 1)..<close, range: dot..<(close + 1)))
                end = close + 1
            } else {
                links.append(Link(name: code.text(name), arguments: nil, range: dot..<name.upperBound))
                end = name.upperBound
            }
        }
        links.removeAll { grammar.connectors.contains($0.name) && $0.arguments == nil }
        guard let relationIndex = links.firstIndex(where: { grammar.relations.contains($0.name) }),
            relationIndex > 0, links[relationIndex].arguments != nil,
            links[..<relationIndex].allSatisfy({ grammar.attributes.contains($0.name) && $0.arguments == nil })
        else { return nil }
        return MakerChain(
            range: start..<end, attributes: Array(links[..<relationIndex]), relation: links[relationIndex],
            modifiers: Array(links[(relationIndex + 1)...]))
    }

    /// The one modifier named one of `names`, the last if several.
    func modifier(_ names: Set<String>) -> Link? { modifiers.last { names.contains($0.name) } }
}

/// A value a relation or a modifier gives for the constant, before it is read for one attribute.
enum MakerConstant {
    case number(Double)
    case size(width: Double?, height: Double?)
    case point(x: Double?, y: Double?)
    case insets(top: Double?, left: Double?, bottom: Double?, right: Double?)
    /// Not a literal: the constant is not known.
    case unknown

    /// What SnapKit makes of it for `attribute` (its `constraintConstantTargetValueFor`): an inset is
    /// subtracted on the trailing edges and from sizes, as the log then prints it (`- 16`).
    func snapKitValue(for attribute: LayoutAttribute) -> Double? {
        switch self {
        case .number(let value): return value
        case .unknown: return nil
        case .size(let width, let height):
            switch attribute {
            case .width: return width
            case .height: return height
            default: return 0
            }
        case .point(let x, let y):
            switch attribute.axis {
            case .horizontal: return attribute == .width ? 0 : x
            case .vertical: return attribute == .height ? 0 : y
            case nil: return 0
            }
        case .insets(let top, let left, let bottom, let right):
            switch attribute {
            case .left, .leftMargin, .leading, .leadingMargin: return left
            case .top, .topMargin, .firstBaseline: return top
            case .right, .rightMargin, .trailing, .trailingMargin: return right.map { -$0 }
            case .bottom, .bottomMargin, .lastBaseline: return bottom.map { -$0 }
            case .centerX, .centerXWithinMargins: return left.flatMap { l in right.map { (l - $0) / 2 } }
            case .centerY, .centerYWithinMargins: return top.flatMap { t in bottom.map { (t - $0) / 2 } }
            case .width: return left.flatMap { l in right.map { -(l + $0) } }
            case .height: return top.flatMap { t in bottom.map { -(t + $0) } }
            default: return 0
            }
        }
    }

    /// What Masonry makes of it for `attribute`: insets set only the edges (`setInsets:`), a size only
    /// the sizes (`setSizeOffset:`), a point only the centers; `current` is kept otherwise.
    func masonryValue(for attribute: LayoutAttribute, current: Double?) -> Double? {
        switch self {
        case .number(let value): return value
        case .unknown: return nil
        case .size(let width, let height):
            return attribute == .width ? width : attribute == .height ? height : current
        case .point(let x, let y):
            return attribute == .centerX ? x : attribute == .centerY ? y : current
        case .insets(let top, let left, let bottom, let right):
            switch attribute {
            case .left, .leading: return left
            case .top: return top
            case .bottom: return bottom.map { -$0 }
            case .right, .trailing: return right.map { -$0 }
            default: return current
            }
        }
    }

    /// `CGSize(width: 60, height: 40)`, `CGSizeMake(60, 40)`, `UIEdgeInsets(top:left:bottom:right:)`,
    /// `UIEdgeInsetsMake(8, 16, 8, 16)`, `CGPoint(x:y:)`, `.zero`, a number or a name declared as one;
    /// nil when `range` is none of these (a view, a layout guide).
    static func read(_ range: Range<Int>, in code: CodeText, variables: VariableTypes) -> MakerConstant? {
        let range = code.trimmed(range)
        if let value = code.number(in: range) { return .number(value) }
        let text = code.text(range)
        if text.hasSuffix(".zero") || text == "UIEdgeInsetsZero" || text == "CGSizeZero" || text == "CGPointZero" {
            return .insets(top: 0, left: 0, bottom: 0, right: 0)
        }
        // Objective-C's boxed expression (`equalTo(@(self.contentHeight))`): a number, whatever its value.
        if code.language == .objectiveC, text.hasPrefix("@("),
            code.closing(range.lowerBound + 1) == range.upperBound - 1
        {
            return .unknown
        }
        if let name = code.identifier(at: range.lowerBound), name.upperBound == range.upperBound {
            let declared = variables.number(code.text(name))
            if declared.isNumber { return declared.value.map(MakerConstant.number) ?? .unknown }
        }
        guard let open = code.occurrences(of: "(", in: range).first, code.closing(open) == range.upperBound - 1
        else { return nil }
        let callee = code.text(code.trimmed(range.lowerBound..<open))
        let arguments = code.arguments(in: (open + 1)..<(range.upperBound - 1))
        func value(_ label: String, _ index: Int) -> Double? {
            let argument = arguments.first { $0.label == label } ?? (index < arguments.count ? arguments[index] : nil)
            return argument.flatMap { code.number(in: $0.value) }
        }
        // `.init(width:height:)` says its type by its first label.
        let kind = callee == ".init" ? ".init(" + (arguments.first?.label ?? "") : callee
        switch kind {
        case "CGSize", "CGSizeMake", "CGSize.init", ".init(width":
            return .size(width: value("width", 0), height: value("height", 1))
        case "CGPoint", "CGPointMake", "CGPoint.init", ".init(x":
            return .point(x: value("x", 0), y: value("y", 1))
        case "UIEdgeInsets", "UIEdgeInsetsMake", "NSEdgeInsets", "NSEdgeInsetsMake", "ConstraintInsets",
            "UIEdgeInsets.init", "MASEdgeInsetsMake", ".init(top":
            return .insets(
                top: value("top", 0), left: value("left", 1), bottom: value("bottom", 2), right: value("right", 3))
        case "NSDirectionalEdgeInsets", "NSDirectionalEdgeInsets.init":
            return .insets(
                top: value("top", 0), left: value("leading", 1), bottom: value("bottom", 2),
                right: value("trailing", 3))
        default:
            return nil
        }
    }
}
