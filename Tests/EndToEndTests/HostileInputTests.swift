import Foundation
import Testing

/// Input that is hostile by accident: numbers UIKit prints for degenerate constraints, trees deeper
/// than any real app. Every command reads it, prints it, and exits as it should.
struct HostileInputTests {
    static let nanLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == nan   (active)>",
            "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 0.5*UIView:0x7f02.width + nan   (active)>",
            "<NSLayoutConstraint:0x6003 UIView:0x7f01.height == inf   (active)>",
            "<NSLayoutConstraint:0x6004 UIView:0x7f01.height == -inf   (active)>"
        )
        """

    @Test(arguments: [["list"], ["list", "--json"], ["list", "--explain"], ["show", "1"], ["baseline"]])
    func notANumberIsPrintedNotACrash(command: [String]) throws {
        let run = try Binary.run(command + ["-"], input: Self.nanLog)
        #expect(run.status == 0, "\(command): \(run.stderr)")
        #expect(run.stdout.contains("nan"), "\(command)")
    }

    @Test func checkReportsAConflictWithNotANumberInIt() throws {
        let run = try Binary.run(["check", "-"], input: Self.nanLog)
        #expect(run.status == 1)
        #expect(run.stdout.contains("1 new conflict"))
    }
}
