import Foundation

/// What went wrong, for stderr.
struct BenchError: Error, CustomStringConvertible {
    var description: String
}

/// The command line, parsed.
struct Options: Sendable {
    /// The list sizes of the end-to-end and phase cases.
    var sizes = [5_000, 50_000, 200_000]
    /// Timed runs per measurement, after one warm-up.
    var runs = 7
    /// The cases to run (`nil`: all).
    var only: Set<String>?
    /// The formats and commands of the scaling case (`nil`: all).
    var formats: Set<String>?
    var commands: Set<String>?
    /// The `hark` binary to time (`nil`: the one beside `hark-bench`).
    var hark: String?
    /// A folder to write the fixtures and outputs in and keep (`nil`: a
    /// temporary folder, removed at the end).
    var keep: String?
    var help = false
    var list = false

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument, inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func operand() throws -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else {
                    throw BenchError(description: "\(name) needs a value\n\n" + usage)
                }
                return next
            }
            switch name {
            case "--help", "-h": help = true
            case "--list": list = true
            case "--sizes":
                let text = try operand()
                let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map {
                    Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ""))
                }
                let sizes = parsed.compactMap { $0 }
                guard !sizes.isEmpty, sizes.count == parsed.count, sizes.allSatisfy({ $0 > 0 }) else {
                    throw BenchError(
                        description: "--sizes wants positive whole numbers separated by commas, not \"\(text)\"")
                }
                self.sizes = sizes
            case "--runs":
                let text = try operand()
                guard let runs = Int(text), runs > 0 else {
                    throw BenchError(description: "--runs wants a positive whole number, not \"\(text)\"")
                }
                self.runs = runs
            case "--only":
                only = Set(try operand().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            case "--formats":
                formats = Set(try operand().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            case "--commands":
                commands = Set(try operand().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            case "--hark":
                hark = try operand()
            case "--keep":
                keep = try operand()
            default:
                throw BenchError(description: "unknown argument \"\(argument)\"\n\n" + usage)
            }
        }
    }
}
