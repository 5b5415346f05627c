import UIKit

/// Past statements: a search bar over a table, laid out with one visual format.
final class TLYArchiveViewController: UIViewController {
    private let searchBar = UISearchBar()
    private let tableView = UITableView()
    private let footerLabel = UILabel()
    private let barHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        footerLabel.text = "End of archive"
        for subview in [searchBar, tableView, footerLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views = ["search": searchBar, "table": tableView]
        let metrics = ["bar": barHeight]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-64-[search(bar)]-0-[table(480)]-0-|", options: [], metrics: metrics,
                views: views))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[table]|", options: [], metrics: nil, views: views))
    }
}
