import Testing

@testable import Hark

/// A string assembled in two passes is the pieces joined, whatever their
/// size and script; the steps see the same text in both passes.
@Suite("String assembly") struct StringAssemblyTests {
    @Test func piecesAreJoinedInOrder() {
        let pieces = ["", "Flights", ": ", "On Time", "", " Button.", "航班", "🛫", String(repeating: "x", count: 300)]
        #expect(StringAssembly.string { text in for piece in pieces { text.write(piece) } } == pieces.joined())
        #expect(StringAssembly.string { _ in }.isEmpty)
        #expect(StringAssembly.string { $0.write("") }.isEmpty)
    }

    @Test func stepsSeeWhatWasWritten() {
        // The trait words after a text, as the speech joins them.
        func joined(_ first: String) -> String {
            StringAssembly.string { text in
                text.write(first)
                text.write(text.isEmpty ? "Button." : text.endsSentence ? " Button." : ". Button.")
            }
        }
        #expect(joined("") == "Button.")
        #expect(joined("Add") == "Add. Button.")
        #expect(joined("Forgot password?") == "Forgot password? Button.")
        #expect(joined("Wait…") == "Wait… Button.")
        #expect(joined("次へ。") == "次へ。 Button.")
        #expect(joined("え？") == "え？ Button.")
        #expect(joined("すごい！") == "すごい！ Button.")
        #expect(joined("Café") == "Café. Button.")
    }

    @Test func sentenceEndsAreReadOnTheLastScalar() {
        for text in [".", "a.", "Really?", "No!", "Wait…", "完了。", "本当？", "はい！"] {
            #expect(Vocabulary.endsSentence(text), "\(text)")
        }
        for text in ["", "a", "Café", "…a", "日本", "🛫", "\u{2026}\u{301}", "。a"] {
            #expect(!Vocabulary.endsSentence(text), "\(text)")
        }
    }
}
