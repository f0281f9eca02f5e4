import Foundation

/// A folder of app tables (or any files) written for one test.
package struct TestFolder {
    package let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hark-app-strings-\(UUID().uuidString)")

    package init() {}

    package func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    package func remove() { try? FileManager.default.removeItem(at: url) }
}
