import Foundation
import HarkTesting
import Testing
import Hark
import HarkTestSupport

/// The dumps under `Samples/Imported/` (the realistic ones written for Hark
/// and, in `Real/`, the ones real tools wrote, from public repositories).
let importedDumps: [String] = {
    let folder = packageRoot.appendingPathComponent("Samples/Imported")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return paths.filter { [".xml", ".txt", ".json"].contains(where: $0.hasSuffix) }.sorted()
}()

func importDump(_ relativePath: String, keepAll: Bool = false) throws -> HarkDocument {
    try HarkDocument(
        importing: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Imported/\(relativePath)")),
        keepAll: keepAll)
}

/// What VoiceOver says for a dump given as text.
func narrateDump(_ text: String, format: ImportFormat = .auto, keepAll: Bool = false) throws -> String {
    try Narrator(document: HarkDocument(importing: Data(text.utf8), format: format, keepAll: keepAll)).transcript().text
}

/// The error importing `text` gives (`nil` when it imports).
func importError(_ text: String, format: ImportFormat = .auto) -> String? {
    do {
        _ = try HarkDocument(importing: Data(text.utf8), format: format)
        return nil
    } catch {
        return error.description
    }
}

/// Real dumps read without error whose review found stops Hark still says
/// wrong (a rule not yet in Hark): they are read by every test, but their
/// reference is recorded only once the rule makes Hark agree with the
/// review, in a commit that reviews it stop by stop.
let dumpsAwaitingReference: Set<String> = []

@Suite("Imported dumps")
struct ImportSnapshotTests {
    @Test("Each dump, real and written, narrated", arguments: importedDumps)
    func dump(_ path: String) throws {
        let document = try importDump(path)
        #expect(document.importOrigin?.warnings == [])
        guard !dumpsAwaitingReference.contains(path) else {
            #expect(try !Narrator(document: document).transcript().text.isEmpty)
            return
        }
        assertReference(
            try Narrator(document: document).transcript().text,
            named: path.replacingOccurrences(of: "/", with: "-") + ".txt")
    }

    @Test("A dump awaiting its reference is in the corpus and has no reference yet")
    func awaitingReferences() {
        let folder = packageRoot.appendingPathComponent("Tests/HarkTests/Import/__Snapshots__/ImportTests")
        for path in dumpsAwaitingReference.sorted() {
            #expect(importedDumps.contains(path), "\(path) is not a dump")
            let reference = folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "-") + ".txt")
            #expect(!FileManager.default.fileExists(atPath: reference.path), "\(path) has a reference: unlist it")
        }
    }

    @Test("Every real dump is there", arguments: ["Real/appium", "Real/xcuitest", "Real/idb"])
    func realDumps(_ folder: String) {
        #expect(importedDumps.contains { $0.hasPrefix(folder + "/") })
    }

    @Test("The corpus of real dumps keeps at least 40 screens")
    func realCorpusSize() {
        #expect(importedDumps.filter { $0.hasPrefix("Real/") }.count >= 40)
    }

    @Test("Every real dump says where it comes from in SOURCES.md, and every file listed there is a dump")
    func realDumpsHaveSources() throws {
        let sources = try String(
            contentsOf: packageRoot.appendingPathComponent("Samples/Imported/Real/SOURCES.md"), encoding: .utf8)
        let listed = Set(
            sources.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
                return "Real/" + line[line.index(line.startIndex, offsetBy: 3)..<end]
            })
        let real = Set(importedDumps.filter { $0.hasPrefix("Real/") })
        #expect(real.subtracting(listed).sorted() == [], "dumps with no row in SOURCES.md")
        #expect(listed.subtracting(real).sorted() == [], "rows in SOURCES.md with no dump")
    }

    @Test("Every reference in the suite's folder belongs to a dump or to a test that names it")
    func noReferenceWithoutADump() throws {
        let folder = packageRoot.appendingPathComponent("Tests/HarkTests/Import/__Snapshots__/ImportTests")
        let references = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let expected = Set(importedDumps.map { $0.replacingOccurrences(of: "/", with: "-") + ".txt" })
        let orphans = references.filter { !expected.contains($0) && $0 != "Real-appium-keep-all.txt" }
        #expect(orphans.sorted() == [], "references whose dump is gone")
    }

    @Test("Auto detection tells each format", arguments: importedDumps)
    func detection(_ path: String) throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Imported/\(path)"))
        let expected: ImportFormat =
            path.hasSuffix(".xml")
            ? .appium
            : path.hasSuffix(".txt")
                ? .xcuitest : path.hasPrefix("accessibilitysnapshot/") ? .accessibilitySnapshot : .idb
        #expect(ImportFormat.detect(data) == expected)
        #expect(try HarkDocument(importing: data).importOrigin?.format == expected)
    }

    @Test("Words of XCUITest's heading inside a line are not a dump; the heading on its own line is")
    func subtreeHeadingOnItsOwnLine() {
        let readme =
            "# Sources\n\n| file | shape |\n|---|---|\n| a.txt | `Attributes:`, `Element subtree:`, then footers |\n"
        #expect(ImportFormat.detect(Data(readme.utf8)) == nil)
        let dump =
            "Some preamble\n  Element subtree:\n   →Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Mail'\n"
        #expect(ImportFormat.detect(Data(dump.utf8)) == .xcuitest)
    }

    @Test func keepAllKeepsWhatVoiceOverCannotReach() throws {
        let document = try importDump("Real/appium/wda-sleeplockscreen-ios26-traits.xml", keepAll: true)
        assertReference(try Narrator(document: document).transcript().text, named: "Real-appium-keep-all.txt")
    }
}
