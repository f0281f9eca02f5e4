import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// The app's own strings: `.strings`, `.stringsdict` and String Catalogs,
/// resolved in the narration locale as iOS does.
@Suite("App strings")
struct AppStringsTests {
    typealias Folder = TestFolder

    static func stringsdict(_ key: String, _ forms: [String: String], format: String = "%#@n@") -> String {
        let entries = forms.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.sorted().joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
            </dict></dict></plist>
            """
    }

    /// Resolves `string` in `locale`, returning the text and warnings.
    static func resolve(_ folder: Folder, _ string: LocalizedString, locale: String) throws -> (String, [String]) {
        try AppStrings(directory: folder.url).resolve(string, locale: locale)
    }

    @Test func positionalArgumentsAndNestedKeys() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write("en.lproj/Localizable.strings", #""summary" = "%1$@ %2$d to %3$@"; "city" = "Boston";"#)
        try folder.write("de.lproj/Localizable.strings", #""summary" = "%1$@ %2$d nach %3$@"; "city" = "Boston";"#)
        try folder.write("ja.lproj/Localizable.strings", #""summary" = "%3$@行き %1$@ %2$d便"; "city" = "ボストン";"#)
        let summary = LocalizedString(key: "summary", arguments: [.text("JetBlue"), .integer(615), .key("city")])
        #expect(try Self.resolve(folder, summary, locale: "de-DE").0 == "JetBlue 615 nach Boston")
        #expect(try Self.resolve(folder, summary, locale: "ja").0 == "ボストン行き JetBlue 615便")
        #expect(try Self.resolve(folder, summary, locale: "ja").1.isEmpty)
    }

    @Test(
        "Plural forms by the language's rules, and zero for 0",
        arguments: [
            (0, "Keine Flüge"), (1, "1 Flug"), (2, "2 Flüge"),
        ])
    func stringsdictPlurals(count: Int, expected: String) throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write(
            "de.lproj/Localizable.stringsdict",
            Self.stringsdict("flights", ["zero": "Keine Flüge", "one": "%d Flug", "other": "%d Flüge"]))
        #expect(
            try Self.resolve(folder, LocalizedString(key: "flights", arguments: [.integer(count)]), locale: "de").0
                == expected)
    }

    @Test func russianPluralsAndArabicDigits() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write(
            "ru.lproj/Localizable.stringsdict",
            Self.stringsdict("f", ["one": "%d рейс", "few": "%d рейса", "many": "%d рейсов", "other": "%d рейса"]))
        try folder.write(
            "ar.lproj/Localizable.stringsdict",
            Self.stringsdict(
                "f",
                [
                    "zero": "لا رحلات", "one": "رحلة واحدة", "two": "رحلتان", "few": "%d رحلات", "many": "%d رحلة",
                    "other": "%d رحلة",
                ]))
        let forms = try [1, 3, 5, 21, 22, 25].map {
            try Self.resolve(folder, LocalizedString(key: "f", arguments: [.integer($0)]), locale: "ru").0
        }
        #expect(forms == ["1 рейс", "3 рейса", "5 рейсов", "21 рейс", "22 рейса", "25 рейсов"])
        let arabic = try [0, 2, 3, 11, 101].map {
            try Self.resolve(folder, LocalizedString(key: "f", arguments: [.integer($0)]), locale: "ar").0
        }
        #expect(arabic == ["لا رحلات", "رحلتان", "٣ رحلات", "١١ رحلة", "١٠١ رحلة"])
    }

    @Test func stringCatalogs() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write(
            "Localizable.xcstrings",
            #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
                                          "fr": {"stringUnit": {"state": "translated",\#
             "value": "Boîte de réception"}}}},
              "unread": {"localizations": {"fr": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld message non lu"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld messages non lus"}}}}}}},
              "summary": {"localizations": {"en": {"stringUnit": {"state": "translated",\#
             "value": "%#@files@ in %#@folders@"},
                  "substitutions": {
                    "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                        "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                        "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}},
                    "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                        "one": {"stringUnit": {"state": "translated", "value": "%arg folder"}},
                        "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}}}}}
            }}
            """#)
        #expect(try Self.resolve(folder, LocalizedString(key: "title"), locale: "fr").0 == "Boîte de réception")
        #expect(
            try Self.resolve(folder, LocalizedString(key: "unread", arguments: [.integer(0)]), locale: "fr").0
                == "0 message non lu")
        #expect(
            try Self.resolve(folder, LocalizedString(key: "unread", arguments: [.integer(3)]), locale: "fr").0
                == "3 messages non lus")
        let summary = LocalizedString(key: "summary", arguments: [.integer(1), .integer(4)])
        #expect(try Self.resolve(folder, summary, locale: "en").0 == "1 file in 4 folders")
    }

    @Test func missingTranslationsFallBackToTheDevelopmentLanguageWithAWarning() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write("en.lproj/Localizable.strings", #""a" = "Add"; "b" = "Back";"#)
        try folder.write("de.lproj/Localizable.strings", #""a" = "Hinzufügen";"#)
        let (text, warnings) = try Self.resolve(folder, LocalizedString(key: "b"), locale: "de")
        #expect(text == "Back")
        #expect(warnings == [#"the app's string "b" has no de translation; speaking its en text, as iOS does"#])
        // A whole language missing: the development language, and the narrator says so once.
        let document = HarkDocument(
            root: AccessibilityNode(children: [
                AccessibilityNode(localizedLabel: LocalizedString(key: "a")),
                AccessibilityNode(localizedLabel: LocalizedString(key: "b")),
            ]))
        let narrator = try Narrator(
            document: document, options: NarrationOptions(locale: "fr"), appStrings: AppStrings(directory: folder.url))
        #expect(narrator.focusOrder.elements.map(\.node.label) == ["Add", "Back"])
        #expect(narrator.warnings.filter { $0.hasPrefix("the app has no fr strings") }.count == 1)
    }

    @Test(
        "Errors name the key",
        arguments: [
            (
                #""k" = "%q apples";"#, LocalizedString(key: "k"),
                #"the app's string "k" (en): unsupported placeholder "%q""#
            ),
            (
                #""k" = "%d apples";"#, LocalizedString(key: "k", arguments: [.text("many")]),
                #"the app's string "k" (en): %d needs a number, but argument 1 is the text "many""#
            ),
            (
                #""k" = "%1$@ and %3$@";"#, LocalizedString(key: "k", arguments: [.text("a"), .text("b")]),
                #"the app's string "k" (en): %3$@ needs argument 3, but there are 2"#
            ),
            (
                #""k" = "%#@apples@";"#, LocalizedString(key: "k", arguments: [.integer(2)]),
                #"the app's string "k" (en): no plural rule for the variable "apples""#
            ),
            (
                #""k" = "x";"#, LocalizedString(key: "missing"),
                #"the app has no string "missing" in table "Localizable" (not even in en)"#
            ),
            (
                #""k" = "x";"#, LocalizedString(key: "k", table: "Other"),
                #"the app has no string "k" in table "Other" (not even in en)"#
            ),
        ])
    func errors(strings: String, string: LocalizedString, message: String) throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write("en.lproj/Localizable.strings", strings)
        #expect(throws: NarrationError(kind: .appStrings, message: message)) {
            try Self.resolve(folder, string, locale: "en")
        }
    }

    @Test func brokenFilesAreErrorsNotCrashes() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write("en.lproj/Localizable.strings", #""a" = "#)
        #expect(throws: NarrationError.self) { try AppStrings(directory: folder.url) }
        try folder.write("en.lproj/Localizable.strings", #""a" = "A";"#)
        try folder.write("Other.xcstrings", "{ not json")
        #expect(throws: NarrationError.self) { try AppStrings(directory: folder.url) }
        #expect(throws: NarrationError.self) { try AppStrings(directory: folder.url.appendingPathComponent("nowhere")) }
    }

    @Test func aDocumentWithKeysButNoAppStringsIsAnError() {
        let document = HarkDocument(root: AccessibilityNode(localizedLabel: LocalizedString(key: "a")))
        #expect(throws: NarrationError.self) { try Narrator(document: document) }
    }
}
