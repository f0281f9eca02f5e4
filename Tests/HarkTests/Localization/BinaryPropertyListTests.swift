import Foundation
import Testing
@testable import Hark

/// Hark's reader of binary property lists (VoiceOver's `.loctable`): what
/// Foundation writes reads the same, and broken lists are errors naming
/// what is wrong, never a crash.
@Suite struct BinaryPropertyListTests {
    /// A list of `objects` (each its bytes, object 0 the top), one-byte
    /// references and two-byte offsets.
    static func list(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, 0, table] { bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return bytes
    }

    /// An ASCII string object.
    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

    @Test func whatFoundationWritesReadsTheSame() throws {
        let tables = [
            "en": ["BUTTON": "button", "LONG": String(repeating: "long ", count: 20)],
            "ru": ["BUTTON": "кнопка", "EMOJI": "🙂 ok"],
        ]
        var plist: [String: Any] = tables
        plist["LocProvenance"] = 1
        plist["de"] = ["PLURAL": ["one": "%d Zeile"]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let table = try VoiceOverTable(loctable: Array(data), source: "t.loctable")
        #expect(table.languages == tables.merging(["de": [:]]) { $1 })
        #expect(table.skipped == 2)
    }

    @Test func aHandWrittenListReads() throws {
        // {"en": {"K": "v"}}: objects 0 (top), 1 "en", 2 the table, 3 "K", 4 "v".
        let bytes = Self.list([[0xD1, 1, 2], Self.ascii("en"), [0xD1, 3, 4], Self.ascii("K"), Self.ascii("v")])
        #expect(try VoiceOverTable(loctable: bytes, source: "t").languages == ["en": ["K": "v"]])
    }

    @Test(arguments: [
        (Array("bplist00".utf8), "t: the binary property list is cut short"),
        (
            Array("<plist>".utf8) + [UInt8](repeating: 0, count: 40),
            "t: not a binary property list (no bplist00 header)"
        ),
        (list([[0xD1, 1, 7], ascii("en")]), "t: object 7: its offset is out of range"),
        (list([ascii("en")]), "t: object 0: expected a dictionary, found a string"),
        (list([[0x11, 1]]), "t: object 0: expected a dictionary, found an integer"),
        (list([[0xD1, 1, 2], [0x51, 0xE9], [0xD0]]), "t: object 1: a byte above 127 in an ASCII string"),
        (list([[0xD1, 1, 2], [0x61, 0xD8, 0x00], [0xD0]]), "t: object 1: a lone surrogate in a UTF-16 string"),
        (list([[0xD2, 1, 1, 2, 2], ascii("en"), [0xD0]]), "t: the key \"en\" is given twice"),
        (list([[0xDF, 0x10, 0x7F]]), "t: object 0: its 127 items run past the objects"),
        (list([[0xDF, 0x50]]), "t: object 0: its length is not an integer"),
        (list([[0xD1, 0, 1], ascii("en")]), "t: object 0: a dictionary key must be a string, found a dictionary"),
    ])
    func aBrokenListIsAnError(bytes: [UInt8], message: String) {
        #expect(throws: VoiceOverTable.Failure(isMissing: false, message: message)) {
            try VoiceOverTable(loctable: bytes, source: "t")
        }
    }

    @Test func aTrailerOutOfRangeIsAnError() {
        var bytes = Self.list([[0xD0]])
        bytes[bytes.count - 9] = 0xFF  // the offset table past the end
        #expect(throws: VoiceOverTable.Failure.self) { try VoiceOverTable(loctable: bytes, source: "t") }
        var sizes = Self.list([[0xD0]])
        sizes[sizes.count - 26] = 9  // a nine-byte offset
        #expect(throws: VoiceOverTable.Failure.self) { try VoiceOverTable(loctable: sizes, source: "t") }
    }

    @Test func aListThatHoldsItselfIsReadWithoutRecursion() throws {
        // The top dictionary names itself as a language: its values are dictionaries, not strings, so skipped.
        let cycle = Self.list([[0xD1, 1, 0], Self.ascii("en")])
        let table = try VoiceOverTable(loctable: cycle, source: "t")
        #expect(table.languages == ["en": [:]])
        #expect(table.skipped == 1)
    }
}
