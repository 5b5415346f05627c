/// Every character unsat draws with beyond plain text, in Unicode and in ASCII: `show` and the
/// inspector draw with this one table, one glyph a meaning, the same in both. Which of the two is
/// chosen once (`chosen(asciiRequested:)`), and the text drawn with it goes through `substitute`
/// before anything measures, wraps or cuts it.
///
/// Each ASCII glyph takes the columns its Unicode one does where it can, so that an ASCII screen
/// keeps the Unicode layout: the ellipsis is `~` (as tig's ASCII truncation mark), not `...`,
/// which would leave a narrow column no room for what it cuts.
///
/// | meaning | Unicode | ASCII |
/// |---|---|---|
/// | a conflicting view | `●` | `*` |
/// | the broken constraint | `✗` | `x` |
/// | cut short, left out | `…` | `~` |
/// | times (callbacks) | `×` | `x` |
/// | multiplied by (a multiplier, a sum) | `×` | `*` |
/// | not equal | `≠` | `!=` |
/// | between fields | `·` | `-` |
/// | tree branches | `├─` `└─` `│` | `\|-` `` `- `` `\|` |
/// | open, folded, no children | `▾` `▸` `─` | `[-]` `[+]` `---` |
/// | the selected row of a pane without the focus | `▶` | `>` |
/// | a view controller, in the tree | `◆` | `@` |
public struct Glyphs: Sendable, Hashable {
    // Rules and boxes.
    public var horizontal: String
    public var vertical: String
    public var teeDown: String
    public var teeUp: String
    public var teeLeft: String
    public var cross: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    // Trees: a branch and the last branch of a parent (a `vertical` goes on past the others').
    public var branch: String
    public var lastBranch: String
    /// A view whose children are shown, folded (ASCII `[-]` `[+]`, as ASCII trees mark them: `>`
    /// is the pointer's). The three are as wide as each other.
    public var expanded: String
    public var collapsed: String
    /// Where a view with no children has its fold mark: the branch drawn on (ASCII `---`, which
    /// no bracket of an open or folded view's mark can be mistaken for).
    public var leaf: String
    /// More rows below what is shown (ASCII `v`; the arrow keys' names are words).
    public var below: String
    // Marks.
    /// The selected row of a pane that does not have the focus.
    public var pointer: String
    public var broken: String
    public var conflictView: String
    /// A view above a conflicting one.
    public var ancestor: String
    /// A conflict in UIKit's own views.
    public var system: String
    /// A view controller, drawn in the tree above the view it owns.
    public var controller: String
    public var times: String
    /// Multiplication in a short form, a sentence and a proof's sum (`0.5×B.width`, `2 × 200`).
    public var multiply: String
    /// A proof's two sides that should be equal and are not.
    public var notEqual: String
    public var dot: String
    public var ellipsis: String
    /// The search prompt's cursor.
    public var cursor: String
    // The arrow keys, as help names them.
    public var up: String
    public var down: String
    public var left: String
    public var right: String
    /// Whether this is the ASCII table: text drawn with it is ASCII only.
    public var isASCII: Bool

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", teeDown: "┬", teeUp: "┴", teeLeft: "┤", cross: "┼", topLeft: "┌",
        topRight: "┐", bottomLeft: "└", bottomRight: "┘", branch: "├─", lastBranch: "└─", expanded: "▾",
        collapsed: "▸", leaf: "─", below: "↓", pointer: "▶", broken: "✗", conflictView: "●", ancestor: "◦", system: "⚙",
        controller: "◆", times: "×",
        multiply: "×", notEqual: "≠", dot: "·", ellipsis: "…", cursor: "▏", up: "↑", down: "↓", left: "←", right: "→",
        isASCII: false)

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", teeDown: "+", teeUp: "+", teeLeft: "+", cross: "+", topLeft: "+",
        topRight: "+", bottomLeft: "+", bottomRight: "+", branch: "|-", lastBranch: "`-", expanded: "[-]",
        collapsed: "[+]", leaf: "---", below: "v", pointer: ">", broken: "x", conflictView: "*", ancestor: ".",
        system: "S", controller: "@", times: "x",
        multiply: "*", notEqual: "!=", dot: "-", ellipsis: "~", cursor: "_", up: "Up", down: "Down", left: "Left",
        right: "Right",
        isASCII: true)

    /// The one place the choice is made, for every command that draws: ASCII when asked for
    /// (`--ascii`) or when the locale's character set is not UTF-8.
    public static func chosen(asciiRequested: Bool) -> Glyphs {
        asciiRequested || !Platform.localeIsUTF8() ? .ascii : .unicode
    }

    /// Text as it is drawn with these glyphs. In ASCII, the typographic characters the model
    /// writes (`≠ ≤ ≥ × … · → — – ‘ ’ “ ”`) are spelled in ASCII and anything else that is not
    /// ASCII becomes `?`; in Unicode, text is unchanged. Applied before text is measured, wrapped
    /// or cut: `!=` is a column wider than `≠`.
    public func substitute(_ text: String) -> String {
        guard isASCII, !text.allSatisfy(\.isASCII) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "≠": result += "!="
            case "≤": result += "<="
            case "≥": result += ">="
            case "×": result += times
            case "…": result += ellipsis
            case "·": result += dot
            case "→": result += "->"
            case "—", "–": result += "-"
            case "‘", "’": result += "'"
            case "“", "”": result += "\""
            default: result.append(character.isASCII ? character : "?")
            }
        }
        return result
    }
}
