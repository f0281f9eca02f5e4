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
        /// kernel's resource usage for that child, started by a small
        /// helper so that the figure is the child's own.
        var peakMiB: Double
        /// The child's CPU time (user and system, all its threads), in
        /// milliseconds.
        var cpuMilliseconds = 0.0
        /// Whether it was stopped at the time limit (a quadratic path).
        var stopped = false
    }

    /// A run longer than this, in milliseconds, is stopped: its figure is
    /// then a lower bound.
    static let timeLimit = 30_000.0

    /// Runs `program` with `arguments`, standard output into `output`
    /// (created or truncated) and standard error into a file beside it.
    ///
    /// The program is started by a fresh `hark-bench --measure-child`
    /// process, which times it and reaps it: Linux gives a program started
    /// with `posix_spawn` (a `vfork`) the peak memory of the process that
    /// started it, so hark started by this process, grown by the cases run
    /// in it, would report this process's peak rather than its own.
    /// - Throws: when it cannot start, or exits other than 0 (with its
    ///   standard error).
    static func run(
        _ program: String, _ arguments: [String], output: String, acceptingExitCodes accepted: Set<Int32> = [0]
    ) throws -> Run {
        let errorPath = output + ".stderr", resultPath = output + ".measured"
        // The last run's output is removed before the clock starts: writing
        // over it would make this run wait for the kernel to let go of that
        // one's pages, a cost a user running hark once does not pay.
        unlink(output)
        unlink(errorPath)
        unlink(resultPath)
        let measurer = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let helper = try spawn(
            measurer, [measureFlag, resultPath, program] + arguments, output: output, errorPath: errorPath)
        _ = try reap(helper)
        let fields = ((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "").split(
            whereSeparator: \.isWhitespace
        ).compactMap { Double($0) }
        guard fields.count == 4 else {
            throw BenchError(description: "\(measurer) \(measureFlag) wrote no measure for \(program)")
        }
        let (elapsed, peak, status, cpu) = (fields[0], fields[1], Int32(fields[2]), fields[3])
        // Its output goes to disk now, after the clock: otherwise the kernel
        // writes it out in the background during the next runs.
        let written = open(output, O_RDONLY)
        if written >= 0 {
            fsync(written)
            close(written)
        }
        if status & 0x7F == SIGKILL, elapsed >= timeLimit {
            return Run(milliseconds: elapsed, peakMiB: peak, cpuMilliseconds: cpu, stopped: true)
        }
        // Exited normally with code 0: the low 7 bits are the signal, the
        // next 8 the code.
        guard status & 0x7F == 0, accepted.contains((status >> 8) & 0xFF) else {
            let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw BenchError(
                description: "\(([program] + arguments).joined(separator: " ")) failed (status \(status)): \(message)")
        }
        return Run(milliseconds: elapsed, peakMiB: peak, cpuMilliseconds: cpu)
    }

    /// The argument that makes `hark-bench` the measuring helper of ``run(_:_:output:acceptingExitCodes:)``.
    static let measureFlag = "--measure-child"

    /// The helper: `hark-bench --measure-child RESULT PROGRAM ARGUMENTS…`
    /// runs the program (its standard output and error are the helper's),
    /// stops it at the time limit, and writes to RESULT its wall time in
    /// milliseconds, its peak resident set in MiB, its wait status and its
    /// CPU time (user and system) in milliseconds.
    static func measureChild(_ arguments: [String]) throws -> Int32 {
        guard arguments.count >= 2 else {
            throw BenchError(description: "\(measureFlag) needs a result file and a program")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(arguments[1], Array(arguments.dropFirst(2)), output: nil, errorPath: nil)
        let stop = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(timeLimit)), execute: stop)
        let (status, usage) = try reap(pid)
        stop.cancel()
        let elapsed = Timing.milliseconds(start.duration(to: clock.now))
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
        let peak = Double(usage.ru_maxrss) / 1024  // KiB
        #endif
        let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
        try "\(elapsed) \(peak) \(status) \(cpu)\n".write(toFile: arguments[0], atomically: false, encoding: .utf8)
        return 0
    }

    private static func milliseconds(_ time: timeval) -> Double {
        let seconds = Double(time.tv_sec), microseconds = Double(time.tv_usec)
        return seconds * 1e3 + microseconds / 1e3
    }

    /// Starts `program`, its standard output into `output` and standard
    /// error into `errorPath` (created or truncated), or this process's when `nil`.
    private static func spawn(_ program: String, _ arguments: [String], output: String?, errorPath: String?) throws
        -> pid_t
    {
        // Darwin declares the type as an opaque pointer, Glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output { posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv = ([program] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else {
            throw BenchError(description: "cannot run \(program): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Waits for `pid` to end: its wait status and resource usage.
    private static func reap(_ pid: pid_t) throws -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        return (status, usage)
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
