/// One of the eight colors every terminal has.
public enum TerminalColor: Int8, Hashable, Sendable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white

    /// The letter that stands for the color in a screen snapshot.
    var letter: Character {
        switch self {
        case .black: "k"
        case .red: "r"
        case .green: "g"
        case .yellow: "y"
        case .blue: "b"
        case .magenta: "m"
        case .cyan: "c"
        case .white: "w"
        }
    }
}

/// How a cell is drawn. Nil colors are the terminal's own (`use_default_colors`).
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var reverse = false
    public var underline = false
    public var dim = false

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
        reverse: Bool = false, underline: Bool = false, dim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    public static let plain = Style()

    /// This style with `other`'s attributes added and its colors, where it has some, taking over.
    func merged(with other: Style) -> Style {
        Style(
            foreground: other.foreground ?? foreground, background: other.background ?? background,
            bold: bold || other.bold, reverse: reverse || other.reverse, underline: underline || other.underline,
            dim: (dim || other.dim) && !other.bold)
    }

    /// One character that says how a cell looks, for snapshots: `_` underline or a colored
    /// background (search matches, even in the selected row), `#` reverse, a color letter (capital
    /// when bold), `B` bold, `-` dim.
    var snapshotMark: Character {
        if underline || background != nil { return "_" }
        if reverse { return "#" }
        if let foreground {
            return bold ? Character(foreground.letter.uppercased()) : foreground.letter
        }
        if bold { return "B" }
        if dim { return "-" }
        return " "
    }
}
