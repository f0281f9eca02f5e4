import Foundation
@testable import Hark
import HarkTesting
import Testing

/// Announcements and screen changes are steps of their own in a parity
/// report, aligned with Hark's, counted in their own measures, and never
/// paired with an element.
@Suite struct ParityEventTests {
    /// Flights' narration with an announcement after the heading and a
    /// screen change before Edit, as a Navigator transcript would have them.
    static func transcript() throws -> Transcript {
        var transcript = try ParityTests.transcript()
        let focuses = transcript.events.indices.filter {
            if case .focus = transcript.events[$0] { true } else { false }
        }
        transcript.events.insert(.screenChanged(screen: "Edit"), at: focuses[2])
        transcript.events.insert(.announcement("Flight saved", priority: .default), at: focuses[1])
        return transcript
    }

    static let entries: [ParityRecording.Entry] = [
        .init(.screenChange, speech: "Flights, heading"),
        .init(.announcement, speech: "Flight saved"),
        .init(speech: "Add new flight, button"),
        .init(.screenChange, speech: "Edit, button"),
        .init(speech: "Close, button"),
    ]

    @Test func theyAreStepsOfTheirOwnThatMatch() throws {
        let report = Parity.compare(
            recording: ParityRecording(entries: Self.entries), transcript: try Self.transcript())
        #expect(
            report.text == """
                1   match     Flights, heading
                2   match     announcement: Flight saved
                3   match     Add new flight, button
                4   match     screen change
                5   match     Edit, button
                6   match     Close, button
                measures: words 4/4, hints not recorded, order 4/4, announcements 1/1, screen changes 1/1
                parity: 4/4 utterances match (100%)

                """)
        #expect(report.isComplete)
        #expect(
            report.json.contains(
                #"{"step": 2, "kind": "announcement", "heard": "Flight saved", "hark": "Flight saved", "match": true}"#)
        )
        #expect(report.json.contains(#""announcements": [1, 1], "screenChanges": [1, 1]"#))
    }

    @Test func aMissingOrExtraOneIsADifferenceAndNeverAnElement() throws {
        // VoiceOver read another announcement than Hark's; Hark's screen changes where VoiceOver's did not.
        var entries = Self.entries
        entries[1] = .init(.announcement, speech: "Signed in as Kim")
        entries[3] = .init(speech: "Edit, button")
        let report = Parity.compare(recording: ParityRecording(entries: entries), transcript: try Self.transcript())
        #expect(
            report.differences == """
                2   mismatch  announcement heard: Signed in as Kim
                              hark:  Flight saved
                -   extra     screen change (Hark's screen changes here; VoiceOver's did not)
                measures: words 4/4, hints not recorded, order 4/4, announcements 0/1, screen changes 0/1
                parity: 4/4 utterances match (100%)

                """)
        #expect(!report.isComplete)
        #expect(report.measures.announcements == ParityReport.Score(0, of: 1))
        // One VoiceOver read where Hark's narration has none is missing.
        let alone = Parity.compare(
            recording: ParityRecording(entries: entries), transcript: try ParityTests.transcript())
        #expect(
            alone.differences.hasPrefix(
                "2   missing   announcement heard: Signed in as Kim (Hark announces nothing here)\n"))
    }

    @Test func aHintDifferenceStillNamesItsStep() throws {
        let document = AX.screen(title: "S") {
            AX.heading("Title")
            AX.button("Go").hint("Goes.")
        }
        let entries: [ParityRecording.Entry] = [
            .init(speech: "Title, heading"), .init(.announcement, speech: "Loaded"),
            .init(speech: "Go, button", hint: "Leaves."),
        ]
        let report = Parity.compare(
            recording: ParityRecording(entries: entries), transcript: try ParityTests.transcript(document))
        #expect(report.measures.hintDifferences.map(\.step) == [3])
        #expect(report.text.contains("\n3   hint      heard: Leaves. | hark: Goes.\n"))
    }
}
