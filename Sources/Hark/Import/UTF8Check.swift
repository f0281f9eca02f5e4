import Foundation

/// The check every text reader makes first: the dump is UTF-8, else one
/// error naming the line and column of the first byte that is not.
enum UTF8Check {
    /// Throws unless `data` is valid UTF-8; `kind` names what Hark reads
    /// (`XML`, `text`).
    static func check(_ data: Data, format: ImportFormat, kind: String) throws(ImportError) {
        let isUTF8 = data.withUnsafeBytes { UTF8Validation.validatedString($0) != nil }
        guard !isUTF8 else { return }
        let (line, column) = firstInvalid(in: data)
        throw ImportError(
            format: format, location: "line \(line), column \(column)",
            message: "the dump is not valid UTF-8; Hark reads UTF-8 \(kind)")
    }

    /// The line and column (in bytes, from 1) of the first byte that is not
    /// UTF-8.
    static func firstInvalid(in data: Data) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += scalar.count
            case .error, .emptyInput:
                return (line, offset - lineStart + 1)
            }
        }
    }
}
