import Foundation

/// The machine the figures come from, and how busy it is.
enum Machine {
    /// Cores, processor model and the load average now.
    static var description: String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown processor"
        return "\(cores) cores, \(model), \(load)"
    }

    /// The 1-minute load average: above the core count, other work competes
    /// with the figures.
    static var load: String {
        var averages = [0.0, 0.0, 0.0]
        guard getloadavg(&averages, 3) == 3 else { return "load unknown" }
        return "load average " + fixed(averages[0], 2)
    }
}
