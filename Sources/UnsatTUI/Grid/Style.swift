public import UnsatKit

extension ANSIColor {
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

/// How a cell is drawn: in one of the eight colors every terminal has (UnsatKit's `ANSIColor`, the
/// text output's too). Nil colors are the terminal's own (`use_default_colors`).
public struct Style: Hashable, Sendable {
    public var foreground: ANSIColor?
    public var background: ANSIColor?
    public var bold = false
    public var reverse = false
    public var underline = false
    public var dim = false

    public init(
        foreground: ANSIColor? = nil, background: ANSIColor? = nil, bold: Bool = false,
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
