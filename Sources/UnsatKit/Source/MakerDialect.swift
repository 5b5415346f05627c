/// What SnapKit and Masonry each call the parts of a maker chain, and how each reads a target: the
/// tables that let one reader (`MakerDeclarations`) serve both.
struct MakerDialect: Sendable {
    var style: SourceStyle
    var grammar: MakerChain.Grammar
    /// Attributes that stand for several (`edges`, `size`, `center`), in the order the library makes them.
    var composites: [String: [LayoutAttribute]]
    /// Modifiers that set the constant from their argument.
    var constantModifiers: Set<String>
    /// Modifiers that set the priority with no argument, and the value each means.
    var namedPriorityLinks: [String: Double]
    /// Names a `priority(…)` argument may be, and their value.
    var priorityNames: [String: Double]
    /// The modifier whose string argument is the identifier the log prints.
    var identifierLink: String
    /// The modifiers that end a chain: a priority is written before them (SnapKit allows none after
    /// `labeled`; Masonry allows one after `key`, but reads better before it).
    var finalLinks: Set<String>
    /// SnapKit multiplies an inset into sizes and keeps its sign rules for every attribute; Masonry's
    /// `insets` touches edges only.
    var readsConstant: @Sendable (MakerConstant, LayoutAttribute, Double?) -> Double?

    /// The relations each relation call states.
    func relation(of name: String) -> Relation? {
        let plain = name.hasPrefix("mas_") ? String(name.dropFirst(4)) : name
        if plain.hasPrefix("equalTo") { return .equal }
        if plain.hasPrefix("lessThanOrEqualTo") { return .lessThanOrEqual }
        if plain.hasPrefix("greaterThanOrEqualTo") { return .greaterThanOrEqual }
        return nil
    }

    /// The attributes one attribute link names: itself, or a composite's parts.
    func attributes(_ name: String) -> [LayoutAttribute] {
        if let parts = composites[name] { return parts }
        return [name == "baseline" ? .lastBaseline : LayoutAttribute(name: name)]
    }

    static let simpleAttributes: [String] = [
        "left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "baseline", "leftMargin", "topMargin", "rightMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    static let snapKit = MakerDialect(
        style: .snapKit,
        grammar: MakerChain.Grammar(
            attributes: Set(simpleAttributes).union(snapKitComposites.keys),
            relations: [
                "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSuperview",
                "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
            ],
            connectors: []),
        composites: snapKitComposites,
        constantModifiers: ["offset", "inset", "insets", "directionalInsets"],
        namedPriorityLinks: [
            "priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250,
        ],
        priorityNames: [
            "required": 1000, "high": 750, "medium": 500, "low": 250, "defaultHigh": 750, "defaultLow": 250,
            "fittingSizeLevel": 50,
        ],
        identifierLink: "labeled", finalLinks: ["labeled", "constraint"],
        readsConstant: { constant, attribute, _ in constant.snapKitValue(for: attribute) })

    /// SnapKit's `ConstraintAttributes`, each composite's parts in the order of its `layoutAttributes`.
    static let snapKitComposites: [String: [LayoutAttribute]] = [
        "edges": [.left, .top, .right, .bottom],
        "horizontalEdges": [.left, .right],
        "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .bottom, .leading, .trailing],
        "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "margins": [.leftMargin, .topMargin, .rightMargin, .bottomMargin],
        "directionalMargins": [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    static let masonry = MakerDialect(
        style: .masonry,
        grammar: MakerChain.Grammar(
            attributes: Set(simpleAttributes).union(masonryComposites.keys),
            relations: [
                "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "mas_equalTo", "mas_lessThanOrEqualTo",
                "mas_greaterThanOrEqualTo",
            ],
            connectors: ["and", "with"]),
        composites: masonryComposites,
        constantModifiers: ["offset", "mas_offset", "inset", "insets", "sizeOffset", "centerOffset", "valueOffset"],
        namedPriorityLinks: ["priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250],
        priorityNames: [
            "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
            "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250,
            "MASLayoutPriorityFittingSizeLevel": 50, "UILayoutPriorityRequired": 1000,
            "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
            "UILayoutPriorityFittingSizeLevel": 50,
        ],
        identifierLink: "key", finalLinks: ["key"],
        readsConstant: { constant, attribute, current in constant.masonryValue(for: attribute, current: current) })

    /// Masonry's composites, each in the order `addConstraintWithAttributes:` makes them.
    static let masonryComposites: [String: [LayoutAttribute]] = [
        "edges": [.left, .right, .top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "margins": [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// The priority a `priority(…)` argument or a named link gives, when a literal or a known name.
    func priority(of link: MakerChain.Link, in code: CodeText) -> Double? {
        if let named = namedPriorityLinks[link.name] { return named }
        guard link.name == "priority", let arguments = link.arguments else { return nil }
        if let value = code.number(in: arguments) { return value }
        var name = code.text(code.trimmed(arguments))
        if name.hasPrefix(".") { name.removeFirst() }
        if let dot = name.lastIndex(of: "."), priorityNames[String(name[name.index(after: dot)...])] != nil {
            name = String(name[name.index(after: dot)...])
        }
        return priorityNames[name]
    }

    /// Whether a link sets the priority.
    func isPriority(_ link: MakerChain.Link) -> Bool {
        link.name == "priority" || namedPriorityLinks[link.name] != nil
    }
}
