import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Reading gesture scripts: line endings, byte-order marks, comments and quotes.
@Suite("Scripts")
struct ScriptTests {
    @Test("Line endings", arguments: ["\n", "\r\n", "\r"])
    func lineEndings(_ newline: String) throws {
        let script =
            ["# open the first flight", "next", "", "activate # then act", "last"].joined(separator: newline) + newline
        #expect(try Navigator.Gesture.parse(script: script) == [.next, .activate, .last])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try Navigator.Gesture.parse(script: "\u{FEFF}next\r\nprevious\r\n") == [.next, .previous])
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("# first\r\nnext\r\n".utf8)
        #expect(try Navigator.Gesture.parse(script: String(decoding: bytes, as: UTF8.self)) == [.next])
    }

    @Test func anErrorNamesItsLineWithCRLF() {
        #expect(
            throws: GestureError(
                location: "script line 3",
                message: "unknown gesture \"twice\"; the gestures are: "
                    + Navigator.Gesture.names.joined(separator: ", "))
        ) {
            try Navigator.Gesture.parse(script: "next\r\n# fine\r\ntwice\r\n")
        }
    }

    @Test(
        "A script with no gesture is an error",
        arguments: ["", "\n\n", "# only a comment\r\n\r\n", "\u{FEFF}", "   # x\n"])
    func noGesture(_ script: String) {
        #expect(
            throws: GestureError(
                location: "script", message: "no gesture: the script has only blank lines and comments")
        ) {
            try Navigator.Gesture.parse(script: script)
        }
    }

    /// Gestures on one line with none in them are an error, as a script
    /// with none is: neither runs an empty session.
    @Test("Gestures with no gesture are an error", arguments: ["", "   ", " , ,", "\t"])
    func noGestureOnALine(_ text: String) {
        #expect(
            throws: GestureError(
                location: "--gestures", message: "no gesture: the text is empty or holds only spaces and commas")
        ) {
            try Navigator.Gesture.parse(text, location: { $0 == 0 ? "--gestures" : "gesture \($0)" })
        }
    }

    @Test func onlyAnUnquotedHashStartsAComment() throws {
        #expect(
            try Navigator.Gesture.parse(script: "say \"Tap item #3\" # the third\nnext#comment\n") == [
                .say("Tap item #3"), .next,
            ])
        #expect(
            try Navigator.Gesture.parse(script: "rotor 'Flights #1' next") == [.rotor(.custom("Flights #1")), .next])
        #expect(try Navigator.Gesture.parse(script: "# say 'x'\nnext") == [.next])
        // On the command line `#` is not a comment: it is read as a gesture.
        #expect(throws: GestureError.self) { try Navigator.Gesture.parse("next # no", location: { "gesture \($0)" }) }
    }

    @Test func commasSeparateGesturesOnTheCommandLine() throws {
        #expect(
            try Navigator.Gesture.parse("next,next, activate", location: { "gesture \($0)" }) == [
                .next, .next, .activate,
            ])
        #expect(
            try Navigator.Gesture.parse("say 'Tap Add, then Save',next", location: { "gesture \($0)" }) == [
                .say("Tap Add, then Save"), .next,
            ])
        #expect(try Navigator.Gesture.parse("touch 10,20", location: { "gesture \($0)" }) == [.touch(x: 10, y: 20)])
    }
}
