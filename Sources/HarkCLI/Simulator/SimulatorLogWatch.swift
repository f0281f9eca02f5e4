import Foundation
import Hark

/// The `vot` log as `hark record` watches it stream: it reads what has
/// come, hands each new piece to `keep` (the `--keep-log` file) at once, so
/// that a walk that fails still leaves its log, and waits after each key
/// press until VoiceOver has finished speaking.
final class SimulatorLogWatch {
    /// How long to wait, in seconds.
    struct Timing: Hashable, Sendable {
        /// The most to wait after a key press (`--wait`).
        var most: Double
        /// The silence that ends a press: no new line for this long, with
        /// VoiceOver's speech completed. A hint comes after a pause, so this
        /// is longer than that pause.
        var quiet: Double
        /// The most to wait for VoiceOver's first line after it is turned
        /// on (its daemon takes seconds to start).
        var start: Double
        /// How often to look at the log.
        var tick = 0.05
    }

    let stream: any StreamingProcess
    let runner: any ProcessRunning
    let timing: Timing
    let keep: (ArraySlice<UInt8>) -> Void
    /// The log so far.
    private(set) var log: [UInt8] = []
    private var kept = 0
    /// Whether this `vot` logs `Completed utterance` (then speech not yet
    /// completed keeps the wait going).
    private var logsCompletion = false

    init(
        stream: any StreamingProcess, runner: any ProcessRunning, timing: Timing,
        keep: @escaping (ArraySlice<UInt8>) -> Void
    ) {
        self.stream = stream
        self.runner = runner
        self.timing = timing
        self.keep = keep
    }

    /// Reads what has come and keeps it; whether anything had.
    @discardableResult
    func refresh() -> Bool {
        let now = stream.output()
        guard now.count > log.count else { return false }
        log = now
        keep(log[kept...])
        kept = log.count
        return true
    }

    /// Waits until VoiceOver's first complete line has come, at most
    /// `timing.start` seconds; whether it came.
    func waitForFirstLine() -> Bool {
        let start = DispatchTime.now()
        while !log.contains(0x0A) {
            guard Self.seconds(since: start) < timing.start else { return false }
            runner.pause(timing.tick)
            refresh()
        }
        return true
    }

    /// Waits until what VoiceOver says after `offset` is over: its speech
    /// has completed and no line came for `timing.quiet` seconds, or
    /// `timing.most` seconds have passed.
    func settle(from offset: Int) {
        let start = DispatchTime.now()
        var lastLine = start
        refresh()
        while Self.seconds(since: start) < timing.most {
            runner.pause(timing.tick)
            if refresh() { lastLine = DispatchTime.now() }
            if Self.seconds(since: lastLine) >= timing.quiet && !speaking(from: offset) { return }
        }
    }

    /// Stops the stream and keeps the rest of the log; the whole log.
    func stop() -> [UInt8] {
        let rest = stream.stop()
        if rest.count > log.count { log = rest }
        if log.count > kept { keep(log[kept...]) }
        kept = log.count
        return log
    }

    /// Whether speech after `offset` has not completed yet: a text sent to
    /// the synthesizer after the last `Completed utterance`.
    private func speaking(from offset: Int) -> Bool {
        var speaking = false
        for line in SimulatorLog.lines(in: log, from: offset) {
            switch ParityRecording.votMark(in: line.text) {
            case .speech?: speaking = true
            case .completed?:
                speaking = false
                logsCompletion = true
            default: break
            }
        }
        return speaking && logsCompletion
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
