import Testing
@testable import Hark

/// The one setup the Narrator and the Navigator share: options over the
/// document's settings, and the warnings both report.
@Suite struct SpeechSessionTests {
    static func document() -> HarkDocument {
        var document = HarkDocument(
            root: AccessibilityNode(id: "root", children: [AccessibilityNode(id: "a", label: "Hallo", traits: .button)])
        )
        document.settings = HarkDocument.Settings(reduceMotion: true, speakHints: false)
        document.root.children[0].language = "xx"
        return document
    }

    @Test func theOptionsOverrideTheDocument() throws {
        let document = Self.document()
        let resolver = LocalizedTextResolver(document: document, options: NarrationOptions(), appStrings: nil)
        let plain = try SpeechSession(
            document: document, options: NarrationOptions(), tables: .bundled, resolver: resolver)
        #expect(plain.locale == document.locale && plain.reduceMotion && !plain.speakHints)
        let options = NarrationOptions(locale: "fr", speakHints: true, reduceMotion: false)
        let overridden = try SpeechSession(document: document, options: options, tables: .bundled, resolver: resolver)
        #expect(
            overridden.locale == "fr" && !overridden.reduceMotion && overridden.speakHints
                && overridden.speechBuilder().speakHints)
    }

    @Test func theNarratorAndTheNavigatorWarnAlike() throws {
        let document = Self.document()
        let narrator = try Narrator(document: document, tables: .bundled)
        let navigator = try Navigator(document: document, tables: .bundled)
        #expect(!narrator.warnings.isEmpty, "a language with no table is reported")
        #expect(narrator.warnings == navigator.warnings)
        #expect(narrator.locale == navigator.transcript.locale && navigator.reduceMotion)
    }
}
