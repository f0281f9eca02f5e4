/// A transcript reference that tolerates what changes between runs: a
/// placeholder `{{regex}}` in a line stands for any text the regular
/// expression matches in full (a time, a count, a date), and a reference
/// whose header has the line `# partial` lists only some of the stops,
/// which must come in the transcript in that order. docs/Testing.md
/// documents the syntax.
///
/// The comparison resolves the reference against the transcript: each
/// line whose placeholders match is replaced by the transcript's line, and
/// a partial reference is compared with the stops of the transcript it
/// lists (the stop found for each, or the one with the same number). Equal
/// resolved texts are a match; otherwise the two are what the failure's
/// diff shows, so that it shows the first real difference, not the
/// placeholders.
package struct TranscriptPattern {
    /// A reference that cannot be read: a placeholder that is not a
    /// regular expression.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The header line that makes a reference partial.
    package static let partialMarker = "# partial"

    private let lines: [Line]
    private let partial: Bool

    /// One reference line: its text, and its pattern when it has a placeholder.
    private struct Line {
        var text: String
        var pattern: LinePattern?

        func matches(_ line: Substring) -> Bool { pattern?.matches(line) ?? (text == line) }
    }

    /// Reads a reference; it throws for a placeholder that is not a
    /// regular expression, naming its line.
    package init(reference: String) throws(Failure) {
        var lines: [Line] = []
        var partial = false, inHeader = true
        for (number, text) in reference.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if inHeader, text == Self.partialMarker {
                partial = true
                continue
            }
            if !text.hasPrefix("#") { inHeader = false }
            do {
                lines.append(Line(text: String(text), pattern: try LinePattern(text)))
            } catch {
                throw Failure(description: "line \(number + 1) of the reference: \(error.description)")
            }
        }
        self.lines = lines
        self.partial = partial
    }

    /// Whether a reference has a placeholder or is partial: only then is
    /// it read as a pattern.
    package static func isPattern(_ reference: String) -> Bool {
        reference.contains("{{") || reference.hasPrefix(partialMarker + "\n")
            || reference.contains("\n" + partialMarker + "\n")
    }

    /// The reference resolved against `actual`, and the part of `actual` it
    /// is compared with: equal when the transcript matches.
    package func resolve(against actual: String) -> (expected: String, actual: String) {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard partial else {
            let resolved = lines.enumerated().map { index, line in
                index < actualLines.count && line.matches(actualLines[index]) ? String(actualLines[index]) : line.text
            }
            return (resolved.joined(separator: "\n"), actual)
        }
        return resolvePartial(Self.blocks(actualLines.map(String.init)))
    }

    /// A partial reference: its header lines against the transcript's, and
    /// each of its stops (with the lines indented under it) found in order
    /// among the transcript's; a stop not found is compared with the
    /// transcript's stop of the same number, when it has one.
    private func resolvePartial(_ actual: [[String]]) -> (expected: String, actual: String) {
        let reference = Self.blocks(lines.map(\.text))
        let index = BlockIndex(actual)
        var expected: [String] = [], compared: [String] = []
        var next = 0, offset = 0
        for block in reference {
            let pattern = lines[offset..<offset + block.count]
            offset += block.count
            if let found = index.first(matching: Array(pattern), from: next) {
                expected += actual[found]
                compared += actual[found]
                next = found + 1
                continue
            }
            expected += block
            if let number = Self.stopNumber(block.first ?? ""), let same = index.stops[number] {
                compared += actual[same]
            }
        }
        return (expected.joined(separator: "\n"), compared.joined(separator: "\n"))
    }

    /// The transcript's blocks found by their first line, so that a
    /// partial reference's stops are looked up, not searched for from the
    /// start each time: a reference line without a placeholder is found
    /// among the blocks that start with it, and only a line with one is
    /// matched against each block from the last one found.
    private struct BlockIndex {
        let blocks: [[String]]
        let starting: [String: [Int]]
        let stops: [Int: Int]

        init(_ blocks: [[String]]) {
            self.blocks = blocks
            var starting: [String: [Int]] = [:], stops: [Int: Int] = [:]
            for (position, block) in blocks.enumerated() {
                let first = block.first ?? ""
                starting[first, default: []].append(position)
                if let number = TranscriptPattern.stopNumber(first), stops[number] == nil { stops[number] = position }
            }
            self.starting = starting
            self.stops = stops
        }

        /// The first block at or after `start` that `pattern` matches.
        func first(matching pattern: [Line], from start: Int) -> Int? {
            let matches = { (position: Int) in
                blocks[position].count == pattern.count
                    && zip(pattern, blocks[position]).allSatisfy { $0.matches(Substring($1)) }
            }
            guard let head = pattern.first, head.pattern == nil else {
                return (start..<blocks.count).first(where: matches)
            }
            let positions = starting[head.text] ?? []
            var low = 0, high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < start { low = middle + 1 } else { high = middle }
            }
            return positions[low...].first(where: matches)
        }
    }

    /// Lines grouped as the text transcript groups them: a line, and the
    /// lines indented under it (a stop's hint, cues, actions).
    private static func blocks(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = []
        for line in lines {
            if line.hasPrefix(" "), !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            } else {
                blocks.append([line])
            }
        }
        return blocks
    }

    /// The number a stop's line starts with (`3 [save] Save. Button.`).
    private static func stopNumber(_ line: String) -> Int? {
        line.firstIndex(of: " ").flatMap { Int(line[..<$0]) }
    }
}
