/// A change to one file of the app's source, as a diff the user applies with `git apply` from the root.
public struct SourcePatch: Hashable, Sendable {
    /// The file, relative to the root.
    public var path: String
    /// A unified diff (`--- a/PATH`, `+++ b/PATH`, three lines of context).
    public var diff: String
    /// The whole file as the patch leaves it.
    public var patched: String
}

/// Why no patch is offered, in words for the user.
public struct SourcePatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Writes the fixes a developer would make by hand, as patches, each checked by reading the
/// patched file again before it is offered: a patch that does not say what it claims is a failure.
public enum SourcePatcher {
    /// Gives the constraint `site` names the priority `priority` (999: the layout breaks it, not
    /// another, when they conflict), in the idiom of its style.
    public static func lowerPriority(
        _ site: SourceSite, in index: SourceIndex, to priority: Double = 999
    ) -> Result<SourcePatch, SourcePatchFailure> {
        let declaration = site.declaration
        func failure(_ reason: String) -> Result<SourcePatch, SourcePatchFailure> {
            .failure(SourcePatchFailure(path: site.path, reason: reason))
        }
        guard let file = index.file(site.path) else { return failure("cannot be read") }
        guard declaration.range.upperBound <= file.bytes.count,
            String(decoding: file.bytes[declaration.range], as: UTF8.self) == declaration.text
                || declaration.style == .visualFormat
        else { return failure("has changed since it was searched") }
        if let current = declaration.priority, abs(current - priority) < 0.5 {
            return failure("line \(site.line) already has priority \(ConstraintFormatter.number(priority))")
        }
        let pathExtension = SourceIndex.pathExtension(site.path)
        for scanner in index.scanners where scanner.reads(extension: pathExtension) {
            guard let edits = scanner.lowerPriority(declaration, in: file, to: priority) else { continue }
            let patched = apply(edits, to: file.bytes)
            let moved = newRanges(of: edits, original: declaration.range)
            let rescanned = scanner.declarations(in: SourceFile(path: file.path, bytes: patched))
            let kept = rescanned.contains { found in
                sameConstraint(found, declaration) && found.priority.map { abs($0 - priority) < 0.5 } == true
                    && moved.contains { $0.overlaps(found.range) || $0.lowerBound == found.range.lowerBound }
            }
            guard kept else {
                return failure(
                    "after the patch, line \(site.line) no longer reads as the same constraint with priority "
                        + ConstraintFormatter.number(priority))
            }
            return .success(
                SourcePatch(
                    path: file.path, diff: UnifiedDiff.make(path: file.path, old: file.bytes, new: patched),
                    patched: String(decoding: patched, as: UTF8.self)))
        }
        return failure(
            "no patch can be written safely for a \(declaration.style.rawValue) constraint at line \(site.line)")
    }

    /// Adds `translatesAutoresizingMaskIntoConstraints = false` (Objective-C `= NO;`) after the
    /// statement that makes the view.
    public static func disableAutoresizingMask(
        _ creation: ViewCreation, in index: SourceIndex
    ) -> Result<SourcePatch, SourcePatchFailure> {
        func failure(_ reason: String) -> Result<SourcePatch, SourcePatchFailure> {
            .failure(SourcePatchFailure(path: creation.path, reason: reason))
        }
        guard let file = index.file(creation.path) else { return failure("cannot be read") }
        let text = CodeText(file)
        guard
            let current = SourceIndex.creations(in: text, path: file.path, className: creation.className)
                .first(where: { $0.range == creation.range })
        else { return failure("has changed since it was searched") }
        guard let variable = current.variable else {
            return failure("line \(creation.line) makes the view where nothing holds it to set its mask")
        }
        if hasMaskLine(after: current, in: text) { return failure("line \(creation.line) already turns the mask off") }
        // After the statement that makes the view; for a stored property (`private let label =
        // UILabel()`), where no statement can follow, before the one statement of its type that adds
        // it to a superview (`addSubview(label)`), where a developer turns the mask off.
        var at = text.lineEnd(at: current.range.upperBound)
        var indent = text.indentation(at: current.range.lowerBound)
        if current.atTypeLevel {
            let additions = Self.additions(of: variable, after: current, in: text)
            guard additions.count == 1, let addition = additions.first else {
                return failure(
                    "line \(creation.line) is a stored property's initializer, and "
                        + (additions.isEmpty
                            ? "no statement of its type adds the view to a superview"
                            : "\(additions.count) statements of its type add the view to a superview")
                        + ": where to turn its mask off is not certain")
            }
            at = text.lineStart(at: addition)
            indent = text.indentation(at: addition)
        }
        let value = text.language == .objectiveC ? "NO;" : "false"
        // A Swift optional (`var content: UIView?`) is set through `?.`, as the file's own lines do.
        let optional =
            text.language == .swift
            && VariableTypes(text, header: file.header).isOptional(VariableTypes.lastName(variable))
        let line = "\(indent)\(variable)\(optional ? "?" : "").translatesAutoresizingMaskIntoConstraints = \(value)\n"
        let edit = SourceEdit(
            range: at..<at, replacement: (at == file.bytes.count && file.bytes.last != Byte.newline ? "\n" : "") + line)
        let patched = apply([edit], to: file.bytes)
        let reread = CodeText(patched, language: text.language)
        let found = SourceIndex.creations(in: reread, path: file.path, className: creation.className)
        guard found.contains(where: { $0.range == current.range && hasMaskLine(after: $0, in: reread) }) else {
            return failure("after the patch, line \(creation.line) is not followed by the mask line")
        }
        return .success(
            SourcePatch(
                path: file.path, diff: UnifiedDiff.make(path: file.path, old: file.bytes, new: patched),
                patched: String(decoding: patched, as: UTF8.self)))
    }

    /// Where the statements of a stored property's type that add its view to a superview
    /// (`addSubview(label)`, `contentView.insertSubview(self.label, at: 0)`) start, after the property.
    static func additions(of variable: String, after creation: ViewCreation, in text: CodeText) -> [Int] {
        guard let brace = text.enclosingOpener(of: creation.range.lowerBound, kinds: [Byte.openBrace]),
            let end = text.closing(brace)
        else { return [] }
        var found: [Int] = []
        for call in ["addSubview(", "insertSubview("] {
            for at in text.occurrences(of: call, in: creation.range.upperBound..<end)
            where text.hasWord(String(call.dropLast()), at: at) {
                let open = at + call.utf8.count - 1
                guard let close = text.closing(open), let view = text.arguments(in: (open + 1)..<close).first,
                    view.label == nil, [variable, "self.\(variable)"].contains(text.text(view.value))
                else { continue }
                // The statement starts at its receiver (`contentView.`), or at the call without one.
                found.append(at > 0 && text.code[at - 1] == Byte.dot ? text.expression(endingAt: at).lowerBound : at)
            }
        }
        return found.sorted()
    }

    /// Whether a statement of the creation's scope sets its variable's mask off.
    static func hasMaskLine(after creation: ViewCreation, in text: CodeText) -> Bool {
        guard let variable = creation.variable else { return false }
        let bare = ViewFacts.components(of: variable).last ?? variable
        let brace = text.enclosingOpener(of: creation.range.lowerBound, kinds: [Byte.openBrace])
        let end = brace.flatMap { text.closing($0) } ?? text.code.count
        for at in text.occurrences(
            of: ".translatesAutoresizingMaskIntoConstraints", in: creation.range.upperBound..<end)
        {
            guard ViewFacts.components(of: text.text(text.expression(endingAt: at))).last == bare else { continue }
            let rest = text.text(at..<text.lineEnd(at: at))
            if rest.contains("false") || rest.contains("NO") { return true }
        }
        return false
    }

    /// `bytes` with `edits` made (their ranges are of the original bytes and do not overlap).
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result
    }

    /// Where, after `edits`, each replacement lies and where `original` went.
    static func newRanges(of edits: [SourceEdit], original: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var shift = 0
        var originalShift = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let start = edit.range.lowerBound + shift
            let length = edit.replacement.utf8.count
            ranges.append(start..<max(start + length, start + 1))
            shift += length - edit.range.count
            if edit.range.upperBound <= original.lowerBound { originalShift = shift }
        }
        ranges.append((original.lowerBound + originalShift)..<(original.upperBound + originalShift))
        return ranges
    }

    /// The same items, attributes, relation, constant and multiplier: what a priority patch keeps.
    static func sameConstraint(_ a: DeclaredConstraint, _ b: DeclaredConstraint) -> Bool {
        func key(_ item: DeclaredItem?) -> [String?] { [item?.attribute?.name, item?.isSuperview == true ? "|" : nil] }
        return a.style == b.style && key(a.first) == key(b.first) && key(a.second) == key(b.second)
            && a.relation == b.relation && a.constant == b.constant && a.multiplier == b.multiplier
            && a.systemSpacing == b.systemSpacing
    }
}
