import Dispatch
import Foundation

/// A statement of the app's source that makes a view: where a patch turns its autoresizing mask off.
public struct ViewCreation: Hashable, Sendable {
    public var path: String
    /// 1-based line where the statement starts.
    public var line: Int
    public var className: String
    /// What holds the view (`header`, `self.headerView`); nil when it is made in place (an argument).
    public var variable: String?
    /// UTF-8 offsets of the statement.
    public var range: Range<Int>
    /// The statement as written.
    public var text: String
    /// Whether the statement is a stored property's initializer, after which no statement can go.
    public var atTypeLevel: Bool

    public init(
        path: String, line: Int, className: String, variable: String?, range: Range<Int>, text: String,
        atTypeLevel: Bool = false
    ) {
        self.path = path
        self.line = line
        self.className = className
        self.variable = variable
        self.range = range
        self.text = text
        self.atTypeLevel = atTypeLevel
    }
}

extension SourceIndex {
    /// Every statement that makes a view of `className` (`ProfileHeaderView()`, `ProfileHeaderView(frame:
    /// …)`, `[[ProfileHeaderView alloc] initWithFrame:…]`, `[ProfileHeaderView new]`), by path and line.
    /// `className` may carry its module (`MyApp.ProfileHeaderView`), as a log prints it.
    public func viewCreations(className: String) -> [ViewCreation] {
        let name = SwiftName.withoutModule(className)
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return [] }
        let paths = codePaths
        let found = Parallel.map(paths, workersPerCore: 4, interleaved: true) { path -> [ViewCreation] in
            guard let file = file(path), Self.contains(file.bytes, needle) else { return [] }
            return Self.creations(in: CodeText(file), path: file.path, className: name)
        }
        return found.flatMap { $0 }
    }

    /// The views the app adds the view `name` holds to as a subview (`[self.containerView addSubview:
    /// self.titleLabel]`, `card.addSubview(titleLabel)`), by the last part of their names, over every
    /// file that adds it; nil when a file adds it to more than one (which is meant is not known).
    public func superviews(of name: String) -> Set<String>? {
        let child = VariableTypes.withoutUnderscore(VariableTypes.lastName(name))
        let needle = Array(child.utf8)
        let subview = Array("Subview".utf8)
        guard !needle.isEmpty else { return [] }
        let found = Parallel.map(codePaths, workersPerCore: 4, interleaved: true) { path -> String?? in
            guard let file = file(path), Self.contains(file.bytes, needle), Self.contains(file.bytes, subview) else {
                return nil
            }
            return VariableTypes(CodeText(file)).addedAsSubview(child)
        }
        var parents: Set<String> = []
        for parent in found {
            guard case .some(let named) = parent else { continue }
            guard let named else { return nil }
            parents.insert(named)
        }
        return parents
    }

    /// The class of the view a creation's view is added to as a subview in its own file: the class
    /// around the creation for `addSubview(customContentView)` (`self`), else the class the file gives
    /// the receiver (`card.addSubview(badge)`, `card` a `CardView`); nil when the file adds it to none,
    /// to more than one, or to one of a class it does not say.
    public func superviewClass(of creation: ViewCreation) -> String? {
        guard let variable = creation.variable, let file = file(creation.path) else { return nil }
        let code = CodeText(file)
        let variables = VariableTypes(code, header: file.header)
        guard case .some(.some(let parent)) = variables.addedAsSubview(VariableTypes.lastName(variable)) else {
            return nil
        }
        if parent == "self" {
            return ViewFacts(code, header: file.header).enclosingType(at: creation.range.lowerBound)?.name
        }
        return variables.className(of: parent)
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = haystack.baseAddress, let want = pattern.baseAddress else { return false }
                return Platform.find(want, count: pattern.count, in: base, count: haystack.count) != nil
            }
        }
    }

    /// The creations of `className` in one file.
    static func creations(in text: CodeText, path: String, className: String) -> [ViewCreation] {
        let facts = ViewFacts(text)
        var found: [ViewCreation] = []
        for at in text.occurrences(of: className) where text.hasWord(className, at: at) {
            var after = at + className.utf8.count
            var construction: Range<Int>?
            switch text.language {
            case .swift:
                if text.code[after...].starts(with: Array(".init(".utf8)) { after += 5 }
                // `ProfileHeaderView(…)`, not `ProfileHeaderView.self` nor a type annotation.
                guard after < text.code.count, text.code[after] == Byte.openParen, let close = text.closing(after),
                    at == 0 || text.code[at - 1] != Byte.dot
                else { continue }
                let before = text.skipSpaceBackward(from: at)
                if before > 0, text.code[before - 1] == Byte.colon { continue }
                construction = at..<(close + 1)
            case .objectiveC:
                // `[ProfileHeaderView new]`, or `[[ProfileHeaderView alloc] init…]`.
                guard let open = text.enclosingOpener(of: at, kinds: [Byte.openBracket]),
                    text.skipSpace(from: open + 1) == at, let message = text.message(at: open)
                else { continue }
                if message.selector == "new", let close = text.closing(open) {
                    construction = open..<(close + 1)
                } else if message.selector == "alloc",
                    let outer = text.enclosingOpener(of: open, kinds: [Byte.openBracket]),
                    text.skipSpace(from: outer + 1) == open, let close = text.closing(outer)
                {
                    construction = outer..<(close + 1)
                }
            }
            guard let construction else { continue }
            let statement = ConstraintStatement(text, expression: construction, facts: facts)
            let start = statement.name == nil ? construction.lowerBound : text.lineStart(at: construction.lowerBound)
            let lineStart = text.lineStart(at: start)
            let first = text.skipSpace(from: lineStart)
            let range = first..<statement.statementEnd(from: construction.upperBound)
            found.append(
                ViewCreation(
                    path: path, line: text.line(at: first), className: className,
                    variable: statement.name.map(Self.bareVariable), range: range, text: text.text(range),
                    atTypeLevel: statement.atTypeLevel))
        }
        return found
    }

    /// `let header` → `header`; `NSLayoutConstraint *x` → `x`; `self.header` stays.
    static func bareVariable(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "\t" })
        return words.last.map(String.init) ?? name
    }
}
