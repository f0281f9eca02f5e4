import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Each node imported from Appium, XCUITest or idb knows where it starts in
/// the dump (for SARIF regions). AccessibilitySnapshot's model builds its
/// tree itself and records no places yet.
@Suite("Places of imported elements")
struct ImportPlacesTests {
    @Test(
        "One place per node, each on a line of the dump but the root Hark adds",
        arguments: importedDumps.filter { !$0.hasPrefix("accessibilitysnapshot/") })
    func onePlacePerNode(_ path: String) throws {
        let document = try importDump(path)
        let places = try #require(document.importOrigin?.places)
        var count = 0
        var stack = [document.root]
        while let node = stack.popLast() {
            count += 1
            stack += node.children
        }
        #expect(places.count == count)
        let lines = try String(
            contentsOf: packageRoot.appendingPathComponent("Samples/Imported/\(path)"), encoding: .utf8
        ).split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(places.first == ImportOrigin.Place(line: 0, column: 0))
        for place in places.dropFirst() { #expect((1...lines).contains(place.line)) }
    }
}
