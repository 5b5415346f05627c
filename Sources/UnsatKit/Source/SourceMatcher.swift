/// A place in the app's source that may have made a constraint, with what matched.
public struct SourceSite: Hashable, Sendable {
    public var path: String
    public var line: Int
    /// What matched, in words: `height`, `== 480`, `UITableView (declared type)`, `key path tableView`.
    public var evidence: [String]
    public var declaration: DeclaredConstraint
    /// Whether the evidence tells this view from others of its class: a title, a key path, an
    /// identifier, a class of the app's, the line the log names. Without it, a site is one of
    /// possibly many `UIImageView.height == 48` an app has, and stands only with corroboration.
    public var isDistinctive: Bool

    public init(
        path: String, line: Int, evidence: [String], declaration: DeclaredConstraint, isDistinctive: Bool = false
    ) {
        self.path = path
        self.line = line
        self.evidence = evidence
        self.declaration = declaration
        self.isDistinctive = isDistinctive
    }
}

/// Where a constraint may have been made: candidates best first, and the one that is certain when
/// all the evidence the log gives points at it alone.
public struct SourceSites: Hashable, Sendable {
    public var candidates: [SourceSite]
    public var certain: SourceSite?
    /// The site the search alone is certain of, before the conflict's other constraints are asked
    /// to agree (`Explainer.sites`): what a view's variable may be told by, never a patch's line.
    public var matched: SourceSite?

    public init(candidates: [SourceSite] = [], certain: SourceSite? = nil) {
        self.candidates = candidates
        self.certain = certain
        matched = certain
    }
}

extension SourceIndex {
    /// The declarations that may have made `constraint`, weighed against what the log says of it;
    /// `keyPaths` names views by their key path in their controller (a capture's). Only the app's
    /// own constraints are searched: UIKit makes the rest.
    public func sites(for constraint: Constraint, keyPaths: [Address: String]) -> SourceSites {
        guard constraint.origin == .app, constraint.isEquation, constraint.first != nil else { return SourceSites() }
        if let line = constraint.sourceLine, let site = site(at: line, for: constraint, keyPaths: keyPaths) {
            return SourceSites(candidates: [site], certain: site)
        }
        var matches: [(site: SourceSite, match: DeclarationMatch)] = []
        let types = TypeDeclarations(index: self)
        // A constraint that names its file (SnapKit's `@CardView.swift#44`) was made in that file.
        let namedFile = constraint.sourceLine.map { "/" + $0.file }
        for declaration in declarations {
            if let namedFile, !("/" + declaration.path).hasSuffix(namedFile) { continue }
            guard
                let match = DeclarationMatch(
                    declaration, constraint, keyPaths: keyPaths,
                    declaresType: { name in types.declares(name, in: declaration.path) })
            else { continue }
            let site = SourceSite(
                path: declaration.path, line: declaration.line, evidence: match.evidence, declaration: declaration,
                isDistinctive: match.strong > 0)
            matches.append((site, match))
        }
        matches.sort { lhs, rhs in
            (lhs.match.complete ? 1 : 0, lhs.match.strong, lhs.match.score, rhs.site.path, rhs.site.line)
                > (rhs.match.complete ? 1 : 0, rhs.match.strong, rhs.match.score, lhs.site.path, lhs.site.line)
        }
        // Certain: the best carries every field, and each other fits less well. Another that also
        // carries every field must lack a view's own evidence the best has (its title, key path,
        // identifier): two labels with the same leading are told apart by the title only.
        var certain: SourceSite?
        if let best = matches.first, best.match.complete,
            matches.dropFirst().allSatisfy({ other in
                other.match.complete
                    ? other.match.strong < best.match.strong
                    : other.match.strong < best.match.strong || other.match.score < best.match.score
            })
        {
            certain = best.site
        }
        // The one line that may have made it updates the constant of a constraint the same file makes
        // (`make.height.mas_equalTo(@100)`, then `mas_updateConstraints:` with a value of the run): the
        // log prints the updated value, which no line spells, and the update is where it was set.
        if certain == nil, matches.count == 1, let only = matches.first, only.match.updatesToAValueOfTheRun,
            let made = declarations.first(where: { made in
                made.path == only.site.path && !made.updates
                    && made.first?.expression == only.site.declaration.first?.expression
                    && made.first?.attribute == only.site.declaration.first?.attribute
                    && made.relation == only.site.declaration.relation
            })
        {
            var site = only.site
            site.evidence.append("its constant set at run time, updating the constraint made at line \(made.line)")
            certain = site
        }
        return SourceSites(candidates: matches.map(\.site), certain: certain)
    }

    /// The one declaration at a line the log names (SnapKit's `@File.swift#88`): certain by itself.
    /// A line may make several (`make.leading.trailing.equalToSuperview()`): the one of them that
    /// agrees with the constraint is it.
    private func site(at line: SourceLine, for constraint: Constraint, keyPaths: [Address: String]) -> SourceSite? {
        let suffix = line.file.hasPrefix("/") ? line.file : "/" + line.file
        var found = (byBaseName[line.baseName] ?? []).map { declarations[$0] }.filter {
            $0.line == line.line && ("/" + $0.path).hasSuffix(suffix)
        }
        if found.count > 1 {
            found = found.filter { DeclarationMatch($0, constraint, keyPaths: keyPaths) != nil }
        }
        guard found.count == 1, let declaration = found.first else { return nil }
        return SourceSite(
            path: declaration.path, line: declaration.line, evidence: ["source line \(line.text)"],
            declaration: declaration, isDistinctive: true)
    }
}

/// How one declaration agrees with one constraint of the log: nil when it contradicts a field
/// both know. An unknown field (a constant that is a variable) is neither for nor against.
struct DeclarationMatch {
    var evidence: [String] = []
    var score = 0
    /// How many of the agreements are a view's own (a title, a key path, an identifier, a class of
    /// the app's): what tells two views of one class apart.
    var strong = 0
    /// Every field the log gives agrees, and each view agrees by class, key path, title or identifier.
    var complete = false
    /// An update's declaration that would be complete but for its constant, a value of the run
    /// (`make.height.equalTo(@(self.contentHeight))`).
    var updatesToAValueOfTheRun = false

    init?(
        _ declaration: DeclaredConstraint, _ constraint: Constraint, keyPaths: [Address: String],
        declaresType: (String) -> Bool = { _ in false }
    ) {
        guard let logFirst = constraint.first, constraint.relation != nil else { return nil }
        let logSecond = constraint.second.flatMap { $0.attribute == .notAnAttribute ? nil : $0 }
        guard (declaration.second == nil) == (logSecond == nil), let declaredFirst = declaration.first else {
            return nil
        }
        // The declaration as written, then turned round (`b.bottom == a.top - 8` for `a.top == b.bottom + 8`).
        var best: DeclarationMatch?
        for flipped in logSecond == nil ? [false] : [false, true] {
            var sides = [(declaredFirst, logFirst)]
            if let declaredSecond = declaration.second, let logSecond { sides.append((declaredSecond, logSecond)) }
            if flipped { sides = [(sides[0].0, sides[1].1), (sides[1].0, sides[0].1)] }
            guard
                let match = DeclarationMatch(
                    declaration, constraint, sides: sides, flipped: flipped, keyPaths: keyPaths,
                    declaresType: declaresType)
            else { continue }
            if best == nil || match.score > best!.score { best = match }
        }
        guard let best else { return nil }
        self = best
    }

    private init() {}

    private init?(
        _ declaration: DeclaredConstraint, _ constraint: Constraint, sides: [(DeclaredItem, Operand)], flipped: Bool,
        keyPaths: [Address: String], declaresType: (String) -> Bool
    ) {
        var match = DeclarationMatch()
        var known = true
        var viewsAgree = true
        for (item, operand) in sides {
            switch Self.attributesAgree(item, operand) {
            case nil: known = false
            case false?: return nil
            case true?:
                match.evidence.append(operand.attribute.name)
                match.score += 2
            }
            let view = Self.viewAgreement(item, operand.item, keyPaths: keyPaths, declaresType: declaresType)
            if view.contradicts { return nil }
            match.evidence += view.evidence
            match.score += view.score
            match.strong += view.strong
            if view.evidence.isEmpty || view.doubts { viewsAgree = false }
        }
        if flipped, sides.count == 2 { match.evidence.append("written the other way round") }
        // The relation and constant of the declaration, seen from the log's side.
        let multiplier = declaration.multiplier ?? (declaration.text.contains("multiplier") ? nil : 1)
        var relation = declaration.relation
        var constant = declaration.constant
        var factor = multiplier
        if flipped {
            relation = relation?.flipped
            if let m = multiplier, m != 0 {
                constant = constant.map { -$0 / m }
                factor = 1 / m
            } else {
                constant = nil
                factor = nil
            }
        }
        if let relation {
            guard relation == constraint.relation else { return nil }
        } else {
            known = false
        }
        if let factor {
            guard abs(factor - constraint.multiplier) < 1e-4 else { return nil }
            if factor != 1 {
                match.evidence.append("multiplier \(ConstraintFormatter.number(factor))")
                match.score += 2
            }
        } else {
            known = false
        }
        let knownButTheConstant = known
        if declaration.systemSpacing {
            // The system spacing is printed `NSSpace(8)`, or resolved; never a contradiction.
            if constraint.systemSpacing {
                match.evidence.append("system spacing")
                match.score += 2
            } else {
                known = false
            }
        } else if let constant {
            guard !constraint.systemSpacing, abs(constant - constraint.constant) < 1e-3 else { return nil }
            match.score += constant == 0 ? 1 : 3
        } else {
            known = false
        }
        let relationText = constraint.relation?.rawValue ?? "=="
        if relation != nil {
            if sides.count == 1, let constant {
                match.evidence.append("\(relationText) \(ConstraintFormatter.number(constant))")
            } else if let constant, constant != 0, !declaration.systemSpacing {
                match.evidence.append(
                    "\(relationText) … \(constant < 0 ? "-" : "+") \(ConstraintFormatter.number(abs(constant)))")
            } else {
                match.evidence.append(relationText)
            }
            match.score += 1
        }
        // Priority: a literal that differs is another constraint; the same one is a little evidence.
        let logPriority = constraint.priority ?? 1000
        if let priority = declaration.priority {
            guard abs(priority - logPriority) < 0.5 else { return nil }
            if priority < 1000 {
                match.evidence.append("priority \(ConstraintFormatter.number(priority))")
                match.score += 1
            }
        }
        // The identifier the app gave it outweighs all (Masonry's key, printed where the address would be,
        // is the one its `.key(@"…")` gave).
        var identified = false
        if let identifier = constraint.identifier ?? constraint.masonryKey, let declared = declaration.identifier {
            guard identifier == declared else { return nil }
            match.evidence.append(constraint.identifier == nil ? "key '\(identifier)'" : "identifier '\(identifier)'")
            match.score += 6
            match.strong += 1
            identified = true
        }
        match.complete = known && (viewsAgree || identified)
        match.updatesToAValueOfTheRun =
            declaration.updates && knownButTheConstant && constant == nil && !declaration.systemSpacing
            && (viewsAgree || identified)
        self = match
    }

    /// Whether the declared attribute is the logged one; nil when the declaration does not say. A
    /// margin of a view may be logged as an edge of its `UIViewLayoutMarginsGuide`.
    static func attributesAgree(_ item: DeclaredItem, _ operand: Operand) -> Bool? {
        guard let attribute = item.attribute else { return nil }
        if attribute == operand.attribute { return true }
        if operand.item.label == "UIViewLayoutMarginsGuide", AnchorScanner.margins[operand.attribute] == attribute {
            return true
        }
        return false
    }

    /// What the view of one side says: agreements in words with their weight, or a contradiction.
    /// `doubts`: something says it may be another view (a title that differs from the label the
    /// log prints, a superview of a class the source does not show): it stays a candidate, never
    /// certain.
    static func viewAgreement(
        _ item: DeclaredItem, _ logged: LayoutItem, keyPaths: [Address: String],
        declaresType: (String) -> Bool = { _ in false }
    ) -> (
        evidence: [String], score: Int, strong: Int, contradicts: Bool, doubts: Bool
    ) {
        var evidence: [String] = []
        var score = 0
        var strong = 0
        let plain = ["UIView", "NSView"].contains(logged.shortClassName)
        if item.isSuperview {
            if let declared = item.className {
                if declared == logged.shortClassName { return (["superview \(declared)"], 2, 0, false, false) }
                if !["UIView", "NSView"].contains(declared) { return ([], 0, 0, true, false) }
            }
            // A superview of a class the source does not show: as likely as any other plain view,
            // but a cell's content view or the app's own view must be shown to be the one (the
            // declaration is in that class's own file: `|` inside `@implementation TLYFilterBar`).
            if !plain, declaresType(logged.shortClassName) {
                return (["superview, in \(logged.shortClassName)'s file"], 2, 0, false, false)
            }
            return (["superview"], 1, 0, false, !plain)
        }
        if logged.label == "UIViewLayoutMarginsGuide", item.attribute?.isMargin == true {
            return ([], 0, 0, false, false)
        }
        if let declared = item.className {
            let printed = logged.shortClassName
            if declared == printed {
                evidence.append("\(declared) (declared type)")
                let system = declared.hasPrefix("UI") || declared.hasPrefix("NS")
                score += system ? 2 : 4
                if !system { strong += 1 }
            } else if !["UIView", "NSView"].contains(declared) || logged.isLayoutGuide {
                // A declared class is what the log prints; only a plain view may hold a subclass.
                return ([], 0, 0, true, false)
            }
        }
        if let title = item.title, let label = logged.label {
            if title == label {
                evidence.append(item.className == "UILayoutGuide" ? "guide '\(title)'" : "title '\(title)'")
                score += 3
                strong += 1
            } else if item.className == "UILayoutGuide" {
                return ([], 0, 0, true, false)
            } else {
                // The text set in the source may have changed by the time of the log: a doubt, not a no.
                return (evidence, score, strong, false, true)
            }
        }
        if let name = item.propertyName, let address = logged.address, let keyPath = keyPaths[address],
            keyPath.split(separator: ".").last.map(String.init) == name
        {
            evidence.append("key path \(keyPath)")
            score += 4
            strong += 1
        }
        return (evidence, score, strong, false, false)
    }
}

/// Which files declare a type of a given name (`class TLYFilterBar`, `@implementation TLYFilterBar`,
/// `extension TLYFilterBar`), read once a file for one search.
final class TypeDeclarations {
    let index: SourceIndex
    /// Each file read and lexed once, however many names are asked of it.
    private var texts: [String: CodeText] = [:]

    init(index: SourceIndex) {
        self.index = index
    }

    func declares(_ name: String, in path: String) -> Bool {
        let text: CodeText
        if let known = texts[path] {
            text = known
        } else {
            text = CodeText(index.file(path) ?? SourceFile(path: path, bytes: []))
            texts[path] = text
        }
        for keyword in ["class ", "struct ", "extension ", "@implementation ", "@interface "] {
            for at in text.occurrences(of: keyword + name) where text.hasWord(name, at: at + keyword.utf8.count) {
                return true
            }
        }
        return false
    }
}
