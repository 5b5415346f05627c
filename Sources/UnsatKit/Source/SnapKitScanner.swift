/// Reads SnapKit's `view.snp.makeConstraints { make in … }` (and `remakeConstraints`,
/// `updateConstraints`, `$0` closures): one declaration per attribute of each `make` chain.
///
/// A declaration's line is the line of its relation call (`equalTo`, `equalToSuperview`): that call
/// takes `#line`, which SnapKit prints after the constraint's address (`@ProfileView.swift#42`).
public struct SnapKitScanner: SourceScanner {
    public var needles: [StaticString] { ["snp."] }

    public init() {}

    public func reads(extension: String) -> Bool { `extension` == "swift" }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let code = CodeText(file.bytes, language: .swift)
        return MakerDeclarations(dialect: .snapKit, code: code, file: file).declarations(in: Self.blocks(in: code))
    }

    /// `.priority(999)` written into the chain (replacing a priority it has), before `.labeled(…)`
    /// and `.constraint`, which must end it. A chain of several attributes is split in two, the one
    /// attribute on a line of its own with the priority (see `MakerPriorityPatch`).
    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let code = CodeText(file.bytes, language: .swift)
        let reader = MakerDeclarations(dialect: .snapKit, code: code, file: file)
        return MakerPriorityPatch(reader: reader, blocks: Self.blocks(in: code))
            .edits(for: declaration, priority: priority)
    }

    static let methods = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// Each `snp.makeConstraints` closure of the file, with its receiver and its maker's name.
    static func blocks(in code: CodeText) -> [MakerBlock] {
        var blocks: [MakerBlock] = []
        for offset in code.occurrences(of: "snp") where code.hasWord("snp", at: offset) {
            var i = code.skipSpace(from: offset + 3)
            guard i < code.code.count, code.code[i] == Byte.dot,
                let method = code.identifier(at: code.skipSpace(from: i + 1)),
                methods.contains(code.text(method))
            else { continue }
            i = code.skipSpace(from: method.upperBound)
            if i < code.code.count, code.code[i] == Byte.openParen { i = code.skipSpace(from: i + 1) }
            guard i < code.code.count, code.code[i] == Byte.openBrace, let close = code.closing(i) else { continue }
            let before = code.skipSpaceBackward(from: offset)
            var receiver: Range<Int>?
            if before > 0, code.code[before - 1] == Byte.dot {
                let expression = code.expression(endingAt: before - 1)
                if !expression.isEmpty { receiver = expression }
            }
            let (maker, bodyStart) = Self.maker(afterBrace: i, in: code)
            blocks.append(
                MakerBlock(
                    receiver: receiver, body: bodyStart..<close, maker: maker,
                    updates: code.text(method) == "updateConstraints"))
        }
        return blocks
    }

    /// The closure's parameter (`make in`, `(make) in`, `(make: ConstraintMaker) -> Void in`,
    /// `[weak self] make in`) and where its body starts; `$0` when it names none.
    static func maker(afterBrace brace: Int, in code: CodeText) -> (String, Int) {
        var i = code.skipSpace(from: brace + 1)
        if i < code.code.count, code.code[i] == Byte.openBracket, let close = code.closing(i) {
            i = code.skipSpace(from: close + 1)
        }
        var name: Range<Int>?
        if i < code.code.count, code.code[i] == Byte.openParen, let close = code.closing(i) {
            name = code.identifier(at: code.skipSpace(from: i + 1))
            i = close + 1
        } else if let identifier = code.identifier(at: i) {
            name = identifier
            i = identifier.upperBound
        }
        guard let name, code.text(name) != "in" else { return ("$0", brace + 1) }
        // `in` ends the parameter list on its line, perhaps after `-> Void`.
        var j = i
        while j < code.code.count, code.code[j] != Byte.newline {
            if code.hasWord("in", at: j) { return (code.text(name), j + 2) }
            j += 1
        }
        return ("$0", brace + 1)
    }
}
