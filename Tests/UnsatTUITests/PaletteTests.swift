import Testing
import UnsatKit

@testable import UnsatTUI

/// The inspector and the text output (`unsat list`, `show`, `check`) give a view the same color:
/// until the inspector reads `ViewPalette` itself, its own table must say the same.
struct PaletteTests {
    @Test func theInspectorsViewColorsAreTheTextOutputs() {
        #expect(Theme.palette.map { Int($0.rawValue) } == ViewPalette.colors.map(\.rawValue))
        #expect(Theme(color: true).broken.foreground.map { Int($0.rawValue) } == ViewPalette.broken.rawValue)
    }
}
