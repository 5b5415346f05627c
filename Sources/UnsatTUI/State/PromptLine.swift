/// A line being typed, edited as a shell edits one: its text and where the cursor is in it (in
/// characters, 0 before the first, `text.count` after the last).
struct PromptLine: Hashable {
    private(set) var text: String
    private(set) var cursor: Int

    /// `text` with the cursor after it.
    init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// The text before and after the cursor.
    var beforeCursor: Substring { text.prefix(cursor) }
    var afterCursor: Substring { text.dropFirst(cursor) }

    mutating func insert(_ character: Character) {
        text = String(beforeCursor) + String(character) + afterCursor
        cursor += 1
    }

    /// Backspace: the character before the cursor; false when there is none.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        text = String(beforeCursor.dropLast() + afterCursor)
        cursor -= 1
        return true
    }

    /// Del: the character under the cursor; false when there is none.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < text.count else { return false }
        text = String(beforeCursor + afterCursor.dropFirst())
        return true
    }

    /// Ctrl-W: the word before the cursor and the spaces after it, as a shell's `unix-word-rubout`.
    mutating func deleteWordBackward() {
        var before = beforeCursor
        while before.last == " " { before = before.dropLast() }
        while let last = before.last, last != " " { before = before.dropLast() }
        text = String(before + afterCursor)
        cursor = before.count
    }

    /// Ctrl-U: everything before the cursor.
    mutating func deleteToStart() {
        text = String(afterCursor)
        cursor = 0
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = text.count }
}

/// The lines entered at a prompt in this session, oldest first, and ↑ ↓ walking them as a shell

extension PromptLine {
    /// Does what a prompt's editing key does (the cursor keys, C-w, C-u, Del); false for any other
    /// action. The search and the filter prompts edit their lines with it.
    mutating func edit(_ action: Action) -> Bool {
        switch action {
        case .clearQuery: deleteToStart()
        case .deleteWord: deleteWordBackward()
        case .deleteForward: _ = deleteForward()
        case .cursorLeft: moveLeft()
        case .cursorRight: moveRight()
        case .cursorToStart: moveToStart()
        case .cursorToEnd: moveToEnd()
        default: return false
        }
        return true
    }
}

/// does: ↑ an older one, ↓ a newer one, past the newest the line that was being typed.
struct PromptHistory: Hashable {
    private(set) var entries: [String] = []
    /// The entry shown; nil while on the line being typed.
    private(set) var index: Int?
    /// What was being typed when ↑ first left it.
    private var draft = ""

    /// Keeps `line` (not twice in a row, never empty) and ends a walk.
    mutating func record(_ line: String) {
        index = nil
        guard !line.isEmpty, entries.last != line else { return }
        entries.append(line)
    }

    /// ↑: the entry before the one shown, leaving `current` as the draft; nil at the oldest.
    mutating func older(than current: String) -> String? {
        let target = (index ?? entries.count) - 1
        guard target >= 0 else { return nil }
        if index == nil { draft = current }
        index = target
        return entries[target]
    }

    /// ↓: the entry after the one shown, or the draft past the newest; nil when not walking.
    mutating func newer() -> String? {
        guard let index else { return nil }
        if index + 1 < entries.count {
            self.index = index + 1
            return entries[index + 1]
        }
        self.index = nil
        return draft
    }

    /// Stops walking: a new prompt starts on an empty line.
    mutating func endWalk() { index = nil }
}
