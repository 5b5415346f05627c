import Foundation

/// A rectangle as `recursiveDescription` prints it: `frame = (x y; w h)`.
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    // A broken layout prints `nan` frames: a frame is data, so nan equals nan here (with Double's ==
    // a node holding one would not equal itself, and a read could not be compared with another).
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.x.isSameValue(as: rhs.x) && lhs.y.isSameValue(as: rhs.y) && lhs.width.isSameValue(as: rhs.width)
            && lhs.height.isSameValue(as: rhs.height)
    }

    public func hash(into hasher: inout Hasher) {
        for value in [x, y, width, height] {
            hasher.combine(value.isNaN ? Double.nan.bitPattern : (value == 0 ? 0 : value).bitPattern)
        }
    }
}

extension Double {
    /// Equality for numbers read as data: nan is the same value as nan (Double's == says it is not,
    /// which would make a value read twice unequal to itself).
    func isSameValue(as other: Double) -> Bool { self == other || (isNaN && other.isNaN) }
}
