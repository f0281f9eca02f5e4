import Foundation
import Testing
import Hark

/// Bad input of every kind: each is a clear error or the correct
/// transcript, never a crash.
@Suite("Bad input")
struct BadInputTests {
    /// `levels` nodes, each the only child of the one above, the deepest
    /// labelled "Deepest".
    static func nestedJSON(levels: Int) -> String {
        String(repeating: #"{"children": ["#, count: levels - 1) + #"{"label": "Deepest"}"#
            + String(repeating: "]}", count: levels - 1)
    }

    @Test func aTenThousandLevelTreeIsAnErrorNotACrash() throws {
        let json = #"{"hark": 1, "root": "# + Self.nestedJSON(levels: 10_000) + "}"
        do {
            _ = try HarkDocument(json: json)
            Issue.record("a 10,000-level tree was accepted")
        } catch {
            #expect(error.message.hasSuffix("nesting is deeper than 1000 levels of arrays and objects"))
            #expect(error.path.hasPrefix("root.children[0].children[0]…("))
            #expect(!error.description.contains("\n"))
            #expect(error.description.count < 200)
        }
    }

    @Test func theDeepestAllowedTreeIsNarrated() throws {
        // 499 nested nodes: the document, root and each node's children array
        // use 998 of the 1,000 levels.
        let json = #"{"hark": 1, "root": "# + Self.nestedJSON(levels: 499) + "}"
        let document = try HarkDocument(json: json)
        let transcript = try Narrator(document: document).transcript()
        #expect(transcript.events == [.focus(FocusEvent(index: 1, id: nil, utterance: Utterance(speech: "Deepest")))])
        // Equality, hashing and freeing of a tree this deep stay on the stack.
        var hasher = Hasher()
        document.hash(into: &hasher)
        #expect(document == (try HarkDocument(json: json)))
    }

    @Test func anEmptyTreeSaysNothing() throws {
        let transcript = try Narrator(document: HarkDocument(json: #"{"hark": 1, "title": "Blank", "root": {}}"#))
            .transcript()
        #expect(transcript.events.isEmpty)
        #expect(transcript.text == "# Blank (en)\n(nothing to focus)\n")
        #expect(transcript.json == "{\"locale\": \"en\", \"events\": []}\n")
    }

    @Test func aModalWithNothingInsideLeavesNothing() throws {
        let json =
            #"{"hark": 1, "root": {"children": [{"label": "Behind"}, {"viewIsModal": true, "#
            + #""children": [{"hidden": true, "label": "x"}]}]}}"#
        #expect(try Narrator(document: HarkDocument(json: json)).transcript().events.isEmpty)
    }

    @Test func formatCharactersAndNonASCIITextAreSpokenVerbatim() throws {
        let json =
            #"{"hark": 1, "root": {"children": [{"label": "%@ %n %% %d %1$@ %s %.*f", "#
            + #""value": "\u00e9\u0301 👩‍👩‍👧 مرحبا", "hint": "%n%n"}]}}"#
        let transcript = try Narrator(document: HarkDocument(json: json)).transcript()
        #expect(transcript.text == "# (en)\n1 %@ %n %% %d %1$@ %s %.*f: é́ 👩‍👩‍👧 مرحبا\n    hint: %n%n\n")
    }

    @Test func controlCharactersStayOnOneLine() throws {
        let json = #"{"hark": 1, "root": {"id": "a\nb", "label": "Line one\nLine two\t\u0007", "hint": "x\r"}}"#
        let transcript = try Narrator(document: HarkDocument(json: json)).transcript()
        #expect(transcript.text == "# (en)\n1 [a\\nb] Line one\\nLine two\\t\\u{7}\n    hint: x\\r\n")
        #expect(transcript.json.contains(#""speech": "Line one\nLine two\t\u0007""#))
    }

    @Test func aFiftyMegabyteFileIsRead() throws {
        // A valid document padded to 50 MB, as a pretty-printer might.
        let head = #"{"hark": 1, "root": {"children": [{"label": "First"}, "#
        let tail = #"{"label": "Last"}]}}"#
        var bytes = Array(head.utf8)
        bytes += [UInt8](repeating: 0x20, count: 50 * 1_048_576)
        bytes += Array(tail.utf8)
        let document = try HarkDocument(jsonData: Data(bytes))
        #expect(FocusOrder(document: document).elements.map(\.node.label) == ["First", "Last"])
    }

    @Test func deeplyNestedEffectsAreAnErrorNotARecursion() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: #"{"type": "if", "id": "a", "then": ["#, count: levels) + #"{"type": "dismiss"}"#
                + String(repeating: "]}", count: levels)
        }
        let json = { (levels: Int) in
            #"{"hark": 1, "root": {"id": "a", "label": "A", "behaviors": {"activate": ["# + nested(levels) + "]}}}"
        }
        #expect(throws: Never.self) { try HarkDocument(json: json(32)) }
        do {
            _ = try HarkDocument(json: json(200))
            Issue.record("200 nested effects were accepted")
        } catch {
            #expect(error.message == #""if" effects are nested more than 32 levels deep"#)
            #expect(error.path.hasPrefix("root.behaviors.activate[0]…(") && error.path.hasSuffix(".then"))
        }
    }
}
