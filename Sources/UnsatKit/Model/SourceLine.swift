/// A line of the app's source that a constraint names: SnapKit's `@CardView.swift#88`, or an
/// identifier the app chose to say where it made the constraint (`'CardView.swift:88'`,
/// `'ProfileHeader.swift#42 avatar width'`).
public struct SourceLine: Hashable, Sendable {
    /// The file as the constraint names it: a base name (`CardView.swift`) or a partial path
    /// (`Views/CardView.swift`), never resolved against a directory.
    public var file: String
    /// 1-based.
    public var line: Int
    /// The reference as printed (`CardView.swift#88`), for a message that shows what the log said.
    public var text: String

    /// The last path component of `file`: what a search of the source tree looks for.
    public var baseName: String { file.split(separator: "/").last.map(String.init) ?? file }

    /// Extensions of the files a constraint is made in. An identifier is free text
    /// (`'UIView-Encapsulated-Layout-Width'`, `'header.height:collapsed'`), so only a name with one
    /// of these counts as a file; SnapKit's reference is a source file by construction.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "c", "cc", "cpp", "xib", "storyboard"]

    /// `File.swift#88` or `File.swift:88` taken whole (a SnapKit reference, whose file name may hold
    /// spaces or `+`), or nil when `text` is not one.
    public static func parse(_ text: Substring) -> SourceLine? {
        guard let separator = text.lastIndex(where: { $0 == "#" || $0 == ":" }) else { return nil }
        let file = text[..<separator]
        let digits = text[text.index(after: separator)...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count < 9, let line = Int(digits), line > 0,
            let dot = file.lastIndex(of: "."), dot > file.startIndex, !file[..<dot].hasSuffix("/"),
            sourceExtensions.contains(file[file.index(after: dot)...].lowercased())
        else { return nil }
        return SourceLine(file: String(file), line: line, text: String(text))
    }

    /// The source line an identifier names: the whole identifier, else its first word that is one
    /// (`'ProfileHeader.swift#42 avatar width'`); brackets and a trailing comma around it are not
    /// part of it.
    public static func named(byIdentifier identifier: String) -> SourceLine? {
        if let whole = parse(identifier[...]) { return whole }
        for word in identifier.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            var trimmed = word.drop(while: { "([{<".contains($0) })
            while let last = trimmed.last, ")]}>,;".contains(last) { trimmed = trimmed.dropLast() }
            if let found = parse(trimmed) { return found }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Constraint {
    /// Where the app made this constraint, when its text says: SnapKit's `@File.swift#88` first,
    /// then an identifier that names a file. Computed on demand from what is already stored, so a
    /// constraint stays as small as it was.
    public var sourceLine: SourceLine? {
        if let reference = sourceReference, let line = SourceLine.parse(reference[...]) { return line }
        return identifier.flatMap(SourceLine.named(byIdentifier:))
    }
}

extension Conflict {
    /// The constraint whose source line best stands for the conflict, with that line.
    ///
    /// The broken constraint comes first: it is the one the report names, and lowering its priority
    /// is the usual fix. Then the constraints of the proof (the smallest set that cannot hold): each
    /// is a part of the contradiction, so its line is one where the fix may go. Only then the rest,
    /// in the order UIKit listed them, which were reported but may not matter.
    public func sourceConstraint(proof: [Address] = []) -> (constraint: Constraint, line: SourceLine)? {
        var candidates: [Constraint] = []
        if let broken = lastBroken, let constraint = constraints.first(where: { $0.address == broken }) {
            candidates.append(constraint)
        }
        candidates += proof.compactMap { address in constraints.first { $0.address == address } }
        candidates += constraints
        for constraint in candidates {
            if let line = constraint.sourceLine { return (constraint, line) }
        }
        return nil
    }
}
