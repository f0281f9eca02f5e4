import Foundation
import Testing
@testable import Hark
@testable import HarkCLI
import HarkTestSupport

/// The README's lists of names are the ones the code accepts.
@Suite("README lists")
struct ReadmeListTests {
    /// The names in backquotes between `marker` and the next full stop.
    static func names(after marker: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: marker))
        let end = try #require(text.range(of: ".\n", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theRotorSettingsAreEveryOneAScriptAccepts() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = try Self.names(after: "The rotor settings: ", in: readme)
        let accepted = RotorSetting.system.map(\.name)
        #expect(Array(listed.dropLast()) == accepted)
        #expect(listed.last == "rotor 'Unread'")
        // Each one listed is read by the script parser.
        for name in accepted { #expect(try Navigator.Gesture.parse("rotor \(name)", location: { _ in "" }).count == 1) }
    }

    @Test func theHelpNamesEveryRotorSetting() {
        let system = RotorSetting.system.map(\.name).filter { !$0.hasPrefix("heading") || $0 == "headings" }
        let help = NarrateCommand().help.replacingOccurrences(of: "\n        ", with: " ")
        for name in system + ["heading1…heading6"] { #expect(help.contains(name), "\(name) is not in `hark narrate --help`") }
    }
}

/// The README's Package.swift snippet is the form `.ci/consumer-test` runs.
@Suite("README package snippet")
struct ReadmePackageTests {
    @Test func theLocalPathFormNamesThePackage() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let consumer = try String(contentsOf: packageRoot.appendingPathComponent(".ci/consumer-test"), encoding: .utf8)
        #expect(readme.contains(#".package(name: "Hark", path: "#))
        #expect(readme.contains(#".product(name: "HarkTesting", package: "Hark")"#))
        #expect(consumer.contains(#".package(name: "Hark", path: "$clone")"#))
        #expect(consumer.contains(#".product(name: "HarkTesting", package: "Hark")"#))
        // The clone's folder is not called Hark.
        #expect(consumer.contains(#"clone="$work/some-other-folder-name""#))
    }
}
