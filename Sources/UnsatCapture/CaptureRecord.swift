import Foundation

/// The structured capture record: one JSON object a line, one callback each (`unsat-capture/1`).
///
/// The Apple-side hook (`ConflictCapture`, in this module) writes these; `unsat` reads them like any
/// log line. The format is documented in the README; fields are only ever added, never renamed.
public struct CaptureRecord: Codable, Hashable, Sendable {
    public static let schema = "unsat-capture/1"

    /// One view of the hierarchy, in depth-first order.
    public struct View: Codable, Hashable, Sendable {
        public var `class`: String
        public var address: String
        /// Number of ancestors: 0 for the root.
        public var depth: Int
        /// `[x, y, width, height]`.
        public var frame: [Double]?
        /// Key path from the controller (`headerView.avatarView`), when known.
        public var keyPath: String?
        /// The seed's stable identifier, `md5(keyPath)`, when the hook writes only that; an `--ids`
        /// map turns it back into the key path.
        public var id: String?
        public var hidden: Bool?
        public var text: String?

        public init(
            class className: String, address: String, depth: Int, frame: [Double]?, keyPath: String? = nil,
            id: String? = nil, hidden: Bool? = nil, text: String? = nil
        ) {
            self.class = className
            self.address = address
            self.depth = depth
            self.frame = frame
            self.keyPath = keyPath
            self.id = id
            self.hidden = hidden
            self.text = text
        }

        enum CodingKeys: String, CodingKey {
            case `class`, address, depth, frame, keyPath, id, hidden, text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.class = try container.decode(String.self, forKey: .class)
            address = try container.decode(String.self, forKey: .address)
            depth = try container.decode(Int.self, forKey: .depth)
            // A null stands for a number that was not finite: such a frame says nothing.
            let numbers = try container.decodeIfPresent([Double?].self, forKey: .frame)
            frame = numbers.flatMap { $0.contains(nil) ? nil : $0.compactMap { $0 } }
            keyPath = try container.decodeIfPresent(String.self, forKey: .keyPath)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
            text = try container.decodeIfPresent(String.self, forKey: .text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.class, forKey: .class)
            try container.encode(address, forKey: .address)
            try container.encode(depth, forKey: .depth)
            // JSON has no NaN or infinity, and a broken layout is where frames have them: null
            // keeps the record (JSONEncoder would throw, and the whole callback would be lost).
            try container.encodeIfPresent(frame?.map { $0.isFinite ? $0 : nil }, forKey: .frame)
            try container.encodeIfPresent(keyPath, forKey: .keyPath)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(hidden, forKey: .hidden)
            try container.encodeIfPresent(text, forKey: .text)
        }
    }

    public struct Controller: Codable, Hashable, Sendable {
        public var `class`: String
        public var address: String

        public init(class className: String, address: String) {
            self.class = className
            self.address = address
        }
    }

    public var schema: String
    /// ISO 8601 with fractional seconds.
    public var time: String?
    public var process: String?
    public var pid: Int?
    public var controller: Controller?
    /// Address of the view UIKit called back on.
    public var view: String?
    public var hierarchy: [View]
    /// The mutually exclusive constraints, each as UIKit describes it (`-[NSLayoutConstraint description]`).
    public var constraints: [String]
    /// The description of the constraint UIKit breaks.
    public var broken: String?

    public init(
        time: String?, process: String?, pid: Int?, controller: Controller?, view: String?, hierarchy: [View],
        constraints: [String], broken: String?
    ) {
        self.schema = Self.schema
        self.time = time
        self.process = process
        self.pid = pid
        self.controller = controller
        self.view = view
        self.hierarchy = hierarchy
        self.constraints = constraints
        self.broken = broken
    }

    /// Why a record line could not be read.
    public struct DecodeError: Error, Hashable, Sendable {
        public var message: String
    }

    /// Reads one record from its JSON line.
    public static func decode(_ line: String) -> Result<CaptureRecord, DecodeError> {
        do {
            let record = try JSONDecoder().decode(CaptureRecord.self, from: Data(line.utf8))
            guard record.schema.hasPrefix("unsat-capture/") else {
                return .failure(DecodeError(message: "expected schema \"\(schema)\", found \"\(record.schema)\""))
            }
            guard record.schema == schema else {
                return .failure(
                    DecodeError(message: "schema \"\(record.schema)\" is newer than this unsat reads (\(schema))"))
            }
            return .success(record)
        } catch let DecodingError.keyNotFound(key, _) {
            return .failure(DecodeError(message: "expected the field \"\(key.stringValue)\""))
        } catch let DecodingError.typeMismatch(_, context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .failure(DecodeError(message: "unexpected type at \"\(path)\": \(context.debugDescription)"))
        } catch {
            return .failure(DecodeError(message: RecordTrouble.find(in: line) ?? "expected one JSON object a line"))
        }
    }

    /// Writes the record as one line of JSON (no newline inside). Nothing in it can fail to encode
    /// (strings, whole numbers, finite numbers or null), so no record is lost.
    public func encodedLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
