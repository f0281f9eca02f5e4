/// One program `hark record` runs: a name looked up on `PATH` and its
/// arguments, never through a shell. Every command the recorder runs is
/// built here, from the steps docs/Parity.md describes.
struct SimulatorCommand: Hashable, Sendable, CustomStringConvertible {
    /// The program's name, found on `PATH`: `xcrun`, or a key tool.
    var program: String
    /// Its arguments.
    var arguments: [String]

    /// The command as a shell would show it, for messages.
    var description: String {
        ([program] + arguments).map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    /// The predicate that keeps `vot`'s own lines in the log.
    static let votPredicate = #"process == "vot" AND subsystem == "com.apple.Accessibility""#

    /// `xcrun simctl list --json devices`: the simulators, to find the booted one and its system.
    static let listDevices = SimulatorCommand(program: "xcrun", arguments: ["simctl", "list", "--json", "devices"])

    /// `xcrun simctl spawn <udid> …`: a program inside the simulator.
    static func spawn(_ udid: String, _ arguments: [String]) -> SimulatorCommand {
        SimulatorCommand(program: "xcrun", arguments: ["simctl", "spawn", udid] + arguments)
    }

    /// Whether VoiceOver is set on: the `defaults` value prints `1` when it is.
    static func readVoiceOver(_ udid: String) -> SimulatorCommand {
        spawn(udid, ["defaults", "read", "com.apple.Accessibility", "VoiceOverTouchEnabled"])
    }

    /// Turns VoiceOver's setting on or off, then starts or stops its daemon.
    static func setVoiceOver(_ udid: String, on: Bool) -> [SimulatorCommand] {
        [
            spawn(udid, ["defaults", "write", "com.apple.Accessibility", "VoiceOverTouchEnabled", "-bool", "\(on)"]),
            spawn(udid, ["launchctl", on ? "start" : "stop", "com.apple.VoiceOverTouch"]),
        ]
    }

    /// Streams `vot`'s log at debug level, in the compact style `ParityRecording(votLog:)` reads.
    static func streamLog(_ udid: String) -> SimulatorCommand {
        spawn(udid, ["log", "stream", "--style", "compact", "--level", "debug", "--predicate", votPredicate])
    }
}

/// A VoiceOver keyboard command, as the HID chord that sends it: the
/// VoiceOver modifier (Control and Option) and an arrow key.
enum VoiceOverChord: String, Sendable, CaseIterable {
    /// Control-Option-Right: Move to Next Item.
    case next
    /// Control-Option-Left: Move to Previous Item.
    case previous
    /// Control-Option-grave accent: Escape (closes a sheet, goes back).
    case escape

    /// The USB HID usage codes of the modifiers: Control 224, Option 226.
    static let modifiers = [224, 226]

    /// The USB HID usage code of the key: Right 79, Left 80, grave accent 53.
    var key: Int {
        switch self {
        case .next: 79
        case .previous: 80
        case .escape: 53
        }
    }
}

/// A program that sends HID key chords into a booted simulator. `hark
/// record` needs one to press VoiceOver's keys; ``supported`` lists those
/// it knows how to run.
struct KeyTool: Hashable, Sendable {
    /// The program's name on `PATH`.
    var program: String
    /// Where to get it, for the message when none is installed.
    var install: String
    /// The arguments that send `chord` to the simulator `udid`.
    var arguments: @Sendable (_ chord: VoiceOverChord, _ udid: String) -> [String]

    /// The command that sends `chord`.
    func press(_ chord: VoiceOverChord, udid: String) -> SimulatorCommand {
        SimulatorCommand(program: program, arguments: arguments(chord, udid))
    }

    /// AXe (`axe key-combo --modifiers 224,226 --key 79 --udid <udid>`),
    /// which holds the modifiers, presses the key and lets go in reverse order.
    static let axe = KeyTool(program: "axe", install: "brew install cameroncooke/axe/axe") { chord, udid in
        let modifiers = VoiceOverChord.modifiers.map(String.init).joined(separator: ",")
        return ["key-combo", "--modifiers", modifiers, "--key", "\(chord.key)", "--udid", udid]
    }

    /// The key tools `hark record` runs, in the order it looks for them.
    static let supported = [axe]

    static func == (left: KeyTool, right: KeyTool) -> Bool { left.program == right.program }
    func hash(into hasher: inout Hasher) { hasher.combine(program) }
}
