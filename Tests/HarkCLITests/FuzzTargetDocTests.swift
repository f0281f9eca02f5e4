import Foundation
import HarkTestSupport
import Testing

/// The fuzz targets are named in three places: `FuzzTarget`'s cases in
/// Fuzz/HarkFuzz.swift (what a target feeds), `Fuzz/run`'s default list
/// (what CI runs) and the table of docs/Development.md (what a reader is
/// told). A target added to one and not the others would go unrun or
/// undocumented.
@Suite("Fuzz targets in Fuzz/run and docs/Development.md")
struct FuzzTargetDocTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The cases of `enum FuzzTarget`, up to its first member that is not a case.
    static func declaredTargets() throws -> [String] {
        let source = try text("Fuzz/HarkFuzz.swift")
        let start = try #require(source.range(of: "enum FuzzTarget: String, CaseIterable {"))
        let body = source[start.upperBound...]
        let end = try #require(body.range(of: "static let"))
        let cases = body[..<end.lowerBound].replacingOccurrences(of: "case", with: "")
        return cases.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// The targets `Fuzz/run` runs when none is named.
    static func runTargets() throws -> [String] {
        let script = try text("Fuzz/run")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("targets=\"${2:-") })
        let list = line.dropFirst("targets=\"${2:-".count).prefix { $0 != "}" }
        return list.split(separator: " ").map(String.init)
    }

    /// The targets the fuzzing table of docs/Development.md names in its
    /// first column (a row may name several: `appium`, `xcuitest`, …).
    static func documentedTargets() throws -> [String] {
        let doc = try text("docs/Development.md")
        let section = try #require(doc.components(separatedBy: "\n## Fuzzing\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter {
            $0.hasPrefix("| `")
        }
        return rows.flatMap { row in
            row.split(separator: "|")[0].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
        }
    }

    @Test func runRunsEveryDeclaredTarget() throws {
        #expect(try Self.runTargets() == Self.declaredTargets())
    }

    @Test func theTableNamesEveryDeclaredTarget() throws {
        let declared = try Self.declaredTargets()
        #expect(declared.count >= 21)
        #expect(try Self.documentedTargets().sorted() == declared.sorted())
    }
}
