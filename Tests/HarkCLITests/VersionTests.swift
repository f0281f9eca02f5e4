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
