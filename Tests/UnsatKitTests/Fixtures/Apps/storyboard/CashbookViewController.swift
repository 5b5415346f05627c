import UIKit

final class CashbookViewController: UIViewController {
    @IBOutlet weak var badgeView: UIImageView!
    @IBOutlet weak var statusView: UIImageView!
    @IBOutlet weak var entriesTable: UITableView!
    @IBOutlet weak var balanceLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        entriesTable.dataSource = self
    }
}

extension CashbookViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}
