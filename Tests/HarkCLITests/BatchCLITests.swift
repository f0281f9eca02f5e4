import Foundation
import Hark
import Testing
@testable import HarkCLI
import HarkTestSupport

/// Several files and folders in one run: a section (or JSON object, or
/// output file) per file, skipped files counted, the worst file's exit
/// status, `--fail-fast`, and the options that write one file refused.
@Suite("Batches of files")
struct BatchCLITests {
    /// A folder of screens: two samples, an Appium dump in a subfolder, a
    /// note and an unrelated JSON file (both skipped), and a hidden file.
    struct Screens {
        let root: URL
        var path: String { root.appendingPathComponent("screens").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-batch-\(UUID().uuidString)")
            let screens = root.appendingPathComponent("screens")
            try FileManager.default.createDirectory(
                at: screens.appendingPathComponent("sub"), withIntermediateDirectories: true)
            for name in ["Alert.json", "Broken.json"] {
                try FileManager.default.copyItem(
                    at: packageRoot.appendingPathComponent("Samples/\(name)"), to: screens.appendingPathComponent(name))
            }
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Samples/Imported/appium/settings-iphone15.xml"),
                to: screens.appendingPathComponent("sub/settings.xml"))
            // A note about dumps that names XCUITest's heading inside a line.
            let notes =
                "# Screens\n\n| file | shape |\n|---|---|\n| sub/settings.xml | Appium; XCUITest's has `Element "
                + "subtree:` |\n"
            try Data(notes.utf8).write(to: screens.appendingPathComponent("notes.md"))
            try Data(#"{"name": "app"}"#.utf8).write(to: screens.appendingPathComponent("package.json"))
            try Data("not read".utf8).write(to: screens.appendingPathComponent(".hidden.json"))
        }

        func add(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent("screens/\(name)"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let skippedNote = "Note: skipped 2 files that are not a tree Hark reads (\(BatchRunner.formats))\n"

    @Test func auditWritesASectionPerFileInPathOrderAndCountsTheSkipped() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let result = runHark(["audit", screens.path])
        #expect(result.code == 1)  // Broken.json has errors
        let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("==> ") }
        #expect(headers == ["Alert.json", "Broken.json", "sub/settings.xml"].map { "==> \(screens.path)/\($0) <==" })
        #expect(
            result.output.contains(
                "==> \(screens.path)/Alert.json <==\n" + runHark(["audit", "\(screens.path)/Alert.json"]).output
                    + "\n==> "))
        #expect(result.error == Self.skippedNote)
        #expect(runHark(["audit", screens.path]).output == result.output)  // the same order every run
    }

    @Test func everyCommandTakesSeveralFilesAndFolders() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let alert = "\(screens.path)/Alert.json", settings = "\(screens.path)/sub/settings.xml"
        for command in ["narrate", "names", "audit"] {
            let result = runHark([command, alert, "\(screens.path)/sub"])
            #expect(result.code == 0, "\(command)")
            let single = runHark([command, settings]).output
            #expect(
                result.output == "==> \(alert) <==\n" + runHark([command, alert]).output + "\n==> \(settings) <==\n"
                    + single, "\(command)")
            #expect(result.error.isEmpty, "\(command)")
        }
    }

    @Test func jsonIsAnArrayWithAnObjectPerFile() throws {
        let screens = try Screens()
        defer { screens.remove() }
        try screens.add("Bad.json", #"{"hark": 1, "root": "#)
        for command in ["narrate", "names", "audit"] {
            let result = runHark([command, screens.path, "--format", "json"])
            guard case .array(let files) = try JSONAny.parse(Data(result.output.utf8)) else {
                Issue.record("\(command): not an array")
                continue
            }
            #expect(
                files.map { $0["file"] }
                    == ["Alert.json", "Bad.json", "Broken.json", "sub/settings.xml"].map {
                        .string("\(screens.path)/\($0)")
                    })
            let single = try JSONAny.parse(
                Data(runHark([command, "\(screens.path)/Alert.json", "--format", "json"]).output.utf8))
            #expect(files.first?["result"] == single, "\(command)")
            #expect(files[1]["error"]?["status"] == .number(65), "\(command)")
            #expect(result.code == 65, "\(command)")
        }
    }

    /// `--strict` fails a file with a warning after its narration is written,
    /// but in a JSON batch the file's object is its error: nothing of the
    /// narration goes into the array, with or without gestures.
    @Test func aNarrationFailedByStrictIsOnlyItsErrorInAJSONBatch() throws {
        let screens = try Screens()
        defer { screens.remove() }
        try screens.add("Warned.json", #"{"hark": 1, "root": {"children": [{"label": "Add", "language": "tlh"}]}}"#)
        let warned = "\(screens.path)/Warned.json"
        for gestures in [[], ["--gestures", "right"]] {
            let result = runHark(["narrate", screens.path, "--format", "json", "--strict"] + gestures)
            #expect(result.code == 65)
            let object = #"{"file": \#(JSONText.string(warned)), "error": {"status": 65, "message": "#
            let message = JSONText.string("\(warned): --strict: 1 warning")
            #expect(result.output.contains(object + message + "}}"), "\(gestures)")
            #expect(throws: Never.self) { try JSONAny.parse(Data(result.output.utf8)) }
            let text = runHark(["narrate", screens.path, "--strict"] + gestures)
            #expect(text.output.contains("==> \(warned) <==\n# (en)\n1 Add\n"), "\(gestures)")
        }
    }

    @Test func theWorstStatusWinsAfterEveryOtherFileIsReported() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let missing = screens.root.appendingPathComponent("missing.json").path
        let result = runHark(["audit", missing, screens.path])
        #expect(result.code == 66)
        #expect(result.error.hasPrefix("Error: cannot read '\(missing)': no such file\n"))
        // the three trees are all reported
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("==> ") }.count == 3)
        try screens.add("Bad.json", #"{"hark": 1, "root": "#)
        #expect(runHark(["narrate", screens.path]).code == 65)
        #expect(runHark(["audit", "\(screens.path)/Alert.json", "\(screens.path)/Broken.json"]).code == 1)
        #expect(runHark(["audit", "\(screens.path)/Alert.json", "\(screens.path)/sub"]).code == 0)
    }

    @Test func failFastStopsAtTheFirstBadFileKeepGoingIsTheDefault() throws {
        let screens = try Screens()
        defer { screens.remove() }
        try screens.add("Bad.json", #"{"hark": 1, "root": "#)
        let keepGoing = runHark(["narrate", screens.path])
        #expect(runHark(["narrate", screens.path, "--keep-going"]).output == keepGoing.output)
        #expect(keepGoing.output.contains("==> \(screens.path)/Broken.json <=="))
        let failFast = runHark(["narrate", screens.path, "--fail-fast"])
        #expect(failFast.code == 65)
        #expect(
            failFast.output == "==> \(screens.path)/Alert.json <==\n"
                + runHark(["narrate", "\(screens.path)/Alert.json"]).output)
        #expect(
            failFast.error.hasSuffix(
                "Note: --fail-fast: stopped at '\(screens.path)/Bad.json', the first file that failed; "
                    + "the 4 files after it were left out (no output, nothing written)\n"))
        // An audit's error finding is a bad file too.
        let audit = runHark(["audit", "\(screens.path)/Broken.json", "\(screens.path)/Alert.json", "--fail-fast"])
        #expect(audit.code == 1)
        #expect(!audit.output.contains("Alert.json"))
        #expect(runHark(["narrate", screens.path, "--fail-fast", "--keep-going"]).code == 64)
    }

    @Test func pictureAndConvertWriteOneOutputPerFileIntoTheFolder() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let out = screens.root.appendingPathComponent("out").path
        let settings = "\(screens.path)/sub/settings.xml"
        for (command, options, ext) in [("picture", ["--format", "svg"], "svg"), ("convert", [], "json")] {
            let result = runHark([command, screens.path, "-o", out] + options)
            #expect(result.code == 0, "\(command)")
            #expect(result.output.isEmpty)
            #expect(result.error == Self.skippedNote, "\(command)")
            let written = try String(contentsOfFile: "\(out)/sub/settings.\(ext)", encoding: .utf8)
            #expect(written == runHark([command, settings] + options).output, "\(command)")
            #expect(FileManager.default.fileExists(atPath: "\(out)/Alert.\(ext)"))
            let noFolder = runHark([command, screens.path])
            #expect(noFolder.code == 64, "\(command)")
            #expect(noFolder.error.hasPrefix("Error: Several files need '-o <folder>'"), "\(command)")
        }
    }

    @Test func twoInputsOfOneNameKeepTheirExtensions() throws {
        let screens = try Screens()
        defer { screens.remove() }
        try FileManager.default.copyItem(
            atPath: "\(screens.path)/Alert.json", toPath: "\(screens.path)/sub/settings.json")
        let out = screens.root.appendingPathComponent("out").path
        #expect(runHark(["convert", "\(screens.path)/sub", "-o", out]).code == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "settings.json.json", "settings.xml.json",
            ])
        let clash = runHark([
            "convert", "\(screens.path)/Alert.json", "\(screens.path)/sub/settings.json", screens.path + "/Alert.json",
            "-o", out,
        ])
        #expect(clash.code == 64)
        #expect(
            clash.error.hasPrefix(
                "Error: '\(screens.path)/Alert.json' and '\(screens.path)/Alert.json' would both be written to"))
        let overwrite = runHark(["convert", screens.path, "-o", screens.path])
        #expect(overwrite.code == 73)
        #expect(overwrite.error.contains("it is the input file"))
    }

    /// A folder `-o` names that cannot be made (a file stands in its way)
    /// is exit 73, and the message names it.
    @Test func anOutputFolderThatCannotBeMadeIsExit73() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let out = "\(screens.path)/Alert.json/out"
        for command in ["convert", "picture"] {
            let result = runHark([command, screens.path, "-o", out])
            #expect(result.code == 73, "\(command): \(result.error)")
            #expect(result.error.hasPrefix("Error: cannot create the folder '\(out)': "), "\(command)")
            #expect(result.error.split(separator: "\n").count == 1, "\(command)")
        }
    }

    @Test func optionsThatWriteOneFileRefuseSeveralInputs() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let audio = runHark(["narrate", screens.path, "--audio", screens.root.appendingPathComponent("x.wav").path])
        #expect(audio.code == 64)
        #expect(
            audio.error.hasPrefix(
                "Error: '--audio' writes one WAV: give it one file, not several or a folder\nUsage: hark narrate"))
        let speak = runHark(["speak", "\(screens.path)/Alert.json", "\(screens.path)/Broken.json"])
        #expect(speak.code == 64)
        #expect(speak.error.hasPrefix("Error: 'hark speak' writes one WAV"))
        #expect(runHark(["narrate", "-", "-"]).code == 64)
    }

    @Test func aFolderWithoutTreesIsAnError() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let empty = screens.root.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = runHark(["audit", empty])
        #expect(none.code == 66)
        #expect(none.error == "Error: no tree to read: no file in the folders named\n")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: empty).appendingPathComponent("a.txt"))
        // A FIFO in a folder is skipped, never read (it would block).
        #expect(mkfifo(empty + "/pipe.json", 0o644) == 0)
        #expect(
            runHark(["names", empty]).error
                == "Note: skipped 2 files that are not a tree Hark reads (\(BatchRunner.formats))\nError: no tree to "
                + "read: none of the 2 files found is one Hark reads\n"
        )
        // A file named on the command line is never skipped: it is an error.
        let named = runHark(["names", "\(screens.path)/notes.md", "\(screens.path)/Alert.json"])
        #expect(named.code == 65)
        #expect(named.error.hasPrefix("Error: \(screens.path)/notes.md: "))
    }

    @Test func xmlThatIsNotAppiumsIsSkippedInAFolder() throws {
        let screens = try Screens()
        defer { screens.remove() }
        try screens.add(
            "Info.plist",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict/></plist>\n")
        let picture = runHark([
            "picture", "\(screens.path)/Alert.json", "--format", "svg", "-o", "\(screens.path)/p.svg",
        ])
        #expect(picture.code == 0)
        try screens.add("comment.xml", "<!-- a note --><?pi x?>\n<svg/>")
        let result = runHark(["names", screens.path])
        #expect(result.code == 0)
        #expect(
            result.error.hasSuffix("Note: skipped 5 files that are not a tree Hark reads (\(BatchRunner.formats))\n"))
        #expect(!result.error.contains("XML root"))
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("==> ") }.count == 3)
        let appium = runHark(["names", screens.path, "--from", "appium"])
        #expect(appium.code == 0)
        #expect(appium.error == "Note: skipped 7 files that are not Appium page source (--from appium)\n")
        // The samples hold app strings (.stringsdict property lists) beside the screens.
        #expect([0, 1].contains(runHark(["audit", packageRoot.appendingPathComponent("Samples").path]).code))
        // Named on the command line, such a file is still an error.
        #expect(runHark(["names", "\(screens.path)/Info.plist"]).code == 65)
    }

    /// With `--fail-fast`, convert writes the files before the first failure
    /// and nothing after it, on every run: the failing file is large, so the
    /// other core would finish the small files after it first.
    @Test func failFastWritesTheSameFilesOnEveryRun() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let element = #"{"label": "Row", "traits": ["button"], "frame": [0, 0, 10, 10]}"#
        let rows = Array(repeating: element, count: 40_000).joined(separator: ",\n")
        try screens.add("B.json", #"{"hark": 1, "root": {"children": ["# + rows + "]}, \"x\"}")
        for name in ["C", "D", "E", "F", "G", "H"] {
            try FileManager.default.copyItem(
                atPath: "\(screens.path)/Alert.json", toPath: "\(screens.path)/\(name).json")
        }
        for run in 1...3 {
            let out = screens.root.appendingPathComponent("out\(run)")
            let result = runHark(["convert", screens.path, "-o", out.path, "--fail-fast"])
            #expect(result.code == 65)
            let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
            #expect(written == ["Alert.json"], "run \(run)")
            #expect(
                result.error.hasSuffix(
                    "Note: --fail-fast: stopped at '\(screens.path)/B.json', the first file that failed; "
                        + "the 10 files after it were left out (no output, nothing written)\n"), "run \(run)")
        }
    }

    @Test func fromNarrowsWhatAFolderGives() throws {
        let screens = try Screens()
        defer { screens.remove() }
        let result = runHark(["names", screens.path, "--from", "appium"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("==> \(screens.path)/sub/settings.xml <==\n"))
        #expect(result.error == "Note: skipped 4 files that are not Appium page source (--from appium)\n")
    }
}
