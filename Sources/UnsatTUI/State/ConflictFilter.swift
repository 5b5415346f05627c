import Foundation
import UnsatKit

/// `f`: which conflicts the list keeps for a text, k9s-style. A conflict is kept when the text,
/// in any case, is part of what its row shows or what names it: its number (`#3`), the controller,
/// the views' classes, labels and addresses (with or without `0x`), the constraints' addresses,
/// the fingerprint, and the files its callbacks were read from.
struct ConflictFilter: Hashable {
    /// The text as typed.
    var text: String

    /// Nil for a text that keeps everything (empty, or only spaces).
    init?(_ text: String) {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        self.text = text
    }

    func matches(_ conflict: Conflict) -> Bool { matches(Self.haystack(conflict)) }

    /// A dump on its own is kept for its number and its file; an ambiguous view for its number, its
    /// class, its address, its files and the word `ambiguous`.
    func matches(_ entry: Entry) -> Bool {
        switch entry.kind {
        case .conflict(let conflict): matches(conflict)
        case .dump(let hierarchy): matches(["#\(entry.number)", hierarchy.location.file])
        case .ambiguous(let layout):
            matches(
                ["#\(entry.number)", "ambiguous", layout.view.className, layout.view.address?.text ?? ""]
                    + layout.reports.map(\.location.file))
        }
    }

    private func matches(_ haystack: [String]) -> Bool {
        let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
        return haystack.contains { $0.lowercased().contains(needle) }
    }

    /// What the text is looked for in.
    static func haystack(_ conflict: Conflict) -> [String] {
        var words = ["#\(conflict.id)", conflict.fingerprint]
        if let controller = conflict.controller {
            words.append(controller.className)
            // As a narrow row shortens it (`ProfileVC`).
            words.append(Formatting.controllerName(controller.className, room: 0))
        }
        for item in conflict.views {
            words.append(item.className)
            if let label = item.label { words.append("\(item.className) '\(label)'") }
            if let name = item.name { words.append(name) }
            if let address = item.address { words.append(address.text) }
        }
        for constraint in conflict.constraints { words.append(constraint.address.text) }
        var files: Set<String> = []
        for callback in conflict.callbacks where files.insert(callback.location.file).inserted {
            words.append(callback.location.file)
        }
        return words
    }
}

/// The list's filter and selected conflict as the filter prompt found them.
struct FilterOrigin {
    var filter: ConflictFilter?
    var conflict: InputLocation?
}
