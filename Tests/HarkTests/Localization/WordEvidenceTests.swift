import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// A narration's header says where its words come from.
@Suite struct WordEvidenceTests {
    @Test func everyTableIsInTheLanguagesTable() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/Languages.md"), encoding: .utf8)
        let tables = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Localizations").path
        )
        .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        for language in tables { #expect(doc.contains("| `\(language)` |"), "\(language) is not in docs/Languages.md") }
    }

    @Test func theHeaderNamesVoiceOversTable() throws {
        let document = try HarkDocument(jsonData: Data(#"{"hark": 1, "title": "T", "root": {"label": "Hi"}}"#.utf8))
        for (locale, marked) in [
            ("fr", true), ("fr-CA", true), ("zh-Hans", true), ("zh-HK", true), ("ar", true), ("de", true),
            ("ru", true), ("da", true), ("en", false), ("en-GB", false), ("xx", false),
        ] {
            let header = try Narrator(document: document, options: NarrationOptions(locale: locale)).transcript().text
                .prefix { $0 != "\n" }
            #expect(
                header.hasSuffix(", words from VoiceOver's table, iOS version unknown)") == marked,
                "\(locale): \(header)")
        }
    }
}
