/// One line of standard error (`Error: …`, `Warning: …`, `Note: …`), however
/// much of the input a message echoes: control characters (C0, DEL, C1)
/// and bidirectional controls written as escapes, so a forged `\nError: `
/// or a terminal escape sequence shows as text, and the whole cut to
/// ``longest`` characters.
enum MessageLine {
    /// The most characters of a message shown.
    static let longest = 400

    /// `message`, escaped and cut.
    static func bounded(_ message: String) -> String {
        var result = ""
        var count = 0
        for scalar in message.unicodeScalars {
            guard count < longest else {
                result += "…"
                break
            }
            count += 1
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Console {
    /// Writes `Kind: message` as one bounded line on standard error.
    func writeMessage(_ kind: String, _ message: String) {
        writeError("\(kind): \(MessageLine.bounded(message))\n")
    }
}
