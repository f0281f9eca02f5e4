/// Findings kept without the tree they are about, compactly: `hark diff`
/// keeps one version's findings while it reads the other, and a large
/// screen has a finding on nearly every element. Rule ids and messages are
/// kept once each (most repeat); a finding's id, path, speech and reason
/// are UTF-8 bytes in one buffer, shared with the finding before when they
/// are the same (an element's findings come one after the other). Each
/// finding is made whole again when read.
package struct AuditFindingList: RandomAccessCollection {
    private struct Record {
        /// The rule's and the message's numbers in `strings`.
        var rule: Int32
        var message: Int32
        var index: Int?
        var severity: AuditFinding.Severity
        /// Where its id, path, speech and reason start in `bytes`.
        var start: Int
    }

    private var records: [Record] = []
    private var strings: [String] = []
    private var numbers: [String: Int32] = [:]
    /// Each finding's id, path, speech and reason, each as its length
    /// plus one (0 for none) in LEB128 and its UTF-8 bytes.
    private var bytes: [UInt8] = []
    /// The last finding's id, path, speech and reason, and where they start.
    private var last: (texts: [String?], start: Int)?

    /// No findings.
    package init() {}

    /// `findings`, kept.
    package init(_ findings: some Sequence<AuditFinding>) {
        for finding in findings { append(finding) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { records.count }

    /// Keeps `finding`.
    package mutating func append(_ finding: AuditFinding) {
        let texts = [finding.id, finding.path, finding.speech, finding.suppressedBecause]
        if last?.texts != texts {
            last = (texts, bytes.count)
            for text in texts { put(text) }
        }
        records.append(
            Record(
                rule: number(of: finding.rule), message: number(of: finding.message),
                index: finding.index, severity: finding.severity,
                start: last?.start ?? 0))
    }

    /// The finding at `position`, made whole.
    package subscript(position: Int) -> AuditFinding {
        let record = records[position]
        var start = record.start
        let id = take(&start), path = take(&start) ?? "", speech = take(&start), reason = take(&start)
        return AuditFinding(
            severity: record.severity, rule: strings[Int(record.rule)], id: id, path: path,
            message: strings[Int(record.message)], speech: speech, index: record.index,
            suppressedBecause: reason)
    }

    private mutating func number(of string: String) -> Int32 {
        if let known = numbers[string] { return known }
        let number = Int32(strings.count)
        strings.append(string)
        numbers[string] = number
        return number
    }

    private mutating func put(_ text: String?) {
        var length = UInt(text.map { $0.utf8.count + 1 } ?? 0)
        repeat {
            bytes.append(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
            length >>= 7
        } while length > 0
        if let text { bytes.append(contentsOf: text.utf8) }
    }

    private func take(_ start: inout Int) -> String? {
        var length: UInt = 0, shift: UInt = 0
        while true {
            let byte = bytes[start]
            start += 1
            length |= UInt(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 { break }
        }
        guard length > 0 else { return nil }
        defer { start += Int(length) - 1 }
        return String(decoding: bytes[start..<start + Int(length) - 1], as: UTF8.self)
    }
}
