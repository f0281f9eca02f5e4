import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// String Catalogs are read strictly, with deterministic errors naming the
/// JSON path inside the catalog.
@Suite("String Catalog reader")
struct StringCatalogTests {
    static func error(_ json: String) -> String? {
        do {
            _ = try StringCatalog.entries(Array(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    static let unit = #"{"stringUnit": {"state": "translated", "value": "Hi"}}"#

    @Test(
        "Malformed catalogs",
        arguments: [
            (#"{"version": "1.0"}"#, #"document: missing required field "strings" (the catalog's keys)"#),
            (#"{"strings": []}"#, "strings: expected an object of the catalog's keys, found an array"),
            (
                #"{"strings": {"k": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#,
                "strings.k.localizations.de.stringUnit.value: expected a string, found a number"
            ),
            (
                #"{"strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
                #"strings.k.localizations.de.stringUnit: missing required field "value" (the text)"#
            ),
            (
                #"{"strings": {"k": {"localizations": {"de": {"stringUnit": null}}}}}"#,
                "strings.k.localizations.de.stringUnit: expected an object with \"value\", found null"
            ),
            (
                #"{"strings": {"k": {"localisations": {}}}}"#,
                #"strings.k: unknown field "localisations"; did you mean "localizations"?"#
            ),
            (
                #"{"strings": {"k": {"shouldTranslate": "no"}}}"#,
                "strings.k.shouldTranslate: expected true or false, found a string"
            ),
            (
                #"{"strings": {"k": {"localizations": {"fr": {"variations": {"plural": {"several": \#(unit)}}}}}}}"#,
                #"strings.k.localizations.fr.variations.plural: unknown field "several""#
            ),
            (
                #"{"strings": {"k": {"localizations": {"fr": {"variations": {"plural": {"one": {}}}}}}}}"#,
                #"strings.k.localizations.fr.variations.plural.one: the "one" form needs a "stringUnit""#
            ),
            (
                #"{"strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"}, "#
                    + #""substitutions": {"n": {"argNum": "1"}}}}}}}"#,
                "strings.k.localizations.en.substitutions.n.argNum: expected a number, found a string"
            ),
            (
                #"{"strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"}, "#
                    + #""substitutions": {"n": {"argNum": 1}}}}}}}"#,
                #"strings.k.localizations.en.substitutions.n: missing required field "variations" with "plural" forms "#
                    + #"(the substitution's forms)"#
            ),
            (
                #"{"strings": {"a": {}, "a": {}}}"#,
                #"strings: invalid JSON at line 1, column 26: duplicate field "a" in the same object"#
            ),
            (
                #"{"strings": {}} x"#,
                "document: invalid JSON at line 1, column 17: unexpected text after the end of the JSON value"
            ),
        ])
    func malformed(json: String, message: String) {
        let found = Self.error(json)
        #expect(found?.hasPrefix(message) == true, "\(found ?? "no error")")
    }

    @Test func theErrorIsTheSameOnEveryRun() {
        // Several bad keys: the first in the file is reported, every time.
        let json =
            #"{"strings": {"z": {"localizations": {"de": 1}}, "a": {"localizations": {"de": 2}}, "#
            + #""m": {"localizations": {"de": 3}}}}"#
        let first = Self.error(json)
        #expect(first?.hasPrefix("strings.z.localizations.de: expected an object") == true)
        for _ in 0..<20 { #expect(Self.error(json) == first) }
    }

    @Test func wellFormedCatalogsStillRead() throws {
        let json =
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"comment": "c", "#
            + #""extractionState": "manual", "localizations": {"de": \#(Self.unit)}}, "empty": {}}}"#
        let entries = try StringCatalog.entries(Array(json.utf8))
        #expect(entries["de"]?["k"] == .plain("Hi"))
        let sample = try StringCatalog.entries(
            at: packageRoot.appendingPathComponent("Samples/AppStrings/Messages/Localizable.xcstrings"))
        #expect(sample.keys.sorted() == ["ar", "en"])
    }
}
