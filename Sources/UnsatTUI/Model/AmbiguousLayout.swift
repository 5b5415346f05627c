import UnsatKit

/// A view whose layout was reported ambiguous (`_autolayoutTrace`), as an entry of the list: the
/// view, every report of it in one file (a log and an lldb trace of one run report it twice), and
/// what the reports say is not determined.
struct AmbiguousLayout {
    let view: LayoutItem
    /// The reports of the view, in input order: never empty.
    let reports: [AmbiguityReport]

    /// The first report with what is ambiguous (`….minX{id: 88}, ….Width{id: 91}`), else the first:
    /// the older tree form says only that the layout is ambiguous.
    var report: AmbiguityReport { reports.first { $0.detail != nil } ?? reports[0] }

    /// The ambiguous attributes as the engine names them (`minX`, `Width`), each once, in order.
    var variables: [String] {
        guard let detail = report.detail else { return [] }
        var names: [String] = []
        for part in detail.split(separator: ",") {
            // `UIStackView:0x103c31e50.minX{id: 88}`: the name between the last dot and the brace.
            let upToBrace = part.split(separator: "{", maxSplits: 1).first ?? part[...]
            guard let name = upToBrace.split(separator: ".").last.map(String.init), !name.isEmpty,
                !names.contains(name)
            else { continue }
            names.append(name.trimmingCharacters(in: .whitespaces))
        }
        return names
    }

    /// What is ambiguous in words (`horizontal position, width`); nil when the report does not say.
    var attributes: String? {
        let words = variables.map { Self.words[$0]?.long ?? $0 }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }

    /// What is ambiguous, short, for the list's row (`x, width`); nil when the report does not say.
    var shortAttributes: String? {
        let words = variables.map { Self.words[$0]?.short ?? $0 }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }

    /// The layout engine's variables, in words.
    private static let words: [String: (short: String, long: String)] = [
        "minX": ("x", "horizontal position"), "minY": ("y", "vertical position"), "Width": ("width", "width"),
        "Height": ("height", "height"),
    ]

    /// The ambiguous views of `reports`, each once by file and address, in the order first reported.
    static func layouts(_ reports: [AmbiguityReport]) -> [AmbiguousLayout] {
        var order: [String] = []
        var byKey: [String: [AmbiguityReport]] = [:]
        for report in reports {
            let key = report.location.file + " " + (report.view.address?.text ?? report.view.className)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(report)
        }
        return order.map { AmbiguousLayout(view: byKey[$0]![0].view, reports: byKey[$0]!) }
    }

    /// The tree the view is shown in: the dump read from the same file that holds it (the nearest
    /// before its first report, else the first after), else the view alone. (The trace's own tree
    /// lines are not read by UnsatKit, only its `AMBIGUOUS LAYOUT` lines.)
    func hierarchy(among dumps: [ViewHierarchy]) -> ViewHierarchy {
        let first = reports[0].location
        if let address = view.address {
            let holding = dumps.filter { $0.location.file == first.file && $0.index(of: address) != nil }
            if let dump = holding.last(where: { $0.location < first }) ?? holding.first { return dump }
        }
        let node = ViewNode(
            className: view.className, address: view.address ?? Address(""), line: first.line)
        return ViewHierarchy(nodes: [node], location: first)
    }
}
