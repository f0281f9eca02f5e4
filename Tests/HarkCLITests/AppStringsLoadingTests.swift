import Foundation
import Testing
import Hark
import HarkTestSupport

/// Where a document's app strings are found, and what is said when they
/// were not given.
@Suite("Loading app strings")
struct AppStringsLoadingTests {
    typealias Folder = TestFolder

    @Test func anAbsolutePathIsUsedAsItIs() throws {
        let strings = Folder(), samples = Folder()
        defer {
            strings.remove()
            samples.remove()
        }
        try strings.write("en.lproj/Localizable.strings", #""title" = "Absolute";"#)
        let json = #"{"hark": 1, "appStrings": {"path": "\#(strings.url.path)"}, "root": {"label": {"key": "title"}}}"#
        try samples.write("Screen.json", json)
        let result = runHark(["narrate", samples.url.appendingPathComponent("Screen.json").path])
        #expect(result.error == "")
        #expect(result.output == "# (en)\n1 Absolute\n")
        // In the library too: the sample folder plays no part.
        let appStrings = try AppStrings(for: HarkDocument(json: json), sampleFolder: URL(fileURLWithPath: "/nowhere"))
        #expect(appStrings?.languages == ["en"])
    }

    @Test func aRelativePathIsRelativeToTheSampleFile() throws {
        let folder = Folder()
        defer { folder.remove() }
        try folder.write("screens/Strings/en.lproj/Localizable.strings", #""title" = "Relative";"#)
        try folder.write(
            "screens/Screen.json",
            #"{"hark": 1, "appStrings": {"path": "Strings"}, "root": {"label": {"key": "title"}}}"#)
        let result = runHark(["narrate", folder.url.appendingPathComponent("screens/Screen.json").path])
        #expect(result.output == "# (en)\n1 Relative\n")
    }

    @Test func aDocumentNamingAppStringsThatWereNotPassedSaysSo() throws {
        let document = try HarkDocument(
            json: #"{"hark": 1, "appStrings": {"path": "Strings"}, "root": {"label": {"key": "title"}}}"#)
        let message =
            "the app's string \"title\" is used, but the app strings the document names (\"Strings\") were not "
            + "loaded; pass AppStrings(for: document, sampleFolder:) as appStrings"
        #expect(throws: NarrationError(kind: .appStrings, message: message)) { try Narrator(document: document) }
        #expect(throws: NarrationError(kind: .appStrings, message: message)) { try Navigator(document: document) }
    }

    @Test func aDocumentNamingNoAppStringsSaysSo() {
        let document = HarkDocument(root: AccessibilityNode(localizedLabel: LocalizedString(key: "a")))
        let message = "the app's string \"a\" is used, but the document names no app strings (\"appStrings\")"
        #expect(throws: NarrationError(kind: .appStrings, message: message)) { try Narrator(document: document) }
    }
}
