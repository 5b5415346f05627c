import SnapKit
import UIKit

final class TrailBadgeView: UIView {}

final class TrailCardView: UIView {
    private let coverView: UIImageView = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFill
        return view
    }()
    let badgeView = TrailBadgeView(frame: .zero)
    private let titleLabel = UILabel()
    private let mapView = UIImageView()
    private let footer = UIView()
    private let spacing: CGFloat = 8
    var heightConstraint: Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(coverView)
        addSubview(badgeView)
        addSubview(titleLabel)
        addSubview(mapView)
        addSubview(footer)
        setUpConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUpConstraints() {
        coverView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(24)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(180)
        }
        badgeView.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 60, height: 60))
            make.top.equalTo(coverView.snp.bottom).offset(-30).priority(750)
            make.centerX.equalToSuperview()
        }
        titleLabel.snp.makeConstraints {
            $0.top.equalTo(badgeView.snp.bottom).offset(spacing)
            $0.leading.equalTo(coverView)
            $0.width.lessThanOrEqualTo(coverView.snp.width).multipliedBy(0.5)
            $0.bottom.lessThanOrEqualToSuperview().inset(12).labeled("trail.title.bottom")
        }
        mapView.snp.remakeConstraints { (make: ConstraintMaker) -> Void in
            make.height.equalTo(120)
            make.width.equalTo(mapView.snp.height).multipliedBy(2)
            make.top.equalTo(titleLabel.snp.bottom).offset(8)
            make.leading.equalToSuperview().offset(16)
            make.trailing.equalToSuperview().inset(16)
        }
        footer.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0)) }
        snp.makeConstraints { make in
            make.width.equalTo(320)
            heightConstraint = make.height.equalTo(480).constraint
        }
        // make.height.equalTo(999) in a comment is not a constraint
    }
}
