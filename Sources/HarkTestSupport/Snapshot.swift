import Foundation
import Testing

/// Compares text with a reviewed reference file, the way Hark's transcript
/// snapshots work.
///
/// The reference lives at `__Snapshots__/<TestFile>/<name>` next to the test
/// file. It is written (and the test fails, naming the file, so a person
/// reads it) when it is missing or when `HARK_RECORD=1`. On a mismatch the
/// test fails with a line diff.
public enum Snapshot {
    /// Checks `actual` against the reference `name` (for example
    /// `FlightList.txt`) and records an issue at the caller when they differ.
    public static func assert(
        _ actual: String,
        named name: String,
        testFile: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let failure = check(actual, named: name, testFile: testFile, record: ProcessInfo.processInfo.environment["HARK_RECORD"] == "1") {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// The reference file for `name`, beside `testFile`.
    public static func referenceURL(named name: String, testFile: String) -> URL {
        let test = URL(fileURLWithPath: testFile)
        return test.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name)
    }

    /// The failure message, or `nil` when `actual` matches the reference.
    /// Writes the reference when it is missing or `record` is set.
    public static func check(_ actual: String, named name: String, testFile: String, record: Bool) -> String? {
        let url = referenceURL(named: name, testFile: testFile)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if existing == nil || record {
            if existing == actual { return nil }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "Could not record the snapshot \(url.path): \(error)"
            }
            return "Recorded the snapshot \(url.path); read it, then run the tests again."
        }
        guard let existing, existing != actual else { return nil }
        return "The transcript differs from \(url.path) (- reference, + actual; HARK_RECORD=1 re-records):\n"
            + LineDiff.diff(expected: existing, actual: actual)
    }
}
