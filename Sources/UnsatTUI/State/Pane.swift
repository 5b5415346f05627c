/// The panes the focus moves between with Tab, in that order.
enum Pane: Int, CaseIterable, Hashable {
    case conflicts, tree, constraints, controllers

    var title: String {
        switch self {
        case .conflicts: "Conflicts"
        case .tree: "Hierarchy"
        case .constraints: "Constraints"
        case .controllers: "Controllers"
        }
    }

    var next: Pane { Pane(rawValue: (rawValue + 1) % Pane.allCases.count)! }
    var previous: Pane { Pane(rawValue: (rawValue + Pane.allCases.count - 1) % Pane.allCases.count)! }
}
