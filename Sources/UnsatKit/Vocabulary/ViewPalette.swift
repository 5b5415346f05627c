/// One of the eight colors every terminal has, numbered as ANSI (and ncurses' `COLOR_*`) number them.
public enum ANSIColor: Int, Hashable, Sendable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// The colors a conflict is drawn in, one table for the inspector and the text output, so that a
/// view has the same color on the screen and in `unsat list`, `show` and `check`.
public enum ViewPalette {
    /// Conflicting views take these in turn, by their place in `Conflict.views`. Red is kept for
    /// "broken".
    public static let colors: [ANSIColor] = [.cyan, .magenta, .yellow, .green, .blue]

    /// The broken constraint's mark and note.
    public static let broken = ANSIColor.red

    /// The color of the view at `index` in `Conflict.views`.
    public static func color(ofViewAt index: Int) -> ANSIColor { colors[index % colors.count] }

    /// Each color as hex, for drawings that are not a terminal (the SVG): dark enough to read on white.
    public static func hex(_ color: ANSIColor) -> String {
        switch color {
        case .black: "#000000"
        case .red: "#d32f2f"
        case .green: "#2e7d32"
        case .yellow: "#b8860b"
        case .blue: "#1565c0"
        case .magenta: "#ad1457"
        case .cyan: "#00838f"
        case .white: "#9e9e9e"
        }
    }

    /// Each conflicting view's palette index, by `LayoutItem.key`; items that are not among the
    /// conflict's views (layout guides) have none.
    public static func indices(_ conflict: Conflict) -> [String: Int] {
        var indices: [String: Int] = [:]
        for (index, view) in conflict.views.enumerated() { indices[view.key] = index }
        return indices
    }
}

/// Color for text output, as plain ANSI SGR sequences (no terminfo: `less -R`, CI logs and every
/// terminal read them). Each span is bold in its color, as the inspector draws it, and ends with a
/// reset, so that a line cut or grepped never leaks color into the next; with color off it is the
/// text itself. Lengths and alignment are measured on the text before it is painted.
public struct TextPaint: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public static let reset = "\u{1B}[0m"

    /// `text` bold in `color`.
    public func paint(_ text: String, _ color: ANSIColor) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[1;\(30 + color.rawValue)m" + text + Self.reset
    }

    /// `text` in the color of the view at palette `index`, or as it is when it has none.
    public func view(_ text: String, _ index: Int?) -> String {
        guard let index else { return text }
        return paint(text, ViewPalette.color(ofViewAt: index))
    }

    /// `text` in the broken constraint's color.
    public func broken(_ text: String) -> String { paint(text, ViewPalette.broken) }
}
