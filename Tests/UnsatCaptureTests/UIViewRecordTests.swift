// The hook's record of a real UIView tree: only where UIKit is (the iOS job runs it on the iOS
// Simulator); on Linux and macOS this file is empty.
#if canImport(UIKit)
    import Foundation
    import Testing
    import UIKit

    @testable import UnsatCapture

    /// What `ConflictCapture.makeRecord` writes for a view tree UIKit made: every view once, depth
    /// first from the top of the broken view's tree, with its frame, label and hidden flag, and the
    /// record reads back. (A NaN frame cannot be set on a real view, its layer refuses it; the
    /// record's null for one is tested on every platform in `CaptureTests`.)
    @MainActor
    struct UIViewRecordTests {
        @Test func aRealViewTreeIsRecordedDepthFirstAndReadsBack() throws {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let card = UIView(frame: CGRect(x: 16, y: 24, width: 358, height: 100))
            let title = UILabel(frame: CGRect(x: 8, y: 8, width: 200, height: 20))
            title.text = "Sign in"
            let broken = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            broken.isHidden = true
            root.addSubview(card)
            card.addSubview(title)
            root.addSubview(broken)
            let width = card.widthAnchor.constraint(equalToConstant: 120)
            let other = card.widthAnchor.constraint(equalToConstant: 358)
            let record = ConflictCapture.makeRecord(view: root, broken: width, constraints: [width, other] as NSArray)

            #expect(record.hierarchy.map(\.depth) == [0, 1, 2, 1])
            #expect(record.hierarchy.map(\.class) == ["UIView", "UIView", "UILabel", "UIView"])
            #expect(record.hierarchy[1].frame == [16, 24, 358, 100])
            #expect(record.hierarchy[2].text == "Sign in")
            #expect(record.hierarchy[3].hidden == true)
            #expect(record.view == ConflictCapture.address(of: root))
            #expect(record.constraints.count == 2)
            #expect(record.broken == width.description)

            let line = record.encodedLine()
            guard case .success(let read) = CaptureRecord.decode(line) else {
                Issue.record("the record does not read back: \(line)")
                return
            }
            #expect(read.hierarchy.count == 4)
            #expect(read.hierarchy[3].hidden == true)
            #expect(read.hierarchy[1].frame == [16, 24, 358, 100])
        }
    }
#endif
