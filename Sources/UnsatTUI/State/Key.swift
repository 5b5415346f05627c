import UnsatKit

/// What the mouse did.
public enum MouseAction: Hashable, Sendable {
    case press, wheelUp, wheelDown
}

/// One input the inspector reacts to, whatever terminal it came from.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// A control chord, by its letter (`control("c")` is Ctrl-C).
    case control(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, escape, backspace, delete, f1
    case mouse(x: Int, y: Int, MouseAction)
    case resize

    /// The key a terminal sends as this Unicode scalar (control characters included).
    public init?(scalar value: UInt32) {
        switch value {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 0..<32: self = .control(Character(Unicode.Scalar(value + 96)!))
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            self = .character(Character(scalar))
        }
    }

    /// Keys written the way tests and the help name them: plain characters, and `<Down>`,
    /// `<Enter>`, `<Esc>`, `<Tab>`, `<S-Tab>`, `<BS>`, `<PgDn>`, `<C-c>`, `<Resize>`.
    public static func sequence(_ text: String) -> [Key] {
        var keys: [Key] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == "<", let close = rest.firstIndex(of: ">"), close > rest.index(after: rest.startIndex) {
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                if let key = named(name) {
                    keys.append(key)
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            keys.append(.character(first))
            rest = rest.dropFirst()
        }
        return keys
    }

    /// The keys that have a name of their own, each with its name: the one table `named` reads
    /// and `name` writes (the arrows are shown by their glyphs, which in ASCII are these names).
    static let names: [(key: Key, name: String)] = [
        (.up, "Up"), (.down, "Down"), (.left, "Left"), (.right, "Right"), (.home, "Home"), (.end, "End"),
        (.pageUp, "PgUp"), (.pageDown, "PgDn"), (.tab, "Tab"), (.backTab, "S-Tab"), (.enter, "Enter"),
        (.escape, "Esc"), (.backspace, "BS"), (.delete, "Del"), (.character(" "), "Space"), (.resize, "Resize"),
        (.f1, "F1"),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: names.map { ($0.name, $0.key) })
    private static let nameOf = Dictionary(uniqueKeysWithValues: names.map { ($0.key, $0.name) })

    /// The key `sequence` reads as `<name>`: a name of the table, `C-` and a letter, or `lt` for
    /// `<` itself (read only: `<` is shown as it is).
    static func named(_ name: String) -> Key? {
        if let key = byName[name] { return key }
        if name == "lt" { return .character("<") }
        if name.hasPrefix("C-"), name.count == 3, let letter = name.last { return .control(letter) }
        return nil
    }

    /// The key's name in the table, if it has one.
    var tableName: String? { Self.nameOf[self] }
}

extension Key {
    /// A mouse event as the key table holds it: wherever it happens.
    static func mouse(_ action: MouseAction) -> Key { .mouse(x: 0, y: 0, action) }

    /// The key as the table looks it up: a mouse event without its place.
    var bindingKey: Key {
        if case .mouse(_, _, let action) = self { return .mouse(action) }
        return self
    }

    var isMouse: Bool {
        if case .mouse = self { return true }
        return false
    }

    var isArrow: Bool {
        switch self {
        case .up, .down, .left, .right: true
        default: false
        }
    }

    /// The key as help and the footer name it: as `sequence` reads it (`Tab`, `S-Tab`, `C-c`,
    /// `PgDn`), arrows by their glyphs, the mouse as `mouse`.
    func name(_ glyphs: Glyphs) -> String {
        switch self {
        case .up: glyphs.up
        case .down: glyphs.down
        case .left: glyphs.left
        case .right: glyphs.right
        case .control(let letter): "C-\(letter)"
        case .mouse: "mouse"
        default:
            if let name = tableName {
                name
            } else if case .character(let character) = self {
                String(character)
            } else {
                // (Every other key is in the table: `KeyBindingTests` checks it.)
                String(describing: self)
            }
        }
    }
}
