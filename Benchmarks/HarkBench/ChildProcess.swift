#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program as a user does, as a whole process: its wall time from
/// spawn to exit and its peak resident memory.
enum ChildProcess {
    struct Run {
        /// Spawn to exit, in milliseconds.
        var milliseconds: Double
        /// The child's peak resident set, in MiB: `ru_maxrss` of the
        /// kernel's resource usage for that child (what
        /// `getrusage(RUSAGE_CHILDREN)` reports, for one child alone).
        var peakMiB: Double
        /// Whether it was stopped at the time limit (a quadratic path).
        var stopped = false
    }

    /// A run longer than this, in milliseconds, is stopped: its figure is
    /// then a lower bound.
    static let timeLimit = 30_000.0

    /// Runs `program` with `arguments`, standard output into `output`
    /// (created or truncated) and standard error into a file beside it.
    /// - Throws: when it cannot start, or exits other than 0 (with its
    ///   standard error).
    static func run(_ program: String, _ arguments: [String], output: String, acceptingExitCodes accepted: Set<Int32> = [0]) throws -> Run {
        let errorPath = output + ".stderr"
        // The last run's output is removed before the clock starts: writing
        // over it would make this run wait for the kernel to let go of that
        // one's pages, a cost a user running hark once does not pay.
        unlink(output)
        unlink(errorPath)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([program] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, program, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else {
            throw BenchError(description: "cannot run \(program): \(String(cString: strerror(spawned)))")
        }
        let stop = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(timeLimit)), execute: stop)
        defer { stop.cancel() }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        let elapsed = Timing.milliseconds(start.duration(to: clock.now))
        // Its output goes to disk now, after the clock: otherwise the kernel
        // writes it out in the background during the next runs.
        let written = open(output, O_RDONLY)
        if written >= 0 {
            fsync(written)
            close(written)
        }
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
        let peak = Double(usage.ru_maxrss) / 1024  // KiB
        #endif
        if status & 0x7F == SIGKILL, elapsed >= timeLimit {
            return Run(milliseconds: elapsed, peakMiB: peak, stopped: true)
        }
        // Exited normally with code 0: the low 7 bits are the signal, the
        // next 8 the code.
        guard status & 0x7F == 0, accepted.contains((status >> 8) & 0xFF) else {
            let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw BenchError(description: "\(([program] + arguments).joined(separator: " ")) failed (status \(status)): \(message)")
        }
        return Run(milliseconds: elapsed, peakMiB: peak)
    }

    /// Runs it once to warm up, then `runs` times: the median wall time and
    /// the largest peak memory. A warm-up slower than `giveUpAfter`
    /// milliseconds (a quadratic path) is the figure itself.
    static func median(
        runs: Int, giveUpAfter: Double = 5_000, _ program: String, _ arguments: [String], output: String,
        acceptingExitCodes accepted: Set<Int32> = [0]
    ) throws -> Run {
        let warmUp = try run(program, arguments, output: output, acceptingExitCodes: accepted)
        if warmUp.milliseconds > giveUpAfter { return warmUp }
        var times: [Double] = [], peak = 0.0
        for _ in 0..<runs {
            let run = try run(program, arguments, output: output, acceptingExitCodes: accepted)
            times.append(run.milliseconds)
            peak = max(peak, run.peakMiB)
        }
        return Run(milliseconds: Timing.median(times), peakMiB: peak)
    }
}
