import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// The byte renderers: every event, every escape, and narrating straight to
/// output byte for byte as rendering the transcript.
@Suite("Rendering") struct RenderingTests {
    /// One of each event, with text that needs escaping in both formats.
    static let transcript = Transcript(
        title: "T\u{1}\u{7F}", locale: "en",
        events: [
            .focus(
                FocusEvent(
                    index: 1, id: "a\"b\\c",
                    utterance: Utterance(
                        speech: "Line\none\r\t\u{1F}\u{7F} é 👩‍👩‍👧", hint: "H\"", cues: ["Actions Available"]),
                    actions: ["View", "Go\n"])),
            .focus(FocusEvent(index: 1_234_567, id: nil, utterance: Utterance(speech: ""))),
            .gesture(.next),
            .speech("50%", reason: .value),
            .announcement("Saved", priority: .default),
            .announcement("Low", priority: .low),
            .sound(.boundary),
            .sound(.screenChanged),
            .screenChanged(screen: nil),
            .screenChanged(screen: "details"),
            .pageScrolled("Page 2 of 3"),
            .interrupted("Long", by: .announcement),
            .note("nothing happens"),
            .warning("no \"x\""),
            .transition(
                TransitionEvent(
                    occasion: .present, subject: "details", motion: Motion(.slide, duration: 0.35, edge: .bottom),
                    reduceMotion: false,
                    presentation: Behaviors.Presentation(
                        style: .custom, frame: Frame(x: 20, y: 150.5, width: 350, height: 520), dimming: 0.3,
                        cornerRadius: 24))),
            .transition(
                TransitionEvent(
                    occasion: .stateChange, subject: "Play", motion: Motion(.crossFade, duration: 0.3),
                    reduceMotion: true)),
        ])

    @Test func textEscapesC1AndBidirectionalControlsButNotTheirNeighbours() {
        // U+0085 ends a line and U+009B starts an escape sequence on some
        // terminals; U+202E, U+2066 and U+061C reorder the rest of the line.
        let speech = "a\u{85}b\u{9B}31m c\u{202E}d\u{2066}e\u{061C}f\u{200F}"
        // Characters whose first byte a control shares: no-break space, £, ؛, ’, …, €, ‹.
        let neighbours = "\u{A0}£\u{61B}’…€‹\u{2065}\u{206A}"
        let transcript = Transcript(
            locale: "en",
            events: [.focus(FocusEvent(index: 1, id: nil, utterance: Utterance(speech: speech + neighbours)))])
        let escaped = #"a\u{85}b\u{9B}31m c\u{202E}d\u{2066}e\u{61C}f\u{200F}"# + neighbours
        #expect(transcript.text == "# (en)\n1 " + escaped + "\n")
        #expect(OneLineText.escaped(speech + neighbours) == escaped)
        #expect(OneLineText.escaped(neighbours) == neighbours)
    }

    @Test func textWritesEveryEventOnItsLines() {
        #expect(
            Self.transcript.text == #"""
                # T\u{1}\u{7F} (en)
                1 [a"b\c] Line\none\r\t\u{1F}\u{7F} é 👩‍👩‍👧
                    hint: H"
                    cue: Actions Available
                    actions: View; Go\n
                1234567 (says nothing)
                > next
                  says (value): 50%
                  announcement: Saved
                  announcement (low): Low
                  sound: boundary
                  sound: screen changed
                  screen changed: (the main screen)
                  screen changed: details
                  page scrolled: Page 2 of 3
                  interrupted by announcement: Long
                  (nothing happens)
                  warning: no "x"
                  transition: slide from the bottom 0.35 s
                  presentation: frame [20, 150.5, 350, 520], dimming 0.3, corner radius 24
                  animation of "Play": cross-fade 0.3 s (Reduce Motion)

                """#)
    }

    @Test func jsonWritesEveryEventOnALine() {
        #expect(
            Self.transcript.json == #"""
                {"locale": "en", "events": [
                  {"type": "focus", "index": 1, "id": "a\"b\\c", "speech": "Line\none\r\t\u001f\#u{7F} é 👩‍👩‍👧",\#
                 "hint": "H\"", "cues": ["Actions Available"], "actions": ["View", "Go\n"]},
                  {"type": "focus", "index": 1234567, "id": null, "speech": "", "hint": null},
                  {"type": "gesture", "gesture": "next"},
                  {"type": "speech", "speech": "50%", "reason": "value"},
                  {"type": "announcement", "speech": "Saved", "priority": "default"},
                  {"type": "announcement", "speech": "Low", "priority": "low"},
                  {"type": "sound", "sound": "boundary"},
                  {"type": "sound", "sound": "screenChanged"},
                  {"type": "screenChanged", "screen": null},
                  {"type": "screenChanged", "screen": "details"},
                  {"type": "pageScrolled", "speech": "Page 2 of 3"},
                  {"type": "interrupted", "speech": "Long", "by": "announcement"},
                  {"type": "note", "text": "nothing happens"},
                  {"type": "warning", "text": "no \"x\""},
                  {"type": "transition", "occasion": "present", "subject": "details", "style": "slide",\#
                 "description": "slide from the bottom 0.35 s", "duration": 0.35, "reduceMotion": false},
                  {"type": "transition", "occasion": "stateChange", "subject": "Play", "style": "crossFade",\#
                 "description": "cross-fade 0.3 s", "duration": 0.3, "reduceMotion": true}
                ]}

                """#)
    }

    @Test(arguments: [Int.min, -1, 0, 7, 10, 99, 100, Int.max])
    func integersAreWrittenInDecimal(_ number: Int) {
        #expect(String { $0.append(number) } == String(number))
    }

    @Test(arguments: TranscriptFormat.allCases)
    func aTranscriptIsWrittenInChunks(_ format: TranscriptFormat) {
        var chunks: [[UInt8]] = []
        Self.transcript.write(as: format) { chunks.append(Array($0)) }
        #expect(chunks.flatMap { $0 } == Self.transcript.rendered(as: format))
        #expect(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") })
    }

    /// Narrating straight to output says exactly what the transcript says,
    /// for every sample.
    @Test(arguments: sampleNames)
    func narratingStraightToOutputMatchesTheTranscript(_ name: String) throws {
        let narrator = try sampleNarrator(name)
        let transcript = narrator.transcript()
        for format in TranscriptFormat.allCases {
            var bytes: [UInt8] = []
            narrator.narrate(as: format) { bytes += $0 }
            #expect(bytes == transcript.rendered(as: format), "\(name) as \(format)")
            #expect(String(decoding: bytes, as: UTF8.self) == (format == .text ? transcript.text : transcript.json))
        }
    }

    /// A focus order long enough to be spoken on two threads (see
    /// NarrationStream) gives the bytes of the transcript, whether its
    /// length is a whole number of runs or not, in both formats.
    @Test(arguments: [
        NarrationStream.parallelThreshold, NarrationStream.parallelThreshold + 1,
        3 * NarrationStream.parallelThreshold + 77,
    ])
    func aNarrationSpokenOnTwoThreadsIsTheTranscript(_ count: Int) throws {
        let traits = [
            #"["button"]"#, #"["header"]"#, #"["selected", "button"]"#, #"["adjustable"]"#, #"["link", "notEnabled"]"#,
        ]
        let rows = (0..<count).map { i in
            #"{"id": "row-\#(i)", "label": "Row \#(i) \u00e9", "value": "\#(i % 7)", "hint": "Hint \#(i % 3)", "#
                + #""traits": \#(traits[i % traits.count]), "#
                + #""customActions": ["Delete \#(i % 2)"], "frame": [0, \#(i * 44), 390, 44]}"#
        }
        let json = #"{"hark": 1, "root": {"containerType": "list", "children": [\#(rows.joined(separator: ","))]}}"#
        let narrator = try Narrator(document: HarkDocument(json: json))
        let transcript = narrator.transcript()
        for format in TranscriptFormat.allCases {
            var bytes: [UInt8] = []
            narrator.narrate(as: format) { bytes += $0 }
            #expect(bytes == transcript.rendered(as: format), "\(count) as \(format)")
        }
    }

    @Test func aLongNarrationIsWrittenInSeveralChunks() throws {
        let children = (0..<3_000).map { #"{"label": "Row \#($0)", "traits": ["button"]}"# }.joined(separator: ",")
        let narrator = try Narrator(document: HarkDocument(json: #"{"hark": 1, "root": {"children": [\#(children)]}}"#))
        var chunks: [[UInt8]] = []
        narrator.narrate(as: .json) { chunks.append(Array($0)) }
        #expect(chunks.count > 1)
        #expect(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") || $0.last == UInt8(ascii: "}") })
        #expect(chunks.flatMap { $0 } == narrator.transcript().rendered(as: .json))
    }
}
