import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The languages whose narration is marked as having unverified words are
/// those docs/Parity.md's evidence tables show with unverified words.
@Suite struct WordEvidenceTests {
    @Test func theMarkedLanguagesAreTheDocumentedOnes() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/Parity.md"), encoding: .utf8)
        var documented: [String] = [], current: String?
        for line in doc.split(separator: "\n") {
            if line.hasPrefix("#### "), let open = line.range(of: "(`"), let close = line.range(of: "`)") {
                current = String(line[open.upperBound..<close.lowerBound])
            }
            if let language = current, line.hasSuffix("words are unverified.") {
                documented.append(language)
                current = nil
            }
        }
        #expect(documented == WordEvidence.languagesWithUnverifiedWords)
        // Every table of Hark's is in the evidence.
        let tables = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Localizations").path
        )
        .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        for language in tables { #expect(doc.contains("(`\(language)`)\n"), "\(language) has no evidence table") }
    }

    @Test func theHeaderMarksThoseLanguagesOnly() throws {
        let document = try HarkDocument(jsonData: Data(#"{"hark": 1, "title": "T", "root": {"label": "Hi"}}"#.utf8))
        for (locale, marked) in [
            ("fr", true), ("fr-CA", true), ("zh-Hans", true), ("ar", true), ("en", false), ("de", false), ("ru", false),
            ("xx", false),
        ] {
            let header = try Narrator(document: document, options: NarrationOptions(locale: locale)).transcript().text
                .prefix { $0 != "\n" }
            #expect(header.hasSuffix(", words not verified on a device)") == marked, "\(locale): \(header)")
        }
    }
}
