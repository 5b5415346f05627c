/// The edits that give one declaration of a SnapKit or Masonry chain a priority.
///
/// A chain of one attribute takes `.priority(999)` in place: an existing priority link is replaced,
/// else it goes after the relation and its constant modifiers (SnapKit allows no priority after
/// `.labeled(…)` or `.constraint`). A chain of several attributes (`make.leading.trailing…`,
/// `make.edges…`) makes one constraint each, and a priority on it would lower them all: the chain is
/// split in two statements, the other attributes first as they were, then the one attribute alone
/// with the priority. Not split (nil): a chain whose target names several attributes
/// (`other.snp.edges`, matched by position, which a split would shift), and one that is not a
/// statement of its own (`let c = make…constraint`).
struct MakerPriorityPatch {
    let reader: MakerDeclarations
    let blocks: [MakerBlock]

    func edits(for declaration: DeclaredConstraint, priority: Double) -> [SourceEdit]? {
        let chains = reader.chains(in: blocks)
        guard let found = chains.first(where: { $0.chain.range == declaration.range }),
            let attribute = declaration.first?.attribute,
            var edits = edits(for: found.chain, attribute, priority: priority)
        else { return nil }
        guard found.block.updates else { return edits }
        // An update finds the constraint it changes by its items, attributes, relation and priority
        // (Masonry's `mas_updateConstraints:` and SnapKit's `updateConstraints` alike): the chain that
        // made it takes the same priority, or the update would make a second constraint (Masonry) or
        // find none (SnapKit stops the app). Where the file does not make it, no patch.
        let receiver = found.block.receiver.map { reader.code.text($0) } ?? "self"
        let made = chains.filter { other in
            !other.block.updates && (other.block.receiver.map { reader.code.text($0) } ?? "self") == receiver
                && reader.declarations(of: other.chain, in: other.block).contains {
                    $0.first?.attribute == attribute && $0.relation == declaration.relation
                }
        }
        guard !made.isEmpty else { return nil }
        for other in made {
            guard let more = self.edits(for: other.chain, attribute, priority: priority) else { return nil }
            edits += more
        }
        return edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The edits that give `attribute`'s constraint of one chain the priority.
    private func edits(for chain: MakerChain, _ attribute: LayoutAttribute, priority: Double) -> [SourceEdit]? {
        let firsts = reader.firstAttributes(of: chain)
        guard firsts.contains(attribute) else { return nil }
        let value = PriorityLiteral.text(priority)
        if firsts.count == 1 { return [priorityEdit(in: chain, value: value)] }
        return split(chain, keeping: attribute, of: firsts, value: value)
    }

    /// `.priority(value)` replacing the chain's last priority link, or inserted where one may go.
    private func priorityEdit(in chain: MakerChain, value: String) -> SourceEdit {
        let link = ".priority(\(value))"
        if let existing = chain.modifiers.last(where: { reader.dialect.isPriority($0) }) {
            return SourceEdit(range: existing.range, replacement: link)
        }
        let final = chain.modifiers.first { reader.dialect.finalLinks.contains($0.name) }
        let before = final.map { $0.range.lowerBound } ?? chain.range.upperBound
        let insertion =
            [chain.relation.range.upperBound] + chain.modifiers.map(\.range.upperBound).filter { $0 <= before }
        let at = insertion.max()!
        return SourceEdit(range: at..<at, replacement: link)
    }

    private func split(
        _ chain: MakerChain, keeping attribute: LayoutAttribute, of firsts: [LayoutAttribute], value: String
    )
        -> [SourceEdit]?
    {
        let code = reader.code
        if case .item(_, let attributes) = reader.target(of: chain), attributes.count > 1 { return nil }
        let lineStart = code.lineStart(at: chain.range.lowerBound)
        let lead = code.trimmed(lineStart..<chain.range.lowerBound)
        let startsLine = lead.isEmpty
        if !startsLine {
            let last = code.code[lead.upperBound - 1]
            guard last == Byte.openBrace || last == Byte.semicolon else { return nil }
        }
        guard let firstLink = chain.attributes.first else { return nil }
        let maker = code.text(chain.range.lowerBound..<firstLink.range.lowerBound)
        let tailStart = chain.relation.range.lowerBound
        let tail = code.text(tailStart..<chain.range.upperBound)
        let edit = priorityEdit(in: chain, value: value)
        var lowered = Array(code.bytes[tailStart..<chain.range.upperBound])
        lowered.replaceSubrange(
            (edit.range.lowerBound - tailStart)..<(edit.range.upperBound - tailStart),
            with: Array(edit.replacement.utf8))
        let rest = firsts.filter { $0 != attribute }.map { "." + $0.name }.joined()
        let separator: String
        if startsLine {
            separator = (code.language == .objectiveC ? ";" : "") + "\n" + code.indentation(at: chain.range.lowerBound)
        } else {
            separator = "; "
        }
        let replacement =
            maker + rest + tail + separator + maker + "." + attribute.name + String(decoding: lowered, as: UTF8.self)
        return [SourceEdit(range: chain.range, replacement: replacement)]
    }
}
