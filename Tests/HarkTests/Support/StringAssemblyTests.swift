import Testing

@testable import Hark

/// A string assembled in two passes is the pieces joined, whatever their
/// size and script; a choice made on the text is made on what was written.
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
                if text.isEmpty { text.write("Button.") } else { text.write(" Button.", orAfterText: ". Button.") }
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
        // The first pass counts the longer choice; the string has the one chosen.
        let chosen = StringAssembly.string { text in
            text.write("Done.")
            text.write("", orAfterText: String(repeating: "x", count: 100))
        }
        #expect(chosen == "Done.")
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
