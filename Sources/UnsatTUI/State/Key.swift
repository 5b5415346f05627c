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

    static func named(_ name: String) -> Key? {
        switch name {
        case "Up": .up
        case "Down": .down
        case "Left": .left
        case "Right": .right
        case "Home": .home
        case "End": .end
        case "PgUp": .pageUp
        case "PgDn": .pageDown
        case "Tab": .tab
        case "S-Tab": .backTab
        case "Enter": .enter
        case "Esc": .escape
        case "BS": .backspace
        case "Del": .delete
        case "Space": .character(" ")
        case "Resize": .resize
        case "lt": .character("<")
        default:
            if name.hasPrefix("C-"), name.count == 3, let letter = name.last { .control(letter) } else { nil }
        }
    }
}
