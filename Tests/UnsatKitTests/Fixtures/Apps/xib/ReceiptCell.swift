import UIKit

final class ThumbnailView: UIImageView {}

final class ReceiptCell: UITableViewCell {
    @IBOutlet weak var thumbView: ThumbnailView!
    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var vatLabel: UILabel!
    @IBOutlet weak var refundButton: UIButton!

    func configure(total: String, vat: String) {
        totalLabel.text = total
        vatLabel.text = vat
    }
}
