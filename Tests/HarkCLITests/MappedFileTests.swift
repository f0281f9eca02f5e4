#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import HarkCLI

/// A large input file is mapped, not read; what the decoder gets is the
/// same bytes either way.
@Suite("Mapped input files")
struct MappedFileTests {
    let quiet = Console(readStandardInput: { _ in Data() }, writeOutput: { _ in }, writeError: { _ in })

    /// `count` bytes of a repeating pattern, written to a new temporary file.
    func file(_ count: Int) throws -> (URL, Data) {
        let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mapped-\(UUID()).bin")
        try bytes.write(to: url)
        return (url, bytes)
    }

    @Test func aLargeFileIsMappedWithItsBytes() throws {
        let (url, bytes) = try file(MappedFile.minimumSize + 12_345)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        let mapped = MappedFile.map(descriptor, size: bytes.count)
        close(descriptor)  // the mapping outlives the descriptor
        #expect(mapped == bytes)
        // Through the command's reader too.
        let read = try InputFile.read(url.path, usage: "", console: quiet)
        #expect(read == bytes)
    }

    /// A file cut short by another program while Hark reads its mapping
    /// raises SIGBUS: the process ends as a failed read ends, with the
    /// error line and exit code 66, and does not crash.
    @Test func aFileTruncatedWhileMappedEndsAsAFailedRead() async {
        let result = await #expect(processExitsWith: .exitCode(66), observing: [\.standardErrorContent]) {
            let size = MappedFile.minimumSize * 2
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cut-\(UUID()).bin").path
            let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0, ftruncate(descriptor, off_t(size)) == 0,
                let mapped = MappedFile.map(descriptor, size: size)
            else { return }
            // Another program empties the file; the next page read is past its end.
            _ = ftruncate(descriptor, 0)
            unlink(path)
            _ = mapped[size - 1]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.hasPrefix("Error: cannot read an input file: it was truncated"))
    }

    @Test func aSmallFileIsRead() throws {
        let (url, bytes) = try file(MappedFile.minimumSize - 1)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(MappedFile.map(descriptor, size: bytes.count) == nil)
        #expect(try InputFile.read(url.path, usage: "", console: quiet) == bytes)
    }

    @Test func aMappedInputNarratesAsTheSameInputRead() throws {
        // Over the mapping's minimum, in a file; the same text on standard
        // input is read into a buffer.
        let cells = (0..<12_000).map {
            #"{"label": "Row \#($0) of a list long enough to be mapped", "traits": ["button"], "hint": "Opens it."}"#
        }
        let text = #"{"hark": 1, "root": {"children": [\#(cells.joined(separator: ",\n"))]}}"#
        #expect(text.utf8.count > MappedFile.minimumSize)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mapped-\(UUID()).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let mapped = runHark(["narrate", url.path, "--format", "json"])
        let read = runHark(["narrate", "-", "--format", "json"], input: text)
        #expect(mapped.code == 0 && mapped.error.isEmpty)
        #expect(mapped.output == read.output)
    }
}
