import Foundation

/// The map of stable view identifiers (docs/formats.md §4): controller class → `md5(keyPath)` → key path.
///
/// A capture that records a view's identifier (and not its key path) is named through it, in every
/// pane and in fingerprints, so the same conflict matches across runs even as addresses change.
public struct KeyPathMap: Sendable, Equatable {
    /// Controller class → identifier → key path.
    public private(set) var entries: [String: [String: String]]

    public init(entries: [String: [String: String]] = [:]) {
        self.entries = entries
    }

    /// Why a map could not be read.
    public typealias LoadError = JSONFileError

    /// Reads a map file; `warnings` lists entries whose identifier is not the md5 of their key path.
    public static func load(path: String) throws(LoadError) -> (map: KeyPathMap, warnings: [String]) {
        try parse(JSONFile.data(at: path), path: path)
    }

    static func parse(_ data: Data, path: String) throws(LoadError) -> (map: KeyPathMap, warnings: [String]) {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw LoadError(path: path, reason: "expected JSON: {\"Controller\": {\"md5\": \"keyPath\"}}")
        }
        guard let controllers = object as? [String: Any] else {
            throw LoadError(path: path, reason: "expected an object of controller classes at the top")
        }
        var entries: [String: [String: String]] = [:]
        var warnings: [String] = []
        for (controller, value) in controllers.sorted(by: { $0.key < $1.key }) {
            guard let map = value as? [String: String] else {
                throw LoadError(
                    path: path, reason: "expected \"\(controller)\" to map identifiers to key paths (strings)")
            }
            for (identifier, keyPath) in map.sorted(by: { $0.key < $1.key }) {
                let expected = Platform.md5Hex(Array(keyPath.utf8))
                if identifier.lowercased() != expected {
                    warnings.append("\(path): \(controller) \(identifier): md5(\"\(keyPath)\") is \(expected)")
                }
                entries[controller, default: [:]][identifier.lowercased()] = keyPath
            }
        }
        return (KeyPathMap(entries: entries), warnings)
    }

    /// Merges another map (its entries win).
    public mutating func merge(_ other: KeyPathMap) {
        for (controller, map) in other.entries { entries[controller, default: [:]].merge(map) { _, new in new } }
    }

    /// The key path of the view with this identifier in this controller.
    public func keyPath(controller: String, identifier: String) -> String? {
        entries[controller]?[identifier.lowercased()]
    }

    /// Key paths for a callback's views: recorded ones, then identifiers resolved through the map.
    public func keyPaths(for callback: Callback) -> [Address: String] {
        var result = callback.keyPaths
        guard let controller = callback.controller?.className else { return result }
        for (address, identifier) in callback.viewIdentifiers where result[address] == nil {
            if let keyPath = keyPath(controller: controller, identifier: identifier) { result[address] = keyPath }
        }
        return result
    }
}
