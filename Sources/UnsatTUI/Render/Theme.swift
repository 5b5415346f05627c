import UnsatKit

/// The styles panes use, with or without color (`--no-color`, `NO_COLOR`): without, bold and
/// reverse still show the selection, the broken constraint and the conflicting views.
struct Theme: Sendable {
    var color: Bool

    /// The view at `index` in `Conflict.views`: its color in every pane, and in `unsat list`, `show`
    /// and `check` (one table, UnsatKit's `ViewPalette`).
    func view(_ index: Int) -> Style {
        color ? Style(foreground: ViewPalette.color(ofViewAt: index), bold: true) : Style(bold: true)
    }

    var broken: Style { color ? Style(foreground: ViewPalette.broken, bold: true) : Style(bold: true) }
    var dim: Style { Style(dim: true) }
    /// A view the selected constraint names, in the tree.
    var linked: Style { Style(bold: true, underline: true) }
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
