import UnsatKit

/// A row of a list pane as its renderer hands it over: pieces named by what they show, so that a
/// search lights the names, addresses and labels in it, and never the guides, marks or counts.
struct PaneRow: Hashable {
    /// What a piece of a row shows.
    enum Role: Hashable {
        /// Tree guides, marks, counts, frames, words: drawn, never lit.
        case decoration
        /// A view's, a controller's or a constraint's item's name, or a class.
        case name
        case address
        /// The text of a label.
        case label
        /// What a constraint's short form says between its items' names: attributes, relations,
        /// numbers.
        case formula

        /// Whether a search lights what it matches in such a piece.
        var isSearchable: Bool { self != .decoration }
    }

    struct Piece: Hashable {
        var text: String
        var style: Style
        var role: Role
        /// Lit whole when the row matches: a name whose view matched on what the name does not
        /// show (its address), among other names.
        var whole = false
    }

    private(set) var pieces: [Piece] = []
    /// Notes at the row's right edge (`broken`, `autoresizing`), left out when the pane is narrow.
    var notes: StyledText?
    /// Where the notes end, in columns from the row's left, when not at the pane's right edge: a
    /// column of notes kept beside the rows' text in a wide pane.
    var notesEnd: Int?
    /// Whether what the row stands for matches the search, drawn or not (a key path; an address
    /// cut short).
    var matchesSearch = false

    mutating func append(_ text: String, _ style: Style = .plain, as role: Role = .decoration, whole: Bool = false) {
        guard !text.isEmpty else { return }
        pieces.append(Piece(text: text, style: style, role: role, whole: whole))
    }

    /// Drawn dim, color and all: a row the selection elsewhere does not concern (`PaneLink`).
    mutating func dim() {
        for index in pieces.indices {
            pieces[index].style.dim = true
            pieces[index].style.bold = false
        }
        notes = notes.map { StyledText($0.spans.map { Span($0.text, Style(dim: true)) }) }
    }

    /// Its text as `glyphs` draw it (see `substituted`).
    mutating func substitute(_ glyphs: Glyphs) {
        for index in pieces.indices { pieces[index].text = glyphs.substitute(pieces[index].text) }
        notes = notes?.substituted(glyphs)
    }

    /// The row's text, when it matches the search, with what `matcher`'s words find in its names,
    /// addresses, labels and formulas drawn in `match` (a word may run on from one such piece into
    /// the next: `'Save'.width`); the names marked `whole` are lit whole, and when the row matches
    /// on nothing drawn, its first such piece is.
    func text(lighting matcher: SearchMatcher?, with match: Style) -> StyledText {
        var result = StyledText()
        guard let matcher, matchesSearch else {
            for piece in pieces { result.append(piece.text, piece.style) }
            return result
        }
        // Each piece's lit byte ranges, found in each run of searchable pieces read as one text.
        var lit = [[Range<Int>]](repeating: [], count: pieces.count)
        var start = 0
        while start < pieces.count {
            guard pieces[start].role.isSearchable else {
                start += 1
                continue
            }
            var end = start
            while end < pieces.count, pieces[end].role.isSearchable { end += 1 }
            let found = matcher.ranges(in: pieces[start..<end].map(\.text).joined())
            var offset = 0
            for index in start..<end {
                let count = pieces[index].text.utf8.count
                for range in found where range.lowerBound < offset + count && range.upperBound > offset {
                    lit[index].append(
                        max(range.lowerBound, offset) - offset..<min(range.upperBound, offset + count) - offset)
                }
                offset += count
            }
            start = end
        }
        for index in pieces.indices where pieces[index].whole { lit[index] = [0..<pieces[index].text.utf8.count] }
        // It matched on something not drawn (a key path, an address cut off): the name is lit.
        if lit.allSatisfy(\.isEmpty), let first = pieces.firstIndex(where: \.role.isSearchable) {
            lit[first] = [0..<pieces[first].text.utf8.count]
        }
        for (piece, ranges) in zip(pieces, lit) {
            guard !ranges.isEmpty else {
                result.append(piece.text, piece.style)
                continue
            }
            let bytes = Array(piece.text.utf8)
            var offset = 0
            for range in ranges {
                result.append(String(decoding: bytes[offset..<range.lowerBound], as: UTF8.self), piece.style)
                result.append(String(decoding: bytes[range], as: UTF8.self), piece.style.merged(with: match))
                offset = range.upperBound
            }
            result.append(String(decoding: bytes[offset...], as: UTF8.self), piece.style)
        }
        return result
    }
}

/// A pane that lists rows under a cursor: what its renderer tells the screen.
protocol ListPaneRenderer {
    /// How many rows the list has.
    var count: Int { get }
    /// Where the list is (settled: the selection on screen).
    var cursor: ListCursor { get }
    /// What the pane says when it has no row to show; nil when it has some.
    var emptyMessage: String? { get }
    /// The rows in `range`, for a pane `width` columns wide: only the rows on screen are made (a
    /// tree may hold 100,000 views).
    func rows(_ range: Range<Int>, width: Int) -> [PaneRow]
}
