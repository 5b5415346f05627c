/// Every key, as the `?` overlay lists it and as the footer picks from it.
enum KeyHelp {
    struct Entry {
        var keys: String
        var action: String
    }

    struct Section {
        var title: String
        var entries: [Entry]
    }

    static func sections(_ glyphs: ScreenGlyphs) -> [Section] {
        let updown = glyphs.up == "↑" ? "↑ ↓ j k" : "Up Down j k"
        let leftright = glyphs.up == "↑" ? "← → h l" : "Left Right h l"
        return [
            Section(
                title: "Move",
                entries: [
                    Entry(keys: updown, action: "move the selection"),
                    Entry(keys: "PgUp PgDn", action: "a page up, down (Space too, outside the tree)"),
                    Entry(keys: "g G Home End", action: "first, last"),
                    Entry(keys: "Tab S-Tab", action: "next, previous pane"),
                    Entry(keys: "1 2 3 4", action: "conflicts, hierarchy, constraints, controllers"),
                ]),
            Section(
                title: "Hierarchy",
                entries: [
                    Entry(keys: leftright, action: "fold, unfold (left on a folded view: its parent)"),
                    Entry(keys: "Enter Space", action: "fold or unfold"),
                ]),
            Section(
                title: "Callbacks",
                entries: [
                    Entry(keys: "] [", action: "next, previous callback of the conflict")
                ]),
            Section(
                title: "Search",
                entries: [
                    Entry(keys: "/", action: "address (any part, 0x or not), class, label, identifier, key path"),
                    Entry(keys: "n N", action: "next, previous match, across conflicts and callbacks"),
                    Entry(keys: "Enter Esc", action: "in the prompt: keep the matches, cancel"),
                ]),
            Section(
                title: "Other",
                entries: [
                    Entry(keys: "Enter", action: "conflicts: open; constraints, controllers: show the view"),
                    Entry(keys: "s", action: "show or hide conflicts in UIKit's own views"),
                    Entry(keys: "!", action: "notes: lines that could not be read, ambiguous layouts"),
                    Entry(keys: "m", action: "release the mouse to select text (m takes it back)"),
                    Entry(keys: "?", action: "this help"),
                    Entry(keys: "q Esc", action: "quit (Esc first ends a search)"),
                    Entry(keys: "mouse", action: "click selects (again: folds), wheel scrolls"),
                ]),
        ]
    }

    /// The keys that do something in the focused pane, most useful first: the footer drops
    /// from the end what does not fit.
    static func footer(_ pane: Pane, hasSearch: Bool, callbacks: Int, glyphs: ScreenGlyphs) -> [Entry] {
        let arrows = glyphs.up == "↑" ? "↑↓" : "j k"
        var entries = [Entry(keys: arrows, action: "move")]
        switch pane {
        case .conflicts:
            entries.append(Entry(keys: "Enter", action: "open"))
        case .tree:
            entries.append(Entry(keys: glyphs.up == "↑" ? "←→" : "h l", action: "fold"))
        case .constraints, .owners:
            entries.append(Entry(keys: "Enter", action: "show view"))
        }
        // Tab first: on a small terminal the other panes are behind it.
        entries.append(Entry(keys: "Tab", action: "pane"))
        if callbacks > 1 { entries.append(Entry(keys: "[ ]", action: "callback")) }
        if hasSearch { entries.append(Entry(keys: "n N", action: "match")) }
        entries.append(Entry(keys: "/", action: "search"))
        if pane == .conflicts { entries.append(Entry(keys: "s", action: "system")) }
        entries.append(Entry(keys: "?", action: "help"))
        entries.append(Entry(keys: "q", action: "quit"))
        return entries
    }
}
