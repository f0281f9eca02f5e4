import Foundation
import Hark
import Testing

extension StressTests {
    /// Dumps of 50 MB and of more than a million values, read through the
    /// library: each takes tens of seconds in a debug build, so they run
    /// with the stress tests. The small dumps of each reader are in
    /// HarkTests' ImportBadInputTests.
    @Suite("Large dumps")
    struct LargeDumpTests {
        /// The error importing `text` gives, or `nil` when it imports.
        static func importError(_ text: String, format: ImportFormat = .auto) -> String? {
            do {
                _ = try HarkDocument(importing: Data(text.utf8), format: format)
                return nil
            } catch {
                return error.description
            }
        }

        @Test func aFiftyMegabyteDumpThatIsNoTreeFailsQuickly() {
            var text = String(repeating: "not a tree at all, ", count: 50 * 1_048_576 / 19)
            text += "\n"
            #expect(Self.importError(text)?.hasPrefix("document: cannot tell the format") == true)
            #expect(Self.importError(text, format: .xcuitest)?.hasPrefix("document: no element line") == true)
            #expect(
                Self.importError(text, format: .idb)?.hasPrefix(
                    "document: invalid JSON at line 1, column 1: unexpected character 'n'") == true)
            #expect(
                Self.importError(text, format: .appium)?.hasPrefix("line 1, column 1: text before the root element")
                    == true)
        }

        @Test func aFiftyMegabyteAppiumDumpImports() throws {
            let row =
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" name="row" label="Row" enabled="true" "#
                + #"visible="true" accessible="true" x="0" y="100" width="390" height="44" index="0"/>"#
                + "\n"
            let count = 50 * 1_048_576 / row.utf8.count
            let dump =
                #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication "#
                + #"type="XCUIElementTypeApplication" name="Big" label="Big" x="0" y="0" width="390" "#
                + #"height="844"><XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" "#
                + #"height="844">"#
                + String(repeating: row, count: count)
                + "</XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>"
            let document = try HarkDocument(importing: Data(dump.utf8))
            #expect(document.root.children.first?.children.count == count)
            #expect(document.root.children.first?.children.last?.id == "row#\(count)")
        }

        /// AccessibilitySnapshot's model holds at most as many values as a Hark
        /// document holds nodes. Each value takes at least 80 bytes, so only a
        /// dump over the command line's 64 MB reaches the limit: one read
        /// through the library.
        @Test func aModelOfMoreThanAMillionValuesIsRefused() throws {
            let value = #"{"container":{"_0":{"frame":[[0,0],[1,1]],"type":{"landmark":{}}},"children":[]}}"#
            let dump =
                "[" + Array(repeating: value, count: HarkDocument.maximumNodeCount + 1).joined(separator: ",") + "]"
            #expect(
                Self.importError(dump, format: .accessibilitySnapshot)
                    == "[1000000]: the dump holds more than 1,000,000 elements; Hark reads at most 1,000,000 nodes")
        }
    }
}
