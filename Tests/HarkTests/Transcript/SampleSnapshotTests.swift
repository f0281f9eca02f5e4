import Foundation
import HarkTesting
import Testing
@testable import Hark
import HarkTestSupport

/// Every sample's transcript, compared with its reviewed reference file in
/// `__Snapshots__/SampleSnapshotTests/`. `HARK_RECORD=1 swift test` records.
@Suite("Sample transcripts")
struct SampleSnapshotTests {
    @Test("Flicking right through every sample", arguments: sampleNames)
    func sample(_ name: String) throws {
        assertReference(try sampleNarrator(name).transcript().text, named: "\(name).txt")
    }

    @Test func flightListAsJSON() throws {
        assertReference(try sampleNarrator("FlightList").transcript().json, named: "FlightList.json")
    }

    @Test func flightListWithSpeakHintsOff() throws {
        assertReference(
            try sampleNarrator("FlightList", speakHints: false).transcript().text, named: "FlightList.no-hints.txt")
    }

    @Test func everySampleIsThere() {
        #expect(
            Set(sampleNames).isSuperset(of: [
                "FlightList", "Profile", "Settings", "SignIn", "TabBar", "Alert", "Landmarks", "Messages",
                "MediaPlayer", "Rating", "Onboarding", "Favorite", "Budget", "Compose", "Inbox", "ColourPalette",
                "SlideUpModal", "Like",
            ]))
    }
}

/// Every shipped language: FlightList's transcript (the app's strings and
/// VoiceOver's words), and every sample free of English fallbacks and raw keys.
@Suite("Samples in every language")
struct LanguageSnapshotTests {
    static let languages: [String] = StringTables.bundled.languages

    @Test("FlightList in each language", arguments: languages)
    func flightList(language: String) throws {
        assertReference(
            try sampleNarrator("FlightList", locale: language).transcript().text, named: "FlightList.\(language).txt")
    }

    @Test("No English fallback and no raw key", arguments: languages)
    func noFallback(language: String) throws {
        let rawKeys = SpeechKey.allCases.map(\.rawValue) + PluralSpeechKey.allCases.map(\.rawValue)
        for name in sampleNames {
            let narrator = try sampleNarrator(name, locale: language)
            // An app that does not ship the language speaks its development
            // language, as on iOS; anything else (VoiceOver's words falling
            // back to English, an untranslated app string) must not happen.
            let warnings = narrator.warnings.filter { !$0.hasPrefix("the app has no \(language) strings") }
            #expect(warnings.isEmpty, "\(name) in \(language): \(warnings)")
            let text = narrator.transcript().text
            for key in rawKeys where text.contains(key) {
                Issue.record("\(name) in \(language) speaks the raw key \(key)")
            }
            #expect(
                text.range(of: #"%([0-9]+\$)?(l|ll)?[@dDiuU]"#, options: .regularExpression) == nil,
                "\(name) in \(language) has an unfilled placeholder")
        }
    }

    @Test func atLeastThirteenLanguages() {
        #expect(
            Set(Self.languages).isSuperset(of: [
                "en", "de", "ru", "fr", "es", "it", "pt-BR", "nl", "ja", "zh-Hans", "ko", "ar", "pl",
            ]))
    }
}

/// Every sample script (`Samples/<Name>.script`): the VoiceOver session it
/// describes, compared with its reviewed transcript.
@Suite("Sample sessions")
struct SessionSnapshotTests {
    static let scripts: [String] = {
        let folder = packageRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) }.sorted()
    }()

    static func session(_ name: String, reduceMotion: Bool? = nil) throws -> Transcript {
        let document = try loadSample(name)
        let script = try String(
            contentsOf: packageRoot.appendingPathComponent("Samples/\(name).script"), encoding: .utf8)
        var navigator = try Navigator(
            document: document, options: NarrationOptions(reduceMotion: reduceMotion),
            appStrings: AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples")))
        return navigator.perform(try Navigator.Gesture.parse(script: script))
    }

    @Test("Each sample script", arguments: scripts)
    func script(_ name: String) throws {
        assertReference(try Self.session(name).text, named: "\(name).script.txt")
    }

    @Test("Motion samples with Reduce Motion on from the start", arguments: ["ColourPalette", "SlideUpModal", "Like"])
    func reduceMotion(_ name: String) throws {
        assertReference(try Self.session(name, reduceMotion: true).text, named: "\(name).script.reduce-motion.txt")
    }

    @Test func flightListSessionAsJSON() throws {
        assertReference(try Self.session("FlightList").json, named: "FlightList.script.json")
    }

    @Test func theScriptedSamplesHaveScripts() {
        #expect(Set(Self.scripts).isSuperset(of: ["MediaPlayer", "Rating", "Onboarding", "FlightList", "Favorite"]))
    }
}
