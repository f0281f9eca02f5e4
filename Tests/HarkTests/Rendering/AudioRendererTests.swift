import Foundation
import HarkTesting
import Testing
@testable import Hark
import HarkTestSupport

/// A synthesizer that "says" each text as a 440 Hz tone of 20 ms per
/// character, at any sample rate: timings are then exact and known.
struct ToneSynthesizer: SpeechSynthesizer {
    var sampleRate = PCMAudio.standardRate
    var perCharacter = 0.02

    func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio {
        if text.contains("FAIL") { throw SpeechSynthesisError("cannot say \(text)") }
        let count = PCMAudio.sampleCount(seconds: Double(text.count) * perCharacter, rate: sampleRate)
        return PCMAudio(
            sampleRate: sampleRate,
            samples: (0..<count).map { Int16(8_000 * sin(2 * Double.pi * 440 * Double($0) / Double(sampleRate))) })
    }
}

/// `AudioRenderer` with the tone synthesizer: the timeline, interruptions,
/// dropped announcements, earcons and captions, exactly.
@Suite("Audio rendering")
struct AudioRendererTests {
    static let rate = PCMAudio.standardRate
    static func samples(_ seconds: Double) -> Int { PCMAudio.sampleCount(seconds: seconds, rate: rate) }
    /// The tone synthesizer's length for `text`, in samples.
    static func spoken(_ text: String) -> Int { samples(Double(text.count) * 0.02) }

    static func flightList(_ gestures: String) throws -> Transcript {
        let document = try loadSample("FlightList")
        var navigator = try Navigator(
            document: document,
            appStrings: AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples")))
        return navigator.perform(try Navigator.Gesture.parse(gestures, location: { "gesture \($0)" }))
    }

    static func render(_ transcript: Transcript, timing: AudioTiming = AudioTiming()) throws -> AudioRendering {
        try AudioRenderer(synthesizer: ToneSynthesizer(), timing: timing).render(transcript)
    }

    /// `[focus]`, `Flights. Heading.` … in order.
    static func texts(_ rendering: AudioRendering) -> [String] {
        rendering.cues.map { $0.text + ($0.interrupted ? " (cut)" : "") }
    }

    @Test func flightListTimelineWithThreeNexts() throws {
        let rendering = try Self.render(Self.flightList("next next next"))
        #expect(
            Self.texts(rendering) == [
                "[focus]", "Flights. Heading.",
                "[focus]", "Add new flight. Button.",
                "[focus]", "5 upcoming flights",
                "[focus]", "United 123 to San Francisco, departs 9:40 AM: On Time. Button. List Start.",
                "Double tap to view more details.", "[actions available]", "Actions Available",
                "More Content Available",
            ])
        let cues = rendering.cues
        // Pieces follow one another; the tick leads each focus.
        #expect(cues[0].start == 0 && cues[0].end == Self.samples(Earcon.focus.duration))
        #expect(cues[1].start == cues[0].end && cues[1].end - cues[1].start == Self.spoken("Flights. Heading."))
        // A gesture comes 0.75 s after the speech before it.
        for index in [2, 4, 6] { #expect(cues[index].start == cues[index - 1].end + Self.samples(0.75)) }
        // The hint 1.0 s after the description, each cue 0.3 s after the one before.
        #expect(cues[8].start == cues[7].end + Self.samples(1.0))
        #expect(cues[9].start == cues[8].end + Self.samples(0.3))
        #expect(cues[10].start == cues[9].end && cues[11].start == cues[10].end + Self.samples(0.3))
        // The sound ends with the last piece; speech is heard, pauses are silent.
        #expect(rendering.audio.samples.count == cues[11].end)
        #expect(rendering.audio.rms(in: cues[7].start..<cues[7].end) > 0.1)
        #expect(rendering.audio.rms(in: cues[7].end..<cues[8].start) == 0)
        #expect(rendering.audio.rms(in: cues[5].end..<cues[6].start) == 0)
        assertReference(rendering.webVTT, named: "FlightList.next-next-next.vtt")
    }

    /// `hark narrate` without gestures: one flick right per element.
    @Test func aNarrationWithoutGesturesIsHeardAsFlicks() throws {
        let rendering = try Self.render(try sampleNarrator("FlightList").transcript())
        let ticks = rendering.cues.indices.filter { rendering.cues[$0].kind == .earcon(.focus) }
        #expect(ticks.count == 8)
        for tick in ticks.dropFirst() {
            #expect(rendering.cues[tick].start == rendering.cues[tick - 1].end + Self.samples(0.75))
        }
    }

    /// Read all: the elements follow one another 0.3 s apart, no hints.
    @Test func readAllReadsElementsInARow() throws {
        let rendering = try Self.render(Self.flightList("readAll"))
        let ticks = rendering.cues.indices.filter { rendering.cues[$0].kind == .earcon(.focus) }.dropFirst()
        #expect(ticks.count == 8)
        let first = try #require(ticks.first)
        #expect(rendering.cues[first].start == rendering.cues[first - 1].end + Self.samples(0.75))
        for tick in ticks.dropFirst() {
            #expect(rendering.cues[tick].start == rendering.cues[tick - 1].end + Self.samples(0.3))
        }
    }

    @Test func configurablePauses() throws {
        let timing = AudioTiming(hintPause: 0.5, cuePause: 0, gestureGap: 2)
        let cues = try Self.render(Self.flightList("next next next"), timing: timing).cues
        #expect(cues[2].start == cues[1].end + Self.samples(2))
        #expect(cues[8].start == cues[7].end + Self.samples(0.5))
        #expect(cues[9].start == cues[8].end)
    }

    @Test func theBoundaryBumpsAtTheEndOfTheList() throws {
        let rendering = try Self.render(Self.flightList("last next"))
        let texts = Self.texts(rendering)
        #expect(texts.suffix(2) == ["[focus]", "[boundary]"] || texts.last == "[boundary]")
        let bump = try #require(rendering.cues.last)
        #expect(bump.kind == .earcon(.boundary))
        #expect(bump.start == rendering.cues[rendering.cues.count - 2].end + Self.samples(0.75))
        #expect(bump.end - bump.start == Self.samples(Earcon.boundary.duration))
        #expect(rendering.webVTT.hasSuffix("\n[boundary]\n"))
    }

    /// Compose's `say 'Tap Send'`: focus moves to Send, and the app's `high`
    /// announcement cuts that speech 0.4 s in.
    @Test func aHighPriorityAnnouncementCutsSpeech() throws {
        let focus = FocusEvent(index: 3, id: "send", utterance: Utterance(speech: "Send message. Button."))
        let transcript = Transcript(
            locale: "en",
            events: [
                .gesture(.say("Tap Send")), .focus(focus), .interrupted("Send message. Button.", by: .announcement),
                .announcement("Message sent", priority: .high),
            ])
        let rendering = try Self.render(transcript)
        #expect(Self.texts(rendering) == ["[focus]", "Send message. Button. (cut)", "Message sent"])
        let (said, announced) = (rendering.cues[1], rendering.cues[2])
        #expect(said.end - said.start == Self.samples(0.4))
        #expect(announced.start == said.end)
        #expect(rendering.audio.samples.count == announced.end)
        // The cut fades out rather than clicking.
        #expect(abs(Int(rendering.audio.samples[said.end - 1])) < 200)
        #expect(rendering.webVTT.contains("\nSend message. Button. [interrupted]\n"))
    }

    @Test func theSameFromTheEngine() throws {
        let document = try loadSample("Compose")
        var navigator = try Navigator(document: document)
        let rendering = try Self.render(
            navigator.perform(try Navigator.Gesture.parse("say 'Tap Send'", location: { "\($0)" })))
        #expect(Self.texts(rendering).suffix(3) == ["[focus]", "Send message. Button. (cut)", "Message sent"])
    }

    /// A `low` announcement interrupted by a `default` one is dropped, and a
    /// new focus cuts the `default` one; the queued one waits its turn.
    @Test func anInterruptedLowAnnouncementIsDropped() throws {
        var document = NavigatorTests.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .announce("Later", priority: .low), .announce("First announcement, long enough to be cut"),
            .layoutChanged(focus: "c"), .announce("Last", queued: true),
        ])
        var navigator = try Navigator(document: document)
        let rendering = try Self.render(navigator.perform([.activate]))
        #expect(
            Self.texts(rendering) == [
                "[focus]", "A. Button.", "First announcement, long enough to be cut (cut)", "[focus]", "C. Button.",
                "Last",
            ])
        let first = rendering.cues[2]
        #expect(first.start == rendering.cues[1].end + Self.samples(0.75))
        #expect(first.end - first.start == Self.samples(0.4))
        #expect(rendering.cues[3].start == first.end)
        #expect(rendering.cues[5].start == rendering.cues[4].end)
    }

    /// A `high` announcement is never cut: the re-read focus waits for it.
    @Test func speechAfterAHighAnnouncementWaits() throws {
        let document = try loadSample("Favorite")
        var navigator = try Navigator(document: document)
        let rendering = try Self.render(navigator.perform([.next, .activate]))
        let texts = Self.texts(rendering)
        let announcement = try #require(texts.firstIndex(of: "Added to favorites"))
        #expect(texts[announcement + 1] == "[focus]" && texts[announcement + 2] == "Selected: Favorite. Button.")
        #expect(rendering.cues[announcement + 1].start == rendering.cues[announcement].end)
        #expect(rendering.cues.allSatisfy { !$0.interrupted })
    }

    /// A screen change plays its sound, then the new screen's first element.
    @Test func screenChangesAndPageScrolls() throws {
        let rendering = try Self.render(Self.flightList("next next next activate"))
        let texts = Self.texts(rendering)
        let sound = try #require(texts.firstIndex(of: "[screen changed]"))
        #expect(texts[sound...].prefix(3) == ["[screen changed]", "[focus]", "United 123. Heading."])
        #expect(rendering.cues[sound].start == rendering.cues[sound - 1].end + Self.samples(0.75))
        let transcript = Transcript(
            locale: "en",
            events: [
                .pageScrolled("Page 2 of 5, upcoming flights"), .sound(.boundary),
                .interrupted("Page 2 of 5, upcoming flights", by: .pageScrolled),
                .pageScrolled("Page 2 of 5, upcoming flights"),
            ])
        let scrolled = try Self.render(transcript)
        // The boundary sound posted while the status speaks plays where it is cut.
        #expect(
            Self.texts(scrolled) == [
                "[page scrolled]", "Page 2 of 5, upcoming flights (cut)", "[boundary]", "[page scrolled]",
                "Page 2 of 5, upcoming flights",
            ])
        #expect(scrolled.cues[2].start == scrolled.cues[1].end)
    }

    @Test func silentSpeechAndSynthesizerErrors() throws {
        let quiet = Transcript(
            locale: "en", events: [.focus(FocusEvent(index: 1, id: nil, utterance: Utterance(speech: "")))])
        #expect(Self.texts(try Self.render(quiet)) == ["[focus]"])
        let failing = Transcript(locale: "en", events: [.announcement("FAIL here", priority: .default)])
        #expect(throws: SpeechSynthesisError("cannot say FAIL here")) { try Self.render(failing) }
        #expect(try Self.render(Transcript(locale: "en")).audio.samples.isEmpty)
    }

    @Test func speechAtAnotherRateIsResampled() throws {
        let transcript = Transcript(locale: "en", events: [.announcement("Twenty characters ok", priority: .default)])
        for rate in [8_000, 16_000, 24_000, 44_100] {
            let rendering = try AudioRenderer(synthesizer: ToneSynthesizer(sampleRate: rate)).render(transcript)
            #expect(rendering.audio.sampleRate == Self.rate)
            #expect(abs(rendering.cues[0].end - Self.samples(0.4)) <= 1)
        }
    }

    @Test func captionsEscapeWhatWebVTTReads() {
        #expect(AudioRendering.escaped("a < b && c --> d\nnext\u{7}") == "a &lt; b &amp;&amp; c --&gt; d next ")
        let rendering = AudioRendering(
            audio: PCMAudio(sampleRate: 1_000), cues: [AudioCue(kind: .speech, text: "x", start: 0, end: 3_725_000)])
        #expect(rendering.webVTT == "WEBVTT\n\n00:00:00.000 --> 01:02:05.000\nx\n")
        #expect(
            AudioRendering(audio: PCMAudio(), cues: [AudioCue(kind: .speech, text: "y", start: 12, end: 33)]).webVTT
                .contains("00:00:00.001 --> 00:00:00.001"))
    }
}
