/// Where the app made a conflict's constraints, and the first way out as a patch: the step from
/// the log to the line of code. Only a certain site is patched; the patcher reads the patched file
/// back (the constraint with its new priority, or the view followed by its mask line) before it is
/// offered, and the way out itself is the one the solver checked.
extension Explainer {
    /// Each of the app's constraints, by address, with the sites that may have made it.
    ///
    /// A site is certain when the search is, and, for one whose evidence does not single out its
    /// view, when the conflict's other constraints on that view agree (below).
    ///
    /// One view of the log is one variable of the source: when the certain sites of two constraints
    /// on the same view (by address) say it is two different variables, or one in two files, at
    /// least one of them is wrong, and none of them stays certain.
    static func sites(_ conflict: Conflict, in index: SourceIndex) -> [Address: SourceSites] {
        var result: [Address: SourceSites] = [:]
        for constraint in conflict.constraints where constraint.origin == .app {
            let sites = index.sites(for: constraint, keyPaths: conflict.keyPaths)
            if !sites.candidates.isEmpty { result[constraint.address] = sites }
        }
        // A site whose evidence does not tell its view from others of the class stands when
        // another constraint of the conflict on the same view has a site in the same file that
        // says it is the same variable: the constraints of one layout are made together.
        var candidateBindings: [Address: [(constraint: Address, name: String)]] = [:]
        for constraint in conflict.constraints {
            for site in result[constraint.address]?.candidates ?? [] {
                for (view, expression) in Self.binding(constraint, site) {
                    candidateBindings[view, default: []].append((constraint.address, "\(site.path)#\(expression)"))
                }
            }
        }
        for constraint in conflict.constraints {
            guard let certain = result[constraint.address]?.certain, !certain.isDistinctive else { continue }
            let corroborated = Self.binding(constraint, certain).contains { view, expression in
                (candidateBindings[view] ?? []).contains {
                    $0.constraint != constraint.address && $0.name == "\(certain.path)#\(expression)"
                }
            }
            if !corroborated { result[constraint.address]?.certain = nil }
        }
        var bindings: [Address: Set<String>] = [:]
        var constraintsOf: [Address: [Address]] = [:]
        for constraint in conflict.constraints {
            guard let certain = result[constraint.address]?.certain else { continue }
            for (view, expression) in Self.binding(constraint, certain) {
                bindings[view, default: []].insert("\(certain.path)#\(expression)")
                constraintsOf[view, default: []].append(constraint.address)
            }
        }
        for (view, names) in bindings where names.count > 1 {
            for address in constraintsOf[view] ?? [] { result[address]?.certain = nil }
        }
        return result
    }

    /// Which variable of the source each view of the log is, by the site: the declaration's items
    /// in the log's order (turned round when the matcher read it the other way). The superview
    /// (`|`, `equalToSuperview()`) names no variable and binds nothing.
    static func binding(_ constraint: Constraint, _ site: SourceSite) -> [(Address, String)] {
        let declaration = site.declaration
        var declared = [declaration.first, declaration.second]
        if site.evidence.contains("written the other way round") { declared.reverse() }
        let logged = [constraint.first?.item, constraint.second?.item]
        var result: [(Address, String)] = []
        for (item, side) in zip(logged, declared) {
            guard let address = item?.address, let side, !side.isSuperview else { continue }
            let expression = side.expression.hasPrefix("self.") ? String(side.expression.dropFirst(5)) : side.expression
            result.append((address, expression))
        }
        return result
    }

    /// The variable a view is in the source, by the first of the conflict's constraints on it whose
    /// site is certain, with that site (`nameLabel` of `nameLabel.leadingAnchor.constraint(…)`).
    ///
    /// `alone`: the site may be the one the search is certain of by itself, though no other
    /// constraint of the conflict agrees (`SourceSites.matched`), when it is the only candidate: one
    /// line of the app makes that constraint, with that variable. Every such constraint on the view
    /// must then say the same variable in the same file.
    static func variable(
        of view: Address, conflict: Conflict, sites: [Address: SourceSites], alone: Bool = false
    )
        -> (name: String, site: SourceSite)?
    {
        var found: [(name: String, site: SourceSite)] = []
        for constraint in conflict.constraints where constraint.items.contains(where: { $0.address == view }) {
            let sites = sites[constraint.address]
            guard
                let site = alone
                    ? (sites?.candidates.count == 1 ? sites?.matched : nil) : sites?.certain,
                let name = binding(constraint, site).first(where: { $0.0 == view })?.1
            else { continue }
            if !alone { return (name, site) }
            found.append((name, site))
        }
        guard let first = found.first,
            found.allSatisfy({ $0.name == first.name && $0.site.path == first.site.path })
        else { return nil }
        return first
    }

    /// Of several creations of the masked view's class, the one whose variable is the superview the
    /// code gives a view the log puts inside the masked one (a visual format's `|` names it:
    /// `H:|-(20)-[UILabel'Hi']   (names: '|':UIView:0x…)`), where that view's variable is known from
    /// its constraints (every line that may have made one of them names it so) and every file that
    /// adds it adds it to that one variable.
    static func creationHoldingChild(
        of view: Address, conflict: Conflict, sites: [Address: SourceSites], creations: [ViewCreation],
        index: SourceIndex
    ) -> (creation: ViewCreation, parent: String, child: String)? {
        var children: [Address] = []
        for constraint in conflict.constraints {
            let items = [constraint.first?.item, constraint.second?.item]
            guard items.contains(where: { $0?.address == view && $0?.isSuperviewBar == true }) else { continue }
            for case let child? in items.map({ $0?.address }) where child != view && !children.contains(child) {
                children.append(child)
            }
        }
        var parents: Set<String> = []
        var child = ""
        for address in children {
            var names: Set<String> = []
            for constraint in conflict.constraints where constraint.items.contains(where: { $0.address == address }) {
                for site in sites[constraint.address]?.candidates ?? [] {
                    if let name = binding(constraint, site).first(where: { $0.0 == address })?.1 { names.insert(name) }
                }
            }
            guard names.count == 1, let name = names.first else { continue }
            guard let added = index.superviews(of: name) else { return nil }
            parents.formUnion(added)
            if child.isEmpty { child = name }
        }
        guard parents.count == 1, let parent = parents.first else { return nil }
        let holding = creations.filter { creation in
            creation.variable.map { VariableTypes.withoutUnderscore(VariableTypes.lastName($0)) } == parent
        }
        guard holding.count == 1, let creation = holding.first else { return nil }
        return (creation, parent, child)
    }

    /// Of several creations of the masked view's class, the one the code adds to a view of the class
    /// the log puts the masked view inside (a visual format's `|`, `H:|-(10)-[UIView:0x…]   (names:
    /// '|':TVOSToast.TVOSToast:0x…)`, or an inset from one of its edges, `UIView.bottom ==
    /// TVOSToast.bottom - 10`): `addSubview(customContentView)` in `class TVOSToast`. Nil unless
    /// the log names one such class and exactly one creation is added to a view of it.
    static func creationInside(
        of view: Address, conflict: Conflict, _ creations: [ViewCreation], _ index: SourceIndex
    ) -> (creation: ViewCreation, superview: String)? {
        var outer: Set<String> = []
        for constraint in conflict.constraints {
            let items = [constraint.first?.item, constraint.second?.item]
            guard items.contains(where: { $0?.address == view }) else { continue }
            for case let item? in items where item.address != view {
                // The bar names the superview; an inset from the same edge of a view holds it inside
                // that view (`UIView.bottom == TVOSToast.bottom - 10`).
                if item.isSuperviewBar || FixRanking.holdsContent(constraint, item) {
                    outer.insert(item.shortClassName)
                }
            }
        }
        guard outer.count == 1, let superview = outer.first else { return nil }
        let inside = creations.filter { creation in
            index.superviewClass(of: creation).map(SwiftName.withoutModule) == superview
        }
        guard inside.count == 1, let creation = inside.first else { return nil }
        return (creation, superview)
    }

    /// The fix with its site and patch, when the source says where the first way out was made.
    static func locate(
        _ fix: Fix, conflict: Conflict, sites: [Address: SourceSites], index: SourceIndex, namer: ViewNamer
    )
        -> Fix
    {
        var fix = fix
        guard let first = fix.first else { return fix }
        // An update's line: the constraint it changes was made elsewhere in the file, and takes the priority too.
        var updated = false
        switch first.action {
        case .lowerPriority:
            guard first.relax.count == 1, let address = first.relax.first else { return fix }
            let found = sites[address] ?? SourceSites()
            guard let site = found.certain else {
                fix.sourceNote = Self.uncertain(found)
                return fix
            }
            fix.site = Fix.Site(path: site.path, line: site.line, evidence: site.evidence)
            updated = site.declaration.updates
            switch SourcePatcher.lowerPriority(site, in: index) {
            case .success(let patch): fix.patch = patch.diff
            case .failure(let failure): fix.sourceNote = "No patch: \(failure.description)."
            }
        case .translatesAutoresizingMaskIntoConstraints:
            guard let view = first.views.first,
                let item = conflict.items.first(where: { $0.address == view })
            else { return fix }
            var creations = index.viewCreations(className: item.className)
            var evidence = ["makes a \(item.shortClassName)"]
            // Of several, the one whose variable a constraint on the view was certainly made with; or,
            // where none is certain for want of another constraint that agrees, the one whose
            // variable the only line in the source that makes such a constraint uses.
            if creations.count > 1,
                let used = Self.variable(of: view, conflict: conflict, sites: sites)
                    ?? Self.variable(of: view, conflict: conflict, sites: sites, alone: true)
            {
                let named = creations.filter { creation in
                    creation.path == used.site.path
                        && creation.variable.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 } == used.name
                }
                if named.count == 1 {
                    creations = named
                    evidence.append("\(used.name), which \(used.site.path):\(used.site.line) constrains")
                }
            }
            // Of several still, the one the code adds a view to that the log puts inside the masked view;
            // or the one the code adds to a view of the class the log puts the masked view inside.
            if creations.count > 1,
                let holding = Self.creationHoldingChild(
                    of: view, conflict: conflict, sites: sites, creations: creations, index: index)
            {
                creations = [holding.creation]
                evidence.append(
                    "\(holding.parent), to which the code adds \(holding.child), which the log puts inside it")
            } else if creations.count > 1,
                let inside = Self.creationInside(of: view, conflict: conflict, creations, index)
            {
                creations = [inside.creation]
                evidence.append("added to a \(inside.superview), which the log puts it inside")
            }
            guard creations.count == 1, let creation = creations.first else {
                // None found is said by `unsat fix`, beside what it searched; several are a doubt.
                if creations.count > 1 {
                    let places = Self.places(creations.map { ($0.path, $0.line) })
                    fix.sourceNote =
                        "\(creations.count) lines make a \(item.shortClassName) (\(places)): which one is "
                        + "\(namer.name(item)) is not certain, so no patch."
                }
                return fix
            }
            fix.site = Fix.Site(path: creation.path, line: creation.line, evidence: evidence)
            switch SourcePatcher.disableAutoresizingMask(creation, in: index) {
            case .success(let patch): fix.patch = patch.diff
            case .failure(let failure): fix.sourceNote = "No patch: \(failure.description)."
            }
        case .none:
            return fix
        }
        if let site = fix.site {
            if updated {
                fix.text +=
                    " Its constant is set at \(site.path):\(site.line), an update of the constraint, which finds it by"
                    + " its priority too: the line that made it takes the same priority."
            } else {
                let what = first.action == .lowerPriority ? "It was made at" : "The view is made at"
                fix.text += " \(what) \(site.path):\(site.line)."
            }
        }
        return fix
    }

    /// Why the site is not certain, with the candidates; nil when there are none (the search
    /// found nothing, which `unsat fix` says beside what it searched).
    static func uncertain(_ sites: SourceSites) -> String? {
        if sites.candidates.isEmpty { return nil }
        let shown = sites.candidates.prefix(3).map { ($0.path, $0.line) }
        return
            "Not certain where it was made (candidates: \(places(shown))\(sites.candidates.count > 3 ? ", …" : "")), so no patch."
    }

    static func places(_ places: [(String, Int)]) -> String {
        places.map { "\($0.0):\($0.1)" }.joined(separator: ", ")
    }
}
