/// Every drawing character in one place, in Unicode and in ASCII (`--ascii`, or a locale that is
/// not UTF-8).
struct ScreenGlyphs: Sendable {
    var horizontal: String
    var vertical: String
    var teeDown: String
    var teeUp: String
    var teeLeft: String
    var teeRight: String
    var cross: String
    var branch: String
    var lastBranch: String
    var continuation: String
    var expanded: String
    var collapsed: String
    var pointer: String
    var broken: String
    var conflictView: String
    var ancestor: String
    var system: String
    var times: String
    var dot: String
    var ellipsis: String
    var cursor: String
    /// The arrow keys, as help names them.
    var up: String
    var down: String
    var left: String
    var right: String

    static let unicode = ScreenGlyphs(
        horizontal: "─", vertical: "│", teeDown: "┬", teeUp: "┴", teeLeft: "┤", teeRight: "├", cross: "┼",
        branch: "├─", lastBranch: "└─", continuation: "│ ", expanded: "▾", collapsed: "▸", pointer: "▶",
        broken: "✗", conflictView: "●", ancestor: "◦", system: "⚙", times: "×", dot: "·", ellipsis: "…",
        cursor: "▏", up: "↑", down: "↓", left: "←", right: "→")

    static let ascii = ScreenGlyphs(
        horizontal: "-", vertical: "|", teeDown: "+", teeUp: "+", teeLeft: "+", teeRight: "+", cross: "+",
        branch: "|-", lastBranch: "`-", continuation: "| ", expanded: "v", collapsed: ">", pointer: ">",
        broken: "x", conflictView: "*", ancestor: ".", system: "S", times: "x", dot: "-", ellipsis: "~",
        cursor: "_", up: "Up", down: "Down", left: "Left", right: "Right")
}

/// The styles panes use, with or without color (`--no-color`, `NO_COLOR`): without, bold and
/// reverse still show the selection, the broken constraint and the conflicting views.
struct Theme: Sendable {
    var color: Bool

    /// Conflicting views take these in turn, the same in every pane. Red is kept for "broken".
    static let palette: [TerminalColor] = [.cyan, .magenta, .yellow, .green, .blue]

    func view(_ index: Int) -> Style {
        color ? Style(foreground: Self.palette[index % Self.palette.count], bold: true) : Style(bold: true)
    }

    var broken: Style { color ? Style(foreground: .red, bold: true) : Style(bold: true) }
    var dim: Style { Style(dim: true) }
    var bold: Style { Style(bold: true) }
    var match: Style { color ? Style(foreground: .black, background: .yellow) : Style(underline: true) }
    var bar: Style { Style(reverse: true) }
    var selection: Style { Style(reverse: true) }
    var focusedTitle: Style {
        color ? Style(foreground: .green, bold: true, reverse: true) : Style(bold: true, reverse: true)
    }
    var title: Style { Style(bold: true) }
    var rule: Style { color ? Style(foreground: .blue) : Style(dim: true) }
    var key: Style { Style(bold: true) }
    var system: Style { color ? Style(foreground: .yellow) : Style(dim: true) }
    var warning: Style { color ? Style(foreground: .yellow, bold: true) : Style(bold: true) }
}
