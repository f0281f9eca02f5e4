import Foundation
import HarkTestSupport
import Testing
@testable import Hark

/// `hark words`: VoiceOver's strings table, read from a simulator runtime
/// folder the test builds, compared with Hark's tables, and written as
/// overrides that `HARK_LOCALIZATIONS` reads.
@Suite struct WordsCLITests {
    /// A made-up table in VoiceOver's shape: English, German and Russian;
    /// German's button and selected words differ from Hark's, its row format
    /// too (with VoiceOver's `%ld`), and its two "link" keys disagree.
    static var table: [String: Any] {
        [
            "en": [
                "BUTTON": "button", "SELECTED": "selected", "DIMMED": "dimmed", "HEADING": "heading", "ROW": "Row %ld",
                "LINK_A": "link", "LINK_B": "link", "OTHER": "Something else",
                "PLURAL": ["NSStringLocalizedFormatKey": "%#@n@"],
            ],
            "de": [
                "BUTTON": "Schaltfläche", "SELECTED": "ausgewählt", "DIMMED": "grau dargestellt",
                "HEADING": "Überschrift",
                "ROW": "Reihe %ld", "LINK_A": "Link", "LINK_B": "Hyperlink",
            ],
            "ru": [
                "BUTTON": "кнопка", "SELECTED": "выбрано", "DIMMED": "недоступно", "HEADING": "заголовок",
                "ROW": "Ряд %ld",
                "LINK_A": "ссылка", "LINK_B": "ссылка",
            ],
            "LocProvenance": 1,
        ]
    }

    /// A folder shaped like an iOS runtime, its table a binary `.loctable`.
    static func runtime() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-words-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("iOS 99.0.simruntime/Contents/Resources/RuntimeRoot")
            .appendingPathComponent(VoiceOverTable.appPath)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
        try data.write(to: app.appendingPathComponent("VOTLocalizedStrings.loctable"))
        return folder
    }

    static let expectedGerman = """
        de: 3 of 5 words differ
          selected                hark: Auswahl. | voiceover: ausgewählt (SELECTED)
          trait.button            hark: Taste. | voiceover: Schaltfläche (BUTTON)
          table.row               hark: Zeile %d. | voiceover: Reihe %ld (ROW)
          trait.link VoiceOver's keys disagree: Link | Hyperlink (not compared)

        """

    @Test func itReportsWhereHarksWordsDiffer() throws {
        let folder = try Self.runtime()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runtime = folder.appendingPathComponent("iOS 99.0.simruntime").path
        let result = runHark(["words", "--runtime", runtime])
        #expect(result.code == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasSuffix(
                "iOS 99.0.simruntime/Contents/Resources/RuntimeRoot/System/Library/"
                    + "CoreServices/VoiceOverTouch.app/VOTLocalizedStrings.loctable") == true)
        #expect(lines.dropFirst().first == "# 6 of Hark's 50 words matched to VoiceOver's keys by their English words")
        #expect(result.output.contains(Self.expectedGerman))
        #expect(result.output.contains("\nen: 0 of 6 words differ\n"))
        #expect(result.output.contains("\nru: 0 of 6 words differ\n"))
        #expect(result.output.contains("\nfr: VoiceOver's table has no fr\n"))
        #expect(result.output.hasSuffix("words: 3 differ in 1 of 3 languages compared (Hark has 13)\n"))

        let json = runHark(["words", "--runtime", runtime, "--format", "json"])
        #expect(json.code == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["differences"] as? Int == 3)
        let languages = try #require(object["languages"] as? [[String: Any]])
        let german = try #require(languages.first { $0["language"] as? String == "de" })
        let differences = try #require(german["differences"] as? [[String: Any]])
        #expect(
            differences.compactMap { $0["replacement"] as? String } == ["Ausgewählt.", "Schaltfläche.", "Reihe %ld."])
        #expect(languages.first { $0["language"] as? String == "fr" }?["voiceOverLanguage"] is NSNull)
    }

    @Test func theWrittenTablesChangeANarration() throws {
        let folder = try Self.runtime()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = folder.appendingPathComponent("Words")
        let result = runHark([
            "words", "--runtime", folder.appendingPathComponent("iOS 99.0.simruntime").path, "--write", written.path,
        ])
        #expect(result.code == 1, "\(result.error)")
        let german = try String(
            contentsOf: written.appendingPathComponent("de.lproj/VoiceOver.strings"), encoding: .utf8)
        #expect(
            german.contains("/* VoiceOver's BUTTON; Hark's word: Taste. */\n\"trait.button\" = \"Schaltfläche.\";\n"))
        #expect(german.contains("\"table.row\" = \"Reihe %ld.\";\n"))
        #expect(german.contains("\"trait.link\" = \"Hyperlink.\";\n"))
        let tables = try StringTables(directory: written)
        #expect(tables.languages == StringTables.bundled.languages)
        #expect(tables.plurals == StringTables.bundled.plurals)
        let document = try HarkDocument(
            jsonData: Data(#"{"hark": 1, "locale": "de", "root": {"label": "Senden", "traits": ["button"]}}"#.utf8))
        #expect(try Narrator(document: document).transcript().text.contains("Senden. Taste."))
        #expect(try Narrator(document: document, tables: tables).transcript().text.contains("Senden. Schaltfläche."))
        // Every word VoiceOver's table agrees with, and every other language, is Hark's own.
        #expect(tables.tables["fr"] == StringTables.bundled.tables["fr"])
        #expect(tables.tables["ru"] == StringTables.bundled.tables["ru"])
    }

    /// A `--write` folder that cannot be made (a file stands in its way) is
    /// exit 73, and the message names the folder it tried.
    @Test func aFolderThatCannotBeMadeIsExit73() throws {
        let folder = try Self.runtime()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: file)
        let result = runHark([
            "words", "--runtime", folder.appendingPathComponent("iOS 99.0.simruntime").path, "--write", file.path,
        ])
        #expect(result.code == 73, "\(result.error)")
        #expect(result.error.hasPrefix("Error: cannot create the folder '\(file.path)/"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func lprojStringsFilesAreReadToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("RuntimeRoot").appendingPathComponent(VoiceOverTable.appPath)
        for language in ["en", "German"] {
            try FileManager.default.createDirectory(
                at: app.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        // English as a compiled (binary) .strings, German as text.
        let english = try PropertyListSerialization.data(
            fromPropertyList: ["BUTTON": "button", "HEADING": "heading"], format: .binary, options: 0)
        try english.write(to: app.appendingPathComponent("en.lproj/VOTLocalizedStrings.strings"))
        try #""BUTTON" = "Taste";"HEADING" = "Kopfzeile";"#.write(
            to: app.appendingPathComponent("German.lproj/VOTLocalizedStrings.strings"), atomically: true,
            encoding: .utf8)
        let result = runHark(["words", "--runtime", folder.appendingPathComponent("RuntimeRoot").path])
        #expect(result.code == 1, "\(result.error)")
        #expect(result.output.contains("\nde: 1 of 2 words differ\n  trait.header            hark: Überschrift. |"))
    }

    @Test func withNoRuntimeInstalledItSaysWhereXcodePutsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let failure = #expect(throws: VoiceOverTable.Failure.self) {
            try VoiceOverTable.newestInstalled(under: [folder.path])
        }
        #expect(failure?.isMissing == true)
        #expect(
            failure?.message
                == "no iOS simulator runtime found (Xcode installs them under /Library/Developer/CoreSimulator); "
                + "give --runtime <path>")
    }

    @Test func theNewestInstalledRuntimeComesFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("Volumes/iOS_23A1/Library/Developer/CoreSimulator/Profiles/Runtimes")
        for runtime in ["iOS 26.5.simruntime", "iOS 26.10.simruntime", "watchOS 26.0.simruntime"] {
            try FileManager.default.createDirectory(
                at: nested.appendingPathComponent(runtime), withIntermediateDirectories: true)
        }
        let found = VoiceOverTable.installedRuntimes(under: [folder.appendingPathComponent("Volumes").path])
        #expect(
            found.map { URL(fileURLWithPath: $0).lastPathComponent } == ["iOS 26.10.simruntime", "iOS 26.5.simruntime"])
    }
}
