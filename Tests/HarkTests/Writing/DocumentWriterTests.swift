import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// `hark convert`'s writer: Hark JSON that reads back to the same speech,
/// laid out one element a line, with no depth limit of its own.
@Suite("Hark JSON writer")
struct DocumentWriterTests {
    /// What the document says, without the header lines naming a dump's
    /// format and the locale guessed from its labels (the converted
    /// document's own).
    func spoken(_ document: HarkDocument) throws -> [String] {
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        return try Narrator(document: document, appStrings: appStrings).transcript().text.split(separator: "\n").map(
            String.init
        ).filter { !$0.hasPrefix("# imported from") && !$0.hasPrefix("# locale ") }
    }

    func written(_ document: HarkDocument) throws -> String {
        String(decoding: try DocumentWriter.json(document), as: UTF8.self)
    }

    @Test("Every sample, written and read back, says the same", arguments: sampleNames)
    func sampleRoundTrip(_ name: String) throws {
        let document = try loadSample(name)
        let again = try HarkDocument(jsonData: Data(try DocumentWriter.json(document)))
        #expect(again == document)
        #expect(try spoken(again) == spoken(document))
    }

    @Test("Every dump, converted and read back, says the same", arguments: importedDumps)
    func dumpRoundTrip(_ path: String) throws {
        let document = try importDump(path)
        let again = try HarkDocument(jsonData: Data(try DocumentWriter.json(document)))
        #expect(try spoken(again) == spoken(document))
    }

    @Test func anElementWithoutChildrenIsOneLineAndAFrameTooAndTheOutputIsDeterministic() throws {
        let json = try written(try importDump("idb/settings-form-describe-all.json"))
        #expect(
            json.hasPrefix(
                "{\n  \"hark\": 1,\n  \"title\": \"Acme\",\n  \"screen\": {\"width\": 393, \"height\": 852},\n  "
                    + "\"root\": {\n    \"frame\": [0, 0, 393, 852],\n"
            ))
        #expect(
            json.contains(
                "\n      {\"label\": \"Text size\", \"value\": \"50%\", \"traits\": [\"adjustable\"], \"frame\": [16, "
                    + "386.3333333333333, 361, 31], \"isAccessibilityElement\": true},\n"
            ))
        #expect(json.hasSuffix("    ]\n  }\n}\n"))
        #expect(try written(try importDump("idb/settings-form-describe-all.json")) == json)
    }

    @Test func numbersReadBackAsTheSameDouble() throws {
        let values: [Double] = [
            0, -5, 0.1, 1.5e-7, 1e300, -1e15, 123_456_789_012_345, Double.leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        let root = view(values.enumerated().map { element("n\($0.offset)", $0.element, 0, 1, 1) })
        let again = try HarkDocument(jsonData: Data(try DocumentWriter.json(HarkDocument(root: root))))
        #expect(again.root.children.map { $0.frame?.x } == values)
    }

    @Test func aNonFiniteNumberIsAnErrorNotInvalidJSON() {
        let root = view([element("x", .infinity, 0)])
        #expect(throws: DocumentWriter.Failure.self) { try DocumentWriter.json(HarkDocument(root: root)) }
    }

    /// A chain of `depth` views, a button at the bottom.
    func chain(_ depth: Int) -> AccessibilityNode {
        var node = AccessibilityNode(label: "Bottom", traits: .button, frame: Frame(x: 0, y: 0, width: 50, height: 50))
        for _ in 0..<depth { node = view([node], frame: Frame(x: 0, y: 0, width: 390, height: 844)) }
        return node
    }

    @Test func aTreeNestedHundredsDeepIsWrittenAndReadBack() throws {
        let document = HarkDocument(root: chain(450))
        let again = try HarkDocument(jsonData: Data(try DocumentWriter.json(document)))
        #expect(again == document)
        #expect(try spoken(again) == ["# (en)", "1 Bottom. Button."])
    }

    @Test func theDeepestTreeHarkReadsIsWrittenAndOneDeeperIsNot() throws {
        let deepest = HarkDocument(root: chain(498))
        #expect(try HarkDocument(jsonData: Data(try DocumentWriter.json(deepest))) == deepest)
        // The bottom button's traits would be the 1,001st level.
        #expect(throws: DocumentWriter.Failure.self) { try DocumentWriter.json(HarkDocument(root: chain(499))) }
        #expect(throws: HarkDecodingError.self) { try HarkDocument(jsonData: Data(self.handWritten(chain(499)).utf8)) }
    }

    /// `root` as a document, written by hand with no check of its depth.
    func handWritten(_ root: AccessibilityNode) -> String {
        var json = #"{"label": "Bottom", "traits": ["button"], "frame": [0, 0, 50, 50]}"#
        for _ in 1..<DocumentWriter.depth(of: root) {
            json = #"{"frame": [0, 0, 390, 844], "children": ["# + json + "]}"
        }
        return #"{"hark": 1, "root": "# + json + "}"
    }

    @Test func aTreeDeeperThanHarkReadsIsRefusedWithTheReason() throws {
        #expect {
            try DocumentWriter.json(HarkDocument(root: chain(100_000)))
        } throws: { error in
            "\(error)"
                == "the tree nests deeper than Hark reads: written as Hark JSON, it would nest 200,002 levels of "
                + "arrays and objects, and Hark reads at most 1,000 (about 500 elements in one another)"
        }
    }

    @Test func fieldsFewElementsHaveAreWrittenByTheirEncodingOnTheElementsLine() throws {
        let json = try written(try loadSample("SlideUpModal"))
        #expect(
            json.contains(
                #"{"id": "share-cancel", "label": "Cancel", "traits": ["button"], "frame": [20, 780, 350, 44], "#
                    + #""behaviors": {"activate": [{"type": "dismiss"}]}}"#
            ))
        #expect(json.contains("\n  \"screens\": {\n    \"share-sheet\": {\n      \"id\": \"share-sheet\",\n"))
    }
}
