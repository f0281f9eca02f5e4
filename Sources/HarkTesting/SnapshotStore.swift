import Foundation
import Hark

/// Reviewed reference files for transcripts: where they live, when they are
/// (re)written, and what a mismatch says.
///
/// A reference lives at `__Snapshots__/<TestFile>/<name>` next to the test
/// file. `HARK_RECORD` says when it is written:
/// - `missing` (the default): only when it does not exist yet;
/// - `all`: whenever the transcript differs from it;
/// - `never` (what CI should set): never, so a missing reference fails.
/// Any other value fails every check, listing these.
///
/// Every write fails the test with the file's path, so a person reads it
/// before it counts. On a mismatch the actual text is written to an
/// artifacts folder (`HARK_ARTIFACTS`, by default `hark-artifacts` in the
/// temporary folder) and the failure shows a line diff; for a transcript,
/// first its stops aligned as `hark diff` aligns them (changed, added,
/// removed, moved). Files are written
/// atomically and each test has its own, so tests may run in parallel.
package struct SnapshotStore: Sendable {
    /// When references are written.
    package enum RecordMode: String, Sendable, CaseIterable {
        /// Write whenever the transcript differs, only when the reference is
        /// missing, or never.
        case all, missing, never

        /// The mode `HARK_RECORD` asks for (unset or empty is `missing`, `1`
        /// is read as `all`); an unknown value is `never`, and every check
        /// fails saying so (``Outcome/unknownRecordMode(_:)``).
        package static var current: RecordMode {
            (try? parse(ProcessInfo.processInfo.environment["HARK_RECORD"]).get()) ?? .never
        }

        /// Reads a `HARK_RECORD` value: `all`, `missing`, `never` (any
        /// case), `1` for `all`, and nothing for `missing`; the value itself
        /// when it is none of those.
        package static func parse(_ value: String?) -> Result<RecordMode, UnknownRecordMode> {
            guard let value, !value.isEmpty else { return .success(.missing) }
            if value == "1" { return .success(.all) }
            return RecordMode(rawValue: value.lowercased()).map { .success($0) }
                ?? .failure(UnknownRecordMode(value: value))
        }
    }

    /// A `HARK_RECORD` value that is not a mode.
    package struct UnknownRecordMode: Error, Hashable, Sendable {
        /// The value as it was given.
        package var value: String
    }

    /// What a check found.
    package enum Outcome: Hashable, Sendable {
        /// The transcript matches its reference.
        case matched
        /// The reference was written (a failure: read it, then run again).
        case recorded(path: String)
        /// There is no reference and the mode forbids writing one.
        case missing(path: String)
        /// The transcript differs; the actual text is at `artifact`.
        case mismatch(path: String, artifact: String?, diff: String)
        /// A file could not be written.
        case writeFailed(path: String, reason: String)
        /// `HARK_RECORD` names no mode: nothing is compared or written.
        case unknownRecordMode(String)

        /// Whether the test fails: every outcome but ``matched``.
        package var isFailure: Bool { self != .matched }

        /// What the test failure says.
        package var message: String {
            switch self {
            case .matched: return "The transcript matches its reference."
            case .recorded(let path): return "Recorded the reference \(path); read it, then run the tests again."
            case .missing(let path):
                return
                    "No reference at \(path) (HARK_RECORD=never); run the tests with HARK_RECORD=missing to record it."
            case .mismatch(let path, let artifact, let diff):
                return "The transcript differs from \(path) (- reference, + actual"
                    + (artifact.map { "; the actual transcript is at \($0)" } ?? "")
                    + "; HARK_RECORD=all re-records):\n" + diff
            case .writeFailed(let path, let reason): return "Could not write \(path): \(reason)"
            case .unknownRecordMode(let value):
                return
                    "HARK_RECORD=\(value) is not a record mode; use all, missing or never (or leave it unset for "
                    + "missing)."
            }
        }
    }

    /// When references are written.
    package var mode: RecordMode
    /// Where actual transcripts go on a mismatch.
    package var artifacts: URL
    /// An unknown `HARK_RECORD` value, when the mode was to come from it.
    private var unknownMode: String?

    /// Creates a store that writes references as `mode` says and actual
    /// transcripts to `artifacts` (by default from `HARK_ARTIFACTS`, or
    /// `hark-artifacts` in the temporary folder).
    /// - Parameters:
    ///   - mode: when `nil`, the mode `HARK_RECORD` names; an unknown value
    ///     makes every check fail.
    ///   - artifacts: the folder for actual transcripts on a mismatch.
    package init(mode: RecordMode? = nil, artifacts: URL? = nil) {
        self.init(mode: mode, artifacts: artifacts, environment: ProcessInfo.processInfo.environment)
    }

    init(mode: RecordMode?, artifacts: URL?, environment: [String: String]) {
        if let mode {
            self.mode = mode
        } else {
            switch RecordMode.parse(environment["HARK_RECORD"]) {
            case .success(let mode): self.mode = mode
            case .failure(let unknown):
                self.mode = .never
                unknownMode = unknown.value
            }
        }
        if let artifacts {
            self.artifacts = artifacts
        } else if let folder = environment["HARK_ARTIFACTS"], !folder.isEmpty {
            self.artifacts = URL(fileURLWithPath: folder)
        } else {
            self.artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("hark-artifacts")
        }
    }

    /// The reference for `name` beside the test file at `testFile`:
    /// `__Snapshots__/<TestFile>/<name>`.
    package static func referenceURL(named name: String, testFile: String) -> URL {
        let test = URL(fileURLWithPath: testFile)
        return test.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name)
    }

    /// Compares `actual` with the reference `name` of `testFile`, writing
    /// what the mode allows.
    package func check(_ actual: String, named name: String, testFile: String) -> Outcome {
        check(actual, named: name, testFile: testFile, diff: LineDiff.diff(expected:actual:))
    }

    /// ``check(_:named:testFile:)`` with the mismatch's diff made by `diff`
    /// (a transcript's: its stops aligned, then its lines).
    /// With `matching` (a transcript's reference), a reference with
    /// placeholders or marked partial is a pattern (``TranscriptPattern``):
    /// a transcript it matches passes, and a mismatch's diff is between the
    /// reference resolved against the transcript and what it is compared with.
    func check(
        _ actual: String, named name: String, testFile: String, matching: Bool = false,
        diff: (_ expected: String, _ actual: String) -> String
    ) -> Outcome {
        if let unknownMode { return .unknownRecordMode(unknownMode) }
        let url = Self.referenceURL(named: name, testFile: testFile)
        guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
            guard mode != .never else { return .missing(path: url.path) }
            return write(actual, to: url).map { .writeFailed(path: url.path, reason: $0) } ?? .recorded(path: url.path)
        }
        guard existing != actual else { return .matched }
        var compared = (expected: existing, actual: actual)
        if matching, TranscriptPattern.isPattern(existing) {
            do {
                compared = try TranscriptPattern(reference: existing).resolve(against: actual)
            } catch {
                return .mismatch(path: url.path, artifact: nil, diff: "The reference cannot be read: \(error)")
            }
            if compared.expected == compared.actual { return .matched }
        }
        if mode == .all {
            return write(actual, to: url).map { .writeFailed(path: url.path, reason: $0) } ?? .recorded(path: url.path)
        }
        let test = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let artifact = artifacts.appendingPathComponent(test).appendingPathComponent(name)
        let written = write(actual, to: artifact) == nil
        return .mismatch(
            path: url.path, artifact: written ? artifact.path : nil, diff: diff(compared.expected, compared.actual))
    }

    /// Writes `text` atomically; the reason when it fails.
    private func write(_ text: String, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
