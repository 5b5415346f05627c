/// Reads an item as a scanner finds it written (`self.avatar`, `superview`, `view.safeAreaLayoutGuide`)
/// into a declared item: its class and property as the file declares them, a guide as UIKit labels it.
struct ItemReader {
    let code: CodeText
    let variables: VariableTypes

    /// Whether the file adds `receiver` to `expression` as a subview.
    func isSuperview(_ expression: String, of receiver: String) -> Bool {
        guard let parent = variables.superview(of: VariableTypes.lastName(receiver)) else { return false }
        return parent == VariableTypes.withoutUnderscore(VariableTypes.lastName(expression))
    }

    /// The receiver's superview: named when the file adds the receiver to one.
    func superview(of receiver: String, attribute: LayoutAttribute, at offset: Int) -> DeclaredItem {
        guard let parent = variables.superview(of: VariableTypes.lastName(receiver)) else {
            return DeclaredItem(expression: "superview", attribute: attribute, isSuperview: true)
        }
        var found = item(parent, attribute: attribute, at: offset)
        found.isSuperview = true
        return found
    }

    /// An item as the source writes it, with the class and property the file gives it.
    func item(_ expression: String, attribute: LayoutAttribute?, at offset: Int? = nil) -> DeclaredItem {
        let expression = expression.trimmingSpaces
        let name = VariableTypes.lastName(expression)
        if let guide = Self.guides[name] {
            return DeclaredItem(
                expression: expression, attribute: attribute,
                className: "UILayoutGuide", title: guide,
                propertyName: name)
        }
        if name == "self" || expression.isEmpty {
            return DeclaredItem(expression: "self", attribute: attribute, className: offset.flatMap(enclosingType))
        }
        var className = variables.className(of: name)
        // A cell's content view is of a class UIKit prints; the cell is told by its superclass where
        // the file declares it, else by its own name (`extension HCollectionViewCell` in a file of its own).
        if className == nil, name == "contentView", let type = offset.flatMap(enclosingType) {
            className = ViewFacts.contentViewClass(
                of: ViewFacts.kind(of: [type] + (variables.superclass(of: type).map { [$0] } ?? [])))
        }
        return DeclaredItem(expression: expression, attribute: attribute, className: className, propertyName: name)
    }

    /// The labels UIKit prints for the guides a view owns.
    static let guides: [String: String?] = [
        "safeAreaLayoutGuide": "UIViewSafeAreaLayoutGuide", "layoutMarginsGuide": "UIViewLayoutMarginsGuide",
        "readableContentGuide": "UIViewReadableContentGuide", "keyboardLayoutGuide": nil,
    ]

    /// The class whose body holds `offset`: what `self` is there. The innermost type around it.
    func enclosingType(at offset: Int) -> String? {
        types.last { $0.body.contains(offset) }?.name
    }

    /// Each `class X … { … }`, `extension X { … }` and `@implementation X … @end` of the file, by
    /// where it starts: read once, so that finding `self`'s class is not a walk of the file each time.
    private let types: [(body: Range<Int>, name: String)]

    init(code: CodeText, variables: VariableTypes) {
        self.code = code
        self.variables = variables
        var types: [(body: Range<Int>, name: String)] = []
        let keywords = code.language == .swift ? ["class", "extension"] : ["@implementation"]
        for keyword in keywords {
            for start in code.occurrences(of: keyword) {
                guard code.language == .objectiveC || code.hasWord(keyword, at: start),
                    let name = code.identifier(at: code.skipSpace(from: start + keyword.utf8.count))
                else { continue }
                let text = code.text(name)
                if ["func", "var", "let"].contains(text) { continue }
                if code.language == .swift {
                    var brace = name.upperBound
                    while brace < code.code.count, code.code[brace] != Byte.openBrace { brace += 1 }
                    guard let close = code.closing(brace) else { continue }
                    types.append((start..<close, text))
                } else {
                    let end = code.occurrences(of: "@end", in: name.upperBound..<code.code.count).first
                    types.append((start..<(end ?? code.code.count), text))
                }
            }
        }
        // Outer types first, so that the last one holding an offset is the innermost.
        self.types = types.sorted { $0.body.lowerBound < $1.body.lowerBound }
    }
}

extension String {
    /// Where `needle` last occurs.
    func lastRange(of needle: String) -> Range<String.Index>? {
        var index = endIndex
        while index > startIndex {
            index = self.index(before: index)
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
        }
        return nil
    }

    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
