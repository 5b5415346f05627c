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

        /// Whether a search lights what it matches in such a piece.
        var isSearchable: Bool { self != .decoration }
    }

    struct Piece: Hashable {
        var text: String
        var style: Style
        var role: Role
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

    mutating func append(_ text: String, _ style: Style = .plain, as role: Role = .decoration) {
        guard !text.isEmpty else { return }
        pieces.append(Piece(text: text, style: style, role: role))
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

    /// The row's text with what `matcher` finds in its names, addresses and labels drawn in
    /// `match`; when the row matches on something not drawn, its first such piece is lit whole.
    func text(lighting matcher: SearchMatcher?, with match: Style) -> StyledText {
        var result = StyledText()
        guard let matcher else {
            for piece in pieces { result.append(piece.text, piece.style) }
            return result
        }
        var litAny = false
        for piece in pieces {
            let ranges = piece.role.isSearchable ? matcher.ranges(in: piece.text) : []
            guard !ranges.isEmpty else {
                result.append(piece.text, piece.style)
                continue
            }
            litAny = true
            let bytes = Array(piece.text.utf8)
            var offset = 0
            for range in ranges {
                result.append(String(decoding: bytes[offset..<range.lowerBound], as: UTF8.self), piece.style)
                result.append(String(decoding: bytes[range], as: UTF8.self), piece.style.merged(with: match))
                offset = range.upperBound
            }
            result.append(String(decoding: bytes[offset...], as: UTF8.self), piece.style)
        }
        guard matchesSearch, !litAny, let first = pieces.firstIndex(where: \.role.isSearchable) else { return result }
        // It matched on something not drawn (a key path, an address cut off): the name is lit.
        var lit = pieces
        lit[first].style = lit[first].style.merged(with: match)
        result = StyledText()
        for piece in lit { result.append(piece.text, piece.style) }
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
