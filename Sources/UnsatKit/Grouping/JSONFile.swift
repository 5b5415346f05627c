import Foundation

/// Why a JSON file the user gave (a baseline, a key-path map) could not be read: its path and what
/// was expected, as `path: reason`.
public struct JSONFileError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

enum JSONFile {
    /// The bytes of the file at `path`, or why they could not be read.
    static func data(at path: String) throws(JSONFileError) -> Data {
        do {
            return Data(try InputFile.contents(of: path))
        } catch {
            throw JSONFileError(path: path, reason: error.reason)
        }
    }
}
