import Foundation
import Hark

/// The booted simulator `hark record` records, found in `xcrun simctl
/// list --json devices`: its UDID, its name and its system.
struct SimulatorDevice: Hashable, Sendable {
    var udid: String
    var name: String
    /// "iOS 26.5", from the runtime's identifier.
    var system: String

    /// The device `wanted` names (a UDID, or `booted` for the only booted
    /// one) in the list's JSON; a message when there is none, or it is not booted.
    static func find(_ wanted: String, in json: String) -> Result<SimulatorDevice, RecordFailure> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let runtimes = object["devices"] as? [String: Any]
        else { return .failure(RecordFailure(.unavailable, "xcrun simctl list gave no device list")) }
        var booted: [SimulatorDevice] = []
        for runtime in runtimes.keys.sorted() {
            for case let entry as [String: Any] in runtimes[runtime] as? [Any] ?? [] {
                guard let udid = entry["udid"] as? String else { continue }
                let device = SimulatorDevice(
                    udid: udid, name: entry["name"] as? String ?? udid, system: system(runtime))
                let isBooted = entry["state"] as? String == "Booted"
                if udid.caseInsensitiveCompare(wanted) == .orderedSame {
                    return isBooted
                        ? .success(device)
                        : .failure(RecordFailure(.unavailable, "the simulator \(udid) is not booted; boot it first"))
                }
                if isBooted { booted.append(device) }
            }
        }
        guard wanted == "booted" else {
            return .failure(RecordFailure(.unavailable, "no simulator has the UDID '\(wanted)'"))
        }
        guard booted.count == 1, let device = booted.first else {
            return .failure(
                RecordFailure(
                    .unavailable,
                    booted.isEmpty
                        ? "no simulator is booted; boot one first"
                        : "\(booted.count) simulators are booted; give the UDID of one"))
        }
        return .success(device)
    }

    /// "iOS 26.5" for `com.apple.CoreSimulator.SimRuntime.iOS-26-5`.
    static func system(_ runtime: String) -> String {
        let name = runtime.split(separator: ".").last.map(String.init) ?? runtime
        guard let dash = name.firstIndex(of: "-") else { return name }
        return name[..<dash] + " " + name[name.index(after: dash)...].replacingOccurrences(of: "-", with: ".")
    }
}

/// Why `hark record` could not record, with the exit code it ends with.
struct RecordFailure: Error, Hashable, Sendable {
    var code: ExitCode
    var message: String

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// The lines of a `vot` log as it grows: its focus lines, where each
/// starts and the element it names, and VoiceOver's first-run sheet.
enum SimulatorLog {
    /// The titles of VoiceOver's first-run sheet, which SpringBoard shows
    /// the first time VoiceOver starts in a simulator: focus lands on it.
    static let firstRunSheetTitles = ["VoiceOver Gestures"]

    /// The complete lines of `log` from byte `offset` on, each with its offset.
    static func lines(in log: [UInt8], from offset: Int) -> [(offset: Int, text: String)] {
        var lines: [(offset: Int, text: String)] = []
        var start = min(max(offset, 0), log.count)
        while let end = log[start...].firstIndex(of: 0x0A) {
            lines.append((start, String(decoding: log[start..<end], as: UTF8.self)))
            start = end + 1
        }
        return lines
    }

    /// The focus lines among the complete lines of `log` from byte `offset` on.
    static func focusLines(in log: [UInt8], from offset: Int) -> [SimulatorWalk.Focus] {
        lines(in: log, from: offset).compactMap { line in
            ParityRecording.votFocusElement(in: line.text).map { SimulatorWalk.Focus(element: $0, offset: line.offset) }
        }
    }

    /// Where focus went after a key press whose log starts at `offset`: the
    /// last focus line there, when it names another element than `current`.
    static func moved(in log: [UInt8], from offset: Int, current: SimulatorWalk.Focus?) -> SimulatorWalk.Focus? {
        guard let last = focusLines(in: log, from: offset).last, last.element != current?.element else { return nil }
        return last
    }

    /// The sheet's title when `focus` is on VoiceOver's first-run sheet.
    static func firstRunSheet(_ focus: SimulatorWalk.Focus?) -> String? {
        guard let focus else { return nil }
        return firstRunSheetTitles.first { focus.element.hasPrefix($0 + " ") }
    }
}
