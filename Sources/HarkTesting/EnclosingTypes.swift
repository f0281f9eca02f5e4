import Foundation

/// The types a line of a Swift file is declared in, outermost first
/// (`["FlightTests"]` for a line in a method of `class FlightTests:
/// XCTestCase`), read from the source: XCTest has no API that names the
/// running test case's class, and `#function` names only the method.
///
/// A light scanner, not a parser: it skips comments and string literals
/// (raw and multi-line ones too), counts braces, and takes the name after
/// `class`, `struct`, `enum`, `actor` or `extension` as the type a brace
/// opens. One pass, no recursion; a file it cannot read gives no types.
enum EnclosingTypes {
    private static let cache = Cache()

    /// The type names around `line` (from 1) of the file at `path`.
    static func names(inFile path: String, line: Int) -> [String] {
        guard let source = cache.source(path) else { return [] }
        return names(in: source, line: line)
    }

    /// The type names around `line` (from 1) of `source`.
    static func names(in source: String, line target: Int) -> [String] {
        var scanner = Scanner(Array(source.unicodeScalars))
        var stack: [String?] = []
        var pending: String?, previousWord = ""
        while let token = scanner.next(), scanner.line <= target {
            switch token {
            case .word(let word):
                if ["class", "struct", "enum", "actor", "extension"].contains(previousWord), !keywords.contains(word) {
                    pending = word
                }
                previousWord = word
            case .open:
                stack.append(pending)
                pending = nil
                previousWord = ""
            case .close:
                _ = stack.popLast()
                pending = nil
                previousWord = ""
            case .other:
                previousWord = ""
            }
        }
        return stack.compactMap { $0 }
    }

    /// Words after `class` that are no type's name (`class func`, `class var`).
    private static let keywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public",
    ]

    private enum Token {
        case word(String)
        case open, close, other
    }

    /// Swift source as tokens that matter here; comments and literals skipped.
    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ text: [Unicode.Scalar]) { self.text = text }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        private mutating func advance() {
            if text[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func next() -> Token? {
            while let scalar = peek() {
                if scalar == "/", peek(1) == "/" {
                    while let c = peek(), c != "\n" { advance() }
                } else if scalar == "/", peek(1) == "*" {
                    skipBlockComment()
                } else if scalar == "#" || scalar == "\"" {
                    if !skipString() { advance() }
                } else if scalar == "{" {
                    advance()
                    return .open
                } else if scalar == "}" {
                    advance()
                    return .close
                } else if scalar == "_" || scalar.properties.isAlphabetic {
                    var word = ""
                    while let c = peek(), c == "_" || c.properties.isAlphabetic || c.properties.numericType != nil {
                        word.unicodeScalars.append(c)
                        advance()
                    }
                    return .word(word)
                } else {
                    advance()
                    if !scalar.properties.isWhitespace { return .other }
                }
            }
            return nil
        }

        /// `/* … */`, nested as Swift nests them.
        private mutating func skipBlockComment() {
            var depth = 0
            while peek() != nil {
                if peek() == "/", peek(1) == "*" {
                    depth += 1
                    advance()
                } else if peek() == "*", peek(1) == "/" {
                    depth -= 1
                    advance()
                    if depth == 0 {
                        advance()
                        return
                    }
                }
                advance()
            }
        }

        /// A string literal at the index (`"…"`, `"""…"""`, `#"…"#`);
        /// whether there was one. Interpolations are skipped with it.
        private mutating func skipString() -> Bool {
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            guard peek(hashes) == "\"" else { return false }
            let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
            for _ in 0..<(hashes + (multiline ? 3 : 1)) { advance() }
            let quotes = multiline ? 3 : 1
            while let c = peek() {
                if c == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                    for _ in 0...hashes { advance() }
                    if peek() == "(" { skipInterpolation() } else if peek() != nil { advance() }
                    continue
                }
                if c == "\n", !multiline { return true }
                if c == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
                    (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
                {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return true
                }
                advance()
            }
            return true
        }

        /// `(…)` of an interpolation, from its `(`: parentheses counted, a
        /// string inside skipped to its closing quote on the same line.
        private mutating func skipInterpolation() {
            var depth = 0
            while let c = peek() {
                advance()
                if c == "(" {
                    depth += 1
                } else if c == ")" {
                    depth -= 1
                    if depth == 0 { return }
                } else if c == "\"" {
                    while let d = peek(), d != "\"", d != "\n" {
                        advance()
                        if d == "\\", peek() != nil { advance() }
                    }
                    if peek() == "\"" { advance() }
                }
            }
        }
    }

    /// Files read once per process.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [String: String] = [:]

        func source(_ path: String) -> String? {
            lock.withLock {
                if let source = sources[path] { return source }
                guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
                sources[path] = source
                return source
            }
        }
    }
}
