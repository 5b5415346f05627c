/// Reads Masonry's `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }];` (and
/// `mas_remakeConstraints:`, `mas_updateConstraints:`): one declaration per attribute of each `make`
/// chain, `and`/`with` read past, `@120`, `@(120)` and `mas_equalTo(120)` alike.
///
/// A declaration's line is its chain's first line: Masonry records no source line, so that is where
/// a reader looks.
public struct MasonryScanner: SourceScanner {
    public var needles: [StaticString] { ["mas_"] }

    public init() {}

    public func reads(extension: String) -> Bool { ["m", "mm", "h"].contains(`extension`) }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let code = CodeText(file.bytes, language: .objectiveC)
        return MakerDeclarations(dialect: .masonry, code: code, file: file).declarations(in: Self.blocks(in: code))
    }

    /// `.priority(999)` written into the chain, replacing `priorityHigh()` and the like; a chain of
    /// several attributes is split in two statements (see `MakerPriorityPatch`).
    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let code = CodeText(file.bytes, language: .objectiveC)
        let reader = MakerDeclarations(dialect: .masonry, code: code, file: file)
        return MakerPriorityPatch(reader: reader, blocks: Self.blocks(in: code))
            .edits(for: declaration, priority: priority)
    }

    static let selectors = ["mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints"]

    /// Each block passed to a `mas_…Constraints:` message, with the message's receiver and the
    /// block's parameter name.
    static func blocks(in code: CodeText) -> [MakerBlock] {
        var blocks: [MakerBlock] = []
        for selector in selectors {
            for offset in code.occurrences(of: selector) where code.hasWord(selector, at: offset) {
                guard let open = code.enclosingOpener(of: offset, kinds: [Byte.openBracket]),
                    let message = code.message(at: open), message.parts.first?.label == selector,
                    let argument = message.parts.first?.value, !argument.isEmpty,
                    code.code[argument.lowerBound] == UInt8(ascii: "^")
                else { continue }
                var i = code.skipSpace(from: argument.lowerBound + 1)
                var maker = "make"
                if i < code.code.count, code.code[i] == Byte.openParen, let close = code.closing(i) {
                    // `(MASConstraintMaker *make)`: the last name is the parameter's.
                    var j = close
                    while j > i, !Byte.continuesIdentifier(code.code[j - 1]) { j -= 1 }
                    var k = j
                    while k > i, Byte.continuesIdentifier(code.code[k - 1]) { k -= 1 }
                    if k < j { maker = code.text(k..<j) }
                    i = code.skipSpace(from: close + 1)
                }
                guard i < code.code.count, code.code[i] == Byte.openBrace, let close = code.closing(i) else {
                    continue
                }
                blocks.append(
                    MakerBlock(
                        receiver: message.receiver, body: (i + 1)..<close, maker: maker,
                        updates: selector == "mas_updateConstraints"))
            }
        }
        return blocks.sorted { $0.body.lowerBound < $1.body.lowerBound }
    }
}
