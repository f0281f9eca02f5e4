import Foundation
import HarkTestSupport
import Testing

/// `hark narrate --locale X` for every locale of VoiceOver's transcribed
/// table (`Localizations/VoiceOverTable/`): each narrates, without a
/// warning, with the table's word for a button.
@Suite struct LocalesCLITests {
    /// The table's `button.element.text` by Apple's locale name (`zh_HK`).
    static let buttons: [String: String] = {
        struct Entry: Decodable { var key: String, locale: String, target: String }
        let file = packageRoot.appendingPathComponent("Localizations/VoiceOverTable/VoiceOverTouch.jsonl")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var buttons: [String: String] = [:]
        for line in text.split(separator: "\n") where line.contains(#""button.element.text""#) {
            if let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)),
                entry.key == "button.element.text"
            {
                buttons[entry.locale] = entry.target
            }
        }
        return buttons
    }()

    @Test func everyLocaleOfTheTableIsThere() {
        #expect(Self.buttons.count >= 39)
    }

    @Test(arguments: buttons.keys.sorted())
    func narrateSpeaksTheLocale(locale: String) throws {
        let button = try #require(Self.buttons[locale])
        let requested = locale.replacingOccurrences(of: "_", with: "-")
        let result = runHark(
            ["narrate", "-", "--locale", requested],
            input: #"{"hark": 1, "root": {"label": "OK", "traits": ["button"]}}"#)
        #expect(result.code == 0, "\(locale): \(result.error)")
        #expect(result.error.isEmpty, "\(locale): \(result.error)")
        #expect(result.output.hasPrefix("# (\(requested)"), "\(locale): \(result.output)")
        // The table's word, capitalised, with Hark's closing period.
        let word = button.prefix(1).uppercased() + button.dropFirst()
        #expect(result.output.contains("1 OK. \(word)."), "\(locale): \(result.output) lacks \(button)")
    }
}
