import Foundation

/// A conflict's captured views as boxes in the root view's coordinates: the one layout that the
/// terminal wireframe and the SVG both draw, each through its own projection (`cells` for a grid of
/// terminal cells, `placed` for points on a page).
///
/// Assumptions, said where they matter (`caveats`):
/// - a `recursiveDescription` frame is relative to its superview, so a view's place is the sum of
///   its ancestors' origins;
/// - no view is transformed (a transformed view prints the frame of its bounding box, which this
///   places as if it were the view);
/// - a scroll view's content is moved by its `contentOffset: {x, y}` when the dump prints one; a
///   scroll view whose offset is not printed is taken as not scrolled;
/// - an AppKit frame (`_subtreeDescription`) is y-up in a superview that is not flipped (no `F`
///   flag): such a child is placed from its superview's bottom (its height taken as its bounds');
///   a clip view's bounds origin (`b=(0,637,-,-)`, its scroll) is not read, so its content is
///   drawn as not scrolled.
public struct Wireframe: Hashable, Sendable {
    /// What a box stands for.
    public enum Role: Hashable, Sendable {
        /// A view of the conflict, with its place in `ViewPalette` (its color in every pane).
        case conflicting(palette: Int)
        /// A view that holds a conflicting one.
        case ancestor
        /// A view beside a conflicting view or one of its ancestors, drawn faint, for context.
        case sibling
    }

    /// One view drawn.
    public struct Box: Hashable, Sendable {
        /// Its index in the hierarchy's nodes.
        public var node: Int
        public var className: String
        public var address: Address
        /// Where it is, in the root view's coordinates (points).
        public var frame: Frame
        public var role: Role
        /// A view of the constraint UIKit broke.
        public var isBroken: Bool
        public var depth: Int
    }

    /// Which part of the root is drawn.
    public enum Focus: Hashable, Sendable {
        /// The whole root view.
        case root
        /// The nearest common ancestor of the conflicting views (a single view's superview).
        case commonAncestor
    }

    /// What there is to draw: boxes, or why there are none (nothing is invented).
    public enum Outcome: Hashable, Sendable {
        case drawn(Wireframe)
        case noFrames(String)
    }

    /// Boxes in drawing order: a view before the views it holds (the dump's depth-first order).
    public var boxes: [Box]
    /// The root view's rectangle, in its own coordinates.
    public var rootFrame: Frame
    /// The nearest common ancestor's rectangle.
    public var commonAncestorFrame: Frame
    /// The node of the nearest common ancestor.
    public var commonAncestor: Int
    /// What the picture assumes or leaves out, one sentence each without a final period.
    public var caveats: [String]

    /// Terminal cells are about twice as tall as wide: a square of points is two columns a row.
    public static let cellAspect = 2.0

    /// The rectangle `focus` draws.
    public func frame(of focus: Focus) -> Frame { focus == .root ? rootFrame : commonAncestorFrame }

    // MARK: - Making the layout

    /// The wireframe of a conflict as `callback` captured it (the first callback with a dump when nil).
    public static func make(_ conflict: Conflict, callback: Callback? = nil) -> Outcome {
        let tree = ConflictTree(conflict: conflict, callback: callback)
        guard tree.isCaptured else { return .noFrames("no view hierarchy captured: there are no frames to draw") }
        let owner = callback?.hierarchy != nil ? callback : conflict.callbacks.first { $0.hierarchy != nil }
        var broken = Set<Address>()
        let brokenAddress = owner?.broken ?? conflict.lastBroken
        if let address = brokenAddress {
            let constraint =
                owner?.brokenConstraint
                ?? conflict.constraints.first { $0.address == conflict.counterpart(of: address) }
            for item in constraint?.items ?? [] { if let view = item.address { broken.insert(view) } }
        }
        return make(tree.hierarchy, views: tree.views, broken: broken)
    }

    /// The wireframe of `views` (palette order) in `hierarchy`; `broken` marks the broken
    /// constraint's views.
    public static func make(_ hierarchy: ViewHierarchy, views: [LayoutItem], broken: Set<Address> = []) -> Outcome {
        let nodes = hierarchy.nodes
        guard !nodes.isEmpty else { return .noFrames("the view hierarchy is empty: there are no frames to draw") }
        let absolute = absoluteFrames(hierarchy)
        var palette: [Int: Int] = [:]
        var caveats: [String] = []
        for (index, view) in views.enumerated() {
            guard let address = view.address, let node = hierarchy.index(of: address) else { continue }
            if absolute[node] == nil {
                caveats.append("\(view.displayClassName) \(address) has no frame in the dump, so it is not drawn")
            } else if palette[node] == nil {
                palette[node] = index
            }
        }
        guard !palette.isEmpty, let rootFrame = absolute[0] else {
            if nodes.allSatisfy({ $0.frame == nil }) {
                return .noFrames("the view hierarchy prints no frames (an _autolayoutTrace has none): nothing is drawn")
            }
            return .noFrames("the captured hierarchy holds no frames for the conflicting views: nothing is drawn")
        }
        // Ancestors of every conflicting view, then the children of each as context.
        var ancestors = Set<Int>()
        for node in palette.keys { ancestors.formUnion(hierarchy.path(to: node).dropLast()) }
        var drawn = Set(palette.keys).union(ancestors)
        for holder in ancestors {
            for child in hierarchy.children(of: holder) where !nodes[child].isLayerOnly && !nodes[child].isHidden {
                drawn.insert(child)
            }
        }
        var boxes: [Box] = []
        for node in drawn.sorted() {
            guard let frame = absolute[node] else { continue }
            let role: Role =
                palette[node].map { .conflicting(palette: $0) } ?? (ancestors.contains(node) ? .ancestor : .sibling)
            boxes.append(
                Box(
                    node: node, className: nodes[node].displayClassName, address: nodes[node].address, frame: frame,
                    role: role, isBroken: broken.contains(nodes[node].address), depth: nodes[node].depth))
        }
        // The deepest node on every conflicting view's path; a lone view's superview, for context.
        let paths = palette.keys.sorted().map { hierarchy.path(to: $0) }
        var common = 0
        for (depth, node) in paths[0].enumerated() where paths.allSatisfy({ $0.count > depth && $0[depth] == node }) {
            common = node
        }
        if paths.count == 1, let parent = nodes[common].parent, absolute[parent] != nil { common = parent }
        caveats.append("views are placed by adding up their superviews' origins, as if none were transformed")
        for ancestor in ancestors.sorted() where nodes[ancestor].isScrollView && contentOffset(nodes[ancestor]) == nil {
            caveats.append(
                "\(nodes[ancestor].displayClassName) \(nodes[ancestor].address) prints no contentOffset: "
                    + "it is drawn as not scrolled")
        }
        return .drawn(
            Wireframe(
                boxes: boxes, rootFrame: rootFrame, commonAncestorFrame: absolute[common] ?? rootFrame,
                commonAncestor: common, caveats: caveats))
    }

    /// Each node's frame in the root's coordinates; nil where it or an ancestor has no finite frame.
    static func absoluteFrames(_ hierarchy: ViewHierarchy) -> [Int: Frame] {
        let nodes = hierarchy.nodes
        var result: [Int: Frame] = [:]
        // Depth-first order: a parent is placed before its children.
        for (index, node) in nodes.enumerated() {
            guard let frame = node.frame, [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
            else { continue }
            guard let parent = node.parent else {
                // The root is the picture's origin, wherever its own superview put it.
                result[index] = Frame(x: 0, y: 0, width: frame.width, height: frame.height)
                continue
            }
            guard let outer = result[parent] else { continue }
            let offset = contentOffset(nodes[parent]) ?? (0, 0)
            // AppKit's y goes up, unless the superview is flipped: placed from the superview's bottom.
            let y = nodes[parent].isFlipped ? frame.y : outer.height - frame.y - frame.height
            result[index] = Frame(
                x: outer.x + frame.x - offset.x, y: outer.y + y - offset.y, width: frame.width,
                height: frame.height)
        }
        return result
    }

    /// A scroll view's `contentOffset: {x, y}`, when printed.
    static func contentOffset(_ node: ViewNode) -> (x: Double, y: Double)? {
        guard let value = node.field("contentOffset") else { return nil }
        let numbers = value.trimmingCharacters(in: CharacterSet(charactersIn: "{} ")).split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
        return (x, y)
    }

    // MARK: - Projections

    /// A box where a projection puts it.
    public struct Placed<Rect: Hashable & Sendable>: Hashable, Sendable {
        public var box: Box
        public var rect: Rect
    }

    /// The scale that fits `focus` into `width` × `height` units, where a unit is `aspect` times as
    /// tall as wide: how many horizontal units a point takes (a point takes `scale / aspect`
    /// vertical ones).
    public func scale(_ focus: Focus, width: Double, height: Double, aspect: Double) -> Double {
        let area = frame(of: focus)
        let across = area.width > 0 ? width / area.width : .infinity
        let down = area.height > 0 ? height * aspect / area.height : .infinity
        let scale = min(across, down)
        return scale.isFinite ? scale : 1
    }

    /// Every box in units of `scale` (horizontal units a point), `aspect` times as tall as wide, with
    /// `focus`'s top left corner at 0, 0: what both the grid and the page draw.
    public func placed(_ focus: Focus, scale: Double, aspect: Double = 1) -> [Placed<Frame>] {
        let area = frame(of: focus)
        return boxes.map { box in
            Placed(
                box: box,
                rect: Frame(
                    x: (box.frame.x - area.x) * scale, y: (box.frame.y - area.y) * scale / aspect,
                    width: box.frame.width * scale, height: box.frame.height * scale / aspect))
        }
    }

    /// A rectangle of whole terminal cells.
    public struct CellRect: Hashable, Sendable {
        public var column: Int
        public var row: Int
        public var width: Int
        public var height: Int
    }

    /// The boxes in a grid of `columns` × `rows` cells (`cellAspect`), `focus` as large as fits, at the
    /// top left. Edges are rounded to the nearest cell; a box too small for a cell still takes one;
    /// boxes are cut to the grid, and a box wholly outside it is left out.
    public func cells(_ focus: Focus, columns: Int, rows: Int) -> [Placed<CellRect>] {
        guard columns > 0, rows > 0 else { return [] }
        let scale = scale(focus, width: Double(columns), height: Double(rows), aspect: Self.cellAspect)
        // The focus view's own cells: a view inside it stays inside them, however its edges round
        // (a 3-point scroll indicator at the root's right edge rounded to the column past it).
        let area = frame(of: focus)
        let areaRight = min(columns, max(1, Int((area.width * scale).rounded())))
        let areaBottom = min(rows, max(1, Int((area.height * scale / Self.cellAspect).rounded())))
        var result: [Placed<CellRect>] = []
        for placed in placed(focus, scale: scale, aspect: Self.cellAspect) {
            let inside =
                placed.box.frame.x >= area.x && placed.box.frame.y >= area.y
                && placed.box.frame.x + placed.box.frame.width <= area.x + area.width
                && placed.box.frame.y + placed.box.frame.height <= area.y + area.height
            let r = placed.rect
            var left = Int((r.x).rounded())
            var top = Int((r.y).rounded())
            var right = max(left + 1, Int((r.x + r.width).rounded()))
            var bottom = max(top + 1, Int((r.y + r.height).rounded()))
            // A box that rounds to the grid's far edge still shows in its last cell.
            if left == columns, r.x < Double(columns) {
                left -= 1
                right = max(right, columns)
            }
            if top == rows, r.y < Double(rows) {
                top -= 1
                bottom = max(bottom, rows)
            }
            if inside {
                left = min(left, areaRight - 1)
                top = min(top, areaBottom - 1)
                right = max(left + 1, min(right, areaRight))
                bottom = max(top + 1, min(bottom, areaBottom))
            }
            left = max(left, 0)
            top = max(top, 0)
            right = min(right, columns)
            bottom = min(bottom, rows)
            guard left < right, top < bottom else { continue }
            result.append(
                Placed(
                    box: placed.box, rect: CellRect(column: left, row: top, width: right - left, height: bottom - top)))
        }
        return result
    }
}

extension ViewNode {
    /// A scroll view, by class or base class (a table, collection or text view is one).
    var isScrollView: Bool {
        let names = [className, baseClassName ?? ""]
        return names.contains { name in
            ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "NSScrollView"].contains {
                name.hasSuffix($0)
            }
        } || details.contains("contentOffset")
    }
}
