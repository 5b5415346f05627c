import UIKit

/// The header over the ledger: a fixed height, which its creator must let constraints set.
final class LedgerHeaderView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        heightAnchor.constraint(equalToConstant: 120).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
