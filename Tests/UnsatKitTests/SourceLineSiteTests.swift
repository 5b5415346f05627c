import Foundation
import Testing

@testable import UnsatKit

/// SnapKit's `@File.swift#N` names a line; a line that makes several constraints
/// (`make.leading.trailing…`) is still certain for the one that agrees with the log.
struct SourceLineSiteTests {
    @Test func aSnapKitLineOfTwoAttributesIsCertainForTheOneLogged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-snp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = """
            import SnapKit
            import UIKit

            final class BadgeStrip: UIView {
                private let icon = UIImageView()
                private let badge = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(badge)
                    icon.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(16)
                        make.width.equalTo(300)
                    }
                    badge.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(16)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """
        try Data(source.utf8).write(to: root.appendingPathComponent("BadgeStrip.swift"))
        let logged = try constraint(
            "<SnapKit.LayoutConstraint:0x6001@BadgeStrip.swift#13 UIImageView:0x7f02.trailing == Shop.BadgeStrip:0x7f01.trailing - 16.0>"
        )
        let index = SourceIndex(root: root.path)
        #expect(index.declarations.filter { $0.line == 13 }.count == 2)
        // Without the line, two views of one class with the same constraint: not certain.
        let unlined = try constraint(
            "<SnapKit.LayoutConstraint:0x6001 UIImageView:0x7f02.trailing == Shop.BadgeStrip:0x7f01.trailing - 16.0>")
        #expect(index.sites(for: unlined, keyPaths: [:]).certain == nil)
        let sites = index.sites(for: logged, keyPaths: [:])
        let certain = try #require(sites.certain)
        #expect(certain.line == 13)
        #expect(certain.declaration.first?.attribute == .trailing)
    }
}
