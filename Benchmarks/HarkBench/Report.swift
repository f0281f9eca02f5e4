import Foundation

/// What a figure measures.
enum Unit {
    case milliseconds, mebibytes, ratio

    func format(_ value: Double) -> String {
        switch self {
        case .milliseconds: fixed(value, value < 1 ? 3 : value < 10 ? 2 : 1) + " ms"
        case .mebibytes: fixed(value, 1) + " MiB"
        case .ratio: fixed(value, 2) + "×"
        }
    }
}

/// Prints figures as they are measured, each beside its target, and keeps
/// the targets missed for the summary and the exit status.
final class Report {
    private(set) var missed: [String] = []
    private(set) var met = 0

    /// A heading before a case's figures.
    func section(_ title: String) {
        emit("\n== \(title)")
    }

    /// A line as it is.
    func line(_ text: String) {
        emit(text)
    }

    /// A figure that must stay below `limit` (`inclusive`: at most `limit`).
    func check(_ label: String, _ value: Double, _ unit: Unit, below limit: Double, inclusive: Bool = false) {
        let pass = inclusive ? value <= limit : value < limit
        let target = "(target \(inclusive ? "≤" : "<") \(unit.format(limit)))"
        if pass { met += 1 } else { missed.append("\(label): \(unit.format(value)) \(target)") }
        emit("\(pass ? "PASS" : "FAIL")  \(pad(label, 44)) \(pad(unit.format(value), 11))  \(target)")
    }

    /// A figure that must be at least `limit` (a speed-up).
    func check(_ label: String, _ value: Double, _ unit: Unit, atLeast limit: Double) {
        let pass = value >= limit
        let target = "(target ≥ \(unit.format(limit)))"
        if pass { met += 1 } else { missed.append("\(label): \(unit.format(value)) \(target)") }
        emit("\(pass ? "PASS" : "FAIL")  \(pad(label, 44)) \(pad(unit.format(value), 11))  \(target)")
    }

    /// A figure without a target.
    func info(_ label: String, _ value: Double, _ unit: Unit, _ note: String = "") {
        emit(
            "      \(pad(label, 44)) " + (note.isEmpty ? unit.format(value) : "\(pad(unit.format(value), 11))  \(note)")
        )
    }

    /// The closing lines: how many targets were met, and each one missed.
    func summary() {
        emit("")
        if missed.isEmpty {
            emit("All \(met) targets met.")
        } else {
            emit("\(missed.count) of \(met + missed.count) targets missed:")
            for miss in missed { emit("  \(miss)") }
        }
    }

    private func emit(_ text: String) {
        // Unbuffered, so that a long run shows each figure as it comes.
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}

/// `value` left-aligned in `width` columns.
func pad(_ value: String, _ width: Int) -> String {
    value.count >= width ? value : value + String(repeating: " ", count: width - value.count)
}

/// `value` right-aligned in `width` columns.
func padLeft(_ value: String, _ width: Int) -> String {
    value.count >= width ? value : String(repeating: " ", count: width - value.count) + value
}

func fixed(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
