import Foundation

/// Reads one visual-format string, in place in its file's bytes: `H:|-16-[avatar(48)]-(>=8@750)-[name]-|`.
/// Each size predicate and each connection is a piece, with the offsets of its text, its sides as
/// the log prints them (`[a]-8-[b]` is `b.leading == a.trailing + 8`), relation, constant and priority.
struct VisualFormatReader {
    let bytes: [UInt8]
    let range: Range<Int>
    let metrics: [String: Double]
    /// The names the views dictionary gives; a predicate's name not among them is a metric.
    var viewNames: Set<String> = []

    /// One side of a piece: a view by its name in the format, or the superview (nil).
    struct End: Hashable {
        var view: String?
        var attribute: LayoutAttribute
    }

    struct Piece: Hashable {
        var range: Range<Int>
        var first: End
        var second: End?
        var relation: Relation?
        var constant: Double?
        var priority: Double?
        var systemSpacing: Bool = false
    }

    /// A predicate as written: `>=8@750`, `44`, `==other`.
    struct Predicate {
        var range: Range<Int>
        var relation: Relation = .equal
        var constant: Double?
        var view: String?
        var priority: Double?
        var systemSpacing = false
    }

    /// `|` (nil) or a view's name.
    enum Element: Equatable {
        case superview
        case view(String)
    }

    private var vertical = false

    init(bytes: [UInt8], range: Range<Int>, metrics: [String: Double], viewNames: Set<String> = []) {
        self.bytes = bytes
        self.range = range
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// Every piece, or those read before the format stops making sense.
    mutating func read() -> [Piece] {
        var i = range.lowerBound
        if i + 1 < range.upperBound, bytes[i + 1] == Byte.colon {
            vertical = bytes[i] == UInt8(ascii: "V")
            i += 2
        }
        var pieces: [Piece] = []
        var previous: Element?
        var gap: [Predicate]?
        while i < range.upperBound {
            let byte = bytes[i]
            if byte == Byte.space {
                i += 1
            } else if byte == UInt8(ascii: "|") {
                if let previous { pieces += connection(previous, .superview, gap, at: i) }
                previous = .superview
                gap = nil
                i += 1
            } else if byte == Byte.openBracket {
                guard let close = bytes[i..<range.upperBound].firstIndex(of: Byte.closeBracket) else { break }
                let inner = (i + 1)..<close
                let paren = bytes[inner].firstIndex(of: Byte.openParen)
                let name = text((i + 1)..<(paren ?? close)).trimmingCharacters(in: .whitespaces)
                if let paren, let end = bytes[paren..<close].lastIndex(of: Byte.closeParen) {
                    for predicate in predicates((paren + 1)..<end) {
                        let size = vertical ? LayoutAttribute.height : .width
                        pieces.append(
                            Piece(
                                range: predicate.range, first: End(view: name, attribute: size),
                                second: predicate.view.map { End(view: $0, attribute: size) },
                                relation: predicate.relation, constant: predicate.view == nil ? predicate.constant : 0,
                                priority: predicate.priority))
                    }
                }
                if let previous { pieces += connection(previous, .view(name), gap, at: i) }
                previous = .view(name)
                gap = nil
                i = close + 1
            } else if byte == Byte.minus {
                let next = i + 1 < range.upperBound ? bytes[i + 1] : 0
                if next == Byte.openParen, let close = bytes[(i + 1)..<range.upperBound].firstIndex(of: Byte.closeParen)
                {
                    gap = predicates((i + 2)..<close)
                    i = close + 1
                } else if next == Byte.openBracket || next == UInt8(ascii: "|") {
                    gap = [Predicate(range: (i + 1)..<(i + 1), constant: nil, systemSpacing: true)]
                    i += 1
                    continue
                } else {
                    var end = i + 1
                    while end < range.upperBound, bytes[end] != Byte.minus { end += 1 }
                    gap = predicates((i + 1)..<end)
                    i = end
                }
                // The closing dash of `-8-` / `-(8)-`.
                if i < range.upperBound, bytes[i] == Byte.minus { i += 1 }
            } else {
                break
            }
        }
        return pieces
    }

    /// The pieces the gap between `before` and `after` makes: one per predicate, flush (`[a][b]`) as 0.
    private func connection(_ before: Element, _ after: Element, _ gap: [Predicate]?, at offset: Int) -> [Piece] {
        let leading: LayoutAttribute = vertical ? .top : .leading
        let trailing: LayoutAttribute = vertical ? .bottom : .trailing
        let first: End
        let second: End
        switch (before, after) {
        case (.superview, .view(let view)):
            first = End(view: view, attribute: leading)
            second = End(view: nil, attribute: leading)
        case (.view(let view), .superview):
            first = End(view: nil, attribute: trailing)
            second = End(view: view, attribute: trailing)
        case (.view(let a), .view(let b)):
            first = End(view: b, attribute: leading)
            second = End(view: a, attribute: trailing)
        case (.superview, .superview):
            return []
        }
        let predicates = gap ?? [Predicate(range: offset..<offset, constant: 0)]
        return predicates.map { predicate in
            Piece(
                range: predicate.range, first: first, second: second, relation: predicate.relation,
                constant: predicate.constant, priority: predicate.priority, systemSpacing: predicate.systemSpacing)
        }
    }

    /// `>=8@750,<=20` split on commas, each read.
    private func predicates(_ range: Range<Int>) -> [Predicate] {
        var found: [Predicate] = []
        var start = range.lowerBound
        for i in range.lowerBound...range.upperBound where i == range.upperBound || bytes[i] == Byte.comma {
            if let predicate = predicate(start..<i) { found.append(predicate) }
            start = i + 1
        }
        return found
    }

    private func predicate(_ range: Range<Int>) -> Predicate? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == Byte.space { lower += 1 }
        while upper > lower, bytes[upper - 1] == Byte.space { upper -= 1 }
        guard lower < upper else { return nil }
        var predicate = Predicate(range: lower..<upper)
        var i = lower
        if i + 1 < upper, bytes[i + 1] == Byte.equals {
            switch bytes[i] {
            case Byte.equals: predicate.relation = .equal
            case UInt8(ascii: ">"): predicate.relation = .greaterThanOrEqual
            case UInt8(ascii: "<"): predicate.relation = .lessThanOrEqual
            default: return nil
            }
            i += 2
        }
        let at = bytes[i..<upper].firstIndex(of: Byte.at) ?? upper
        let object = text(i..<at).trimmingCharacters(in: .whitespaces)
        if let number = Double(object) {
            predicate.constant = number
        } else if let metric = metrics[object] {
            predicate.constant = metric
        } else if viewNames.contains(object) {
            predicate.view = object
        } else {
            predicate.constant = nil
        }
        if at < upper {
            let priority = text((at + 1)..<upper).trimmingCharacters(in: .whitespaces)
            predicate.priority = Double(priority) ?? metrics[priority]
        }
        return predicate
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
