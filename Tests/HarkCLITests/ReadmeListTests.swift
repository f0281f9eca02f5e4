import Foundation
import Testing
@testable import Hark
@testable import HarkCLI
import HarkTestSupport

/// The documentation's lists of names are the ones the code accepts.
@Suite("Documented lists")
struct ReadmeListTests {
    /// The names in backquotes between `marker` and the next full stop.
    static func names(after marker: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: marker))
        let end = try #require(text.range(of: ".\n", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theRotorSettingsAreEveryOneAScriptAccepts() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/Features.md"), encoding: .utf8)
        let listed = try Self.names(after: "The rotor settings: ", in: page)
        let accepted = RotorSetting.system.map(\.name)
        #expect(Array(listed.dropLast()) == accepted)
        #expect(listed.last == "rotor 'Unread'")
        // Each one listed is read by the script parser.
        for name in accepted { #expect(try Navigator.Gesture.parse("rotor \(name)", location: { _ in "" }).count == 1) }
    }

    @Test func theHelpNamesEveryRotorSetting() {
        let system = RotorSetting.system.map(\.name).filter { !$0.hasPrefix("heading") || $0 == "headings" }
        let help = NarrateCommand().help.replacingOccurrences(of: "\n        ", with: " ")
        for name in system + ["heading1…heading6"] {
            #expect(help.contains(name), "\(name) is not in `hark narrate --help`")
        }
    }
}

/// The README's consumer `Package.swift` is the file `.ci/consumer-test`
/// builds: the script takes it from the README, so this checks what the
/// snippet must hold for it and for a user.
@Suite("README package snippet")
struct ReadmePackageTests {
    static let marker = "<!-- consumer Package.swift -->\n```swift\n"

    /// The snippet, as `.ci/consumer-test` extracts it.
    static func snippet() throws -> String {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theSnippetIsAWholePackageFile() throws {
        let snippet = try Self.snippet()
        #expect(snippet.hasPrefix("// swift-tools-version:"))
        #expect(snippet.contains(#".package(name: "Hark", path: "../path/to/the/clone")"#))
        #expect(snippet.contains(#".product(name: "HarkTesting", package: "Hark")"#))
        // Without it, every build warns about the reference files it does not handle.
        #expect(snippet.contains(#"exclude: ["__Snapshots__"]"#))
    }

    /// The consumer's platforms are at least Hark's own, or SwiftPM refuses
    /// the dependency on Apple platforms.
    @Test func theSnippetNamesHarksPlatforms() throws {
        let snippet = try Self.snippet()
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for platform in [".macOS(", ".iOS("] {
            let own = try #require(manifest.range(of: platform)),
                theirs = try #require(snippet.range(of: platform), "no \(platform) in the snippet")
            let version = { (text: String, at: Range<String.Index>) in text[at.upperBound...].prefix { $0 != ")" } }
            #expect(version(snippet, theirs) == version(manifest, own))
        }
    }

    @Test func theConsumerTestBuildsTheSnippet() throws {
        let consumer = try String(contentsOf: packageRoot.appendingPathComponent(".ci/consumer-test"), encoding: .utf8)
        #expect(consumer.contains("<!-- consumer Package.swift -->"))
        #expect(consumer.contains("../path/to/the/clone"))
        #expect(!consumer.contains("<<SWIFT"), "the script writes its own Package.swift again")
        // The clone's folder is not called Hark.
        #expect(consumer.contains(#"clone="$work/some-other-folder-name""#))
    }
}
