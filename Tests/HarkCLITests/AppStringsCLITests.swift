import Foundation
import Testing
import HarkTestSupport

/// The app's strings as `hark narrate` reads them: a locale's words, and
/// a broken table or catalog as one error naming the file.
@Suite("App strings on the command line")
struct AppStringsCLITests {
    @Test func flightListSpeaksGermanFromTheCommandLine() {
        let result = runHark([
            "narrate", packageRoot.appendingPathComponent("Samples/FlightList.json").path, "--locale", "de",
        ])
        #expect(result.code == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("[flights-count] 5 anstehende Flüge\n"))
        #expect(result.output.contains("Neuen Flug hinzufügen. Taste."))
    }

    @Test func appStringErrorsExit65() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("Strings/en.lproj/Localizable.strings", #""k" = "%d apples";"#)
        try folder.write(
            "Screen.json",
            #"{"hark": 1, "appStrings": {"path": "Strings"}, "root": {"label": {"key": "k", "args": ["x"]}}}"#)
        let result = runHark(["narrate", folder.url.appendingPathComponent("Screen.json").path])
        #expect(result.code == 65)
        #expect(
            result.error.contains(
                #"Screen.json: the app's string "k" (en): %d needs a number, but argument 1 is the text "x""#))
    }

    @Test func theCommandLineNamesTheCatalogAndThePath() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write(
            "Strings/Localizable.xcstrings",
            #"{"strings": {"title": {"localizations": {"en": {"stringUnit": {"value": true}}}}}}"#)
        try folder.write(
            "Screen.json", #"{"hark": 1, "appStrings": {"path": "Strings"}, "root": {"label": {"key": "title"}}}"#)
        let result = runHark(["narrate", folder.url.appendingPathComponent("Screen.json").path])
        #expect(result.code == 65)
        #expect(
            result.error.hasPrefix(
                "Error: \(folder.url.appendingPathComponent("Screen.json").path): "
                    + "\(folder.url.appendingPathComponent("Strings/Localizable.xcstrings").path): "
                    + "strings.title.localizations.en.stringUnit.value: expected a string, found a boolean"
            ))
    }

    @Test func aBrokenAppStringsFileIsOneLineWithItsLine() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("Strings/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"other\" = \"Other\"\n")
        try folder.write(
            "Screen.json", #"{"hark": 1, "appStrings": {"path": "Strings"}, "root": {"label": {"key": "title"}}}"#)
        let result = runHark(["narrate", folder.url.appendingPathComponent("Screen.json").path])
        #expect(result.code == 65)
        let file = folder.url.appendingPathComponent("Strings/en.lproj/Localizable.strings").path
        #expect(
            result.error.hasPrefix(
                "Error: \(folder.url.appendingPathComponent("Screen.json").path): \(file):2: the file ends after the "
                    + "value of \"other\"; expected ';'\n"
            ))
        #expect(!result.error.contains("CFPropertyList"))
    }
}
