/// Reads the `<constraint>` elements of `.xib` and `.storyboard` files.
///
/// IB stores a constraint in the `<constraints>` of the nearest view that holds both its items, and
/// leaves out `firstItem` when that view is the first item: so the holder stands in for a missing
/// first item. Items are ids; each is resolved to its element for what the log can show of it: the
/// class UIKit prints (`<imageView>` is `UIImageView`, `customClass=` wins), a label's text or a
/// button's title (UIKit prints them in quotes), and the outlet that holds it.
public struct InterfaceBuilderScanner: SourceScanner {
    public var needles: [StaticString] { ["<constraint"] }

    public init() {}

    public func reads(extension: String) -> Bool { `extension` == "xib" || `extension` == "storyboard" }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let document = InterfaceBuilderDocument(bytes: file.bytes)
        let context = Context(document: document)
        return document.elements.indices.compactMap { index in
            declaration(at: index, in: document, context: context, file: file)
        }
    }

    /// `priority="999"`: the existing value replaced, or the attribute added before `id=` (where Xcode
    /// writes it) or at the end of the tag.
    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let document = InterfaceBuilderDocument(bytes: file.bytes)
        guard
            let element = document.elements.first(where: {
                $0.name == "constraint" && $0.tagRange == declaration.range
            })
        else { return nil }
        let value = PriorityLiteral.text(priority)
        if let existing = element.attribute("priority") {
            return [SourceEdit(range: existing.valueRange, replacement: value)]
        }
        if let id = element.attribute("id") {
            return [SourceEdit(range: id.range.lowerBound..<id.range.lowerBound, replacement: "priority=\"\(value)\" ")]
        }
        let end = element.tagCloseOffset
        return [SourceEdit(range: end..<end, replacement: " priority=\"\(value)\"")]
    }

    /// What every constraint of one file resolves its items against.
    private struct Context {
        /// Element index by `id=`.
        var byID: [String: Int] = [:]
        /// Outlet property by destination id (the first outlet that names it).
        var outlets: [String: String] = [:]
        /// AppKit's file (`targetRuntime="MacOSX.Cocoa"`): its tags name `NS` classes.
        var isAppKit = false

        init(document: InterfaceBuilderDocument) {
            for (index, element) in document.elements.enumerated() {
                if let id = element.value("id"), byID[id] == nil { byID[id] = index }
                if element.name == "outlet", let property = element.value("property"),
                    let destination = element.value("destination"), outlets[destination] == nil
                {
                    outlets[destination] = property
                }
                if element.name == "document", let runtime = element.value("targetRuntime") {
                    isAppKit = runtime.hasPrefix("MacOSX")
                }
            }
        }
    }

    private func declaration(
        at index: Int, in document: InterfaceBuilderDocument, context: Context, file: SourceFile
    ) -> DeclaredConstraint? {
        let element = document.elements[index]
        guard element.name == "constraint", let list = element.parent, document.elements[list].name == "constraints",
            let holder = document.elements[list].parent, let holderID = document.elements[holder].value("id")
        else { return nil }
        let firstID = element.value("firstItem") ?? holderID
        let secondID = element.value("secondItem")
        let firstAttribute = element.value("firstAttribute").map(LayoutAttribute.init(name:))
        var first = item(firstID, attribute: firstAttribute, document: document, context: context)
        var second = secondID.map { id in
            item(
                id, attribute: element.value("secondAttribute").map(LayoutAttribute.init(name:)), document: document,
                context: context)
        }
        if let secondID, secondID != firstID {
            first.isSuperview = isSuperview(firstID, of: secondID, document: document, context: context)
            second?.isSuperview = isSuperview(secondID, of: firstID, document: document, context: context)
        }
        return DeclaredConstraint(
            path: file.path, line: element.line, style: .interfaceBuilder, first: first, second: second,
            relation: relation(element.value("relation")), constant: Double(element.value("constant") ?? "0"),
            multiplier: element.value("multiplier").flatMap(Self.multiplier),
            priority:
                element.value("priority").flatMap(Double.init), identifier: element.value("identifier"),
            range: element.tagRange,
            text: String(decoding: file.bytes[element.tagRange], as: UTF8.self))
    }

    /// Whether `parentID` is the view `childID` is a direct subview of.
    private func isSuperview(
        _ parentID: String, of childID: String, document: InterfaceBuilderDocument, context: Context
    ) -> Bool {
        guard let child = context.byID[childID], let parent = context.byID[parentID] else { return false }
        guard let subviews = document.elements[child].parent, document.elements[subviews].name == "subviews"
        else { return false }
        return document.elements[subviews].parent == parent
    }

    private func relation(_ text: String?) -> Relation? {
        switch text {
        case nil: .equal
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: nil
        }
    }

    /// `0.5`, or a ratio as IB writes an aspect ratio (`2:1` is 2, `16:9` is 16 / 9).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else {
                return nil
            }
            return numerator / denominator
        }
        return Double(text)
    }

    private func item(
        _ id: String, attribute: LayoutAttribute?, document: InterfaceBuilderDocument, context: Context
    ) -> DeclaredItem {
        guard let index = context.byID[id] else { return DeclaredItem(expression: id, attribute: attribute) }
        let element = document.elements[index]
        if element.name == "viewLayoutGuide" {
            return guide(element, id: id, attribute: attribute, document: document, context: context)
        }
        let expression = element.value("userLabel").map { "\($0) (\(id))" } ?? id
        return DeclaredItem(
            expression: expression, attribute: attribute,
            className: element.value("customClass") ?? Self.className(tag: element.name, appKit: context.isAppKit),
            title: title(of: index, in: document), propertyName: context.outlets[id] ?? Self.ownersProperty(element))
    }

    /// A controller's root view is its `view`, a cell's content view its `contentView`: IB says so with
    /// `key=`, not an outlet.
    private static func ownersProperty(_ element: InterfaceBuilderDocument.Element) -> String? {
        guard let key = element.value("key"), key == "view" || key == "contentView" else { return nil }
        return key
    }

    /// A safe-area or margins guide: not a view, named as UIKit names it in a log (its label).
    private func guide(
        _ element: InterfaceBuilderDocument.Element, id: String, attribute: LayoutAttribute?,
        document: InterfaceBuilderDocument, context: Context
    ) -> DeclaredItem {
        let owner = element.parent.flatMap { document.elements[$0].value("id") } ?? "?"
        let ownerElement = element.parent.map { document.elements[$0] }
        let ownerName = context.outlets[owner] ?? ownerElement.flatMap(Self.ownersProperty) ?? owner
        let key = element.value("key") ?? ""
        let (property, label): (String, String?) =
            switch key {
            case "safeArea": ("safeAreaLayoutGuide", "UIViewSafeAreaLayoutGuide")
            case "layoutMargins": ("layoutMarginsGuide", "UIViewLayoutMarginsGuide")
            case "readableContent": ("readableContentGuide", "UIViewReadableContentGuide")
            case "keyboard": ("keyboardLayoutGuide", nil)
            default: (key, nil)
            }
        return DeclaredItem(
            expression: "\(ownerName).\(property)", attribute: attribute,
            className: context.isAppKit ? "NSLayoutGuide" : "UILayoutGuide", title: label, propertyName: property)
    }

    /// The text UIKit prints in quotes after the view: a label's text, a button's normal title.
    private func title(of index: Int, in document: InterfaceBuilderDocument) -> String? {
        let element = document.elements[index]
        switch element.name {
        case "label":
            if let text = element.value("text") { return text }
            return document.child(of: index, named: "string", matching: ["key": "text"])
                .flatMap { document.elements[$0].text }
        case "button":
            if let state = document.child(of: index, named: "state", matching: ["key": "normal"]) {
                return document.elements[state].value("title")
            }
            return element.value("title")
        default:
            return nil
        }
    }

    /// The class a tag makes: `UI` (or `NS`) and the tag capitalized, as IB names nearly all of them,
    /// with the few that differ.
    static func className(tag: String, appKit: Bool) -> String? {
        switch tag {
        case "wkWebView": return "WKWebView"
        case "mapView": return "MKMapView"
        case "customView": return "NSView"
        case "viewLayoutGuide": return appKit ? "NSLayoutGuide" : "UILayoutGuide"
        // The cell's content view class is private and differs across releases.
        case "collectionViewCellContentView": return nil
        default:
            guard let initial = tag.first, initial.isLowercase else { return nil }
            return (appKit ? "NS" : "UI") + initial.uppercased() + tag.dropFirst()
        }
    }
}
