extension Navigator {
    /// A VoiceOver gesture (docs/VoiceOver.md, "Gestures"), as a script
    /// names it (docs/Navigation.md, "The gestures").
    public enum Gesture: Hashable, Sendable {
        /// One-finger flick right: the next element.
        case next
        /// One-finger flick left: the previous element.
        case previous
        /// Four-finger tap at the top: the first element.
        case first
        /// Four-finger tap at the bottom: the last element.
        case last
        /// One-finger touch: the element under the finger.
        case touch(x: Double, y: Double)
        /// Double tap.
        case activate
        /// One-finger flick up: the rotor's setting, increment an adjustable
        /// element, or the previous custom action.
        case flickUp
        /// One-finger flick down: the rotor's setting, decrement an adjustable
        /// element, or the next custom action.
        case flickDown
        /// Two-finger rotate: choose a rotor setting.
        case rotor(RotorSetting)
        /// Two-finger swipe up: read all from the top.
        case readAll
        /// Two-finger swipe down: read all from the current element.
        case readFromHere
        /// Two-finger Z scrub.
        case escape
        /// Two-finger double tap.
        case magicTap
        /// Three-finger swipe (the finger direction: `left` scrolls to the next page).
        case scroll(ScrollDirection)
        /// A Voice Control command: "Tap Send", "Tap 3", "Show numbers",
        /// "Show names".
        case say(String)
        /// The user changes a setting mid-session, as the system's change
        /// notification tells the app.
        case setting(SettingName, Bool)

        /// How the gesture is written in a script.
        package var name: String {
            switch self {
            case .next: "next"
            case .previous: "previous"
            case .first: "first"
            case .last: "last"
            case .touch(let x, let y): "touch \(Self.number(x)) \(Self.number(y))"
            case .activate: "activate"
            case .flickUp: "up"
            case .flickDown: "down"
            case .rotor(let setting): "rotor \(setting.name)"
            case .readAll: "readAll"
            case .readFromHere: "readFromHere"
            case .escape: "escape"
            case .magicTap: "magicTap"
            case .scroll(let direction): "scroll \(direction.rawValue)"
            case .say(let command): "say '\(command)'"
            case .setting(let name, let on): "setting \(name.rawValue) \(on ? "on" : "off")"
            }
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}

/// A setting a script can change: `setting reduceMotion on`.
public enum SettingName: String, Hashable, Sendable, CaseIterable {
    /// Reduce Motion, or VoiceOver's Speak Hints.
    case reduceMotion, speakHints
}

/// The direction of a three-finger swipe.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// The fingers move left (the next page), right, up or down.
    case left, right, up, down
}

/// A gesture that could not be read, with where.
public struct GestureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// "script line 3" or "--gestures, gesture 2".
    public var location: String
    /// What is wrong.
    public var message: String

    public var description: String { "\(location): \(message)" }
}

extension Navigator.Gesture {
    static let names = [
        "next", "previous", "first", "last", "touch", "activate", "up", "down", "increment", "decrement",
        "rotor", "readAll", "readFromHere", "escape", "magicTap", "scroll", "say", "setting",
    ]

    /// Reads a list of gestures written on one line ("next next activate",
    /// "touch 120 300", "rotor headings", "scroll left"). Gestures are
    /// separated by spaces or, as on many command lines, by commas
    /// ("next,next,activate"); a comma inside quotes is text. `location`
    /// names the gesture at a position from 1 for an error, and position 0
    /// the whole text.
    /// - Throws: ``GestureError`` for a gesture that cannot be read, or when
    ///   the text holds no gesture at all (empty, or only spaces and
    ///   commas), as for a script with none: an empty session is a mistake,
    ///   not a run to pass.
    package static func parse(_ text: String, location: (Int) -> String) throws(GestureError) -> [Navigator.Gesture] {
        let gestures = try parse(text, comments: false, location: location)
        guard !gestures.isEmpty else {
            throw GestureError(
                location: location(0), message: "no gesture: the text is empty or holds only spaces and commas")
        }
        return gestures
    }

    /// Reads one line; with `comments`, an unquoted `#` ends it.
    private static func parse(_ text: String, comments: Bool, location: (Int) -> String) throws(GestureError)
        -> [Navigator.Gesture]
    {
        var words = try words(of: text, comments: comments, location: location(1))[...]
        var gestures: [Navigator.Gesture] = []
        while let word = words.popFirst().map(\.text) {
            let here = location(gestures.count + 1)
            switch word {
            case "next", "right": gestures.append(.next)
            case "previous", "left": gestures.append(.previous)
            case "first": gestures.append(.first)
            case "last": gestures.append(.last)
            case "activate", "doubleTap": gestures.append(.activate)
            case "up", "increment": gestures.append(.flickUp)
            case "down", "decrement": gestures.append(.flickDown)
            case "readAll": gestures.append(.readAll)
            case "readFromHere": gestures.append(.readFromHere)
            case "escape": gestures.append(.escape)
            case "magicTap": gestures.append(.magicTap)
            case "touch", "rotor", "say", "setting", "scroll":
                gestures.append(try gesture(word, operands: &words, here: here))
            default:
                throw GestureError(
                    location: here,
                    message: NameSuggestion.unknown(
                        "gesture", word, in: names, otherwise: "; the gestures are: " + names.joined(separator: ", ")))
            }
        }
        return gestures
    }

    /// Reads the gesture `word` names with the words after it it takes
    /// (`touch 120 300`, `rotor headings`, `say 'Tap Send'`, `setting
    /// reduceMotion on`, `scroll left`).
    private static func gesture(_ word: String, operands words: inout ArraySlice<Word>, here: String)
        throws(GestureError) -> Navigator.Gesture
    {
        var operands = Operands(gesture: word, here: here, words: words)
        defer { words = operands.words }
        switch word {
        case "touch": return try operands.touch()
        case "rotor": return try operands.rotor()
        case "say": return .say(try operands.next("a Voice Control command in quotes, such as 'Tap Send'").text)
        case "setting": return try operands.setting()
        default: return try operands.scroll()
        }
    }

    /// The words a gesture takes after its name, read one at a time; each
    /// reader below makes one gesture of them, and names the gesture and
    /// what it needs when a word is missing or wrong.
    private struct Operands {
        let gesture: String
        let here: String
        var words: ArraySlice<Word>

        /// The next word, which must be `what`.
        mutating func next(_ what: String) throws(GestureError) -> Word {
            guard let next = words.popFirst() else {
                throw GestureError(location: here, message: "\(NameSuggestion.quoted(gesture)) needs \(what)")
            }
            return next
        }

        /// The next word, which must be `what`, as the value `value` finds
        /// for it; for another word, an unknown `kind`, with the nearest of
        /// `names` suggested and `otherwise` said.
        mutating func next<Value>(
            _ what: String, as kind: String, names: [String], otherwise: String, _ value: (String) -> Value?
        ) throws(GestureError) -> Value {
            let name = try next(what).text
            guard let found = value(name) else {
                throw GestureError(
                    location: here, message: NameSuggestion.unknown(kind, name, in: names, otherwise: otherwise))
            }
            return found
        }

        /// `touch x y`, in points.
        mutating func touch() throws(GestureError) -> Navigator.Gesture {
            let xText = try next("two numbers, x and y in points").text
            let yText = try next("two numbers, x and y in points").text
            guard let x = Double(xText), let y = Double(yText), x.isFinite, y.isFinite else {
                throw GestureError(
                    location: here,
                    message:
                        "\"touch\" needs two numbers, x and y in points, found "
                        + "\(NameSuggestion.quoted(xText + " " + yText))"
                )
            }
            return .touch(x: x, y: y)
        }

        /// `rotor headings`, or `rotor 'Name'` for a custom rotor.
        mutating func rotor() throws(GestureError) -> Navigator.Gesture {
            let operand = try next(
                "a setting: " + RotorSetting.system.map(\.name).joined(separator: ", ")
                    + ", or a custom rotor's name in quotes")
            let name = operand.text
            if operand.quoted { return .rotor(.custom(name)) }
            guard let setting = RotorSetting.system.first(where: { $0.name == name }) else {
                throw GestureError(
                    location: here,
                    message: NameSuggestion.unknown(
                        "rotor setting", name, in: RotorSetting.system.map(\.name),
                        listing: true, otherwise: ", or a custom rotor's name in quotes"))
            }
            return .rotor(setting)
        }

        /// `setting reduceMotion on`.
        mutating func setting() throws(GestureError) -> Navigator.Gesture {
            let setting = try next(
                "a setting (reduceMotion or speakHints) and on or off", as: "setting",
                names: SettingName.allCases.map(\.rawValue), otherwise: "; expected reduceMotion or speakHints",
                SettingName.init(rawValue:))
            let value = try next("on or off").text
            guard value == "on" || value == "off" else {
                throw GestureError(
                    location: here,
                    message:
                        "\"setting \(setting.rawValue)\" needs on or off, found \(NameSuggestion.quoted(value))")
            }
            return .setting(setting, value == "on")
        }

        /// `scroll left`: the fingers' direction.
        mutating func scroll() throws(GestureError) -> Navigator.Gesture {
            let direction = try next(
                "a direction: left, right, up or down", as: "scroll direction", names: [],
                otherwise: "; expected left, right, up or down", ScrollDirection.init(rawValue:))
            return .scroll(direction)
        }
    }

    /// A word of a line, and whether it was written in quotes.
    private struct Word {
        var text: String
        var quoted: Bool
    }

    /// Splits a line into words; text in single or double quotes is one
    /// word. With `comments`, an unquoted `#` ends the line.
    private static func words(of text: String, comments: Bool, location: String) throws(GestureError) -> [Word] {
        var words: [Word] = []
        var current = "", quote: Character?, inWord = false, quoted = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
                quoted = true
            } else if comments && character == "#" {
                break
            } else if character == " " || character == "\t" || (!comments && character == ",") {
                if inWord { words.append(Word(text: current, quoted: quoted)) }
                current = ""
                inWord = false
                quoted = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw GestureError(location: location, message: "a quote is not closed") }
        if inWord { words.append(Word(text: current, quoted: quoted)) }
        return words
    }

    /// Reads a script: one gesture a line (or several, separated by
    /// spaces), `#` outside quotes starts a comment, blank lines are
    /// skipped. Lines may end in LF, CRLF or CR; a UTF-8 byte-order mark at
    /// the start is skipped.
    /// - Throws: ``GestureError`` for a line that cannot be read, or when
    ///   the script holds no gesture at all (only blank lines and comments).
    public static func parse(script: String) throws(GestureError) -> [Navigator.Gesture] {
        var gestures: [Navigator.Gesture] = []
        let text = script.hasPrefix("\u{FEFF}") ? script.dropFirst() : script[...]
        // "\r\n" is one Character, and a newline like "\n" and "\r".
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            gestures += try parse(String(line), comments: true, location: { _ in "script line \(number + 1)" })
        }
        guard !gestures.isEmpty else {
            throw GestureError(location: "script", message: "no gesture: the script has only blank lines and comments")
        }
        return gestures
    }
}
