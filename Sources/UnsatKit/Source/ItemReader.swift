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
        return DeclaredItem(
            expression: expression, attribute: attribute, className: variables.className(of: name),
            propertyName: name)
    }

    /// The labels UIKit prints for the guides a view owns.
    static let guides: [String: String?] = [
        "safeAreaLayoutGuide": "UIViewSafeAreaLayoutGuide", "layoutMarginsGuide": "UIViewLayoutMarginsGuide",
        "readableContentGuide": "UIViewReadableContentGuide", "keyboardLayoutGuide": nil,
    ]

    /// The class whose body holds `offset`: what `self` is there. The innermost `class X … { … }`,
    /// `extension X { … }` or `@implementation X … @end` around it.
    func enclosingType(at offset: Int) -> String? {
        var best: (start: Int, name: String)?
        let keywords = code.language == .swift ? ["class", "extension"] : ["@implementation"]
        for keyword in keywords {
            for start in code.occurrences(of: keyword) where start < offset {
                guard code.language == .objectiveC || code.hasWord(keyword, at: start),
                    let name = code.identifier(at: code.skipSpace(from: start + keyword.utf8.count))
                else { continue }
                let text = code.text(name)
                if ["func", "var", "let"].contains(text) { continue }
                let end: Int
                if code.language == .swift {
                    guard let brace = code.occurrences(of: "{", in: name.upperBound..<offset).first,
                        let close = code.closing(brace)
                    else { continue }
                    end = close
                } else {
                    end = code.occurrences(of: "@end", in: name.upperBound..<code.code.count).first ?? code.code.count
                }
                if offset < end, best.map({ start > $0.start }) ?? true { best = (start, text) }
            }
        }
        return best?.name
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
