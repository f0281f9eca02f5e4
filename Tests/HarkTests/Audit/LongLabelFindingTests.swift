import Foundation
import Testing

@testable import Hark

/// A finding quotes a long label as an excerpt that says it is cut, and
/// `label-too-long` stops counting past a bound: a message is one line,
/// whatever the label.
@Suite("Findings on long labels")
struct LongLabelFindingTests {
    /// One button whose label is `label`, with a value and Voice Control
    /// names when given, and a second button named like it.
    func findings(label: String, value: String? = nil, names: [String] = []) throws -> [AuditFinding] {
        var button = AccessibilityNode(label: label, traits: [.button])
        button.value = value
        button.userInputLabels = names
        button.frame = Frame(x: 0, y: 0, width: 100, height: 44)
        var twin = button
        twin.frame = Frame(x: 0, y: 50, width: 100, height: 44)
        twin.userInputLabels = []
        let document = HarkDocument(root: AccessibilityNode(children: [button, twin]))
        return try Audit.run(on: document)
    }

    @Test func aLongLabelIsQuotedAsAnExcerpt() throws {
        let label = "Play button " + String(repeating: "x", count: 200_000)
        let found = try findings(label: label, value: "x", names: ["Start"])
        let excerpt = "\"Play button " + String(repeating: "x", count: 88) + "…\" (cut to its first 100 characters)"
        let trait = try #require(found.first { $0.rule == "trait-in-label" })
        #expect(
            trait.message == "the label \(excerpt) says \"button\", which VoiceOver already says for the button "
                + "trait; drop it from the label")
        let duplicate = try #require(found.first { $0.rule == "duplicate-name" })
        #expect(duplicate.message.hasPrefix("is named \"Play button xxx"))
        #expect(duplicate.message.contains("…\" (cut to its first 100 characters) like "))
        let voiceControl = try #require(found.first { $0.rule == "voice-control-name" })
        #expect(voiceControl.message.contains("with its label \(excerpt): a user saying \"Tap Play button xxx"))
        let tooLong = try #require(found.first { $0.rule == "label-too-long" })
        #expect(tooLong.message.hasPrefix("the label is over 10000 characters long (at most 80 for a control)"))
        // Every message is a line, not the label.
        #expect(found.allSatisfy { $0.message.utf8.count < 1_000 })
    }

    @Test func aShortLabelIsQuotedWhole() throws {
        let label = String(repeating: "y", count: 100)
        let found = try findings(label: label, value: label)
        let redundant = try #require(found.first { $0.rule == "redundant-value" })
        #expect(
            redundant.message == "the value \"\(label)\" repeats the label \"\(label)\": VoiceOver says it twice; "
                + "keep it in one of them")
        let tooLong = try #require(found.first { $0.rule == "label-too-long" })
        #expect(tooLong.message.hasPrefix("the label is 100 characters long"))
    }

    @Test func theQuoteCountsCharactersNotBytes() {
        let label = String(repeating: "é", count: 101)
        #expect(
            AuditScreen.quoted(label) == "\"" + String(repeating: "é", count: 100)
                + "…\" (cut to its first 100 characters)")
        #expect(AuditScreen.quoted(String(label.dropFirst())) == "\"" + String(label.dropFirst()) + "\"")
        #expect(LabelTooLong.length(String(repeating: "a", count: 80)) == nil)
        #expect(LabelTooLong.length(String(repeating: "a", count: 10_000)) == "10000")
        #expect(LabelTooLong.length(String(repeating: "a", count: 10_001)) == "over 10000")
    }

    @Test func wordsAreMatchedWhole() {
        #expect("play button".holdsWords("button"))
        #expect("button play".holdsWords("button"))
        #expect(!"play buttons".holdsWords("button"))
        #expect(!"unbutton".holdsWords("button"))
        #expect("a search field here".holdsWords("search field"))
        #expect("image of a cat".startsWithWords("image of"))
        #expect(!"image offset".startsWithWords("image of"))
        #expect(Script.dominant(in: "Привет мир ok") == .cyrillic)
        #expect(Script.dominant(in: "ab пр") == nil)
    }
}
