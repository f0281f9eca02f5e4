import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Hark's own `.strings` reader: the old-style property list strings syntax,
/// and `file:line: message` errors.
@Suite(".strings reader")
struct StringsParserTests {
    static func table(_ text: String) throws -> [String: String] {
        try StringsParser.table(Array(text.utf8))
    }

    static func failure(_ text: String) -> StringsParser.Failure? {
        failure(Array(text.utf8))
    }

    static func failure(_ bytes: [UInt8]) -> StringsParser.Failure? {
        do {
            _ = try StringsParser.table(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func theSyntax() throws {
        let text = """
            /* A block comment
               over two lines */
            "plain" = "Plain"; // a line comment
            "escapes" = "Line\\nbreak \\"quoted\\" back\\\\slash tab\\t \\U00E9\\u00e8 \\101";
            unquoted_key.name-2 = "Unquoted";
            'single' = 'It\\'s';
            "alone";
            "emoji" = "\\UD83D\\UDE00";
            "empty" = "";
            "semicolon; and = inside" = "a;b=c";
            """
        #expect(
            try Self.table(text) == [
                "plain": "Plain",
                "escapes": "Line\nbreak \"quoted\" back\\slash tab\t éè A",
                "unquoted_key.name-2": "Unquoted",
                "single": "It's",
                "alone": "alone",
                "emoji": "😀",
                "empty": "",
                "semicolon; and = inside": "a;b=c",
            ])
    }

    @Test func bracesAroundTheTable() throws {
        #expect(try Self.table("{ \"a\" = \"A\"; b = B; }") == ["a": "A", "b": "B"])
        #expect(
            Self.failure("{ \"a\" = \"A\";")
                == .init(line: 1, message: "the '{' that opens the table is not closed with '}'"))
    }

    @Test("Encodings and line endings", arguments: ["utf8", "utf8-bom", "utf16le", "utf16be", "crlf", "cr"])
    func encodings(_ form: String) throws {
        let text = "/* c */\n\"a\" = \"Ä\";\n\"b\" = \"B\";\n"
        var bytes: [UInt8]
        switch form {
        case "utf8-bom": bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case "utf16le": bytes = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "utf16be": bytes = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case "crlf": bytes = Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case "cr": bytes = Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)
        default: bytes = Array(text.utf8)
        }
        #expect(try StringsParser.table(bytes) == ["a": "Ä", "b": "B"])
        // Line numbers count CRLF and CR as one line end each.
        let broken = bytes.count > 0 ? String(decoding: bytes, as: UTF8.self) : ""
        if form == "crlf" || form == "cr" {
            #expect(
                Self.failure(broken.replacingOccurrences(of: "\"B\";", with: "\"B\""))
                    == .init(line: 3, message: "the file ends after the value of \"b\"; expected ';'"))
        }
    }

    @Test(
        "Errors name their line",
        arguments: [
            ("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";", 3, "expected ';' after the value of \"b\", found '\"'"),
            ("\"a\" = \"A\";\n\n\"b\" = \"B;\n", 3, "the string opened on line 3 is not closed"),
            ("\"a\" = \"A\";\n/* never\nclosed", 2, "the comment opened on line 2 is not closed with */"),
            ("\"a\" \"A\";", 1, "expected '=' after the key \"a\", found '\"'"),
            ("\"a\" = ;", 1, "expected the value of \"a\" (a string in quotes), found ';'"),
            (
                "\"a\" = \"\\q\";", 1,
                "unknown escape '\\q'; the escapes are \\n \\t \\r \\\" \\' \\\\ \\a \\b \\f \\v, octal \\123 and "
                    + "\\U00E9"
            ),
            ("\"a\" = \"\\U12\";", 1, "\\U needs four hex digits, found '\"'"),
            (
                "\"a\" = \"\\UD800\";", 1,
                "\\UD800 is the first half of a surrogate pair, but no \\U with the second half follows"
            ),
            ("\"a\" = \"\\UDC00\";", 1, "\\UDC00 is half of a surrogate pair, alone"),
            ("\"a\" = \"A\";\n\"a\" = \"B\";", 2, "the key \"a\" is given twice (first on line 1)"),
            ("\"a\" = \"A\"", 1, "the file ends after the value of \"a\"; expected ';'"),
            ("\"a\"", 1, "the file ends after the key \"a\"; expected '=' and a value"),
            ("= \"A\";", 1, "expected a key (a string in quotes), found '='"),
        ] as [(String, Int, String)])
    func errors(text: String, line: Int, message: String) {
        #expect(Self.failure(text) == .init(line: line, message: message))
    }

    @Test func invalidTextIsAnError() {
        #expect(
            Self.failure([0x22, 0x61, 0x22, 0x0A, 0xFF, 0xFE, 0x41])
                == .init(line: 2, message: "the file is not valid UTF-8 text"))
        #expect(
            Self.failure([0xFF, 0xFE, 0x41])
                == .init(line: 1, message: "the file is UTF-16 but has an odd number of bytes"))
        #expect(
            Self.failure([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00])
                == .init(line: 1, message: "the file is not valid UTF-16 text"))
    }

    @Test func anEmptyFileIsAnEmptyTable() throws {
        #expect(try Self.table("") == [:])
        #expect(try Self.table("/* only a comment */\n") == [:])
    }

    @Test func everyShippedTableReads() throws {
        let folder = packageRoot.appendingPathComponent("Localizations")
        for language in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where language.hasSuffix(".lproj") {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent("\(language)/VoiceOver.strings")))
            #expect(try StringsParser.table(bytes).count > 10, "\(language)")
        }
    }
}
