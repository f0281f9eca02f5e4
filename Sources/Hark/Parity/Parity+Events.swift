/// Announcements and screen changes as steps of their own: the recording's
/// and Hark's are aligned with each other (by edit distance, as the element
/// stops are), then placed among the element steps where they happened.
/// A landing on the recording's first stop, or a screen change before
/// Hark's first element, is where each side starts: no step.
extension Parity {
    /// An announcement or a screen change on one side, after `anchor`
    /// element stops of that side.
    struct Event: Equatable {
        /// The announcement's text; `nil` for a screen change.
        var announcement: String?
        var anchor: Int
    }

    /// The recording's events: its announcements, and a screen change
    /// before each landing but a first one.
    static func recordedEvents(_ recording: ParityRecording) -> [Event] {
        var events: [Event] = [], elements = 0
        for entry in recording.entries {
            switch entry.kind {
            case .announcement: events.append(Event(announcement: entry.speech, anchor: elements))
            case .screenChange:
                if elements > 0 { events.append(Event(announcement: nil, anchor: elements)) }
                elements += 1
            case .focus: elements += 1
            }
        }
        return events
    }

    /// Hark's events: its announcements, and its screen changes after its first element.
    static func harkEvents(_ transcript: Transcript) -> [Event] {
        var events: [Event] = [], elements = 0
        for event in transcript.events {
            switch event {
            case .focus: elements += 1
            case .announcement(let text, _): events.append(Event(announcement: text, anchor: elements))
            case .screenChanged: if elements > 0 { events.append(Event(announcement: nil, anchor: elements)) }
            default: continue
            }
        }
        return events
    }

    /// The event steps, in order, each with the side and anchor that place
    /// it; and their scores.
    static func eventSteps(_ recorded: [Event], _ hark: [Event], language: String) -> (
        steps: [(step: ParityReport.Step, recorded: Int?, hark: Int?)], measures: ParityReport.Measures
    ) {
        let same = { (heard: Event, said: Event) -> Bool in
            switch (heard.announcement, said.announcement) {
            case (nil, nil): true
            case (let heard?, let said?): ParityPunctuation.same(heard: heard, said: said, language: language)
            default: false
            }
        }
        let pairs = align(recorded.count, hark.count) { same(recorded[$0], hark[$1]) }
        var steps: [(ParityReport.Step, Int?, Int?)] = []
        var measures = ParityReport.Measures()
        var announcements = ParityReport.Score(0, of: 0), screenChanges = ParityReport.Score(0, of: 0)
        func add(_ heard: Event?, _ said: Event?) {
            let isAnnouncement = (heard ?? said)?.announcement != nil
            let step: ParityReport.Step =
                isAnnouncement
                ? .announcement(heard: heard?.announcement, hark: said?.announcement)
                : .screenChange(heard: heard != nil, hark: said != nil)
            let matched = heard.flatMap { heard in said.map { same(heard, $0) } } ?? false
            if isAnnouncement {
                announcements = ParityReport.Score(
                    announcements.matched + (matched ? 1 : 0), of: announcements.total + 1)
            } else {
                screenChanges = ParityReport.Score(
                    screenChanges.matched + (matched ? 1 : 0), of: screenChanges.total + 1)
            }
            steps.append((step, heard?.anchor, said?.anchor))
        }
        for pair in pairs {
            switch pair {
            case .both(let i, let j):
                // Only two announcements, or two screen changes, share a step.
                if (recorded[i].announcement == nil) == (hark[j].announcement == nil) {
                    add(recorded[i], hark[j])
                } else {
                    add(recorded[i], nil)
                    add(nil, hark[j])
                }
            case .first(let i): add(recorded[i], nil)
            case .second(let j): add(nil, hark[j])
            }
        }
        measures.announcements = announcements.total > 0 ? announcements : nil
        measures.screenChanges = screenChanges.total > 0 ? screenChanges : nil
        return (steps, measures)
    }

    /// `report` (its element steps) with the announcements and screen
    /// changes of both sides as steps of their own, and their measures; the
    /// hint differences keep naming their steps.
    static func addingEvents(to report: ParityReport, recording: ParityRecording, transcript: Transcript)
        -> ParityReport
    {
        let events = eventSteps(recordedEvents(recording), harkEvents(transcript), language: report.locale)
        guard !events.steps.isEmpty else { return report }
        var report = report
        report.steps = interleave(report.steps, events.steps)
        report.measures.announcements = events.measures.announcements
        report.measures.screenChanges = events.measures.screenChanges
        // A hint difference names its element step by its place among the recorded element steps.
        let numbers = zip(report.steps, report.stepNumbers).compactMap { step, number -> Int? in
            switch step {
            case .match, .mismatch, .missingInHark: number
            default: nil
            }
        }
        for index in report.measures.hintDifferences.indices {
            let ordinal = report.measures.hintDifferences[index].step - 1
            if numbers.indices.contains(ordinal) { report.measures.hintDifferences[index].step = numbers[ordinal] }
        }
        return report
    }

    /// `elementSteps` with the event steps placed among them: a recorded
    /// event after its side's first `anchor` utterances, one only Hark has
    /// after Hark's first `anchor` elements.
    static func interleave(
        _ elementSteps: [ParityReport.Step], _ events: [(step: ParityReport.Step, recorded: Int?, hark: Int?)]
    ) -> [ParityReport.Step] {
        var result: [ParityReport.Step] = []
        var heard = 0, said = 0, next = 0
        func ready(_ event: (step: ParityReport.Step, recorded: Int?, hark: Int?)) -> Bool {
            if let anchor = event.recorded { return anchor <= heard }
            return (event.hark ?? 0) <= said
        }
        for step in elementSteps {
            while next < events.count, ready(events[next]) {
                result.append(events[next].step)
                next += 1
            }
            result.append(step)
            switch step {
            case .match, .mismatch: (heard, said) = (heard + 1, said + 1)
            case .missingInHark: heard += 1
            case .extraInHark: said += 1
            case .announcement, .screenChange: continue
            }
        }
        return result + events[next...].map(\.step)
    }
}
