/// One terminal cell: a character and how it is drawn. A wide character takes its cell and a
/// continuation cell (`width == 0`) to its right.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var width: UInt8
    public var style: Style

    public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
}

/// The screen as the inspector draws it: what the ncurses layer copies to the terminal, and what
/// tests read back as text.
public struct ScreenGrid: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Draw only ASCII (`--ascii`, or a locale that is not UTF-8): anything else becomes `?`. Text
    /// reaches the grid substituted already (`Glyphs.substitute`); this is the last guard.
    public var asciiOnly: Bool

    public init(width: Int, height: Int, asciiOnly: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.asciiOnly = asciiOnly
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Writes `text` from column `x` of row `y`, stopping before column `limit` (the grid's width
    /// when nil); returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let end = min(limit ?? width, width)
        var column = x
        for character in text {
            var character = character
            if asciiOnly, !character.isASCII { character = "?" }
            if character == "\t" || character == "\n" || character == "\r" { character = " " }
            let columns = DisplayWidth.of(character)
            if columns == 0 {
                // A combining mark joins the character before it; a control character is dropped.
                if character.unicodeScalars.first!.value >= 0x300, column > x, column - 1 < end {
                    var owner = column - 1
                    while owner > 0, self[owner, y].width == 0 { owner -= 1 }
                    var combined = String(self[owner, y].character)
                    combined.unicodeScalars.append(contentsOf: character.unicodeScalars)
                    self[owner, y].character = Character(combined)
                }
                continue
            }
            if column + columns > end {
                // A wide character that does not fit leaves a blank, not half a glyph.
                if column < end, column >= 0 { setCell(column, y, Cell(" ", style: style)) }
                return end
            }
            if column >= 0 {
                setCell(column, y, Cell(character, width: UInt8(columns), style: style))
                if columns == 2 { setCell(column + 1, y, Cell(" ", width: 0, style: style)) }
            }
            column += columns
        }
        return column
    }

    /// Sets one cell, clearing whatever wide character it cuts in half.
    private mutating func setCell(_ x: Int, _ y: Int, _ cell: Cell) {
        guard contains(x: x, y: y) else { return }
        let old = self[x, y]
        if old.width == 0, cell.width != 0, x > 0, self[x - 1, y].width == 2 {
            self[x - 1, y] = Cell(" ", style: self[x - 1, y].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < width, self[x + 1, y].width == 0 {
            self[x + 1, y] = Cell(" ", style: old.style)
        }
        self[x, y] = cell
    }

    /// Fills a rectangle with one character.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let clipped = rect.clipped(to: Rect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { setCell(x, y, Cell(character, style: style)) }
        }
    }

    /// Changes the style of `count` cells of row `y` from `x`, keeping their characters.
    public mutating func restyle(x: Int, y: Int, count: Int, _ change: (inout Style) -> Void) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + count) { change(&self[column, y].style) }
    }

    /// The screen as text, one line a row, trailing spaces removed.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where self[x, y].width != 0 { line.append(self[x, y].character) }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// How each cell looks, one line a row (see `Style.snapshotMark`), trailing blanks removed.
    public var styleLines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where self[x, y].width != 0 {
                let cell = self[x, y]
                let mark = cell.style.snapshotMark
                // A blank drawn plain carries nothing worth showing.
                line.append(mark)
                if cell.width == 2 { line.append(mark) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The text, then the style marks under a rule: what screen tests compare.
    public var snapshot: String {
        let rule = String(repeating: "~", count: width)
        return ([rule] + lines + [rule] + styleLines + [rule]).joined(separator: "\n") + "\n"
    }
}
