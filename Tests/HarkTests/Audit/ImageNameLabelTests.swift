import Testing

@testable import Hark

/// `image-name-label` looks at a label only as long as a file name can be.
@Suite("Image-name labels")
struct ImageNameLabelTests {
    @Test func aNameIsNoLongerThanAFileName() {
        #expect(ImageNameLabel.reason("icon_close") == "an asset name (snake_case)")
        let tooLong = String(repeating: "a", count: 250) + "_b.png"
        #expect(tooLong.utf8.count == 256)
        #expect(ImageNameLabel.reason(String(tooLong.dropFirst())) == "a file name")
        #expect(ImageNameLabel.reason(tooLong) == nil)
        // Once an array of characters as long as the label: now one look at its length.
        #expect(ImageNameLabel.reason(String(repeating: "x", count: 5_000_000) + "Yz") == nil)
    }
}
