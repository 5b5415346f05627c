/// A SnapKit closure or Masonry block: whose constraints it makes and where its statements lie.
struct MakerBlock {
    /// The view before `.snp` or the receiver of `mas_makeConstraints:`; nil for `self` (a bare
    /// `snp.makeConstraints`).
    var receiver: Range<Int>?
    /// Between the braces.
    var body: Range<Int>
    /// The maker's name: `make`, `m`, `$0`.
    var maker: String
    /// An update (`mas_updateConstraints:`, `snp.updateConstraints`): its chains change the constant of
    /// a constraint another block made with the same items, attributes, relation and priority.
    var updates = false
}

/// Reads the chains of maker blocks into declarations, for SnapKit and Masonry alike: one per
/// attribute a chain names (`make.leading.trailing…` is two), the constant worked out per attribute
/// as the library does (an inset is `- 16` on a trailing edge), the target resolved to an item.
struct MakerDeclarations {
    let dialect: MakerDialect
    let code: CodeText
    let file: SourceFile
    let variables: VariableTypes
    let items: ItemReader

    init(dialect: MakerDialect, code: CodeText, file: SourceFile) {
        self.dialect = dialect
        self.code = code
        self.file = file
        variables = VariableTypes(code, header: file.header)
        items = ItemReader(code: code, variables: variables)
    }

    /// Every chain of `blocks`, each once: a chain in a block nested in another is the inner one's.
    func chains(in blocks: [MakerBlock]) -> [(block: MakerBlock, chain: MakerChain)] {
        var found: [(block: MakerBlock, chain: MakerChain)] = []
        for block in blocks {
            let inner = blocks.filter {
                $0.body != block.body && block.body.contains($0.body.lowerBound)
            }
            for offset in code.occurrences(of: block.maker, in: block.body)
            where code.hasWord(block.maker, at: offset) || block.maker.hasPrefix("$") {
                if inner.contains(where: { $0.body.contains(offset) }) { continue }
                let before = code.skipSpaceBackward(from: offset)
                if before > 0, code.code[before - 1] == Byte.dot { continue }
                guard
                    let chain = MakerChain.read(
                        at: offset, makerEnd: offset + block.maker.utf8.count, in: code, grammar: dialect.grammar)
                else { continue }
                found.append((block, chain))
            }
        }
        return found.sorted { $0.chain.range.lowerBound < $1.chain.range.lowerBound }
    }

    func declarations(in blocks: [MakerBlock]) -> [DeclaredConstraint] {
        chains(in: blocks).flatMap { declarations(of: $0.chain, in: $0.block) }
    }

    /// The first attributes a chain names, composites spread, in the order the library makes them.
    func firstAttributes(of chain: MakerChain) -> [LayoutAttribute] {
        var attributes: [LayoutAttribute] = []
        for link in chain.attributes {
            for attribute in dialect.attributes(link.name) where !attributes.contains(attribute) {
                attributes.append(attribute)
            }
        }
        if dialect.style == .snapKit {
            // SnapKit ORs the attributes into one set and makes them in its own order.
            let order = MakerDialect.snapKitOrder
            attributes.sort { (order.firstIndex(of: $0) ?? 99) < (order.firstIndex(of: $1) ?? 99) }
        }
        return attributes
    }

    /// What the relation relates to.
    enum Target {
        case superview
        case constant(MakerConstant)
        /// A view or guide, with the attributes it names (`header.snp.bottom`), none for its own.
        case item(expression: String, attributes: [LayoutAttribute])
        /// Several targets (Masonry's `@[a, b]`): no one declaration stands for it.
        case several
    }

    func target(of chain: MakerChain) -> Target {
        if chain.relation.name.hasSuffix("Superview") { return .superview }
        guard let arguments = chain.relation.arguments,
            let argument = code.arguments(in: arguments).first?.value
        else { return .superview }
        if let constant = MakerConstant.read(argument, in: code, variables: variables) { return .constant(constant) }
        let text = code.text(argument)
        if text.hasPrefix("@[") { return .several }
        let marker = dialect.style == .snapKit ? ".snp." : ".mas_"
        if let found = text.lastRange(of: marker) {
            let name = String(text[found.upperBound...])
            let base = String(text[..<found.lowerBound])
            if dialect.style == .masonry, name.hasPrefix("safeAreaLayoutGuide") {
                let rest = name.dropFirst("safeAreaLayoutGuide".count)
                let attribute =
                    rest.isEmpty ? [] : [LayoutAttribute(name: rest.prefix(1).lowercased() + rest.dropFirst())]
                return .item(expression: base + ".safeAreaLayoutGuide", attributes: attribute)
            }
            return .item(expression: base, attributes: dialect.attributes(name))
        }
        return .item(expression: text, attributes: [])
    }

    func declarations(of chain: MakerChain, in block: MakerBlock) -> [DeclaredConstraint] {
        let firsts = firstAttributes(of: chain)
        let target = target(of: chain)
        if case .several = target { return [] }
        let receiver = block.receiver.map { code.text($0) } ?? "self"
        let relationLine = code.line(at: chain.relation.range.lowerBound + 1)
        let line = dialect.style == .snapKit ? relationLine : code.line(at: chain.range.lowerBound)
        let priorityLink = chain.modifiers.last { dialect.isPriority($0) }
        let priority = priorityLink.flatMap { dialect.priority(of: $0, in: code) }
        let identifier = chain.modifier([dialect.identifierLink])?.arguments.flatMap {
            code.stringLiteral(in: $0)?.value
        }
        return firsts.enumerated().map { index, attribute in
            var second: DeclaredItem?
            var constant: Double? = 0
            switch target {
            case .superview:
                second = items.superview(of: receiver, attribute: attribute, at: chain.range.lowerBound)
            case .constant(let value):
                constant = dialect.readsConstant(value, attribute, nil)
                if !attribute.isSize {
                    second = items.superview(of: receiver, attribute: attribute, at: chain.range.lowerBound)
                }
            case .item(let expression, let attributes):
                let secondAttribute =
                    attributes.count == firsts.count
                    ? attributes[index] : attributes.count == 1 ? attributes[0] : attribute
                second = items.item(expression, attribute: secondAttribute, at: chain.range.lowerBound)
                if items.isSuperview(expression, of: receiver) { second?.isSuperview = true }
            case .several:
                break
            }
            for modifier in chain.modifiers where dialect.constantModifiers.contains(modifier.name) {
                constant = modifierConstant(modifier).flatMap { dialect.readsConstant($0, attribute, constant) }
            }
            var declared = DeclaredConstraint(
                path: file.path, line: line, style: dialect.style,
                first: items.item(receiver, attribute: attribute, at: chain.range.lowerBound),
                second: second, relation: dialect.relation(of: chain.relation.name), constant: constant,
                multiplier: multiplier(of: chain), priority: priority, identifier: identifier, range: chain.range,
                text: code.text(chain.range))
            declared.updates = block.updates
            return declared
        }
    }

    /// The constant a modifier sets: `inset(16)` is an inset on every side, `offset(8)` a number.
    private func modifierConstant(_ modifier: MakerChain.Link) -> MakerConstant? {
        guard let arguments = modifier.arguments else { return nil }
        let value = MakerConstant.read(arguments, in: code, variables: variables) ?? .unknown
        if modifier.name.hasSuffix("nset") || modifier.name.hasSuffix("nsets"), case .number(let inset) = value {
            return .insets(top: inset, left: inset, bottom: inset, right: inset)
        }
        return value
    }

    private func multiplier(of chain: MakerChain) -> Double? {
        guard let link = chain.modifier(["multipliedBy", "dividedBy"]), let arguments = link.arguments,
            let value = code.number(in: arguments)
        else { return nil }
        return link.name == "dividedBy" ? (value == 0 ? nil : 1 / value) : value
    }
}

extension MakerDialect {
    /// SnapKit's `ConstraintAttributes.layoutAttributes` order.
    static let snapKitOrder: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .topMargin, .rightMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]
}
