import Foundation
import HarkTestSupport
import Testing

/// docs/Development.md's layout names every folder of the package, and
/// only folders that exist.
@Suite("Layout in docs/Development.md")
struct LayoutDocTests {
    /// The folders the list must name: each of the engine's
    /// (`Sources/Hark/*`), each other target's (`Sources/*`, `Plugins/*`,
    /// `Benchmarks/*`), each test folder (`Tests/*`) and each other
    /// top-level folder, `.ci` and `.github/workflows` included.
    static func folders() throws -> Set<String> {
        let manager = FileManager.default
        func subfolders(_ path: String) throws -> [String] {
            try manager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(path).path).filter { name in
                var isFolder: ObjCBool = false
                let full = packageRoot.appendingPathComponent(path).appendingPathComponent(name).path
                return !name.hasPrefix(".") && manager.fileExists(atPath: full, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
        }
        let grouped = ["Sources", "Plugins", "Benchmarks", "Tests"]
        var folders = Set(try subfolders("Sources/Hark").map { "Sources/Hark/\($0)" })
        for parent in grouped {
            folders.formUnion(
                try subfolders(parent).filter { parent != "Sources" || $0 != "Hark" }.map { "\(parent)/\($0)" })
        }
        // What .gitignore names (dist/ of scripts/package-release, an
        // Xcode project) is no part of the package.
        let ignored = try String(contentsOf: packageRoot.appendingPathComponent(".gitignore"), encoding: .utf8)
            .split(separator: "\n").map { $0.hasSuffix("/") ? String($0.dropLast()) : String($0) }
        let isIgnored = { (name: String) in
            ignored.contains { $0 == name || ($0.hasPrefix("*") && name.hasSuffix($0.dropFirst())) }
        }
        folders.formUnion(try subfolders("").filter { !grouped.contains($0) && !isIgnored($0) })
        folders.formUnion([".ci", ".github/workflows"])
        return folders
    }

    /// The first word of each line of the code block after `## Layout`,
    /// without a trailing slash.
    static func listed() throws -> [String] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/Development.md"), encoding: .utf8)
        let section = try #require(page.range(of: "## Layout\n"))
        let open = try #require(page.range(of: "```\n", range: section.upperBound..<page.endIndex))
        let close = try #require(page.range(of: "\n```\n", range: open.upperBound..<page.endIndex))
        return page[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            let path = line.prefix { $0 != " " }
            return String(path.hasSuffix("/") ? path.dropLast() : path)
        }
    }

    @Test func theLayoutNamesEveryFolder() throws {
        let listed = try Self.listed()
        let folders = try Self.folders()
        #expect(Set(listed).count == listed.count, "a folder is listed twice")
        let missing = folders.subtracting(listed).sorted()
        let stale = Set(listed).subtracting(folders).sorted()
        #expect(missing.isEmpty, "docs/Development.md's layout does not name \(missing)")
        #expect(stale.isEmpty, "docs/Development.md's layout names folders that do not exist: \(stale)")
    }

    /// The check sees the folders it must: the engine's stages, the other
    /// targets and the top-level folders.
    @Test func theFoldersIncludeEveryKind() throws {
        let folders = try Self.folders()
        for folder in [
            "Sources/Hark/Import", "Sources/Hark/Capture", "Sources/HarkUIKit", "Plugins/EmbedLocalizations", "Fuzz",
            "Tests/BadInput", ".ci",
        ] {
            #expect(folders.contains(folder), "\(folder)")
        }
        #expect(!folders.contains("Sources/Hark") && !folders.contains(".build") && !folders.contains(".git"))
    }
}
