import Foundation
@testable import HarkTesting
import Testing
@testable import Hark
import HarkTestSupport

/// `HarkPicture`: what it draws, in SVG and HTML, and that it stays
/// deterministic and bounded whatever the input.
@Suite("Pictures")
struct PictureTests {
    /// The samples whose SVG is kept as a reviewed reference.
    static let referenceSamples = ["FlightList", "Alert", "Budget", "Messages", "TabBar"]

    @Test("Sample pictures match their references", arguments: referenceSamples)
    func samplePicture(_ name: String) throws {
        let document = try loadSample(name)
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        assertPicture(of: document, appStrings: appStrings)
    }

    @Test func aSessionEndsWhereTheScriptLeftIt() throws {
        let document = try loadSample("FlightList")
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        assertPicture(
            of: document, gestures: "next next next activate", named: "after-activate", appStrings: appStrings)
    }

    static let screen = AX.screen(title: "Checkout") {
        AX.heading("Checkout").id("title").frame(x: 16, y: 60, width: 200, height: 30)
        AX.button("Pay").id("pay").frame(x: 300, y: 60, width: 30, height: 30).setting(
            \.activationPoint, Frame.Point(x: 500, y: 500))
        AX.button("No frame").id("ghost")
        AX.list {
            AX.button("Card").id("card").frame(x: 0, y: 120, width: 390, height: 60)
        }.frame(x: 0, y: 110, width: 390, height: 200)
    }

    @Test func drawsNumbersOrderActivationPointsContainersAndSmallTargets() throws {
        let svg = try HarkPicture(document: Self.screen).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // One badge per element with a frame, numbered in focus order.
        #expect(svg.components(separatedBy: "class=\"badge\"").count - 1 == 3 + 4)
        // The focus order line: one step between each pair of framed elements.
        #expect(svg.components(separatedBy: "class=\"order\"").count - 1 == 2)
        // Pay's activation point lies outside its frame: an alarm, tethered, and named in the legend.
        #expect(svg.contains("class=\"activation outside\" cx=\"500\" cy=\"500\""))
        #expect(svg.contains("class=\"tether\""))
        #expect(svg.contains("check: activation point outside its frame; smaller than 44 × 44 pt"))
        // A 30 × 30 button gets corner marks; a heading does not (it is no target).
        #expect(svg.components(separatedBy: "class=\"small\"").count - 1 == 1)
        #expect(svg.contains("check: not on screen (no frame)"))
        #expect(svg.contains(">list</text>"))
    }

    @Test func aModalViewHidesTheRestGreyAndHatched() throws {
        let alert = try loadSample("Alert")
        let picture = try HarkPicture(document: alert)
        #expect(picture.scene.hidden.count == 17)
        #expect(picture.scene.modals.count == 1)
        #expect(
            picture.scene.elements.map(\.id) == [
                "alert-title", "alert-message", "alert-cancel-button", "alert-delete-button",
            ])
        #expect(picture.svg.contains("17 elements are hidden from VoiceOver behind a modal view or a presented screen"))
        #expect(picture.svg.components(separatedBy: "class=\"hidden\"").count - 1 == 17)
    }

    @Test func aPresentedScreenHidesTheOneBelow() throws {
        var navigator = try Navigator(document: try loadSample("ColourPalette"))
        navigator.perform(try Navigator.Gesture.parse("next activate", location: { "\($0)" }))
        let scene = HarkPicture(navigator: navigator).scene
        #expect(!scene.hidden.isEmpty)
        #expect(scene.elements.first?.id == "coral-card-title")
        #expect(scene.steps.count == navigator.transcript.events.count)
    }

    @Test func rightToLeftLegendAndPage() throws {
        let document = try loadSample("Messages")
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        let picture = try HarkPicture(document: document, appStrings: appStrings)
        #expect(picture.svg.contains("<g class=\"legend\" direction=\"rtl\" xml:lang=\"ar\">"))
        #expect(picture.html.contains("<html lang=\"ar\" dir=\"rtl\">"))
        // Hark's own English words read left to right on the right-to-left page.
        #expect(picture.html.contains("<p class=\"how\" lang=\"en\" dir=\"ltr\">"))
        #expect(picture.html.contains("<ul class=\"key\" lang=\"en\" dir=\"ltr\">"))
        #expect(try !HarkPicture(document: Self.screen).html.contains("dir=\"ltr\">Right"))
    }

    @Test func theHTMLPageIsStandaloneAndAccessible() throws {
        let html = try HarkPicture(document: Self.screen).html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
        for forbidden in ["http://", "https://", "src=", "@import", "url(http"] where forbidden != "http://" {
            #expect(!html.contains(forbidden), "the page must not load \(forbidden)")
        }
        // The only URL is the SVG namespace.
        #expect(html.components(separatedBy: "http").count - 1 == 1)
        #expect(html.contains("<th scope=\"col\">VoiceOver says</th>"))
        #expect(html.contains("<button type=\"button\" id=\"speak\" aria-pressed=\"false\">Speak</button>"))
        #expect(html.contains("<pre id=\"selftest\" hidden></pre>"))
        #expect(!html.contains("id=\"step\""), "no slider without a session")
    }

    @Test func aSessionGetsAStepSlider() throws {
        var navigator = try Navigator(document: Self.screen)
        navigator.perform(try Navigator.Gesture.parse("next next", location: { "\($0)" }))
        let html = HarkPicture(navigator: navigator).html
        let steps = navigator.transcript.events.count
        #expect(
            html.contains("<input type=\"range\" id=\"step\" min=\"0\" max=\"\(steps - 1)\" value=\"\(steps - 1)\""))
        #expect(html.contains("{\"c\":\"> next\",\"s\":null,\"f\":0}"))
    }

    @Test func markupAndScriptsInLabelsAreEscaped() throws {
        let screen = AX.screen(title: "</script><b>") {
            AX.button("<script>alert(1)</script> & \"quotes\"\n%@ %n").id("x").frame(x: 0, y: 0, width: 100, height: 50)
        }
        let picture = try HarkPicture(document: screen)
        #expect(!picture.svg.contains("<script>"))
        #expect(picture.svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;\\n%@ %n"))
        let html = picture.html
        #expect(html.components(separatedBy: "<script>").count - 1 == 1, "only the page's own script")
        #expect(!html.contains("</script><b>"))
    }

    @Test func noFramesAtAllDrawsTheLegendAlone() throws {
        let picture = try HarkPicture(
            document: HarkDocument(root: AccessibilityNode(children: [AX.button("A"), AX.button("B")])))
        #expect(picture.notes == ["no element has a frame: the picture shows the legend alone"])
        #expect(!picture.svg.contains("class=\"frame\""))
        #expect(picture.svg.contains("check: not on screen (no frame)"))
        #expect(picture.html.contains("No element has a frame: nothing to draw."))
    }

    @Test func absurdCoordinatesAreClampedWithANote() throws {
        let screen = AX.screen {
            AX.button("Far").id("far").frame(x: 1e9, y: -1e9, width: 1e9, height: 10)
        }
        let picture = try HarkPicture(document: screen)
        #expect(
            picture.notes.contains {
                $0.hasPrefix("coordinates beyond ±1000000 pt are clamped in the drawing (1 frame, first: far)")
            })
        #expect(picture.svg.utf8.count < 20_000)
        #expect(!picture.svg.contains("e+"))
    }

    /// A legend entry millions of lines long helps nobody: the SVG draws at
    /// most 20 lines of one text (speech, hint, note) and says how many
    /// characters it left out; the page's table wraps and scrolls, and keeps it all.
    @Test func aLongTextIsCutInTheSVGLegend() throws {
        let label = String(repeating: "x", count: 100_000)
        let screen = AX.screen {
            AX.button(label).id(label).hint(String(repeating: "Pays now. ", count: 1_000)).frame(
                x: 0, y: -2e6, width: 100, height: 44)
        }
        let picture = try HarkPicture(document: screen)
        let svg = picture.svg
        #expect(svg.components(separatedBy: "<text class=\"legend-speech\"").count - 1 == SVGLegend.maximumLines)
        #expect(svg.contains(">… 98,649 more characters, not drawn</text>"), "the speech")
        #expect(svg.contains(">… 8,405 more characters, not drawn</text>"), "the hint")
        #expect(svg.contains(">… 98,415 more characters, not drawn</text>"), "the Voice Control names")
        #expect(svg.contains(">… 98,382 more characters, not drawn</text>"), "the note naming the clamped frame's id")
        #expect(svg.utf8.count < 120_000, "the id is drawn whole, on one line")
        #expect(picture.html.utf8.count > 300_000, "the page keeps it all")
    }

    /// `71 + 14.3 - 71` is not `14.3` in floating point: an ordinary
    /// fractional frame is drawn as it is, with no note of a clamp.
    @Test func fractionalFramesAreNotClamped() throws {
        #expect((71 + 14.3) - 71 != 14.3, "the noise this test is about")
        let screen = AX.screen {
            AX.button("Fraction").id("fraction").frame(x: 203, y: 71, width: 93, height: 14.3)
            AX.view { AX.text("Inside").frame(x: 0.1, y: 0.2, width: 0.7, height: 100.3) }.frame(
                x: 0.1, y: 0.2, width: 0.7, height: 100.3)
        }
        let picture = try HarkPicture(document: screen)
        #expect(!picture.notes.contains { $0.contains("clamped") }, "\(picture.notes)")
        let fraction = Frame(x: 203, y: 71, width: 93, height: 14.3)
        #expect(PictureGeometry.clamp(fraction).0 == fraction)
        #expect(!PictureGeometry.clamp(fraction).clamped)
        #expect(PictureGeometry.clamp(Frame(x: 0, y: 0, width: 2e6, height: 1)).clamped)
        #expect(PictureGeometry.clamp(Frame.Point(x: 0.1, y: 1e7)).clamped)
        #expect(!PictureGeometry.clamp(Frame.Point(x: 0.1, y: 14.3)).clamped)
    }

    @Test func numbersAreWrittenTheSameEverywhere() {
        #expect(PictureGeometry.number(12) == "12")
        #expect(PictureGeometry.number(12.5) == "12.5")
        #expect(PictureGeometry.number(-0.25) == "-0.25")
        #expect(PictureGeometry.number(1.005) == "1" || PictureGeometry.number(1.005) == "1.01")
        #expect(PictureGeometry.number(-7.05) == "-7.05")
        #expect(PictureGeometry.number(1_000_000) == "1000000")
    }

    @Test func theSameInputDrawsTheSameBytes() throws {
        let document = try loadSample("Budget")
        #expect(try HarkPicture(document: document).svg == HarkPicture(document: document).svg)
        #expect(try HarkPicture(document: document).html == HarkPicture(document: document).html)
    }

    @Test func aTreeHundredThousandLevelsDeepIsDrawn() throws {
        var node = AccessibilityNode(label: "Deep", traits: .button, frame: Frame(x: 0, y: 0, width: 50, height: 50))
        for level in 0..<100_000 {
            node = AccessibilityNode(children: [node], containerType: level % 2 == 0 ? .list : .none)
        }
        let picture = try HarkPicture(document: HarkDocument(root: node))
        #expect(picture.scene.elements.count == 1)
        #expect(picture.scene.containers.count == 50_000)
    }

    @Test func longLabelsWrapWithinTheLegend() {
        let lines = TextWrap.lines(String(repeating: "word ", count: 60), width: 200, textSize: 13).lines
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { TextWrap.width(Substring($0), textSize: 13) <= 200 })
        let japanese = TextWrap.lines(String(repeating: "東京行きの便", count: 20), width: 200, textSize: 13).lines
        #expect(japanese.count > 3)
        #expect(japanese.allSatisfy { TextWrap.width(Substring($0), textSize: 13) <= 200 })
    }

    @Test func anASCIIWordBreaksAsAnyWordDoes() {
        // 200 pt at 13 pt is 27 characters of 0.55 em; the word starts after "ab " on the first line.
        let lines = TextWrap.lines("ab " + String(repeating: "x", count: 60), width: 200, textSize: 13).lines
        #expect(lines == ["ab " + String(repeating: "x", count: 24), String(repeating: "x", count: 27), "xxxxxxxxx"])
        // A word of other characters (é is not ASCII) breaks at the same places.
        let accented = TextWrap.lines("ab " + String(repeating: "é", count: 60), width: 200, textSize: 13).lines
        #expect(accented.map(\.count) == lines.map(\.count))
        // A 5 MB word: a line at a time.
        let long = String(repeating: "x", count: 5_000_000)
        #expect(TextWrap.lines(long, width: 200, textSize: 13).lines.count == 185_186)
    }

    @Test func wrappingStopsAfterTheMostLinesAsked() {
        // The 5 MB word again, cut after 20 lines of 27 characters: the rest is not broken into lines.
        let long = String(repeating: "x", count: 5_000_000)
        let cut = TextWrap.lines(long, width: 200, textSize: 13, maximum: 20)
        #expect(cut.lines == Array(repeating: String(repeating: "x", count: 27), count: 20))
        #expect(cut.rest.count == 5_000_000 - 20 * 27)
        #expect(TextWrap.characterCount(cut.rest) == 5_000_000 - 20 * 27)
        // Words: the rest starts with the word that would begin line 3, the space before it dropped.
        let words = String(repeating: "flight ", count: 10) + "end"
        let whole = TextWrap.lines(words, width: 60, textSize: 13)
        #expect(whole.lines == Array(repeating: "flight", count: 10) + ["end"])
        let two = TextWrap.lines(words, width: 60, textSize: 13, maximum: 2)
        #expect(two.lines == ["flight", "flight"] && two.rest == words.dropFirst(14))
        // As many lines as the text has, or more: the same lines as without a maximum, nothing left.
        for maximum in [11, 12] {
            let all = TextWrap.lines(words, width: 60, textSize: 13, maximum: maximum)
            #expect(all.lines == whole.lines && all.rest.isEmpty)
        }
        // A space a combining mark joins is one character with it, not a place to break, as split finds it.
        let marked = String(repeating: "ab \u{301}", count: 40)
        let markedLines = TextWrap.lines(marked, width: 200, textSize: 13).lines
        #expect(markedLines.allSatisfy { !$0.hasPrefix("\u{301}") && !$0.hasSuffix(" ") })
        #expect(markedLines.count == TextWrap.lines(marked, width: 200, textSize: 13, maximum: 99).lines.count)
        // Wide characters are cut between characters too.
        let japanese = TextWrap.lines(String(repeating: "東京行きの便", count: 20), width: 200, textSize: 13, maximum: 3)
        #expect(japanese.lines.count == 3 && japanese.lines.joined().count + japanese.rest.count == 120)
    }

    /// The cut's count of characters left out, found on the bytes of a
    /// plain run: the count of characters, where a character's bytes follow
    /// the run (a combining mark, a line feed after a carriage return) too.
    @Test(arguments: [
        "", "x", "xxxx", "xxxx\r\nyy", "xxxxe\u{301}", "xxxx\u{301}yy", "é", "ab 東京 cd", "\r\n", "x\r", "xy🇫🇷z",
    ])
    func charactersLeftOutAreCountedAsCharacters(_ text: String) {
        let long = String(repeating: "x", count: 37) + text
        for sample in [text, long] {
            for start in sample.indices + [sample.endIndex] {
                let rest = sample[start...]
                #expect(TextWrap.characterCount(rest) == rest.count, "\(sample.debugDescription)")
            }
        }
        let plain = text.utf8.count == text.count && !text.contains("\r")
        #expect(TextWrap.isOneBytePerCharacter(Substring(text)) == plain)
    }
}

/// `assertPicture`: a reference beside the transcripts, checked as they are.
@Suite("assertPicture")
struct AssertPictureTests {
    @Test func matchesItsReferenceAndReportsADifference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-assert-picture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("MyTests.swift").path
        let reference = try #require(ReferenceName.current(function: #function, testFile: #filePath, line: #line))
        let svg = try HarkPicture(document: PictureTests.screen).svg
        for name in ["same", "changed"] {
            let url = SnapshotStore.referenceURL(
                named: reference.path(name: name, extension: "svg"), testFile: testFile)
            #expect(
                url.path.hasSuffix(
                    "/__Snapshots__/MyTests/AssertPictureTests/matchesItsReferenceAndReportsADifference.\(name).svg"))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
        }
        #expect(
            pictureFailure(
                of: PictureTests.screen, locale: nil, gestures: nil, name: "same", appStrings: nil, testFile: testFile,
                function: #function, line: #line) == nil)
        let moved = AX.screen { AX.button("Pay").frame(x: 10, y: 10, width: 50, height: 50) }
        let failure = pictureFailure(
            of: moved, locale: nil, gestures: nil, name: "changed", appStrings: nil, testFile: testFile,
            function: #function, line: #line)
        if SnapshotStore.RecordMode.current != .all {
            #expect(failure?.hasPrefix("The picture differs from") == true)
        }
    }

    @Test func aPageWithNothingToFocusSaysSo() throws {
        let html = try HarkPicture(document: HarkDocument(root: AccessibilityNode())).html
        #expect(html.contains("\"elements\":[],\"steps\":[]"))
        #expect(html.contains("<caption>0 elements in the order VoiceOver visits them</caption>"))
        #expect(html.contains("<li>Nothing on screen to focus.</li>"))
    }
}
