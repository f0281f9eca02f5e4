import Foundation
import HarkTestSupport
import Testing

/// One version everywhere a user reads it: `hark --version`, the
/// CHANGELOG's latest released section and the README's install line.
@Suite("Version")
struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first `## x.y.z` heading of the CHANGELOG (after "Unreleased").
    static func changelogVersion() throws -> String? {
        try text("CHANGELOG.md").split(separator: "\n").lazy
            .filter { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
            .map { String($0.dropFirst(3)) }.first
    }

    /// The version in the README's `.package(url: …, from: "x.y.z")` line.
    static func readmeVersion() throws -> String? {
        let readme = try text("README.md")
        guard let line = readme.split(separator: "\n").first(where: { $0.contains(".package(url:") }),
            let from = line.range(of: #"from: ""#)
        else { return nil }
        return String(line[from.upperBound...].prefix { $0 != "\"" })
    }

    /// The `version "x.y.z"` line of the Homebrew formula (Formula/hark.rb),
    /// which scripts/formula-release writes with its url and sha256.
    static func formulaVersion() throws -> String? {
        try text("Formula/hark.rb").split(separator: "\n").lazy
            .filter { $0.hasPrefix("  version \"") && $0.hasSuffix("\"") }
            .map { String($0.dropFirst(11).dropLast()) }.first
    }

    @Test func theFormulaIsTheVersionHarkPrints() throws {
        let formula = try #require(try Self.formulaVersion(), "no '  version \"x.y.z\"' line in Formula/hark.rb")
        #expect(runHark(["--version"]).output == formula + "\n", "hark --version and Formula/hark.rb's version")
        // The formula installs what `swift build -c release` builds and tests it with `hark --version`.
        let text = try Self.text("Formula/hark.rb")
        #expect(text.contains(#"system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "hark""#))
        #expect(text.contains(#"bin.install ".build/release/hark""#))
        #expect(text.contains(##"shell_output("#{bin}/hark --version")"##))
        #expect(text.contains("/releases/download/v\(formula)/hark-\(formula)-source.tar.gz\""))
    }

    @Test func theVersionAgreesEverywhere() throws {
        let printed = runHark(["--version"]).output
        let changelog = try #require(try Self.changelogVersion(), "no '## x.y.z' section in CHANGELOG.md")
        let readme = try #require(try Self.readmeVersion(), "no '.package(url: …, from: \"x.y.z\")' line in README.md")
        #expect(printed == changelog + "\n", "hark --version and the CHANGELOG's latest section")
        #expect(readme == changelog, "the README's install line and the CHANGELOG's latest section")
    }

    /// The readers find what they look for, and only that.
    @Test func theReadersFindTheVersion() throws {
        #expect(try Self.changelogVersion()?.split(separator: ".").count == 3)
        #expect(try Self.readmeVersion()?.split(separator: ".").count == 3)
    }
}
