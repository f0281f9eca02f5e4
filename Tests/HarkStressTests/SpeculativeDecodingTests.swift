import Foundation
import Testing
@testable import Hark

extension StressTests {
    /// A large document's second half read on another core (SpeculativeChildren)
    /// gives exactly the document, or exactly the error, of a read on one thread.
    @Suite("Reading a large document on two cores")
    struct SpeculativeDecodingTests {
        /// A list of `count` cells, one a line, as `hark-bench` writes them;
        /// `cell` may change any cell's text.
        static func list(
            _ count: Int, separator: String = ",\n      ", around: (String, String) = ("", ""),
            cell: (Int, String) -> String = { $1 }
        ) -> String {
            let cells = (0..<count).map { i in
                cell(
                    i,
                    #"{"id": "flight-\#(i)", "label": "United \#(i) to San Francisco", "value": "On Time", "#
                        + #""traits": ["button"], "#
                        + #""hint": "Double tap to view more details.", "customActions": ["View in Maps", "#
                        + #""Get Directions"], "frame": [0, \#(120 + 60 * i), 390, 60]}"#
                )
            }
            return #"{"hark": 1, "locale": "en", "root": {"id": "root", "children": [\#(around.0)"#
                + #"{"id": "table", "containerType": "list", "#
                + #""children": [\#n      \#(cells.joined(separator: separator))\#n    ]}"#
                + #"\#(around.1)]}}"#
        }

        static let size = 24_000

        /// Reads `json` with and without the second core.
        static func read(_ json: String) -> (
            together: Result<HarkDocument, HarkDecodingError>, alone: Result<HarkDocument, HarkDecodingError>,
            took: Bool
        ) {
            Array(json.utf8).withUnsafeBufferPointer { bytes in
                var two = DocumentDecoder.Reading(), one = DocumentDecoder.Reading(speculating: false)
                let together = Result { () throws(HarkDecodingError) in try DocumentDecoder.decode(bytes, reading: &two)
                }
                let alone = Result { () throws(HarkDecodingError) in try DocumentDecoder.decode(bytes, reading: &one) }
                return (together, alone, two.tookSpeculation)
            }
        }

        @Test(arguments: [",\n      ", ","])
        func aLongListIsReadTheSameOnTwoCores(_ separator: String) throws {
            let json = Self.list(Self.size, separator: separator)
            #expect(json.utf8.count >= SpeculativeChildren.minimumSize)
            let (together, alone, took) = Self.read(json)
            #expect(took, "the second half was read on the other core")
            let document = try together.get()
            #expect(document == (try alone.get()))
            #expect(document.root.children.first?.children.count == Self.size)
        }

        @Test func aListNestedDeeperIsReadTheSameToo() throws {
            let json = Self.list(Self.size, around: (#"{"id": "a", "children": [{"id": "b", "children": ["#, #"]}]}"#))
            let (together, alone, took) = Self.read(json)
            #expect(took)
            #expect(try together.get() == alone.get())
        }

        /// Errors anywhere are the errors of a read on one thread: in the second
        /// half, an id of the first half repeated there, an id repeated within
        /// the second half, table fields out of a table.
        @Test(arguments: [
            (15_000, #"{"id": "x", "lable": "typo"}"#),
            (15_000, #"{"id": "flight-100"}"#),
            (20_000, #"{"id": "flight-15000"}"#),
            (8_000, #"{"id": "flight-20000"}"#),
            (16_000, #"{"id": "cell", "cell": {"row": 1, "column": 1}}"#),
            (23_999, #"{"id": "last", "frame": [0, 0, -1, 4]}"#),
        ])
        func anErrorIsTheErrorOfOneThread(_ at: Int, _ replacement: String) {
            let json = Self.list(Self.size) { i, text in i == at ? replacement : text }
            let (together, alone, _) = Self.read(json)
            guard case .failure(let error) = alone else {
                Issue.record("expected an error")
                return
            }
            #expect(together == .failure(error))
        }

        /// A behaviour that names ids in the second half: its references are
        /// checked as ever (the other core's read is not taken), and one that
        /// names no such id is the same error.
        @Test(arguments: ["flight-3", "no-such-flight"])
        func behavioursInTheSecondHalfAreCheckedAsEver(_ target: String) {
            let json = Self.list(Self.size) { i, text in
                i == 20_000
                    ? #"{"id": "toggle", "label": "Toggle", "behaviors": {"activate": [{"type": "set", "#
                        + #""id": "\#(target)", "value": "Boarding"}]}}"#
                    : text
            }
            let (together, alone, _) = Self.read(json)
            #expect(together == alone)
        }

        /// A guess inside an array that is not `children` (a long list of
        /// custom actions in the middle) is never taken.
        @Test func aGuessOutsideChildrenIsNotTaken() throws {
            let actions = (0..<180_000).map { #"{"name": "Action \#($0)"}"# }.joined(separator: ", ")
            let json = #"{"hark": 1, "root": {"id": "root", "label": "Actions", "customActions": [\#(actions)]}}"#
            #expect(json.utf8.count >= SpeculativeChildren.minimumSize)
            let (together, alone, took) = Self.read(json)
            #expect(!took)
            #expect(try together.get() == alone.get())
        }

        @Test func aSmallDocumentIsReadOnOneThread() {
            let (_, _, took) = Self.read(Self.list(100))
            #expect(!took)
        }
    }
}
