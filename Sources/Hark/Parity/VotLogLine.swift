import Foundation

/// One line of a `vot` log that the recording reads, the rest being noise.
/// The shapes are those `vot` logs at debug level in the iOS Simulator
/// (docs/Parity.md, "Recording in the Simulator"); the marker may follow any
/// prefix (`log stream --style compact` puts a time, a type and the process
/// before it).
enum VotLogLine: Equatable {
    /// `Will set element: <label> {{x, y}, {w, h}}`, or, with `landing`,
    /// `First element in app focus: …` after a screen change.
    case focus(label: String, frame: [Double], landing: Bool)
    /// `Post-processed string: '<text>'`: one part of an utterance. `open`
    /// when the closing quote is not on this line (the text goes on).
    case part(String, open: Bool)
    /// `Spoke: [<language>:<voice>]`: the utterance before it is complete.
    case spoke(language: String, voice: String)
    /// `Completed utterance`: the utterance before it is complete.
    case completed
    /// `VoiceOver Received note: Announcement`, with the text when the line
    /// holds it.
    case announcement(String?)

    /// The markers, in the order they are looked for.
    static let willSet = "Will set element:", firstElement = "First element in app focus:"
    static let postProcessed = "Post-processed string:", spoke = "Spoke:"
    static let completedMarker = "Completed utterance", announcementMarker = "VoiceOver Received note: Announcement"

    /// The line's meaning; `nil` for a line the recording does not read.
    ///
    /// - Throws: a message when the line has a marker but not its shape.
    static func parse(_ line: String) throws(VotLogFailure) -> VotLogLine? {
        if let rest = after(willSet, in: line) { return try focus(rest, landing: false) }
        if let rest = after(firstElement, in: line) { return try focus(rest, landing: true) }
        if let rest = after(postProcessed, in: line) { return try part(rest) }
        if let rest = after(spoke, in: line) { return try spoken(rest) }
        if let rest = after(announcementMarker, in: line) {
            var text = Substring(rest)
            if text.first == ":" { text = text.dropFirst() }
            let trimmed = text.trimmingSpaces
            return .announcement(trimmed.isEmpty ? nil : unquoted(trimmed))
        }
        if line.contains(completedMarker) { return .completed }
        return nil
    }

    /// The text after the first `marker` of `line`.
    static func after(_ marker: String, in line: String) -> String? {
        guard let range = line.range(of: marker) else { return nil }
        return String(line[range.upperBound...])
    }

    /// `<label> {{x, y}, {w, h}}`.
    static func focus(_ rest: String, landing: Bool) throws(VotLogFailure) -> VotLogLine {
        let what = landing ? "First element in app focus" : "Will set element"
        guard
            let open = rest.range(of: " {{", options: .backwards) ?? (rest.hasPrefix("{{") ? rest.range(of: "{{") : nil)
        else {
            throw VotLogFailure("\"\(what)\" without a frame {{x, y}, {w, h}} at its end")
        }
        let numbers = rest[open.lowerBound...].split(whereSeparator: { "{}, \t".contains($0) })
        let frame = numbers.compactMap { Double($0) }
        guard numbers.count == 4, frame.count == 4, frame.allSatisfy(\.isFinite) else {
            throw VotLogFailure("\"\(what)\" ends in a frame that is not {{x, y}, {w, h}}")
        }
        return .focus(label: String(rest[..<open.lowerBound].trimmingSpaces), frame: frame, landing: landing)
    }

    /// `'<text>'`, the closing quote last on the line or on a later one.
    static func part(_ rest: String) throws(VotLogFailure) -> VotLogLine {
        let text = rest.trimmingSpaces
        guard text.first == "'" else {
            throw VotLogFailure("\"Post-processed string\" without its text in quotes '…'")
        }
        let body = text.dropFirst()
        if body.last == "'" { return .part(String(body.dropLast()), open: false) }
        return .part(String(body), open: true)
    }

    /// `[<language>:<voice>]`.
    static func spoken(_ rest: String) throws(VotLogFailure) -> VotLogLine {
        let text = rest.trimmingSpaces
        guard text.first == "[", let close = text.firstIndex(of: "]"), let colon = text.firstIndex(of: ":"),
            colon < close
        else {
            throw VotLogFailure("\"Spoke:\" without [<language>:<voice>]")
        }
        let language = String(text[text.index(after: text.startIndex)..<colon])
        guard let first = language.first, first.isASCII, first.isLetter,
            language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw VotLogFailure("\"Spoke:\" names \(NameSuggestion.quoted(language)), not a language such as \"en\"")
        }
        return .spoke(language: language, voice: String(text[text.index(after: colon)..<close]))
    }

    /// `text` without one pair of surrounding single quotes.
    static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "'", text.last == "'" else { return String(text) }
        return String(text.dropFirst().dropLast())
    }
}

/// Why a line of a `vot` log could not be read.
struct VotLogFailure: Error {
    var message: String

    init(_ message: String) { self.message = message }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = text.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return text[first...last]
    }
}

extension ParityRecording {
    /// The element a `vot` log line moves focus to (`Will set element` or
    /// `First element in app focus`), its label and frame written out;
    /// `nil` for any other line, or one not in its shape. `hark record`
    /// tells focus moves apart by it while it walks a screen.
    package static func votFocusElement(in line: String) -> String? {
        guard case .focus(let label, let frame, _)? = try? VotLogLine.parse(line) else { return nil }
        return label + " " + frame.map { String($0) }.joined(separator: ",")
    }

    /// What a `vot` log line says of speech: a text sent to the synthesizer
    /// or the end of an utterance. `hark record` waits after a key press
    /// until the speech it started has completed.
    package enum VotMark: Hashable, Sendable {
        /// `Post-processed string: '…'`.
        case speech
        /// `Completed utterance`.
        case completed
    }

    /// The line's mark; `nil` for any other line.
    package static func votMark(in line: String) -> VotMark? {
        switch try? VotLogLine.parse(line) {
        case .part?: .speech
        case .completed?: .completed
        default: nil
        }
    }
}
