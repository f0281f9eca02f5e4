import Foundation
import Hark
import HarkTestSupport
import Testing

/// One narration: flicking right through a sample with the Navigator
/// speaks, element by element, exactly what the Narrator prints for it.
@Suite("One narration")
struct OneNarrationTests {
    /// The focus events of a transcript: what VoiceOver said on each stop.
    static func stops(_ events: [TranscriptEvent]) -> [FocusEvent] {
        events.compactMap { event in
            guard case .focus(let focus) = event else { return nil }
            return focus
        }
    }

    @Test("Flicking right through a sample says what the Narrator says", arguments: sampleNames)
    func flickingSaysWhatTheNarratorSays(_ name: String) throws {
        let document = try loadSample(name)
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        let narrated = Self.stops(try Narrator(document: document, appStrings: appStrings).transcript().events)
        var navigator = try Navigator(document: document, appStrings: appStrings)
        for _ in narrated.indices.dropFirst() { navigator.perform(.next) }
        let flicked = Self.stops(navigator.transcript.events)
        #expect(flicked.count == narrated.count)
        for (index, (heard, printed)) in zip(flicked, narrated).enumerated() {
            #expect(heard == printed, "stop \(index + 1)")
        }
        // And the text renderings of those stops are the same.
        let text = { (stops: [FocusEvent]) in
            Transcript(title: nil, locale: document.locale, events: stops.map(TranscriptEvent.focus)).text
        }
        #expect(text(flicked) == text(narrated))
    }

    /// The samples are many, so that the check covers the kinds of element.
    @Test func theSamplesAreMany() {
        #expect(sampleNames.count >= 15)
    }
}
