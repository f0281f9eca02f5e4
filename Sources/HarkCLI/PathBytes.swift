import Foundation

/// File paths are bytes, and need not be UTF-8. A path that is not is named
/// in messages and outputs with each byte that is not UTF-8 escaped
/// (`caf\xE9.json`), and that text is remembered with the bytes, so that the
/// file is still opened by its own name. A backslash in such a name, or in
/// any name, is written `\\`, so that no two names are named alike (the
/// file `caf\xE9.json`, written so, is `caf\\xE9.json`).
package enum PathBytes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var escaped: [String: [UInt8]] = [:]

    /// The path as text: itself when it is UTF-8 without a backslash, else
    /// with its bad bytes and backslashes escaped (and remembered for
    /// ``cString(_:)``).
    static func name(_ bytes: [UInt8]) -> String {
        let backslash = UInt8(ascii: "\\")
        if !bytes.contains(backslash), let text = String(bytes: bytes, encoding: .utf8) { return text }
        var text = "", index = 0
        while index < bytes.count {
            if bytes[index] == backslash {
                text += "\\\\"
                index += 1
                continue
            }
            // The shortest well-formed sequence starting here (UTF-8 takes at most 4 bytes), else one bad byte.
            let widths = 1...min(4, bytes.count - index)
            if let width = widths.first(where: { String(bytes: bytes[index..<(index + $0)], encoding: .utf8) != nil }),
                let scalar = String(bytes: bytes[index..<(index + width)], encoding: .utf8)
            {
                text += scalar
                index += width
            } else {
                // A byte that is not UTF-8 is 0x80 or above: two hex digits.
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        lock.withLock { escaped[text] = bytes }
        return text
    }

    /// The bytes `path` was named from, or its UTF-8.
    static func bytes(of path: String) -> [UInt8] {
        lock.withLock { escaped[path] } ?? Array(path.utf8)
    }

    /// `path` as the C string to open it by (``bytes(of:)``).
    static func cString(_ path: String) -> [CChar] {
        bytes(of: path).map { CChar(bitPattern: $0) } + [0]
    }

    /// The command line's arguments as ``name(_:)`` names them, from the
    /// bytes the process was given (`CommandLine.arguments` would have
    /// replaced a byte that is not UTF-8 for good).
    package static func commandLineArguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            let length = strlen(argument)
            let bytes = argument.withMemoryRebound(to: UInt8.self, capacity: length) {
                Array(UnsafeBufferPointer(start: $0, count: length))
            }
            return name(bytes)
        }
    }
}
