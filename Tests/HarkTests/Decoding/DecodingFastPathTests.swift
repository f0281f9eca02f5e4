import Foundation
import Testing
import Hark

/// The decoder's hot path (keys matched on bytes, frames in one pass,
/// strings shared between nodes) reads what the checked path reads, and
/// falls back to it for the exact error.
@Suite("Decoding fast paths")
struct DecodingFastPathTests {
    func error(_ json: String) -> String? {
        do {
            _ = try HarkDocument(json: json)
            return nil
        } catch {
            return error.description
        }
    }

    func child(_ fields: String) -> String {
        #"{"hark": 1, "root": {"children": [{"label": "First"}, {\#(fields)}]}}"#
    }

    @Test(arguments: [
        ("[0,0,1,2]", Frame(x: 0, y: 0, width: 1, height: 2)),
        ("[ 1.5e1 , -2 ,\n3 , 4 ]", Frame(x: 15, y: -2, width: 3, height: 4)),
        ("[-0.5, 0, 0, 0]", Frame(x: -0.5, y: 0, width: 0, height: 0)),
    ])
    func framesAreReadInOnePass(_ text: String, _ frame: Frame) throws {
        let document = try HarkDocument(json: child(#""label": "A", "frame": \#(text)"#))
        #expect(document.root.children[1].frame == frame)
    }

    @Test(arguments: [
        ("[0, 0, 1, 2, 3]", "root.children[1].frame: expected 4 numbers [x, y, width, height], found 5 elements"),
        (
            "[0, 0, 1, 01]",
            "root.children[1].frame[3]: invalid JSON at line 1, column 90: invalid number: a leading zero"
        ),
        ("[0, 0, 1, -2]", "root.children[1].frame[3]: height must not be negative, found -2"),
        ("[0, 0, [1], 2]", "root.children[1].frame[2]: expected a number, found an array"),
        ("{}", "root.children[1].frame: expected an array, found an object"),
    ])
    func aFrameThatIsNotPlainGetsTheCheckedError(_ text: String, _ message: String) {
        #expect(error(child(#""label": "A", "frame": \#(text)"#)) == message)
    }

    @Test func keysWithEscapesAreDecodedFirst() throws {
        let document = try HarkDocument(json: child(#""l\u0061bel": "A", "\u0068int": "H""#))
        #expect(document.root.children[1].label == "A")
        #expect(document.root.children[1].hint == "H")
        #expect(error(child(#""lábel": "A""#)) == #"root.children[1]: unknown field "lábel"; did you mean "label"?"#)
        #expect(error(child(#""labels": "A""#)) == #"root.children[1]: unknown field "labels"; did you mean "label"?"#)
        #expect(
            error(child(#""label": "A", "l\u0061bel": "B""#))?.hasSuffix(#"duplicate field "label" in the same object"#)
                == true)
    }

    @Test func repeatedStringsAndActionsAreReadAsWritten() throws {
        let cells = [
            #"{"label": "A", "hint": "Opens it.", "customActions": ["Delete", "Share"]}"#,
            #"{"label": "A", "hint": "Opens it.", "customActions": ["Delete", "Share"]}"#,
            #"{"label": "B", "hint": "Opens it!", "customActions": ["Delete"]}"#,
            #"{"label": "\u0041", "hint": "Opens\nit.", "customActions": ["Delete"]}"#,
            #"{"label": "é", "hint": "", "value": "é"}"#,
        ]
        let document = try HarkDocument(json: #"{"hark": 1, "root": {"children": [\#(cells.joined(separator: ","))]}}"#)
        let nodes = document.root.children
        #expect(nodes.map(\.label) == ["A", "A", "B", "A", "é"])
        #expect(nodes.map(\.hint) == ["Opens it.", "Opens it.", "Opens it!", "Opens\nit.", ""])
        #expect(
            nodes.map { $0.customActions.map(\.name) } == [
                ["Delete", "Share"], ["Delete", "Share"], ["Delete"], ["Delete"], [],
            ])
        #expect(nodes[4].value == "é")
    }

    @Test func repeatedTraitsAndActionsAreReadOnceAndMeanTheSame() throws {
        let cells = [
            #"{"label": "A", "traits": ["button"], "customActions": ["Delete"]}"#,
            #"{"label": "B", "traits": ["button"], "customActions": ["Delete"]}"#,
            #"{"label": "C", "traits": ["button", "selected"], "customActions": ["Delete", "Share"]}"#,
            #"{"label": "D", "traits": ["button"], "customActions": ["Delete"]}"#,
        ]
        let document = try HarkDocument(json: #"{"hark": 1, "root": {"children": [\#(cells.joined(separator: ","))]}}"#)
        #expect(document.root.children.map(\.traits) == [.button, .button, [.button, .selected], .button])
        #expect(
            document.root.children.map { $0.customActions.map(\.name) } == [
                ["Delete"], ["Delete"], ["Delete", "Share"], ["Delete"],
            ])
        // The same bytes with a wrong trait fail at the node that has them.
        #expect(
            error(child(#""traits": ["buton"]"#))
                == #"root.children[1].traits[0]: unknown trait "buton"; did you mean "button"?"#)
        // Actions whose effects name a missing id are read (and reported) where they are.
        let action = #"{"name": "Go", "effects": [{"type": "activate", "id": "nowhere"}]}"#
        let twice =
            #"{"hark": 1, "root": {"children": [{"label": "A", "customActions": [\#(action)]}, {"label": "B", "#
            + #""customActions": [\#(action)]}]}}"#
        #expect(
            error(twice)?.hasPrefix(
                "root.children[0].customActions[0].effects[0].id: no element has the id \"nowhere\"") == true)
    }
}
