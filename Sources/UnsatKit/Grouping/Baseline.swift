import Foundation

/// The fingerprints of the conflicts a team has accepted for now (`unsat baseline`), committed to
/// the repository so that `unsat check` fails only on new ones.
public struct Baseline: Equatable, Sendable {
    public static let schema = "unsat-baseline/1"

    /// One accepted conflict: its fingerprint, and words to recognise it by in a review.
    public struct Entry: Equatable, Sendable {
        public var fingerprint: String
        public var controller: String?
        public var constraints: [String]

        public init(fingerprint: String, controller: String?, constraints: [String]) {
            self.fingerprint = fingerprint
            self.controller = controller
            self.constraints = constraints
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// Today's conflicts (system ones included, so that turning `--include-system` on later finds
    /// them), but those that name no constraint: no baseline can hold one (`Conflict.isUnidentified`).
    public init(conflicts: [Conflict]) {
        var seen: Set<String> = []
        var entries: [Entry] = []
        for conflict in conflicts where !conflict.isUnidentified && seen.insert(conflict.fingerprint).inserted {
            let namer = ViewNamer(conflict: conflict)
            entries.append(
                Entry(
                    fingerprint: conflict.fingerprint, controller: conflict.controller?.className,
                    constraints: conflict.constraints.map { ConstraintFormatter.short($0, namer: namer) }))
        }
        self.init(entries: entries)
    }

    public var fingerprints: Set<String> { Set(entries.map(\.fingerprint)) }

    /// The baseline file: stable order, one entry a conflict, easy to review in a diff.
    public func json() -> [UInt8] {
        var w = JSONWriter(indent: 2)
        w.beginObject()
        w.field("schema", Self.schema)
        w.beginArray("conflicts")
        for entry in entries {
            w.beginObject()
            w.field("fingerprint", entry.fingerprint)
            w.field("controller", entry.controller)
            w.beginArray("constraints")
            for constraint in entry.constraints { w.element(constraint) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.raw("\n")
        return w.bytes
    }

    /// Why a baseline could not be read.
    public typealias LoadError = JSONFileError

    public static func load(path: String) throws(LoadError) -> Baseline {
        try parse(JSONFile.data(at: path), path: path)
    }

    static func parse(_ data: Data, path: String) throws(LoadError) -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LoadError(path: path, reason: "expected a JSON object written by 'unsat baseline'")
        }
        guard let schema = object["schema"] as? String, schema == Self.schema else {
            throw LoadError(path: path, reason: "expected \"schema\": \"\(Self.schema)\"")
        }
        guard let list = object["conflicts"] as? [[String: Any]] else {
            throw LoadError(path: path, reason: "expected \"conflicts\": a list of {\"fingerprint\": …}")
        }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            guard let fingerprint = item["fingerprint"] as? String else {
                throw LoadError(path: path, reason: "conflict \(index + 1) has no \"fingerprint\"")
            }
            entries.append(
                Entry(
                    fingerprint: fingerprint, controller: item["controller"] as? String,
                    constraints: item["constraints"] as? [String] ?? []))
        }
        return Baseline(entries: entries)
    }
}
