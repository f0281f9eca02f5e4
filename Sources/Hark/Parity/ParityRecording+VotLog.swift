import Foundation

/// Reads a saved `vot` log (VoiceOver's daemon in the iOS Simulator, logged
/// at debug level) into a recording. docs/Parity.md has the rules.
extension ParityRecording {
    /// What ``init(votLog:)`` writes into `recordedWith`.
    package static let votLogRecorder = "simulator vot log"

    /// Why a `vot` log is not a recording, and on which line (0 for the whole
    /// file).
    public struct LogError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line, counted from 1; 0 for the whole file.
        public var line: Int
        /// What is wrong, in one sentence.
        public var message: String

        /// Creates an error on `line`.
        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// `line N: message`, or the message alone for the whole file.
        public var description: String { line == 0 ? message : "line \(line): \(message)" }
    }

    /// Reads a `vot` log: one entry per focus move (`Will set element`) or
    /// landing after a screen change (`First element in app focus`), its
    /// first utterance the speech, later ones the hint; announcements are
    /// entries of their own. Speech is keyed to the focus line before it.
    ///
    /// - Throws: ``LogError`` for a log over the size limit, a line that is
    ///   not UTF-8 or too long, a marker line not in its shape, or a log
    ///   without any spoken focus move.
    public init(votLog data: Data) throws(LogError) {
        self = try Self.readVotLog(data) { error throws(LogError) in throw error }
    }

    /// Reads a `vot` log as ``init(votLog:)`` does, but skips each line it
    /// cannot read (a marker line not in its shape, such as `Will set
    /// element: (null)`, a line that is not UTF-8 or is too long, a quoted
    /// text that never closes) and appends why to `skipped`: one odd line
    /// of a long recording session does not lose the rest.
    ///
    /// - Throws: ``LogError`` for a log over the size limit or without any
    ///   spoken focus move.
    public init(votLog data: Data, skipped: inout [LogError]) throws(LogError) {
        var lines: [LogError] = []
        self = try Self.readVotLog(data) { error in lines.append(error) }
        skipped += lines
    }

    /// Reads `data` a line at a time; `bad` gets each line that cannot be read.
    private static func readVotLog(_ data: Data, bad: (LogError) throws(LogError) -> Void) throws(LogError) -> Self {
        guard data.count <= HarkDocument.maximumInputSize else {
            throw LogError(line: 0, message: "the log is over \(HarkDocument.maximumInputSize / 1_048_576) MB")
        }
        var log = VotLogReader()
        var number = 0
        var start = data.startIndex
        while start < data.endIndex {
            number += 1
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            var bytes = data[start..<end]
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            start = end < data.endIndex ? end + 1 : end
            guard bytes.count <= VotLogReader.longestLine else {
                try bad(LogError(line: number, message: "the line is over \(VotLogReader.longestLine) bytes"))
                continue
            }
            guard let line = String(bytes: bytes, encoding: .utf8) else {
                try bad(LogError(line: number, message: "the line is not UTF-8"))
                continue
            }
            do {
                try log.read(line)
            } catch {
                try bad(LogError(line: number, message: error.message))
            }
        }
        guard let recording = log.finish() else {
            throw LogError(
                line: 0,
                message: "no spoken focus move (\"Will set element: …\" then \"Post-processed string: '…'\"); "
                    + "is this vot's log streamed at debug level?")
        }
        return recording
    }
}

/// The state of reading a `vot` log, a line at a time.
struct VotLogReader {
    /// The longest line read (1 MB).
    static let longestLine = 1_048_576
    /// The most lines one quoted text may run over.
    static let longestText = 200

    var entries: [ParityRecording.Entry] = []
    /// The language and voice of each entry's first utterance.
    var spokenIn: [(language: String, voice: String)?] = []
    /// The entry focus is on, its label and frame.
    var current: Int?
    var currentKey: (label: String, frame: [Double])?
    /// The parts of the utterance being spoken.
    var parts: [String] = []
    /// A part whose closing quote is on a later line, and its line count.
    var openPart: (text: String, lines: Int)?
    /// An announcement whose text is the next utterance.
    var announcing = false
    /// Where the last utterance went, for a `Spoke:` line after it ended.
    var lastTarget: Int?
    /// The entry whose utterance VoiceOver has not completed yet.
    var unfinished: Int?
    /// The entries focus left before VoiceOver completed their speech.
    var cutOff: Set<Int> = []
    /// Whether the log marks completed utterances at all.
    var marksCompletion = false

    mutating func read(_ line: String) throws(VotLogFailure) {
        if let open = openPart {
            guard open.lines < Self.longestText else {
                openPart = nil
                throw VotLogFailure("a quoted text runs over \(Self.longestText) lines without its closing quote")
            }
            let text = line.trimmingSpaces
            if text.last == "'" {
                parts.append(open.text + " " + text.dropLast())
                openPart = nil
            } else {
                openPart = (open.text + " " + text, open.lines + 1)
            }
            return
        }
        switch try VotLogLine.parse(line) {
        case nil: break
        case .focus(let label, let frame, let landing): moveFocus(label: label, frame: frame, landing: landing)
        case .part(let text, let open):
            if open { openPart = (text, 1) } else if !text.isEmpty { parts.append(text) }
        case .spoke(let language, let voice): endUtterance(spokenIn: (language, voice))
        case .completed:
            endUtterance(spokenIn: nil)
            (unfinished, marksCompletion) = (nil, true)
        case .announcement(let text):
            endUtterance(spokenIn: nil)
            if let text, !text.isEmpty {
                entries.append(ParityRecording.Entry(.announcement, speech: text))
                spokenIn.append(nil)
            } else {
                announcing = true
            }
        }
    }

    /// A focus line: a new entry, or the same element again.
    mutating func moveFocus(label: String, frame: [Double], landing: Bool) {
        endUtterance(spokenIn: nil)
        if let unfinished, entries[unfinished].isElement { cutOff.insert(unfinished) }
        unfinished = nil
        if let current, let key = currentKey, key.label == label, key.frame == frame {
            if landing { entries[current].kind = .screenChange }
            return
        }
        entries.append(ParityRecording.Entry(landing ? .screenChange : .focus, speech: "", element: label))
        spokenIn.append(nil)
        current = entries.count - 1
        currentKey = (label, frame)
    }

    /// The parts read so far make one utterance: an announcement's text,
    /// the focused element's speech, or its hint.
    mutating func endUtterance(spokenIn spoken: (language: String, voice: String)?) {
        guard !parts.isEmpty else {
            if let spoken, let lastTarget, spokenIn[lastTarget] == nil { spokenIn[lastTarget] = spoken }
            return
        }
        let text = parts.joined(separator: ", ")
        parts = []
        defer { unfinished = lastTarget }
        if announcing {
            announcing = false
            entries.append(ParityRecording.Entry(.announcement, speech: text))
            spokenIn.append(spoken)
            lastTarget = entries.count - 1
            return
        }
        guard let current else { return }  // speech before the first focus line
        lastTarget = current
        if entries[current].speech.isEmpty {
            entries[current].speech = text
            spokenIn[current] = spoken
        } else if text != entries[current].speech, text != entries[current].hint {
            entries[current].hint = entries[current].hint.map { $0 + " " + text } ?? text
        }
    }

    /// The recording: the entries VoiceOver spoke, in the language of the
    /// first element it spoke.
    mutating func finish() -> ParityRecording? {
        if let open = openPart { parts.append(open.text) }
        endUtterance(spokenIn: nil)
        let spoken = entries.indices.filter { !entries[$0].speech.isEmpty }
        guard let first = spoken.first(where: { entries[$0].isElement }) else { return nil }
        let main = spokenIn[first] ?? spoken.compactMap { spokenIn[$0] }.first
        var kept: [ParityRecording.Entry] = []
        for index in spoken {
            var entry = entries[index]
            entry.cutOff = marksCompletion && cutOff.contains(index)
            if let language = spokenIn[index]?.language, language != main?.language { entry.language = language }
            kept.append(entry)
        }
        return ParityRecording(
            entries: kept, locale: main?.language, recordedWith: ParityRecording.votLogRecorder, voice: main?.voice)
    }
}
