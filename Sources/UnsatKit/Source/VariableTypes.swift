/// The classes a file gives its variables and properties, as far as the file says: what a scanner
/// reports as a view's class, so that a constraint on a `UIImageView` is not taken for one on a label.
///
/// Swift: `let avatar = UIImageView()`, `var avatar = AvatarView(frame: .zero)`, `let avatar:
/// UIImageView = { … }()`, `@IBOutlet weak var avatar: UIImageView!`. Objective-C: `@property (…)
/// UIImageView *avatar;`, `UIImageView *avatar = …`, an ivar `UIImageView *_avatar;`. A name the file
/// declares with two classes has none: the reader cannot tell which one a constraint meant.
struct VariableTypes {
    private var classes: [String: String?] = [:]
    /// Names declared with a number's type or a number (`let inset: CGFloat = 16`), with the value
    /// when it is a literal.
    private var numbers: [String: Double?] = [:]

    /// The superview each view is added to (`contentView.addSubview(avatar)`, `[self addSubview:
    /// avatar]`), both by the last part of their names; `self` when the call has no receiver.
    private var parents: [String: String?] = [:]

    /// Swift names declared with an optional type (`var content: UIView?`): a statement on one needs `?.`.
    private var optionals: Set<String> = []

    /// Each class's superclass, as the file (or its header) declares it: `class Cell: UITableViewCell`,
    /// `@interface Cell : UITableViewCell`.
    private var superclasses: [String: String] = [:]

    /// The file's variables, and an Objective-C file's header's properties (`Cell.h` beside `Cell.m`).
    init(_ code: CodeText, header: [UInt8]? = nil) {
        var sources = [code]
        if let header, code.language == .objectiveC { sources.append(CodeText(header, language: .objectiveC)) }
        for source in sources {
            switch source.language {
            case .swift: readSwift(source)
            case .objectiveC: readObjectiveC(source)
            }
            readSuperclasses(source)
        }
        readSubviews(code)
    }

    /// The superclass `className` is declared with, if the file or its header says.
    func superclass(of className: String) -> String? { superclasses[className] }

    private mutating func readSuperclasses(_ code: CodeText) {
        let keyword = code.language == .swift ? "class" : "@interface"
        for offset in code.occurrences(of: keyword) {
            guard code.language == .objectiveC || code.hasWord(keyword, at: offset),
                let name = code.identifier(at: code.skipSpace(from: offset + keyword.utf8.count))
            else { continue }
            let colon = code.skipSpace(from: name.upperBound)
            guard colon < code.code.count, code.code[colon] == Byte.colon,
                let parent = code.identifier(at: code.skipSpace(from: colon + 1))
            else { continue }
            superclasses[code.text(name)] = code.text(parent)
        }
    }

    /// The view `name` is added to as a subview, by the last part of its name (`self` for a call
    /// with no receiver); nil when the file adds it to none or to more than one.
    func superview(of name: String) -> String? { addedAsSubview(name) ?? nil }

    /// Whether the file adds `name` (the last part of its name) to a superview: `.some(parent)`,
    /// `.some(nil)` when it adds it to more than one, nil when to none.
    func addedAsSubview(_ name: String) -> String?? { parents[Self.withoutUnderscore(name)] }

    /// An ivar's name as its property's (`_avatar` is `avatar`): a view is added by one, constrained by the other.
    static func withoutUnderscore(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    /// The last part of an expression: `self.header.avatar` → `avatar`, `avatar!` → `avatar`.
    static func lastName(_ expression: String) -> String {
        var text = Substring(expression)
        while let last = text.last, last == "!" || last == "?" { text = text.dropLast() }
        return text.split(separator: ".").last.map(String.init) ?? String(text)
    }

    private mutating func noteParent(_ child: String, _ parent: String) {
        let child = Self.withoutUnderscore(Self.lastName(child))
        let parent = Self.withoutUnderscore(Self.lastName(parent))
        if let existing = parents[child], existing != parent {
            parents[child] = .some(nil)
        } else {
            parents[child] = parent
        }
    }

    private mutating func readSubviews(_ code: CodeText) {
        for method in ["addSubview", "addArrangedSubview", "insertSubview"] {
            for offset in code.occurrences(of: method) where code.hasWord(method, at: offset) {
                let end = offset + method.utf8.count
                switch code.language {
                case .swift:
                    guard end < code.code.count, code.code[end] == Byte.openParen, let close = code.closing(end),
                        let child = code.arguments(in: (end + 1)..<close).first
                    else { continue }
                    let dot = code.skipSpaceBackward(from: offset)
                    let parent =
                        dot > 0 && code.code[dot - 1] == Byte.dot
                        ? code.text(code.expression(endingAt: dot - 1)) : "self"
                    noteParent(code.text(child.value), parent.isEmpty ? "self" : parent)
                case .objectiveC:
                    guard let open = code.enclosingOpener(of: offset, kinds: [Byte.openBracket]),
                        let message = code.message(at: open), message.parts.first?.label == method,
                        let child = message.parts.first
                    else { continue }
                    noteParent(code.text(child.value), code.text(message.receiver))
                }
            }
        }
    }

    /// The class `name` (a plain name or the last part of `self.avatar`) is declared with, if one.
    func className(of name: String) -> String? { classes[name] ?? nil }

    /// Whether the file declares `name` (a Swift property or variable) with an optional type (`UIView?`).
    func isOptional(_ name: String) -> Bool { optionals.contains(name) }

    /// Whether `name` is declared as a number, and its literal value when it has one.
    func number(_ name: String) -> (isNumber: Bool, value: Double?) {
        guard let value = numbers[name] else { return (false, nil) }
        return (true, value)
    }

    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UILayoutPriority"]

    private mutating func note(_ name: String, _ className: String) {
        if Self.numberTypes.contains(className) {
            if numbers[name] == nil { numbers[name] = .some(nil) }
            return
        }
        if let existing = classes[name], existing != className {
            classes[name] = .some(nil)
        } else {
            classes[name] = className
        }
    }

    private mutating func readSwift(_ code: CodeText) {
        for keyword in ["let", "var"] {
            for offset in code.occurrences(of: keyword) where code.hasWord(keyword, at: offset) {
                let start = code.skipSpace(from: offset + keyword.utf8.count)
                guard let nameRange = code.identifier(at: start) else { continue }
                let name = code.text(nameRange)
                var i = code.skipSpace(from: nameRange.upperBound)
                guard i < code.code.count else { continue }
                if code.code[i] == Byte.colon, let type = typeName(in: code, from: code.skipSpace(from: i + 1)) {
                    note(name, type.name)
                    if type.end > 0, code.code[type.end - 1] == Byte.question { optionals.insert(name) }
                    i = code.skipSpace(from: type.end)
                    if i < code.code.count, code.code[i] == Byte.equals, Self.numberTypes.contains(type.name) {
                        noteLiteral(name, code, from: i + 1)
                    }
                    continue
                }
                guard code.code[i] == Byte.equals else { continue }
                i = code.skipSpace(from: i + 1)
                if let type = typeName(in: code, from: i), type.name.first?.isUppercase == true,
                    code.hasCall(at: type.end)
                {
                    note(name, type.name)
                    if Self.numberTypes.contains(type.name) { noteLiteral(name, code, from: i) }
                } else {
                    noteLiteral(name, code, from: i)
                }
            }
        }
    }

    /// `name = 16` or `name: CGFloat = 16`: a number, with its value when the line gives one.
    private mutating func noteLiteral(_ name: String, _ code: CodeText, from offset: Int) {
        let start = code.skipSpace(from: offset)
        var end = start
        while end < code.code.count, code.code[end] != Byte.newline, code.code[end] != Byte.semicolon { end += 1 }
        guard let value = code.number(in: start..<end) else { return }
        // A second declaration with another value leaves the name a number of unknown value.
        switch numbers[name] {
        case .some(.some(let known)) where known != value: numbers[name] = .some(nil)
        default: numbers[name] = value
        }
    }

    /// A type name at `offset`: `UIImageView`, `MyApp.AvatarView` (its last part), without `!`/`?`.
    private func typeName(in code: CodeText, from offset: Int) -> (name: String, end: Int)? {
        guard var identifier = code.identifier(at: offset) else { return nil }
        while identifier.upperBound + 1 < code.code.count, code.code[identifier.upperBound] == Byte.dot,
            let next = code.identifier(at: identifier.upperBound + 1),
            code.code[next.lowerBound].isUppercaseASCII
        {
            identifier = next
        }
        var end = identifier.upperBound
        while end < code.code.count, code.code[end] == Byte.bang || code.code[end] == Byte.question { end += 1 }
        return (code.text(identifier), end)
    }

    private mutating func readObjectiveC(_ code: CodeText) {
        // `Type *name`: a star between two identifiers, the type's first letter upper case.
        for star in code.occurrences(of: "*") {
            let typeEnd = code.skipSpaceBackward(from: star)
            let typeRange = code.expression(endingAt: typeEnd)
            guard !typeRange.isEmpty, code.identifier(at: typeRange.lowerBound) == typeRange,
                code.code[typeRange.lowerBound].isUppercaseASCII
            else { continue }
            let nameStart = code.skipSpace(from: star + 1)
            guard let nameRange = code.identifier(at: nameStart) else { continue }
            let after = code.skipSpace(from: nameRange.upperBound)
            guard after < code.code.count,
                [Byte.semicolon, Byte.equals, Byte.comma, Byte.closeParen].contains(code.code[after])
            else { continue }
            let name = code.text(nameRange)
            note(name, code.text(typeRange))
            if name.hasPrefix("_") { note(String(name.dropFirst()), code.text(typeRange)) }
        }
    }
}

extension CodeText {
    /// Whether a call's `(` or `.init(` follows at `offset`: what makes `Type` a constructor.
    fileprivate func hasCall(at offset: Int) -> Bool {
        guard offset < code.count else { return false }
        if code[offset] == Byte.openParen { return true }
        return code[offset] == Byte.dot && hasWord("init", at: offset + 1)
    }
}

extension UInt8 {
    fileprivate var isUppercaseASCII: Bool { self &- UInt8(ascii: "A") < 26 }
}
