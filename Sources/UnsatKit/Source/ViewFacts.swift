/// What one file says about the views its constraints name: the classes it declares (and what each
/// subclasses), the class of each variable and property, and the titles it gives views. Read once a
/// file, so that every scanner turns `avatarView` into the same `DeclaredItem`.
struct ViewFacts: Sendable {
    /// A class the file declares, and the span of its body (Swift's `{ … }`, Objective-C's
    /// `@implementation … @end`).
    struct TypeScope: Sendable {
        var name: String
        var superclass: String?
        var body: Range<Int>
        /// `extension Name { … }`: the type is declared elsewhere.
        var isExtension = false
    }

    /// What a type is, for the views it implies (`view` of a controller, `contentView` of a cell).
    enum Kind {
        case controller, tableCell, collectionCell, view, other
    }

    let types: [TypeScope]
    /// Variable and property name → the class the file gives it (`avatarView` → `UIImageView`).
    let classes: [String: String]
    /// View name → the title the file gives it (`saveButton` → `Save`).
    let titles: [String: String]
    /// Superclasses named by `@interface X : Y` or `class X: Y` anywhere in the file.
    let superclasses: [String: String]
    /// Whether the file replaces a controller's root view (`loadView`), which then need not be a `UIView`.
    let replacesRootView: Bool

    /// What `text` says, and its `header` (an Objective-C file's `.h`) of its classes and properties.
    init(_ text: CodeText, header: [UInt8]? = nil) {
        var types: [TypeScope] = []
        var superclasses: [String: String] = [:]
        switch text.language {
        case .swift: Self.swiftTypes(text, into: &types, superclasses: &superclasses)
        case .objectiveC: Self.objectiveCTypes(text, into: &types, superclasses: &superclasses)
        }
        var classes = text.language == .swift ? Self.swiftVariables(text) : Self.objectiveCVariables(text)
        if let header, text.language == .objectiveC {
            let headerText = CodeText(header, language: .objectiveC)
            var ignored: [TypeScope] = []
            Self.objectiveCTypes(headerText, into: &ignored, superclasses: &superclasses)
            classes.merge(Self.objectiveCVariables(headerText)) { own, _ in own }
            for index in types.indices where types[index].superclass == nil {
                types[index].superclass = superclasses[types[index].name]
            }
        }
        self.types = types
        self.superclasses = superclasses
        self.classes = classes
        titles = Self.titles(text)
        replacesRootView = !text.occurrences(of: "loadView").isEmpty
    }

    // MARK: Items

    /// The item `expression` names at `offset` (the receiver of an anchor, an `item:`), with what
    /// the file says of it. An empty expression (a receiver-less anchor) or `self` is the type
    /// around `offset`.
    func item(_ expression: String, attribute: LayoutAttribute?, at offset: Int) -> DeclaredItem {
        var components = Self.components(of: expression)
        if components.first == "self" { components.removeFirst() }
        let scope = enclosingType(at: offset)
        guard let last = components.last else {
            return DeclaredItem(expression: expression, attribute: attribute, className: scope?.name)
        }
        let owner = components.dropLast().last.map(Self.propertyName)
        switch last {
        case "safeAreaLayoutGuide":
            return DeclaredItem(
                expression: expression, attribute: attribute, className: "UILayoutGuide",
                title: "UIViewSafeAreaLayoutGuide", propertyName: owner)
        case "readableContentGuide":
            return DeclaredItem(
                expression: expression, attribute: attribute, className: "UILayoutGuide",
                title: "UIViewReadableContentGuide", propertyName: owner)
        default: break
        }
        let name = Self.propertyName(last)
        var className = classes[last] ?? classes[name]
        let kind = scope.map(kind(of:)) ?? .other
        if components.count == 1, className == nil {
            if name == "view", kind == .controller, !replacesRootView { className = "UIView" }
            if name == "contentView" { className = Self.contentViewClass(of: kind) }
        }
        return DeclaredItem(
            expression: expression, attribute: attribute, className: className, title: titles[last] ?? titles[name],
            propertyName: name)
    }

    /// The innermost type whose body holds `offset`.
    func enclosingType(at offset: Int) -> TypeScope? {
        types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
    }

    /// What `scope` is, from its superclass chain as far as the file tells, then its own name.
    func kind(of scope: TypeScope) -> Kind {
        var names = [scope.name]
        var next = scope.superclass
        while let name = next, !names.contains(name), names.count < 8 {
            names.append(name)
            next = superclasses[name]
        }
        return Self.kind(of: names)
    }

    /// What a class is by its name and its superclasses' (`names`, the class first, nearest first):
    /// the furthest of them that says.
    static func kind(of names: [String]) -> Kind {
        for name in names.reversed() {
            if name.hasSuffix("TableViewCell") { return .tableCell }
            if name.hasSuffix("CollectionViewCell") { return .collectionCell }
            if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return .controller }
        }
        if names.contains(where: { $0.hasSuffix("View") || $0.hasSuffix("Cell") }) { return .view }
        return .other
    }

    /// The class UIKit prints for a cell's content view: a table cell's `UITableViewCellContentView`,
    /// a collection cell's plain `UIView`.
    static func contentViewClass(of kind: Kind) -> String? {
        switch kind {
        case .tableCell: "UITableViewCellContentView"
        case .collectionCell: "UIView"
        default: nil
        }
    }

    /// `self.header?.avatar!` → `self`, `header`, `avatar`.
    static func components(of expression: String) -> [String] {
        expression.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
            .split(separator: ".").map(String.init)
    }

    /// A key path's name for a property: an Objective-C ivar's `_avatar` is `avatar`.
    static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    // MARK: Types

    private static func swiftTypes(
        _ text: CodeText, into types: inout [TypeScope], superclasses: inout [String: String]
    ) {
        for keyword in text.occurrences(of: "class") where text.hasWord("class", at: keyword) {
            let start = text.skipSpace(from: keyword + 5)
            guard let name = text.identifier(at: start) else { continue }
            let typeName = text.text(name)
            if ["func", "var", "let", "override", "final", "private"].contains(typeName) { continue }
            var i = text.skipSpace(from: name.upperBound)
            if i < text.code.count, text.code[i] == UInt8(ascii: "<") {
                while i < text.code.count, text.code[i] != UInt8(ascii: ">") { i += 1 }
                i = text.skipSpace(from: i + 1)
            }
            var superclass: String?
            if i < text.code.count, text.code[i] == Byte.colon,
                let parent = dottedName(text, at: text.skipSpace(from: i + 1))
            {
                superclass = String(parent.name.split(separator: ".").last ?? "")
                i = parent.end
            }
            guard let open = text.occurrences(of: "{", in: i..<min(text.code.count, i + 400)).first,
                let close = text.closing(open)
            else { continue }
            types.append(TypeScope(name: typeName, superclass: superclass, body: open..<close))
            if let superclass { superclasses[typeName] = superclass }
        }
        // `extension ProfileCell { func setUpConstraints() { … } }`, as often as not in a file of its
        // own: `self` there is the extended type, whose superclass the file may declare too.
        for keyword in text.occurrences(of: "extension") where text.hasWord("extension", at: keyword) {
            guard let name = dottedName(text, at: text.skipSpace(from: keyword + 9)),
                let open = text.occurrences(of: "{", in: name.end..<min(text.code.count, name.end + 400)).first,
                let close = text.closing(open)
            else { continue }
            let typeName = String(name.name.split(separator: ".").last ?? "")
            types.append(TypeScope(name: typeName, superclass: nil, body: open..<close, isExtension: true))
        }
        for index in types.indices where types[index].superclass == nil {
            types[index].superclass = superclasses[types[index].name]
        }
    }

    private static func objectiveCTypes(
        _ text: CodeText, into types: inout [TypeScope], superclasses: inout [String: String]
    ) {
        for at in text.occurrences(of: "@interface") {
            let start = text.skipSpace(from: at + 10)
            guard let name = text.identifier(at: start) else { continue }
            let colon = text.skipSpace(from: name.upperBound)
            guard colon < text.code.count, text.code[colon] == Byte.colon,
                let parent = text.identifier(at: text.skipSpace(from: colon + 1))
            else { continue }
            superclasses[text.text(name)] = text.text(parent)
        }
        let ends = text.occurrences(of: "@end")
        for at in text.occurrences(of: "@implementation") {
            let start = text.skipSpace(from: at + 15)
            guard let name = text.identifier(at: start) else { continue }
            let end = ends.first { $0 > at } ?? text.code.count
            let typeName = text.text(name)
            types.append(TypeScope(name: typeName, superclass: superclasses[typeName], body: name.upperBound..<end))
        }
    }

    /// A type name at `offset`, dots allowed (`UIKit.UIImageView`), and where it ends.
    static func dottedName(_ text: CodeText, at offset: Int) -> (name: String, end: Int)? {
        guard let first = text.identifier(at: offset) else { return nil }
        var end = first.upperBound
        while end + 1 < text.code.count, text.code[end] == Byte.dot, let next = text.identifier(at: end + 1) {
            end = next.upperBound
        }
        return (text.text(offset..<end), end)
    }

    // MARK: Variables

    /// `let a = UIImageView()`, `var a = AvatarView(frame: .zero)`, `let a: UIImageView = { … }()`,
    /// `@IBOutlet weak var a: UIImageView!`, and a closure's `let v = UIImageView()` for its property.
    private static func swiftVariables(_ text: CodeText) -> [String: String] {
        var classes: [String: String] = [:]
        for word in ["let", "var"] {
            for keyword in text.occurrences(of: word) where text.hasWord(word, at: keyword) {
                guard let name = text.identifier(at: text.skipSpace(from: keyword + 3)) else { continue }
                let after = text.skipSpace(from: name.upperBound)
                guard after < text.code.count else { continue }
                var className: String?
                if text.code[after] == Byte.colon {
                    className = dottedName(text, at: text.skipSpace(from: after + 1))?.name
                } else if text.code[after] == Byte.equals {
                    let value = text.skipSpace(from: after + 1)
                    if value < text.code.count, text.code[value] == Byte.openBrace, let close = text.closing(value) {
                        className = firstConstruction(text, in: (value + 1)..<close)
                    } else {
                        className = construction(text, at: value)
                    }
                }
                if let className, let first = className.split(separator: ".").last, first.first?.isUppercase == true {
                    let key = text.text(name)
                    if classes[key] == nil { classes[key] = String(first) }
                }
            }
        }
        return classes
    }

    /// The class `Type(…)` or `Type.init(…)` at `offset` makes, when it is one.
    private static func construction(_ text: CodeText, at offset: Int) -> String? {
        guard let type = dottedName(text, at: offset), type.end < text.code.count,
            type.name.split(separator: ".").last?.first?.isUppercase == true
        else { return nil }
        if text.code[type.end] == Byte.openParen { return type.name }
        return nil
    }

    /// The first `let v = Type(…)` in a closure's body: what a `lazy var a = { … }()` returns.
    private static func firstConstruction(_ text: CodeText, in body: Range<Int>) -> String? {
        for keyword in text.occurrences(of: "=", in: body) {
            let value = text.skipSpace(from: keyword + 1)
            if let name = construction(text, at: value) { return name }
        }
        return nil
    }

    /// `UIImageView *avatar = …`, `@property (nonatomic) UIImageView *avatarView;`, `UILabel *_title;`.
    private static func objectiveCVariables(_ text: CodeText) -> [String: String] {
        var classes: [String: String] = [:]
        for star in text.occurrences(of: "*") {
            let typeEnd = text.skipSpaceBackward(from: star)
            var typeStart = typeEnd
            while typeStart > 0, Byte.continuesIdentifier(text.code[typeStart - 1]) { typeStart -= 1 }
            guard typeStart < typeEnd, text.bytes[typeStart] >= 0x41, text.bytes[typeStart] <= 0x5A,
                let name = text.identifier(at: text.skipSpace(from: star + 1))
            else { continue }
            let after = text.skipSpace(from: name.upperBound)
            guard after < text.code.count,
                [Byte.semicolon, Byte.equals, Byte.comma, Byte.closeParen].contains(text.code[after])
            else { continue }
            let key = text.text(name)
            if classes[key] == nil { classes[key] = text.text(typeStart..<typeEnd) }
        }
        return classes
    }

    // MARK: Titles

    /// `label.text = "Save"`, `button.setTitle("Save", for: .normal)`, `[button setTitle:@"Save" …]`,
    /// `[label setText:@"Save"]`, `label.text = @"Save";`.
    private static func titles(_ text: CodeText) -> [String: String] {
        var titles: [String: String] = [:]
        func note(_ receiver: Range<Int>, _ value: Range<Int>) {
            guard let literal = text.strings.first(where: { $0.lowerBound == value.lowerBound }),
                let title = text.stringLiteral(in: literal)?.value,
                let name = components(of: text.text(receiver)).last
            else { return }
            if titles[name] == nil { titles[name] = title }
        }
        for property in text.occurrences(of: ".text") where text.hasWord("text", at: property + 1) {
            let equals = text.skipSpace(from: property + 5)
            guard equals + 1 < text.code.count, text.code[equals] == Byte.equals, text.code[equals + 1] != Byte.equals
            else { continue }
            note(text.expression(endingAt: property), text.skipSpace(from: equals + 1)..<text.code.count)
        }
        for call in text.occurrences(of: ".setTitle(") {
            note(text.expression(endingAt: call), text.skipSpace(from: call + 10)..<text.code.count)
        }
        for selector in ["setTitle:", "setText:"] {
            for at in text.occurrences(of: selector) {
                guard let open = text.enclosingOpener(of: at, kinds: [Byte.openBracket]),
                    let message = text.message(at: open)
                else { continue }
                note(message.receiver, message.parts[0].value)
            }
        }
        return titles
    }
}
