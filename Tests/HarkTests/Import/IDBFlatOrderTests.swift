import Foundation
import Hark
import Testing

/// idb's flat `describe-all` array is put in order in place: the
/// application first, every other element under it in the dump's order.
@Suite("idb flat order")
struct IDBFlatOrderTests {
    static func element(_ type: String, _ label: String, y: Int, height: Int = 50) -> String {
        #"{"type": "\#(type)", "AXLabel": "\#(label)", "AXFrame": "{{0, \#(y)}, {390, \#(height)}}"}"#
    }

    @Test func anApplicationAfterOtherElementsComesFirstAndTheOrderIsKept() throws {
        let dump = [
            Self.element("Button", "First", y: 100), Self.element("Button", "Second", y: 200),
            Self.element("Application", "Shop", y: 0, height: 844), Self.element("Button", "Third", y: 300),
        ]
        let text = try narrateDump("[" + dump.joined(separator: ",\n") + "]")
        #expect(text.hasPrefix("# Shop"))
        #expect(text.hasSuffix("\n1 First. Button.\n2 Second. Button.\n3 Third. Button.\n"))
    }

    @Test func eachElementKeepsItsOwnLineWhenTheApplicationMovesFirst() throws {
        let dump = [Self.element("Button", "First", y: 100), Self.element("Application", "Shop", y: 0, height: 844)]
        let document = try HarkDocument(
            importing: Data(("[\n" + dump.joined(separator: ",\n") + "\n]").utf8), format: .idb)
        let lines = try #require(document.importOrigin?.places).map(\.line)
        // The root (no place), then the button on its own line 2.
        #expect(lines == [0, 2])
    }
}
