import Foundation
import HarkTestSupport
import Testing

/// The engine's folders are stages of one pipeline; a stage uses only the
/// ones before it. This reads the sources: no file of a checked stage names
/// a top-level type declared in a later stage.
@Suite struct SourceFlowTests {
    /// The stages in order; folders of one stage may use each other.
    /// Support (the helpers every stage may use: JSON and one-line
    /// escaping, the byte writer and byte search, printf-style format
    /// strings, name suggestions, unique identifiers, the word diff) comes
    /// first. The Transcript and the Navigator that records one are one stage.
    static let stages: [[String]] = [
        ["Support"], ["Model"], ["Decoding", "Import", "Writing"], ["Capture"], ["FocusOrder"], ["Localization"],
        ["Speech"],
        ["Navigation", "Transcript"], ["Parity", "Audit"], ["Diff"], ["Rendering"],
    ]
    /// The stages whose files are checked: all but Rendering, the last.
    static let checked: Set<String> = [
        "Support", "Model", "Decoding", "Import", "Writing", "Capture", "FocusOrder", "Localization", "Speech",
        "Navigation",
        "Transcript", "Parity", "Audit", "Diff",
    ]

    @Test func noStageUsesALaterOne() throws {
        let root = packageRoot.appendingPathComponent("Sources/Hark")
        var declaredIn: [String: Int] = [:]
        var files: [(stage: Int, path: String, words: Set<Substring>)] = []
        for (stage, folders) in Self.stages.enumerated() {
            for folder in folders {
                for file in try Self.swiftFiles(in: root.appendingPathComponent(folder)) {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    for name in Self.topLevelTypes(in: text) { declaredIn[name] = stage }
                    if Self.checked.contains(folder) {
                        files.append((stage, folder + "/" + file.lastPathComponent, Self.words(of: text)))
                    }
                }
            }
        }
        #expect(
            declaredIn["RotorSetting"] == 1 && declaredIn["TreeIndex"] == 4 && declaredIn["TranscriptDiff"] == 9,
            "the check finds declarations")
        #expect(
            declaredIn["UniqueIdentifiers"] == 0 && declaredIn["AccessibilityProperties"] == 3
                && declaredIn["Transcript"] == 7)
        var backward: [String] = []
        for file in files {
            for word in file.words {
                if let stage = declaredIn[String(word)], stage > file.stage {
                    backward.append("\(file.path) uses \(word)")
                }
            }
        }
        #expect(backward.sorted() == [])
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The names declared at the start of a line: `public struct Name`, `enum Name`…
    static func topLevelTypes(in text: String) -> [String] {
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "final", "indirect",
        ]
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        return text.split(separator: "\n").compactMap { line in
            guard line.first?.isLetter == true else { return nil }
            let tokens = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).drop {
                modifiers.contains($0)
            }
            guard let kind = tokens.first, kinds.contains(kind), let name = tokens.dropFirst().first else { return nil }
            return String(name)
        }
    }

    /// The identifiers of the code, leaving out comments and what string
    /// literals hold (an element type named `"Timeline"` is text, not a use
    /// of the type; an interpolation's code is left out with its string).
    static func words(of text: String) -> Set<Substring> {
        var words: Set<Substring> = []
        for line in text.split(separator: "\n") {
            words.formUnion(
                code(of: line).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map {
                    Substring($0)
                })
        }
        return words
    }

    /// A line without its comment and its string literals' contents.
    static func code(of line: Substring) -> String {
        var code = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
            } else if character == "/", code.last == "/" {
                code.removeLast()
                break
            } else {
                code.append(character)
            }
        }
        return code
    }
}
