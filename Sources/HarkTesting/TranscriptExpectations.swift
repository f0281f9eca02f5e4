import Hark

/// Partial expectations, for tests that care about one thing and need no
/// reference file.
extension Transcript {
    /// The lines of the text rendering, without its header line.
    public var lines: [String] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().map(String.init))
    }

    /// Whether the text rendering has `expected` as consecutive lines.
    public func contains(lines expected: [String]) -> Bool {
        guard !expected.isEmpty else { return true }
        let lines = self.lines
        guard lines.count >= expected.count else { return false }
        return (0...(lines.count - expected.count)).contains { Array(lines[$0..<$0 + expected.count]) == expected }
    }

    /// Whether the text rendering's lines match `patterns` one for one:
    /// in a pattern `*` stands for any text and `?` for one character, and
    /// a pattern line `...` for any number of lines.
    public func matches(_ patterns: [String]) -> Bool {
        Self.match(lines[...], patterns[...])
    }

    private static func match(_ lines: ArraySlice<String>, _ patterns: ArraySlice<String>) -> Bool {
        // reachable[i][j]: patterns[..<i] can match lines[..<j]; filled row by row.
        let lines = Array(lines), patterns = Array(patterns)
        var reachable = [Bool](repeating: false, count: lines.count + 1)
        reachable[0] = true
        for pattern in patterns {
            var next = [Bool](repeating: false, count: lines.count + 1)
            if pattern == "..." {
                var seen = false
                for j in 0...lines.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            } else {
                for j in 0..<lines.count where reachable[j] && glob(pattern, lines[j]) { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[lines.count]
    }

    /// `*` any text, `?` one character, everything else itself.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        let text = Array(text)
        // matches[j]: the pattern so far matches text[..<j].
        var matches = [Bool](repeating: false, count: text.count + 1)
        matches[0] = true
        for symbol in pattern {
            var next = [Bool](repeating: false, count: text.count + 1)
            if symbol == "*" {
                if let first = matches.firstIndex(of: true) { for k in first...text.count { next[k] = true } }
            } else {
                for j in 0..<text.count where matches[j] && (symbol == "?" || symbol == text[j]) { next[j + 1] = true }
            }
            matches = next
        }
        return matches[text.count]
    }
}

/// The failure when `transcript` lacks `lines` as consecutive lines, or `nil`.
func containsFailure(_ transcript: Transcript, _ lines: [String]) -> String? {
    guard !transcript.contains(lines: lines) else { return nil }
    return "The transcript does not contain these lines:\n" + lines.joined(separator: "\n") + "\n\nIt is:\n"
        + transcript.text
}

/// The failure when `transcript`'s lines do not match `patterns`, or `nil`.
func matchesFailure(_ transcript: Transcript, _ patterns: [String]) -> String? {
    guard !transcript.matches(patterns) else { return nil }
    return "The transcript does not match:\n" + patterns.joined(separator: "\n") + "\n\nIt is:\n" + transcript.text
}

/// Checks that `transcript` has `lines` as consecutive lines of its text;
/// the failure shows the transcript, reported at the caller to the test
/// framework that is running (Swift Testing or XCTest).
public func assertTranscript(
    _ transcript: Transcript, contains lines: [String], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).record(
        containsFailure(transcript, lines))
}

/// Checks that `transcript`'s lines match `patterns` (`*`, `?`, and `...`
/// lines); the failure shows the transcript, reported at the caller to the
/// test framework that is running (Swift Testing or XCTest).
public func assertTranscript(
    _ transcript: Transcript, matches patterns: [String], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).record(
        matchesFailure(transcript, patterns))
}
