import Foundation
import HarkTestSupport
import Testing
@testable import Hark

/// `hark words`: VoiceOver's strings table, read from a simulator runtime
/// folder the test builds, compared with Hark's tables, and written as
/// overrides that `HARK_LOCALIZATIONS` reads.
@Suite struct WordsCLITests {
    /// A made-up table in the shape of VoiceOver's own (its key names, as
    /// the public copy of `VOTLocalizedStrings` has them): English, German
    /// and Russian. German's button, selected and row words differ from
    /// Hark's; the keyboard's "Tab" key has the English word of the tab
    /// trait; two keys Hark has no name for share the image's English word.
    static var table: [String: Any] {
        [
            "en": [
                "button.element.text": "Button", "element.selected.text": "selected",
                "element.disabled.text": "dimmed", "element.header.text.nolevel": "Heading", "row.change": "Row %@",
                "tab.button.element.text": "Tab", "keyboard.key.tab": "tab", "keyboard.key.tab.short": "Tab",
                "IMAGE_A": "image", "IMAGE_B": "Image", "ACTIONS_CUE": "Actions Available",
                "PLURAL": ["NSStringLocalizedFormatKey": "%#@n@"],
            ],
            "de": [
                "button.element.text": "Schaltfläche", "element.selected.text": "ausgewählt",
                "element.disabled.text": "Gedimmt", "element.header.text.nolevel": "Überschrift",
                "row.change": "Reihe %@", "tab.button.element.text": "Registerkarte", "keyboard.key.tab": "Tabulator",
                "keyboard.key.tab.short": "Tabulator", "IMAGE_A": "Bild", "IMAGE_B": "Grafik",
                "ACTIONS_CUE": "Aktionen verfügbar",
            ],
            "ru": [
                "button.element.text": "кнопка", "element.selected.text": "выбрано",
                "element.disabled.text": "недоступно",
                "element.header.text.nolevel": "заголовок", "row.change": "Ряд %@",
                "tab.button.element.text": "Вкладка",
                "IMAGE_A": "изображение", "IMAGE_B": "изображение",
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
        de: 5 of 7 words differ
          selected                hark: Auswahl. | voiceover: ausgewählt (element.selected.text)
          trait.notEnabled        hark: Grau dargestellt. | voiceover: Gedimmt (element.disabled.text)
          trait.button            hark: Taste. | voiceover: Schaltfläche (button.element.text)
          trait.tab               hark: Tab. | voiceover: Registerkarte (tab.button.element.text)
          table.row               hark: Zeile %d. | voiceover: Reihe %@ (row.change) (not written: its placeholders \
        differ)
          trait.image matched through several keys: Bild | Grafik (not compared, not written)

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
        #expect(
            lines.dropFirst().first
                == "# 8 of Hark's 50 words matched to VoiceOver's keys: 6 by key name, 2 by English words")
        #expect(
            lines.dropFirst(2).first
                == "# by English words: trait.image (IMAGE_A, IMAGE_B), cue.actionsAvailable (ACTIONS_CUE)")
        #expect(result.output.contains(Self.expectedGerman), "\(result.output)")
        #expect(result.output.contains("\nen: 0 of 7 words differ\n"))
        #expect(result.output.contains("\nfr: VoiceOver's table has no fr\n"))
        let count = StringTables.bundled.languages.count
        #expect(result.output.hasSuffix("languages compared (Hark has \(count))\n"), "\(result.output)")

        let json = runHark(["words", "--runtime", runtime, "--format", "json"])
        #expect(json.code == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let matched = try #require(object["matched"] as? [[String: Any]])
        #expect(matched.first { $0["key"] as? String == "trait.tab" }?["how"] as? String == "key name")
        #expect(matched.first { $0["key"] as? String == "trait.image" }?["how"] as? String == "English words")
        let languages = try #require(object["languages"] as? [[String: Any]])
        let german = try #require(languages.first { $0["language"] as? String == "de" })
        let differences = try #require(german["differences"] as? [[String: Any]])
        #expect(
            differences.compactMap { $0["replacement"] as? String }
                == ["Ausgewählt.", "Gedimmt.", "Schaltfläche.", "Registerkarte."])
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
            german.contains(
                "/* VoiceOver's button.element.text; Hark's word: Taste. */\n\"trait.button\" = \"Schaltfläche.\";\n"))
        // The tab trait's word, not the keyboard's Tab key's.
        #expect(german.contains("\"trait.tab\" = \"Registerkarte.\";\n"))
        #expect(!german.contains("Tabulator"))
        // Matched through two keys: never written.
        #expect(german.contains("\"trait.image\" = \"Bild.\";\n"))
        #expect(german.contains("\"table.row\" = \"Zeile %d.\";\n"), "placeholders differ: not written")
        let tables = try StringTables(directory: written)
        #expect(tables.languages == StringTables.bundled.languages)
        #expect(tables.plurals == StringTables.bundled.plurals)
        let document = try HarkDocument(
            jsonData: Data(#"{"hark": 1, "locale": "de", "root": {"label": "Senden", "traits": ["button"]}}"#.utf8))
        #expect(try Narrator(document: document).transcript().text.contains("Senden. Taste."))
        #expect(try Narrator(document: document, tables: tables).transcript().text.contains("Senden. Schaltfläche."))
        // Every word VoiceOver's table agrees with, and every other language, is Hark's own.
        let source = WordEvidence.sourceKey
        #expect(tables.tables["fr"]?.filter { $0.key != source } == StringTables.bundled.tables["fr"])
        #expect(tables.tables["ru"]?.filter { $0.key != source } == StringTables.bundled.tables["ru"])
        // Each table says where its words come from: the runtime read, or Hark's own table.
        #expect(german.contains("\n\"words.source\" = \"VoiceOver's table in iOS 99.0, read by hark words\";\n"))
        #expect(tables.tables["ru"]?[source] == "VoiceOver's table in iOS 99.0, read by hark words")
        #expect(tables.tables["en"]?[source] == "VoiceOver's table in iOS 99.0, read by hark words")
        #expect(tables.tables["fr"]?[source] == "VoiceOver's table, iOS version unknown")
        #expect(WordEvidence.source(of: "de-AT", in: tables) == "VoiceOver's table in iOS 99.0, read by hark words")
        #expect(WordEvidence.source(of: "fr-CA", in: tables) == "VoiceOver's table, iOS version unknown")
        // Written again from that folder: a language the runtime lacks keeps what the folder said.
        let runtime = try VoiceOverTable(at: folder.appendingPathComponent("iOS 99.0.simruntime").path)
        let again = try VoiceOverWords(hark: tables, voiceOver: runtime)
        #expect(again.table("fr", hark: tables)[source] == "VoiceOver's table, iOS version unknown")
        #expect(again.keys.allSatisfy { $0.key != source }, "the source is no word to compare")
    }

    #if os(macOS) || os(Linux)
    /// A narration with `HARK_LOCALIZATIONS` set to a folder `--write`
    /// wrote names the runtime in its header, not Hark's own table; a
    /// folder that does not say where its words come from says it is the folder's.
    @Test func theHeaderNamesTheTablesRead() throws {
        guard let hark = ExecutableTests.executable else { throw MissingExecutable() }
        let folder = try Self.runtime()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = folder.appendingPathComponent("Words")
        let runtime = folder.appendingPathComponent("iOS 99.0.simruntime").path
        #expect(runHark(["words", "--runtime", runtime, "--write", written.path]).code == 1)
        let sample = folder.appendingPathComponent("s.json")
        try Data(#"{"hark": 1, "root": {"label": "Senden", "traits": ["button"]}}"#.utf8).write(to: sample)
        func header(_ locale: String, _ tables: URL?) throws -> String {
            let environment = tables.map { ["HARK_LOCALIZATIONS": $0.path] } ?? [:]
            let arguments = ["narrate", sample.path, "--locale", locale]
            let result = try InstallTests.run(hark, arguments, environment: environment)
            #expect(result.code == 0, "\(result.error)")
            return String(result.output.prefix { $0 != "\n" })
        }
        #expect(try header("de", written) == "# (de, words from VoiceOver's table in iOS 99.0, read by hark words)")
        #expect(try header("en", written) == "# (en, words from VoiceOver's table in iOS 99.0, read by hark words)")
        #expect(try header("fr", written) == "# (fr, words from VoiceOver's table, iOS version unknown)")
        #expect(try header("de", nil) == "# (de, words from VoiceOver's table, iOS version unknown)")
        #expect(try header("en", nil) == "# (en)")
        // A folder made by hand (the source line taken out): its words are the folder's.
        let german = written.appendingPathComponent("de.lproj/VoiceOver.strings")
        let text = try String(contentsOf: german, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("\"words.source\"") }.joined(separator: "\n")
        try Data(text.utf8).write(to: german)
        #expect(try header("de", written) == "# (de, words from the tables in HARK_LOCALIZATIONS)")
    }
    #endif

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
            fromPropertyList: ["button.element.text": "Button", "element.header.text.nolevel": "Heading"],
            format: .binary,
            options: 0)
        try english.write(to: app.appendingPathComponent("en.lproj/VOTLocalizedStrings.strings"))
        try #""button.element.text" = "Taste";"element.header.text.nolevel" = "Kopfzeile";"#.write(
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
