import Foundation
import HarkTestSupport
import Testing

/// `hark parity`: a recording of VoiceOver against Hark's narration of the
/// same tree, its output and exit codes.
@Suite("hark parity")
struct ParityCLITests {
    static let tree = """
        {"hark": 1, "title": "Flights", "locale": "en", "root": {"children": [
          {"label": "Flights", "traits": ["header"]},
          {"label": "Add new flight", "traits": ["button"]},
          {"label": "Edit", "traits": ["button"]}
        ]}}
        """

    static func recording(_ utterances: [String], locale: String = "en-US") -> String {
        #"{"harkRecording": 1, "recordedWith": "by hand", "device": "iPhone 16 Pro", "system": "iOS 27.1", "#
            + #""locale": "\#(locale)", "utterances": "#
            + "[" + utterances.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    }

    /// Runs `hark parity` on a recording of `utterances` and the tree, with `options`.
    static func parity(_ utterances: [String], _ options: [String] = [], tree: String = tree) throws -> CLIResult {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("screen.recording.json", recording(utterances))
        try folder.write("screen.json", tree)
        return runHark(
            [
                "parity", folder.url.appendingPathComponent("screen.recording.json").path,
                folder.url.appendingPathComponent("screen.json").path,
            ] + options)
    }

    @Test func aMatchingRecordingExitsZero() throws {
        let result = try Self.parity(["Flights, heading", "Add new flight, button", "Edit, button"])
        #expect(result.code == 0)
        #expect(result.error == "")
        #expect(
            result.output == """
                # recording: by hand, iPhone 16 Pro, iOS 27.1, en-US
                1   match     Flights, heading
                2   match     Add new flight, button
                3   match     Edit, button
                measures: words 3/3, hints not recorded, order 3/3
                parity: 3/3 utterances match (100%)

                """)
    }

    @Test func oneWrongUtteranceExitsOneNamingTheStep() throws {
        let result = try Self.parity(["Flights, heading", "Add flight, button", "Edit, button"])
        #expect(result.code == 1)
        #expect(result.output.contains("2   mismatch  heard: Add flight, button\n"))
        #expect(result.output.contains("hark:  Add new flight. Button. (element 2)\n"))
        #expect(result.output.contains("words: add flight button | add [new] flight button\n"))
        #expect(result.output.hasSuffix("parity: 2/3 utterances match (66.6%)\n"))
        #expect(
            try Self.parity(["Flights, heading", "Add flight, button", "Edit, button"], ["--min-percent", "66"]).code
                == 0)
        #expect(
            try Self.parity(["Flights, heading", "Add flight, button", "Edit, button"], ["--min-percent=67"]).code == 1)
    }

    @Test func missingAndExtraStopsDoNotCascade() throws {
        let missing = try Self.parity(["Flights, heading", "Back, button", "Add new flight, button", "Edit, button"])
        #expect(missing.code == 1)
        #expect(
            missing.output.contains(
                "2   missing   heard: Back, button (Hark has no element here)\n3   match     Add new flight, "
                    + "button\n4   match"
            ))
        let extra = try Self.parity(["Flights, heading", "Edit, button"])
        #expect(extra.code == 1, "Hark speaks an element VoiceOver did not reach")
        #expect(
            extra.output.contains(
                "-   extra     hark:  Add new flight. Button. (element 2; VoiceOver did not stop here)\n2   match     "
                    + "Edit, button"
            ))
        #expect(extra.output.hasSuffix("parity: 2/2 utterances match (100%)\n"))
    }

    @Test func jsonOutput() throws {
        let result = try Self.parity(["Flights, heading", "Edit, button"], ["--format", "json"])
        #expect(result.code == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "en-US" && object["recordingLocale"] as? String == "en-US")
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["match", "extra", "match"])
        #expect(steps[1]["element"] as? Int == 2 && steps[1]["hark"] as? String == "Add new flight. Button.")
    }

    @Test func theRecordingsLocaleIsSpokenUnlessLocaleSays() throws {
        let german = try Self.parity(
            ["Flights, Überschrift", "Add new flight, Taste", "Edit, Taste"], [], tree: Self.tree)
        #expect(german.code == 1)
        let spoken = try Self.parity(
            ["Flights, Überschrift", "Add new flight, Taste", "Edit, Taste"], ["--locale", "de"])
        #expect(spoken.code == 0, "\(spoken.output)")
    }

    @Test(arguments: [
        (#"{"harkRecording": 1, "utterances": "Flights"}"#, "utterances: expected an array, found a string"),
        (#"{"harkRecording": 1}"#, "document: missing required field \"utterances\""),
        (#"{"harkRecording": 1, "utterances": ["a"], "tempo": 1}"#, "document: unknown field \"tempo\""),
        ("{", "document: "),
    ])
    func aMalformedRecordingExits65(recording: String, message: String) throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("bad.json", recording)
        try folder.write("screen.json", Self.tree)
        let path = folder.url.appendingPathComponent("bad.json").path
        let result = runHark(["parity", path, folder.url.appendingPathComponent("screen.json").path])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: \(path): \(message)"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func theCommandLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("screen.json", Self.tree)
        let tree = folder.url.appendingPathComponent("screen.json").path
        #expect(runHark(["parity"]).code == 64)
        #expect(
            runHark(["parity", tree]).error.hasPrefix("Error: Missing expected argument '<tree>'\nUsage: hark parity"))
        #expect(runHark(["parity", tree, tree, tree]).code == 64)
        #expect(runHark(["parity", "-", "-"]).code == 64)
        #expect(runHark(["parity", "/no/such.json", tree]).code == 66)
        #expect(runHark(["parity", "-", "/no/such.json"], input: Self.recording(["Flights, heading"])).code == 66)
        #expect(runHark(["parity", "-", tree, "--min-percent", "101"]).code == 64)
        #expect(runHark(["parity", "-", tree, "--format", "yaml"]).code == 64)
        let fromStandardInput = runHark(
            ["parity", "-", tree],
            input: Self.recording(["Flights, heading", "Add new flight, button", "Edit, button"]))
        #expect(fromStandardInput.code == 0)
        #expect(runHark(["parity", "-", tree], input: "{}").code == 65)
        #expect(runHark(["help", "parity"]).output.hasPrefix("OVERVIEW: Compare a recording of real VoiceOver"))
        #expect(runHark(["parity", "--help"]).output == runHark(["help", "parity"]).output)
        #expect(runHark(["--help"]).output.contains("parity"))
    }

    /// The hand-written recordings in Samples/Parity: each matches Hark but
    /// the one changed on purpose, which names its one step.
    @Test func theSampleRecordings() throws {
        let folder = packageRoot.appendingPathComponent("Samples/Parity")
        let tree = folder.appendingPathComponent("Settings.json").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".recording.json")
        }.sorted()
        #expect(names.count == 4)
        for name in names {
            let result = runHark(["parity", folder.appendingPathComponent(name).path, tree])
            if name.contains("one-difference") {
                #expect(result.code == 1)
                #expect(result.output.contains("5   mismatch  heard: Sign Out, button\n"))
                #expect(result.output.hasSuffix("parity: 4/5 utterances match (80%)\n"))
            } else {
                #expect(result.code == 0, "\(name): \(result.output)")
                #expect(result.output.hasSuffix("parity: 5/5 utterances match (100%)\n"))
            }
        }
    }

    /// Japanese compares character by character, whatever separates them;
    /// Arabic compares its words in reading order.
    @Test func japaneseAndArabicRecordings() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write(
            "ja.json",
            #"{"hark": 1, "locale": "ja", "root": {"children": [{"label": "フライト", "traits": ["header"]}, "#
                + #"{"label": "追加", "traits": ["button"]}]}}"#
        )
        try folder.write("ja.recording.json", Self.recording(["フライト、見出し", "追加 ボタン"], locale: "ja-JP"))
        try folder.write("ja-wrong.recording.json", Self.recording(["フライト、見出し", "追加、ボタ"], locale: "ja-JP"))
        try folder.write(
            "ar.json",
            #"{"hark": 1, "locale": "ar", "root": {"children": [{"label": "الرحلات", "traits": ["header"]}, "#
                + #"{"label": "إضافة رحلة", "traits": ["button"]}]}}"#
        )
        try folder.write("ar.recording.json", Self.recording(["الرحلات، عنوان", "إضافة رحلة، زر"], locale: "ar"))
        try folder.write(
            "ar-wrong.recording.json", Self.recording(["الرحلات، عنوان", "إضافة رحلات، زر"], locale: "ar"))
        func parity(_ recording: String, _ tree: String) -> CLIResult {
            runHark([
                "parity", folder.url.appendingPathComponent(recording).path,
                folder.url.appendingPathComponent(tree).path,
            ])
        }
        #expect(parity("ja.recording.json", "ja.json").code == 0)
        let japanese = parity("ja-wrong.recording.json", "ja.json")
        #expect(japanese.code == 1)
        #expect(japanese.output.contains("words: 追 加 ボ タ | 追 加 ボ タ [ン]\n"), "\(japanese.output)")
        #expect(parity("ar.recording.json", "ar.json").code == 0)
        let arabic = parity("ar-wrong.recording.json", "ar.json")
        #expect(arabic.code == 1)
        #expect(arabic.output.contains("words: إضافة [رحلات] زر | إضافة [رحلة] زر\n"), "\(arabic.output)")
    }
}
