import UIKit

/// The balance, in a card of a fixed width.
final class LedgerSummaryView: UIView {
    private let amountLabel = UILabel()
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        amountLabel.text = "Balance"
        amountLabel.translatesAutoresizingMaskIntoConstraints = false
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(amountLabel)
        addSubview(noteLabel)

        let cardWidth = widthAnchor.constraint(equalToConstant: 320)
        cardWidth.identifier = "ledger.card.width"
        cardWidth.isActive = true

        amountLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
        amountLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
        amountLabel.widthAnchor.constraint(equalToConstant: 360).isActive = true
        // The note is narrower: not a part of the conflict.
        noteLabel.widthAnchor.constraint(equalToConstant: 200).isActive = true
        noteLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
