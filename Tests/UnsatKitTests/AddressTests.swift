import Testing

@testable import UnsatKit

/// An address is lower-cased where it is made, whatever made it, so that every reader compares and
/// prints one spelling.
struct AddressTests {
    @Test func anAddressIsLowerCasedWhereverItIsMade() {
        let bytes = Array("<UIView:0x7F9E4C70E2A0>".utf8)
        let read = Address(bytes, 8..<22)
        #expect(read.text == "0x7f9e4c70e2a0")
        #expect(Address("0X7F9E4C70E2A0").text == "0x7f9e4c70e2a0")
        let literal: Address = "0x7F9E4C70E2A0"
        #expect(literal == read)
        #expect(read.description == "0x7f9e4c70e2a0")
        #expect("\(read)" == "0x7f9e4c70e2a0")
    }

    @Test func addressesSortByTheirText() {
        let addresses: [Address] = ["0xb2", "0xA1", "0xa10"]
        #expect(addresses.sorted().map(\.text) == ["0xa1", "0xa10", "0xb2"])
    }

    @Test func aViewNamedInUpperCaseIsTheViewTheLogNamesInLowerCase() throws {
        let upper = try constraint("<NSLayoutConstraint:0x6001 UIView:0x7F01.width == 10   (active)>")
        let lower = try constraint("<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>")
        #expect(upper.first?.item.address == lower.first?.item.address)
        #expect(upper.first?.item.key == "0x7f01")
    }
}
