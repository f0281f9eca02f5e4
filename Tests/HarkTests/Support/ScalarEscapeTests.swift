import Testing
@testable import Hark

/// The escapers that rewrite text scalar by scalar from a table: the
/// `.strings` writer's, WebVTT's and the pictures', each on every entry of
/// its table and on what falls outside it.
@Suite("Scalar escapes") struct ScalarEscapeTests {
    @Test func stringsEscapesBackslashesQuotesAndControls() {
        let text = "a\\b\"c\nd\te\rf\u{1}g\u{7F}h é"
        #expect(VoiceOverWords.escaped(text) == "a\\\\b\\\"c\\nd\\te\\rf\\U0001g\\U007Fh é")
    }

    @Test func picturesEscapeMarkupAndNonCharacters() {
        let text = "<a href=\"x\">&</a>\u{FFFE}\u{FFFF}\u{1}"
        #expect(Markup.escape(text) == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;\u{FFFD}\u{FFFD}\\u{1}")
    }

    @Test func aTableLeavesOtherScalarsAsTheyAre() {
        #expect(ScalarEscape.escaped("a→b", ["→": "->"]) == "a->b")
        #expect(ScalarEscape.escaped("", ScalarEscape.Table(ScalarEscape.markupEntities)).isEmpty)
    }
}
