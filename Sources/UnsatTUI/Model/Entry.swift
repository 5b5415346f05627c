import UnsatKit

/// One entry of the inspector's list, what the panes show one at a time: a conflict, a view
/// hierarchy read on its own that no conflict's views are in, so that a dump without a conflict
/// can be browsed too, or a view whose layout was reported ambiguous.
///
/// What needs a conflict gets one only from `.conflict`: a dump is never taken for a conflict with
/// no constraints. A pane that shows entries of several kinds says what each is in one `switch`
/// on `kind`, so that another kind is added there, not in every pane.
struct Entry {
    enum Kind {
        /// A conflict: its callbacks, constraints and views.
        case conflict(Conflict)
        /// A `recursiveDescription` read on its own: only its tree.
        case dump(ViewHierarchy)
        /// A view reported ambiguous (`_autolayoutTrace`): its tree and what is ambiguous.
        case ambiguous(AmbiguousLayout)
    }

    let kind: Kind
    /// The number the list and the filter know the entry by (`#3`): a conflict's id; the dumps are
    /// numbered after the conflicts, the ambiguous views after the dumps.
    let number: Int

    init(_ conflict: Conflict) {
        kind = .conflict(conflict)
        number = conflict.id
    }

    init(dump: ViewHierarchy, number: Int) {
        kind = .dump(dump)
        self.number = number
    }

    init(ambiguous layout: AmbiguousLayout, number: Int) {
        kind = .ambiguous(layout)
        self.number = number
    }

    /// The conflict, for an entry that is one.
    var conflict: Conflict? {
        guard case .conflict(let conflict) = kind else { return nil }
        return conflict
    }

    /// Where the entry was first read: stable while a growing input is read again (a newer reading
    /// only appends), and unique. A conflict's is where it was first reported, as the fingerprint
    /// is not unique (two cells with one layout are two conflicts with one fingerprint), and the
    /// group key changes when a report cut short at the end of one reading is read whole in the
    /// next. A followed file read again from its start is read under another name (see
    /// `InputStream`), so its lines never take an earlier reading's identities.
    var identity: InputLocation {
        switch kind {
        case .conflict(let conflict): conflict.callbacks[0].location
        case .dump(let hierarchy): hierarchy.location
        case .ambiguous(let layout): layout.reports[0].location
        }
    }

    /// What the panes step through with `]` and `[`, each with its tree: a conflict's callbacks; a
    /// dump's one, the dump as a capture shows it, with no constraint; an ambiguous view's one, at
    /// its first report (its tree is found by `ConflictDetail`).
    var callbacks: [Callback] {
        switch kind {
        case .conflict(let conflict): conflict.callbacks
        case .dump(let hierarchy): [Callback(location: hierarchy.location, format: .capture, hierarchy: hierarchy)]
        case .ambiguous(let layout): [Callback(location: layout.reports[0].location, format: .capture)]
        }
    }
}
