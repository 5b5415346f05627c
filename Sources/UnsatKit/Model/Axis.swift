/// The direction a layout attribute measures along.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The word JSON and the explanation say: `horizontal`, `vertical`.
    public var word: String { rawValue }

    /// The size along the axis: width or height.
    public var size: LayoutAttribute { self == .horizontal ? .width : .height }

    /// How a size along the axis is said after its number: `60 wide`, `60 high`.
    var extent: String { self == .horizontal ? "wide" : "high" }
}

extension Axis: CustomStringConvertible {
    public var description: String { word }
}
