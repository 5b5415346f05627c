import PureLayout
import UIKit

final class HarborFlagView: UIView {}

final class HarborDockView: UIView {
    private let hullView = UIImageView()
    private let flagView = HarborFlagView(frame: .zero)
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Pier 9"
        return label
    }()
    private let tideView = UIImageView()
    private let glowView = UIView()
    private let backdropView = UIView()
    private let beaconView = UIImageView()
    private let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hullView)
        addSubview(flagView)
        addSubview(nameLabel)
        addSubview(tideView)
        addSubview(glowView)
        addSubview(backdropView)
        addSubview(beaconView)

        hullView.autoPinEdge(toSuperviewEdge: .top, withInset: 12)
        hullView.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
        hullView.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
        hullView.autoSetDimension(.height, toSize: 200)
        flagView.autoSetDimensions(to: CGSize(width: 60, height: 60))
        flagView.autoPinEdge(.top, to: .bottom, of: hullView, withOffset: 8)
        flagView.autoAlignAxis(toSuperviewAxis: .vertical)
        NSLayoutConstraint.autoSetPriority(UILayoutPriority(rawValue: 750)) {
            nameLabel.autoPinEdge(.top, to: .bottom, of: flagView, withOffset: 4)
            nameLabel.autoSetDimension(.width, toSize: 120, relation: .greaterThanOrEqual)
        }
        nameLabel.autoAlignAxis(.vertical, toSameAxisOf: flagView)
        tideView.autoMatch(.width, to: .height, of: tideView, withMultiplier: 2)
        tideView.autoSetDimension(.height, toSize: 48)
        tideView.autoPinEdge(.top, to: .bottom, of: flagView, withOffset: 8)
        tideView.autoPinEdge(toSuperviewEdge: .bottom, withInset: 12)
        glowView.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), excludingEdge: .bottom)
        backdropView.autoPinEdgesToSuperviewEdges(with: insets)
        beaconView.autoCenterInSuperview()
        autoSetDimension(.height, toSize: 320).autoIdentify("harbor.dock.height")
        // hullView.autoSetDimension(.height, toSize: 999)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
