import Foundation
import Hark

extension InputFile {
    /// What Hark says of a UTF-16 or UTF-32 file, the importers' words.
    static let wideEncodingMessage = "the file is UTF-16 or UTF-32; Hark reads UTF-8 (convert it with iconv -t UTF-8)"

    /// Whether `data` is UTF-16 or UTF-32: a byte-order mark, or a NUL in
    /// its first bytes (the importers' rule).
    static func isWideEncoding(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.prefix(4).contains(0)
    }

    /// The text of a file the command line reads itself (a gesture script):
    /// UTF-8, or exit 65 saying what it is instead. `name` is the file as
    /// the message names it, `location` what it holds (`script`).
    static func utf8Text(_ data: Data, name: String, location: String, usage: String) throws(CommandFailure) -> String {
        if isWideEncoding(data) {
            throw CommandFailure(
                code: .dataError, usage: usage, message: "\(name): \(location): \(wideEncodingMessage)")
        }
        if let text = UTF8Validation.validatedString(data) { return text }
        var line = 1, column = 1
        var bytes = data.makeIterator(), decoder = UTF8()
        loop: while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            case .emptyInput, .error: break loop
            }
        }
        throw CommandFailure(
            code: .dataError, usage: usage,
            message: "\(name): \(location) line \(line), column \(column): not UTF-8; Hark reads UTF-8")
    }
}
