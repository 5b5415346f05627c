/// Where the app made a conflict's constraints, and the first way out as a patch: the step from
/// the log to the line of code. Only a certain site is patched; the patcher reads the patched file
/// back (the constraint with its new priority, or the view followed by its mask line) before it is
/// offered, and the way out itself is the one the solver checked.
extension Explainer {
    /// Each of the app's constraints, by address, with the sites that may have made it.
    static func sites(_ conflict: Conflict, in index: SourceIndex) -> [Address: SourceSites] {
        var result: [Address: SourceSites] = [:]
        for constraint in conflict.constraints where constraint.origin == .app {
            let sites = index.sites(for: constraint, keyPaths: conflict.keyPaths)
            if !sites.candidates.isEmpty { result[constraint.address] = sites }
        }
        return result
    }

    /// The fix with its site and patch, when the source says where the first way out was made.
    static func locate(
        _ fix: Fix, conflict: Conflict, sites: [Address: SourceSites], index: SourceIndex, namer: ViewNamer
    )
        -> Fix
    {
        var fix = fix
        guard let first = fix.first else { return fix }
        let root = index.root
        switch first.action {
        case .lowerPriority:
            guard first.relax.count == 1, let address = first.relax.first else { return fix }
            let found = sites[address] ?? SourceSites()
            guard let site = found.certain else {
                fix.sourceNote = Self.uncertain(found, root: root)
                return fix
            }
            fix.site = Fix.Site(path: site.path, line: site.line, evidence: site.evidence)
            switch SourcePatcher.lowerPriority(site, in: index) {
            case .success(let patch): fix.patch = patch.diff
            case .failure(let failure): fix.sourceNote = "No patch: \(failure.description)."
            }
        case .translatesAutoresizingMaskIntoConstraints:
            guard let view = first.views.first,
                let item = conflict.items.first(where: { $0.address == view })
            else { return fix }
            let creations = index.viewCreations(className: item.className)
            guard creations.count == 1, let creation = creations.first else {
                let name = namer.name(item)
                fix.sourceNote =
                    creations.isEmpty
                    ? "No line under \(root) makes a \(item.shortClassName) in code (searched \(index.summary.filesRead) files)."
                    : "\(creations.count) lines make a \(item.shortClassName) (\(Self.places(creations.map { ($0.path, $0.line) }))): "
                        + "which one is \(name) is not certain, so no patch."
                return fix
            }
            fix.site = Fix.Site(
                path: creation.path, line: creation.line, evidence: ["makes a \(item.shortClassName)"])
            switch SourcePatcher.disableAutoresizingMask(creation, in: index) {
            case .success(let patch): fix.patch = patch.diff
            case .failure(let failure): fix.sourceNote = "No patch: \(failure.description)."
            }
        case .none:
            return fix
        }
        if let site = fix.site {
            let what = first.action == .lowerPriority ? "It was made at" : "The view is made at"
            fix.text += " \(what) \(site.path):\(site.line)."
        }
        return fix
    }

    /// Why the site is not certain, with the candidates when there are some.
    static func uncertain(_ sites: SourceSites, root: String) -> String {
        if sites.candidates.isEmpty { return "No line under \(root) was found to make it." }
        let shown = sites.candidates.prefix(3).map { ($0.path, $0.line) }
        return
            "Not certain where it was made (candidates: \(places(shown))\(sites.candidates.count > 3 ? ", …" : "")), so no patch."
    }

    static func places(_ places: [(String, Int)]) -> String {
        places.map { "\($0.0):\($0.1)" }.joined(separator: ", ")
    }
}
