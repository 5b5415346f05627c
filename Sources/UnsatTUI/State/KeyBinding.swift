import UnsatKit

/// A line of the key table: keys, the panes where they work, what each does, what help says of
/// them and what the footer shows. Dispatch looks keys up here (`action(for:in:focus:)`), the `?`
/// overlay lists every line, and the footer (and an overlay's frame) takes its hints from here,
/// so a key cannot work without being listed, nor be listed without working.
struct KeyBinding {
    /// Where keys are read: browsing the panes, typing a search, reading an overlay.
    enum Context: Hashable, CaseIterable {
        case panes, prompt, overlay
        /// Reading the detail full screen (`Z`).
        case detail
    }

    /// The part of the help a line goes under, in order.
    enum Section: String, CaseIterable {
        case move = "Move"
        case hierarchy = "Hierarchy"
        case callbacks = "Callbacks"
        case search = "Search"
        case other = "Other"
        case overlays = "Help and notes"
        case detail = "The detail, full screen"
    }

    /// A key and what it does.
    struct Press: Hashable {
        var key: Key
        var action: Action
    }

    /// When a hint is worth its room in the footer.
    enum Condition: Hashable {
        case always
        /// The conflict was reported more than once.
        case severalCallbacks
        /// A search has matches to walk.
        case searching
        /// The overlay has more lines than it shows.
        case overflowing
        /// The conflict list is filtered.
        case filtered
        /// The hierarchy pane draws the wireframe, and the callback has frames to draw.
        case wireframeDrawn
        /// The hierarchy pane draws the tree (its folds mean something).
        case tree
        /// The overlay open lists what Enter goes to (the notes, the callbacks).
        case picking
        /// A followed file was read again from its start: it has earlier runs.
        case earlierRuns
        /// The tree is filtered (`\`, `c`).
        case treeFiltered
    }

    /// A few of a line's keys and a word, for the footer or an overlay's frame (`↑↓ move`).
    struct Hint {
        var keys: [Key]
        /// Named instead of `keys` where those are arrows and the glyphs have only words for
        /// them (ASCII): `j k move` rather than `Up Down move`.
        var plainKeys: [Key]?
        var text: String
        /// The panes it shows in (the line's, when nil).
        var panes: Set<Pane>?
        var when: Condition = .always
        /// Its place in the footer: the lowest first, and the last dropped when the footer is full.
        var rank: Int
    }

    var context: Context
    var section: Section
    /// Where the keys work (browsing only; a prompt or an overlay is the same in every pane).
    var panes: Set<Pane>
    var presses: [Press]
    var help: String
    var hints: [Hint]

    init(
        _ context: Context, _ section: Section, panes: Set<Pane> = Set(Pane.allCases), _ presses: [Press],
        help: String, hints: [Hint] = []
    ) {
        self.context = context
        self.section = section
        self.panes = panes
        self.presses = presses
        self.help = help
        self.hints = hints
    }

    /// The keys of the line, each once, in order.
    var keys: [Key] {
        var keys: [Key] = []
        for press in presses where !keys.contains(press.key) { keys.append(press.key) }
        return keys
    }

    /// The key column of the help: each key's name once (the mouse's once for all it does).
    func label(_ glyphs: Glyphs) -> String {
        var names: [String] = []
        for key in keys where !names.contains(key.name(glyphs)) { names.append(key.name(glyphs)) }
        return names.joined(separator: " ")
    }
}

extension KeyBinding.Press {
    init(_ key: Key, _ action: Action) {
        self.init(key: key, action: action)
    }

    init(_ character: Character, _ action: Action) {
        self.init(key: .character(character), action: action)
    }
}

extension KeyBinding.Hint {
    /// How the footer names the keys: arrows side by side (`↑↓`), other keys apart (`[ ]`), and
    /// the plain keys where the arrows' names are words.
    func label(_ glyphs: Glyphs) -> String {
        let names = keys.map { $0.name(glyphs) }
        guard keys.allSatisfy(\.isArrow) else { return names.joined(separator: " ") }
        if names.allSatisfy({ DisplayWidth.of($0) == 1 }) { return names.joined() }
        return (plainKeys ?? keys).map { $0.name(glyphs) }.joined(separator: " ")
    }

    /// The keys the label names.
    func shownKeys(_ glyphs: Glyphs) -> [Key] {
        guard keys.allSatisfy(\.isArrow), !keys.allSatisfy({ DisplayWidth.of($0.name(glyphs)) == 1 }) else {
            return keys
        }
        return plainKeys ?? keys
    }
}

extension KeyBinding {
    /// Every key the inspector reads, but the characters typed into the search prompt.
    static let table: [KeyBinding] = [
        KeyBinding(
            .panes, .move,
            [Press(.up, .moveUp), Press(.down, .moveDown), Press("j", .moveDown), Press("k", .moveUp)],
            help: "move the selection",
            hints: [Hint(keys: [.up, .down], plainKeys: [.character("j"), .character("k")], text: "move", rank: 0)]),
        KeyBinding(
            .panes, .move, [Press(.pageUp, .pageUp), Press(.pageDown, .pageDown)], help: "a page up, down"),
        KeyBinding(
            .panes, .move, panes: [.conflicts, .constraints, .controllers], [Press(" ", .pageDown)],
            help: "a page down (in the hierarchy: fold or unfold)"),
        KeyBinding(
            .panes, .move, [Press("g", .first), Press("G", .last), Press(.home, .first), Press(.end, .last)],
            help: "first, last"),
        KeyBinding(
            .panes, .move, [Press(.tab, .nextPane), Press(.backTab, .previousPane)], help: "next, previous pane",
            hints: [Hint(keys: [.tab], text: "pane", rank: 2)]),
        KeyBinding(
            .panes, .move,
            [
                Press("1", .showConflicts), Press("2", .showHierarchy), Press("3", .showConstraints),
                Press("4", .showControllers),
            ],
            help: "conflicts, hierarchy, constraints, controllers"),

        KeyBinding(
            .panes, .hierarchy, panes: [.tree],
            [Press(.left, .fold), Press(.right, .unfold), Press("h", .fold), Press("l", .unfold)],
            help: "fold, unfold (left on a folded view: its parent)",
            hints: [
                Hint(
                    keys: [.left, .right], plainKeys: [.character("h"), .character("l")], text: "fold", when: .tree,
                    rank: 1)
            ]),
        KeyBinding(
            .panes, .hierarchy, panes: [.tree],
            [Press(.enter, .toggleFold), Press(" ", .toggleFold), Press(">", .showView)],
            help: "fold or unfold; on a controller (and >): its view"),
        KeyBinding(
            .panes, .hierarchy, panes: [.tree], [Press("E", .expandAll), Press("C", .collapseAll)],
            help: "unfold every row, fold every row (Expand, Collapse)"),
        KeyBinding(
            .panes, .hierarchy, panes: [.tree], [Press("\\", .filterTree), Press("|", .clearTreeFilter)],
            help: "filter the tree (class, name, label, address); clear",
            hints: [
                Hint(keys: [.character("\\")], text: "filter", when: .tree, rank: 9),
                Hint(keys: [.character("|")], text: "unfilter", when: .treeFiltered, rank: 4),
            ]),
        KeyBinding(
            .panes, .hierarchy, panes: [.tree], [Press("v", .toggleConflictViews)],
            help: "only the conflict's views (and ancestors), or all views"),
        KeyBinding(
            .panes, .hierarchy, [Press("w", .toggleWireframe), Press("a", .toggleWireframeFocus)],
            help: "wireframe or tree, from any pane; zoom it to the views' ancestor, the root",
            hints: [
                Hint(keys: [.character("w")], text: "wireframe", panes: [.tree], rank: 9),
                Hint(keys: [.character("a")], text: "ancestor", when: .wireframeDrawn, rank: 4),
            ]),

        KeyBinding(
            .panes, .callbacks, [Press("]", .nextCallback), Press("[", .previousCallback)],
            help: "next, previous callback of the conflict",
            hints: [
                Hint(keys: [.character("["), .character("]")], text: "callback", when: .severalCallbacks, rank: 3)
            ]),
        KeyBinding(
            .panes, .callbacks, [Press("c", .callbacks)],
            help: "the conflict's callbacks, a line each: when, where, what broke, what changed",
            hints: [Hint(keys: [.character("c")], text: "callbacks", when: .severalCallbacks, rank: 9)]),

        KeyBinding(
            .panes, .search, [Press("/", .search)],
            help: "words as shown, all must match ('a phrase' is one); an address by any part",
            hints: [Hint(keys: [.character("/")], text: "search", rank: 5)]),
        KeyBinding(
            .panes, .search, [Press("n", .nextMatch), Press("N", .previousMatch)],
            help: "next, previous match, across conflicts and callbacks",
            hints: [Hint(keys: [.character("n"), .character("N")], text: "match", when: .searching, rank: 4)]),
        KeyBinding(
            .prompt, .search, [Press(.enter, .keepMatches), Press(.escape, .cancelSearch)],
            help: "in the prompt: keep the matches, cancel",
            hints: [Hint(keys: [.enter], text: "keep", rank: 0), Hint(keys: [.escape], text: "cancel", rank: 1)]),
        KeyBinding(
            .prompt, .search, [Press(.control("g"), .cancelSearch), Press(.control("c"), .cancelSearch)],
            help: "in the prompt: cancel, as Esc does"),
        KeyBinding(
            .prompt, .search, [Press(.backspace, .deleteBackward), Press(.delete, .deleteForward)],
            help: "in the prompt: delete the character before, under the cursor"),
        KeyBinding(
            .prompt, .search, [Press(.control("w"), .deleteWord), Press(.control("u"), .clearQuery)],
            help: "in the prompt: delete the word, everything before the cursor"),
        KeyBinding(
            .prompt, .search,
            [
                Press(.left, .cursorLeft), Press(.right, .cursorRight), Press(.home, .cursorToStart),
                Press(.end, .cursorToEnd),
            ],
            help: "in the prompt: move the cursor; to the start, the end"),
        KeyBinding(
            .prompt, .search, [Press(.control("a"), .cursorToStart), Press(.control("e"), .cursorToEnd)],
            help: "in the prompt: to the start, the end, as Home End do"),
        KeyBinding(
            .prompt, .search, [Press(.up, .olderQuery), Press(.down, .newerQuery)],
            help: "in the prompt: an older, a newer search of this session",
            hints: [Hint(keys: [.up, .down], text: "history", rank: 2)]),
        KeyBinding(
            .prompt, .search, [Press(.tab, .leavePrompt)], help: "in the prompt: keep the matches and go to the panes"),

        KeyBinding(
            .panes, .other, panes: [.conflicts], [Press(.enter, .open), Press(.right, .open), Press("l", .open)],
            help: "conflicts: open its hierarchy", hints: [Hint(keys: [.enter], text: "open", rank: 1)]),
        KeyBinding(
            .panes, .other, panes: [.constraints, .controllers], [Press(.enter, .showView)],
            help: "constraints, controllers: show the view (a controller: its root view)",
            hints: [Hint(keys: [.enter], text: "show view", rank: 1)]),
        KeyBinding(
            .panes, .other, panes: [.constraints], [Press("<", .showFirstItem), Press(">", .showSecondItem)],
            help: "constraints: its first, second item in the hierarchy",
            hints: [Hint(keys: [.character("<"), .character(">")], text: "item", rank: 9)]),
        KeyBinding(
            .panes, .other, [Press("s", .toggleSystem)], help: "show or hide conflicts in UIKit's own views",
            hints: [Hint(keys: [.character("s")], text: "system", panes: [.conflicts], rank: 6)]),
        KeyBinding(
            .panes, .other, [Press("f", .filter), Press("F", .clearFilter)],
            help: "filter the conflicts (class, label, address, file); clear",
            hints: [
                Hint(keys: [.character("f")], text: "filter", panes: [.conflicts], rank: 9),
                Hint(keys: [.character("F")], text: "unfilter", when: .filtered, rank: 4),
            ]),
        KeyBinding(
            .panes, .other, [Press("y", .copy)],
            help: "copy: the broken constraint's address, a view, a constraint"),
        KeyBinding(
            .panes, .other, [Press("Y", .copyAddress), Press("p", .copyExpression)],
            help: "copy its address alone; an lldb expression that prints it (po), cast to its class"),
        KeyBinding(
            .panes, .other, [Press("o", .openInPager), Press("e", .openInEditor)],
            help: "the callback in $PAGER, $VISUAL or $EDITOR at its line; e on a constraint: its code"),
        KeyBinding(
            .panes, .other, [Press("!", .notes)], help: "notes: lines that could not be read, ambiguous layouts"),
        KeyBinding(
            .panes, .other, [Press("m", .toggleMouse)], help: "release the mouse to select text (m takes it back)"),
        KeyBinding(
            .panes, .other, [Press("?", .help), Press(.f1, .help)], help: "this help",
            hints: [Hint(keys: [.character("?")], text: "help", rank: 7)]),
        KeyBinding(
            .panes, .other, [Press("q", .quit), Press("Q", .quit), Press(.control("c"), .quit)],
            help: "quit (Q from anywhere: help, notes, the detail)",
            hints: [Hint(keys: [.character("q")], text: "quit", rank: 8)]),
        KeyBinding(
            .panes, .other, [Press(.escape, .back)],
            help: "back: end a search, unzoom, back from a jump (Enter, < >) (never quits)"),
        KeyBinding(
            .panes, .other, [Press("z", .zoom), Press("+", .zoom)],
            help: "the pane to the whole screen, and back (Esc too)",
            hints: [Hint(keys: [.character("z")], text: "zoom", panes: [.tree, .constraints, .controllers], rank: 6)]),
        KeyBinding(
            .panes, .other, [Press("=", .widenList), Press("-", .narrowList)],
            help: "the conflicts list wider (half the screen, all of it), narrower",
            hints: [Hint(keys: [.character("=")], text: "wider", panes: [.conflicts], rank: 9)]),
        KeyBinding(
            .panes, .other, [Press("R", .clearEarlierRuns)],
            help: "a followed file read again from its start: clear its earlier runs",
            hints: [Hint(keys: [.character("R")], text: "clear runs", when: .earlierRuns, rank: 5)]),
        KeyBinding(
            .panes, .other, [Press("Z", .zoomDetail)],
            help: "the detail (why and fix) to the whole screen, to scroll"),
        KeyBinding(
            .panes, .other,
            [Press(.mouse(.press), .click), Press(.mouse(.wheelUp), .wheelUp), Press(.mouse(.wheelDown), .wheelDown)],
            help: "click selects (again: folds), wheel scrolls"),

        KeyBinding(
            .overlay, .overlays,
            [Press(.up, .scrollUp), Press(.down, .scrollDown), Press("j", .scrollDown), Press("k", .scrollUp)],
            help: "scroll (notes, callbacks: move the selection)",
            hints: [
                Hint(
                    keys: [.up, .down], plainKeys: [.character("j"), .character("k")], text: "scroll",
                    when: .overflowing, rank: 0)
            ]),
        KeyBinding(
            .overlay, .overlays, [Press(.pageUp, .scrollPageUp), Press(.pageDown, .scrollPageDown)],
            help: "a page up, down"),
        KeyBinding(.overlay, .overlays, [Press(" ", .scrollPageDown)], help: "a page down"),
        KeyBinding(
            .overlay, .overlays,
            [
                Press("g", .scrollToTop), Press(.home, .scrollToTop), Press("G", .scrollToBottom),
                Press(.end, .scrollToBottom),
            ],
            help: "the top, the bottom"),
        KeyBinding(
            .overlay, .overlays, [Press("?", .help), Press("!", .notes), Press("c", .callbacks)],
            help: "help, notes, callbacks (the one open: close it)"),
        KeyBinding(
            .overlay, .overlays, [Press("q", .close), Press(.escape, .close)], help: "close",
            hints: [Hint(keys: [.character("q")], text: "close", rank: 1)]),
        KeyBinding(
            .overlay, .overlays, [Press(.enter, .jump)],
            help: "notes, callbacks: go to the one selected (an unread line: $PAGER); help: close",
            hints: [Hint(keys: [.enter], text: "go to", when: .picking, rank: 0)]),
        KeyBinding(
            .overlay, .overlays,
            [
                Press(.f1, .close), Press(.mouse(.press), .close), Press(.mouse(.wheelUp), .wheelUp),
                Press(.mouse(.wheelDown), .wheelDown),
            ],
            help: "close; the wheel scrolls"),
        KeyBinding(
            .overlay, .overlays, [Press("Q", .quit), Press(.control("c"), .quit)], help: "quit",
            hints: [Hint(keys: [.character("Q")], text: "quit", rank: 2)]),

        KeyBinding(
            .detail, .detail,
            [Press(.up, .scrollUp), Press(.down, .scrollDown), Press("j", .scrollDown), Press("k", .scrollUp)],
            help: "scroll",
            hints: [Hint(keys: [.up, .down], plainKeys: [.character("j"), .character("k")], text: "scroll", rank: 0)]),
        KeyBinding(
            .detail, .detail,
            [Press(.pageUp, .scrollPageUp), Press(.pageDown, .scrollPageDown), Press(" ", .scrollPageDown)],
            help: "a page up, down"),
        KeyBinding(
            .detail, .detail,
            [
                Press("g", .scrollToTop), Press(.home, .scrollToTop), Press("G", .scrollToBottom),
                Press(.end, .scrollToBottom),
            ],
            help: "the top, the bottom"),
        KeyBinding(
            .detail, .detail,
            [
                Press(.escape, .close), Press("Z", .close), Press("z", .close), Press("q", .close),
                Press(.enter, .close),
            ],
            help: "back to the panes", hints: [Hint(keys: [.escape], text: "back", rank: 1)]),
        KeyBinding(
            .detail, .detail, [Press(.mouse(.wheelUp), .wheelUp), Press(.mouse(.wheelDown), .wheelDown)],
            help: "the wheel scrolls"),
        KeyBinding(
            .detail, .detail, [Press("?", .help), Press("Q", .quit), Press(.control("c"), .quit)],
            help: "help; quit",
            hints: [Hint(keys: [.character("?")], text: "help", rank: 2)]),
    ]

    /// What `key` does in `context` with `focus` on a pane; nil when nothing.
    static func action(for key: Key, in context: Context, focus: Pane) -> Action? {
        lookup[LookupKey(context: context, key: key.bindingKey)]?.first { $0.panes.contains(focus) }?.action
    }

    private struct LookupKey: Hashable {
        var context: Context
        var key: Key
    }

    private struct Target {
        var panes: Set<Pane>
        var action: Action
    }

    private static let lookup: [LookupKey: [Target]] = {
        var lookup: [LookupKey: [Target]] = [:]
        for binding in table {
            for press in binding.presses {
                lookup[LookupKey(context: binding.context, key: press.key), default: []].append(
                    Target(panes: binding.panes, action: press.action))
            }
        }
        return lookup
    }()

    /// The hints for the footer (or an overlay's frame) in `context` with `focus` on a pane, when
    /// `holding` are the conditions that hold, in the order the footer gives them.
    static func hints(_ context: Context, focus: Pane, holding: Set<Condition>) -> [Hint] {
        table.filter { $0.context == context }.flatMap { binding in
            binding.hints.filter { hint in
                (hint.panes ?? binding.panes).contains(focus) && (hint.when == .always || holding.contains(hint.when))
            }
        }.sorted { $0.rank < $1.rank }
    }
}
