import Foundation

/// A folder of an app's source files written for one test; `remove()` when it ends.
struct TemporarySources {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A header view whose views are stored properties (`private let nameLabel = UILabel()`), the
    /// label's mask left on, added to the view once and pinned beside the avatar.
    static let profileHeaderView = """
        final class ProfileHeaderView: UIView {
            private let nameLabel = UILabel()
            private let avatarView = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                avatarView.translatesAutoresizingMaskIntoConstraints = false
                addSubview(avatarView)
                addSubview(nameLabel)
                NSLayoutConstraint.activate([
                    avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    avatarView.widthAnchor.constraint(equalToConstant: 48),
                    nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
                ])
            }
        }

        """
}
