import UIKit

/// A spending gauge: a chart in a panel whose height is fixed.
final class TLYGaugeView: UIView {
    let chartView = TLYChartView()
    let legendView = TLYChartView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        chartView.translatesAutoresizingMaskIntoConstraints = false
        legendView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(chartView)
        addSubview(legendView)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 200),
            NSLayoutConstraint(
                item: chartView, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: chartView, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom,
                multiplier: 1, constant: 0),
        ])
        let chartHeight = NSLayoutConstraint(
            item: chartView, attribute: NSLayoutConstraint.Attribute.height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 240)
        chartHeight.isActive = true
        // The legend is half the chart's width.
        NSLayoutConstraint(
            item: legendView, attribute: .width, relatedBy: .equal, toItem: chartView, attribute: .width,
            multiplier: 0.5, constant: 0
        ).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TLYChartView: UIView {}
