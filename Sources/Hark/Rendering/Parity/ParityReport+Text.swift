extension ParityReport {
    /// The report for people: a line per step, then
    /// `parity: K/N utterances match (P%)`.
    ///
    /// ```text
    /// 1 match     Flights, heading
    /// 2 mismatch  heard: Add new flight, button
    ///             hark:  Add flight. Button. (element 2)
    ///             words: add [new] flight button | add flight button
    /// 3 missing   heard: Edit, button (Hark has no element here)
    /// - extra     hark:  Close. Button. (element 3; VoiceOver did not stop here)
    /// measures: words 1/3, hints not recorded, order 2/4
    /// parity: 1/3 utterances match (33.3%)
    /// ```
    public var text: String { text(matches: true) }

    /// ``text`` without the lines of the steps that match: only where Hark
    /// and the recording differ (each numbered as in ``text``), then the summary.
    package var differences: String { text(matches: false) }

    private func text(matches: Bool) -> String {
        var text = header.map { "# \($0)\n" } ?? ""
        for (step, number) in zip(steps, stepNumbers) {
            let label = number.map(String.init) ?? "-"
            if !matches, isMatch(step) { continue }
            text += lines(of: step).enumerated().map { offset, line in
                (offset == 0 ? label.padding(toLength: 4, withPad: " ", startingAt: 0) : "    ") + line + "\n"
            }.joined()
        }
        for difference in measures.hintDifferences {
            text +=
                String(difference.step).padding(toLength: 4, withPad: " ", startingAt: 0)
                + (difference.cutOff ? "cut off   heard: " : "hint      heard: ")
                + OneLineText.escaped(difference.heard) + " | hark: " + OneLineText.escaped(difference.hark)
                + (difference.cutOff ? " (the next move cut VoiceOver off)" : "") + "\n"
        }
        return text + measures.text + "\n" + summary + "\n"
    }

    /// `parity: K/N utterances match (P%)`.
    public var summary: String { "parity: \(matched)/\(total) utterances match (\(Self.format(percent))%)" }

    /// Where the recording came from, when it says: `recording: XCUIVoiceOverService,
    /// iPhone 16 Pro, iOS 27.1, en-US`.
    var header: String? {
        let given = [recording.recordedWith, recording.device, recording.system, recording.locale].compactMap { $0 }
            .filter { !$0.isEmpty }
        return given.isEmpty ? nil : "recording: " + OneLineText.escaped(given.joined(separator: ", "))
    }

    private func lines(of step: Step) -> [String] {
        switch step {
        case .match(let heard, _):
            return ["match     " + OneLineText.escaped(heard)]
        case .mismatch(let heard, let hark):
            // Against the description, or with the hint when VoiceOver said more.
            let words = ParityWords.heard(heard, language: locale),
                speech = ParityWords.of(hark.speech, language: locale)
            let said = words.count > speech.count ? speech + ParityWords.of(hark.hint ?? "", language: locale) : speech
            let (ours, theirs) = ParityWordDiff.marked(words, said)
            return [
                "mismatch  heard: " + OneLineText.escaped(heard),
                "          hark:  " + OneLineText.escaped(hark.speech) + " (element \(hark.index))",
                "          words: " + ours + " | " + theirs,
            ]
        case .missingInHark(let heard):
            return ["missing   heard: " + OneLineText.escaped(heard) + " (Hark has no element here)"]
        case .extraInHark(let hark):
            return [
                "extra     hark:  " + OneLineText.escaped(hark.speech)
                    + " (element \(hark.index); VoiceOver did not stop here)"
            ]
        case .announcement(let heard, let hark):
            let (said, ours) = (heard.map(OneLineText.escaped) ?? "", hark.map(OneLineText.escaped) ?? "")
            if heard == nil { return ["extra     announcement by Hark: " + ours + " (VoiceOver read none here)"] }
            if hark == nil { return ["missing   announcement heard: " + said + " (Hark announces nothing here)"] }
            if isMatch(step) { return ["match     announcement: " + said] }
            return ["mismatch  announcement heard: " + said, "          hark:  " + ours]
        case .screenChange(let heard, let hark):
            if heard && hark { return ["match     screen change"] }
            return heard
                ? ["missing   screen change (VoiceOver landed after one; Hark's screen does not change here)"]
                : ["extra     screen change (Hark's screen changes here; VoiceOver's did not)"]
        }
    }

    /// Whether `step` is a match: the same words, or a screen change on both sides.
    func isMatch(_ step: Step) -> Bool {
        switch step {
        case .match: true
        case .mismatch, .missingInHark, .extraInHark: false
        case .announcement(let heard, let hark):
            heard != nil && hark != nil
                && ParityPunctuation.same(heard: heard ?? "", said: hark ?? "", language: locale)
        case .screenChange(let heard, let hark): heard && hark
        }
    }

    /// A percentage with at most one decimal: `100`, `66.7`.
    static func format(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded(.down))
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
