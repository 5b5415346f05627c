#if canImport(ObjectiveC)
    import Foundation
#endif

/// Finds the key paths of objects inside a root object by walking its stored properties, the way
/// docs/formats.md §4 names views: `headerView.avatarView` from a view controller.
///
/// It uses `Mirror`, so it sees Swift stored properties (those of a `UIViewController` subclass and
/// of custom views), on every platform; on Apple platforms also the Objective-C runtime's
/// properties and instance variables (`KeyPathFinder+ObjectiveC.swift`), for classes written in
/// Objective-C. An object reached by two paths has both; cycles and depth are bounded.
public struct KeyPathFinder {
    /// How many properties deep to look.
    public var maximumDepth: Int

    public init(maximumDepth: Int = 5) {
        self.maximumDepth = maximumDepth
    }

    /// Key paths of every object `isTarget` accepts, shortest first, by object identity.
    public func keyPaths(in root: Any, isTarget: (AnyObject) -> Bool) -> [ObjectIdentifier: [String]] {
        var found: [ObjectIdentifier: [String]] = [:]
        var onPath: Set<ObjectIdentifier> = []
        if let object = Self.object(root) { onPath.insert(ObjectIdentifier(object)) }
        walk(root, path: [], depth: 0, onPath: &onPath, found: &found, isTarget: isTarget)
        return found.mapValues { paths in paths.sorted { ($0.count, $0) < ($1.count, $1) } }
    }

    private func walk(
        _ value: Any, path: [String], depth: Int, onPath: inout Set<ObjectIdentifier>,
        found: inout [ObjectIdentifier: [String]], isTarget: (AnyObject) -> Bool
    ) {
        guard depth < maximumDepth else { return }
        for (label, object) in children(of: value) {
            let identifier = ObjectIdentifier(object)
            guard !onPath.contains(identifier) else { continue }
            let childPath = path + [label]
            if isTarget(object) { found[identifier, default: []].append(childPath.joined(separator: ".")) }
            onPath.insert(identifier)
            walk(object, path: childPath, depth: depth + 1, onPath: &onPath, found: &found, isTarget: isTarget)
            onPath.remove(identifier)
        }
    }

    /// The objects in `value`'s properties, by name: its Swift stored properties (`Mirror`, its
    /// class's and its superclasses'), then, on Apple platforms, the Objective-C ones `Mirror`
    /// does not see. A name found twice is the first.
    func children(of value: Any) -> [(label: String, object: AnyObject)] {
        var children: [(label: String, object: AnyObject)] = []
        var labels: Set<String> = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label.map(Self.propertyName), !label.isEmpty,
                    let object = Self.object(child.value), labels.insert(label).inserted
                else { continue }
                children.append((label, object))
            }
            mirror = current.superclassMirror
        }
        #if canImport(ObjectiveC)
            if type(of: value) is AnyClass {
                for child in Self.objectiveCChildren(of: value as AnyObject) where labels.insert(child.label).inserted {
                    children.append(child)
                }
            }
        #endif
        return children
    }

    /// The object inside a property value: itself, or the wrapped one of an optional.
    static func object(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return object(wrapped)
        }
        guard mirror.displayStyle == .class else { return nil }
        return value as AnyObject
    }

    /// `$__lazy_storage_$_avatarView` → `avatarView`; `_title` (a wrapper's storage) → `title`.
    static func propertyName(_ label: String) -> String {
        var name = Substring(label)
        if name.hasPrefix("$__lazy_storage_$_") { name = name.dropFirst("$__lazy_storage_$_".count) }
        if name.hasPrefix("_") { name = name.dropFirst() }
        return String(name)
    }
}
