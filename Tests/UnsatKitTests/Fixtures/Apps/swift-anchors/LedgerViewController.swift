import UIKit

/// The ledger: a header, a summary and the list of entries.
final class LedgerViewController: UIViewController {
    private let entriesTable = UITableView(frame: .zero, style: .plain)
    private let historyTable: UITableView = {
        let table = UITableView(frame: .zero, style: .grouped)
        table.translatesAutoresizingMaskIntoConstraints = false
        return table
    }()
    private let summary = LedgerSummaryView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = LedgerHeaderView()
        view.addSubview(header)
        entriesTable.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(entriesTable)
        view.addSubview(historyTable)

        // The entries fill the screen under the header; the height is from an old design.
        NSLayoutConstraint.activate([
            entriesTable.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            entriesTable.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            entriesTable.heightAnchor.constraint(equalToConstant: 480),
            entriesTable.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            entriesTable.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        let historyHeight = historyTable.heightAnchor.constraint(equalToConstant: 200)
        historyHeight.priority = .defaultHigh
        historyHeight.isActive = true
        header.heightAnchor.constraint(equalToConstant: 480).isActive = false
    }
}
