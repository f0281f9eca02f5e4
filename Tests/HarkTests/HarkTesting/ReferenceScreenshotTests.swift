import Foundation
import Hark
import HarkTestSupport
import Testing

@testable import HarkTesting

/// `assertPicture(of:screenshot:)`: the picture drawn over a screenshot, the
/// SVG reference naming the image saved beside it.
@Suite("assertPicture over a screenshot")
struct ReferenceScreenshotTests {
    /// The screen the fixture image was drawn from: four boxes at these frames.
    static let boardingPass = """
        {"hark": 1, "title": "Screenshot check", "screen": {"width": 390, "height": 844},
         "root": {"children": [
          {"id": "title", "label": "Boarding pass", "traits": ["header"], "frame": [20, 60, 350, 80]},
          {"id": "seat", "label": "Seat 14C", "traits": ["staticText"], "frame": [20, 200, 160, 120]},
          {"id": "gate", "label": "Gate B22", "traits": ["staticText"], "frame": [210, 200, 160, 120]},
          {"id": "wallet", "label": "Add to Wallet", "traits": ["button"], "frame": [20, 700, 350, 60]}]}}
        """

    static func screen() throws -> HarkDocument { try HarkDocument(jsonData: Data(boardingPass.utf8)) }

    static func image() throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/Screenshots/BoardingPass@2x.png"))
    }

    /// The reviewed reference: an SVG that names `boardingPass.png`, which
    /// sits beside it, scaled by 0.5 (2 pixels a point).
    @Test func boardingPass() throws {
        assertPicture(of: try Self.screen(), screenshot: try Self.image())
        let folder = packageRoot.appendingPathComponent(
            "Tests/HarkTests/HarkTesting/__Snapshots__/ReferenceScreenshotTests/ReferenceScreenshotTests")
        let svg = try String(contentsOf: folder.appendingPathComponent("boardingPass.svg"), encoding: .utf8)
        #expect(svg.contains("href=\"boardingPass.png\""))
        #expect(!svg.contains("data:image"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("boardingPass.png")) == (try Self.image()))
    }

    static func scratchTest() -> (folder: URL, testFile: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-shot-\(UUID().uuidString)")
        return (folder, folder.appendingPathComponent("ShotTests.swift").path)
    }

    @Test func theImageIsWrittenWhenMissingAndNeverInNeverMode() throws {
        let (folder, testFile) = Self.scratchTest()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try ReferenceScreenshot(bytes: try Self.image(), reference: "Suite/flights.svg")
        let url = SnapshotStore.referenceURL(named: "Suite/flights.png", testFile: testFile)
        #expect(image.save(beside: testFile, store: SnapshotStore(mode: .never)) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(image.save(beside: testFile, store: SnapshotStore(mode: .missing)) == nil)
        #expect(try Data(contentsOf: url) == (try Self.image()))
        // Another screenshot of the same screen: kept unless recording all.
        let other = try ReferenceScreenshot(bytes: try Self.image() + Data([0]), reference: "Suite/flights.svg")
        #expect(other.save(beside: testFile, store: SnapshotStore(mode: .missing)) == nil)
        #expect(try Data(contentsOf: url) == (try Self.image()))
        #expect(other.save(beside: testFile, store: SnapshotStore(mode: .all)) == nil)
        #expect(try Data(contentsOf: url) == (try Self.image()) + Data([0]))
    }

    @Test func aJPEGIsSavedAsJPG() {
        let reference = "Suite/flights-arg.home.svg"
        #expect(ReferenceScreenshot.path(beside: reference, format: .jpeg) == "Suite/flights-arg.home.jpg")
        #expect(ReferenceScreenshot.path(beside: reference, format: .png) == "Suite/flights-arg.home.png")
    }

    @Test func aScreenshotOfAnotherShapeFailsTheAssertion() throws {
        let (folder, testFile) = Self.scratchTest()
        defer { try? FileManager.default.removeItem(at: folder) }
        let landscape = Data(PictureScreenshotTests.png(width: 1688, height: 780))
        let failure = pictureFailure(
            of: try Self.screen(), locale: nil, gestures: nil, name: nil, appStrings: nil, screenshot: landscape,
            testFile: testFile, function: #function, line: #line)
        #expect(
            failure
                == "Could not draw the tree over the screenshot: the screenshot is 1688 × 780 pixels but the screen "
                + "is 390 × 844 points: their shapes differ by more than 3 %")
        let garbage = pictureFailure(
            of: try Self.screen(), locale: nil, gestures: nil, name: nil, appStrings: nil,
            screenshot: Data("GIF89a".utf8),
            testFile: testFile, function: #function, line: #line)
        #expect(garbage?.hasPrefix("Could not draw the tree over the screenshot: ") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
