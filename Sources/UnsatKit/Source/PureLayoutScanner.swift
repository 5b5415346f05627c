/// Reads PureLayout's calls in Swift and Objective-C: one declaration per constraint a call makes
/// (`autoCenterInSuperview()` makes two, `autoPinEdgesToSuperviewEdges(with:)` four), with the
/// priority of the `autoSetPriority` block around it.
///
/// PureLayout turns a superview inset on a bottom, right or trailing edge into a negative offset (and
/// flips an inequality), so the log prints `trailing == superview.trailing - 16`: so does this.
public struct PureLayoutScanner: SourceScanner {
    public var needles: [StaticString] {
        ["autoPin", "autoSet", "autoAlign", "autoMatch", "autoCenter", "autoConstrain"]
    }

    public init() {}

    public func reads(extension: String) -> Bool { ["swift", "m", "mm"].contains(`extension`) }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let code = CodeText(file)
        let reader = PureLayoutConstraints(code: code, header: file.header)
        let blocks = PureLayoutBlock.blocks(in: code)
        return PureLayoutCall.calls(in: code).flatMap { call in
            let around = blocks.filter { $0.body.contains(call.range.lowerBound) }
            let priority = around.filter { $0.priority != nil }.max { $0.body.lowerBound < $1.body.lowerBound }
            let identifier = around.filter { $0.identifier != nil }.max { $0.body.lowerBound < $1.body.lowerBound }
            return reader.constraints(of: call).map { made in
                DeclaredConstraint(
                    path: file.path, line: code.line(at: call.range.lowerBound), style: .pureLayout,
                    first: made.first, second: made.second, relation: made.relation, constant: made.constant,
                    multiplier: made.multiplier, priority: priority?.priority,
                    identifier: call.identifier ?? identifier?.identifier, range: call.range,
                    text: code.text(call.range))
            }
        }
    }

    /// The call wrapped in a priority block: `NSLayoutConstraint.autoSetPriority(UILayoutPriority(999))
    /// { … }` in Swift, `[NSLayoutConstraint autoSetPriority:999 forConstraints:^{ … }];` in
    /// Objective-C. A call that makes several constraints is first written as one call per
    /// constraint (`autoCenterInSuperview()` as two `autoAlignAxis(toSuperviewAxis:)`), and only the
    /// one is wrapped. Nil when the call is not a statement of its own or an assignment's value
    /// (`let c = v.autoSetDimension(…)` would leave `c` inside the block), or a call of several
    /// constraints is assigned.
    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let code = CodeText(file)
        guard let call = PureLayoutCall.calls(in: code).first(where: { $0.range == declaration.range }),
            let attribute = declaration.first?.attribute
        else { return nil }
        let reader = PureLayoutConstraints(code: code, header: file.header)
        let made = reader.constraints(of: call)
        guard let index = made.firstIndex(where: { $0.first.attribute == attribute }) else { return nil }
        // The statement: its line from the first non-blank byte, through `;` in Objective-C.
        var end = call.range.upperBound
        let semicolon = code.skipSpace(from: end)
        if semicolon < code.code.count, code.code[semicolon] == Byte.semicolon { end = semicolon + 1 }
        let lineStart = code.lineStart(at: call.range.lowerBound)
        let lead = code.trimmed(lineStart..<call.range.lowerBound)
        if !lead.isEmpty {
            let text = code.text(lead)
            guard made.count == 1, text.hasSuffix("="), !text.hasPrefix("let "), !text.hasPrefix("var "),
                !text.contains("*"), !text.hasPrefix("return")
            else { return nil }
        }
        let start = lead.isEmpty ? call.range.lowerBound : lead.lowerBound
        let indent = code.indentation(at: start)
        let value = PriorityLiteral.text(priority)
        var statements: [String]
        if made.count == 1 {
            statements = [code.text(start..<end)]
        } else {
            let receiver = call.receiver.map { code.text($0) }
            statements = made.compactMap { $0.single?.text(receiver: receiver, language: code.language) }
            guard statements.count == made.count else { return nil }
        }
        let lowered = statements.remove(at: made.count == 1 ? 0 : index)
        let wrapped =
            code.language == .swift
            ? "NSLayoutConstraint.autoSetPriority(UILayoutPriority(\(value))) {\n\(indent)    \(lowered)\n\(indent)}"
            : "[NSLayoutConstraint autoSetPriority:\(value) forConstraints:^{\n\(indent)    \(lowered)\n\(indent)}];"
        let replacement = (statements + [wrapped]).joined(separator: "\n" + indent)
        return [SourceEdit(range: start..<end, replacement: replacement)]
    }
}
