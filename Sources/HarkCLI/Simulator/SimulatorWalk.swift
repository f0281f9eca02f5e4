/// The key presses of `hark record`'s walk through a screen, as a pure
/// value: told where focus went after each press, it says which key to
/// press next, or that the walk is over. It walks back with Previous Item
/// until focus no longer moves (the first element), then forward with Next
/// Item until focus no longer moves (the last). When the log has shown no
/// element at all by then (VoiceOver was already on, focus already on the
/// first element), it presses Next and Previous once to bring the first
/// element's focus line into the log.
struct SimulatorWalk: Hashable, Sendable {
    /// Where focus is: the element as the log's focus line names it (its
    /// label and frame), and where that line starts in the log.
    struct Focus: Hashable, Sendable {
        /// The label and frame, which together tell two elements apart.
        var element: String
        /// The line's offset in the log, in bytes.
        var offset: Int
    }

    /// What to do next.
    enum Action: Hashable, Sendable {
        /// Press the key, wait, and report where focus went.
        case press(VoiceOverChord)
        /// The walk is over: the recording is the log from `start` up to
        /// `end` (to its end when `nil`).
        case finish(start: Int, end: Int?, reason: String)
        /// The walk cannot go on.
        case fail(String)
    }

    private enum Phase: Hashable, Sendable { case back, nudgeForward, nudgeBack, forward }

    /// The most keys pressed in one walk.
    let maximumPresses: Int
    private var phase = Phase.back
    private var focus: Focus?
    private var start: Int?
    /// The elements read going forward.
    private var visited: Set<String> = []
    /// The keys pressed so far.
    private(set) var presses: [VoiceOverChord] = []

    /// A walk from `focus`, where the log shows focus before any key is
    /// pressed (`nil` when it shows none).
    init(focus: Focus?, maximumPresses: Int = 500) {
        self.focus = focus
        self.maximumPresses = maximumPresses
    }

    /// The first key: Previous Item.
    mutating func begin() -> Action { press(.previous) }

    /// The next action after a key press that moved focus to `moved`, or
    /// did not move it (`nil`).
    mutating func after(_ moved: Focus?) -> Action {
        if let moved { focus = moved }
        switch phase {
        case .back:
            if moved != nil { return press(.previous) }
            guard let focus else {
                phase = .nudgeForward
                return press(.next)
            }
            return forward(from: focus)
        case .nudgeForward:
            guard moved != nil else {
                return .fail("focus moved neither back nor forward and the log names no element")
            }
            phase = .nudgeBack
            return press(.previous)
        case .nudgeBack:
            guard let moved else { return .fail("focus did not move back to the first element") }
            return forward(from: moved)
        case .forward:
            guard let moved else { return .finish(start: start ?? 0, end: nil, reason: "focus no longer moves") }
            guard visited.insert(moved.element).inserted else {
                return .finish(
                    start: start ?? 0, end: moved.offset,
                    reason: "focus came back to \(moved.element), read before: the screen loops")
            }
            return press(.next)
        }
    }

    /// The first element is `first`: from here on, forward.
    private mutating func forward(from first: Focus) -> Action {
        start = first.offset
        visited = [first.element]
        phase = .forward
        return press(.next)
    }

    /// Presses `chord`, unless the walk has pressed its most keys.
    private mutating func press(_ chord: VoiceOverChord) -> Action {
        guard presses.count < maximumPresses else {
            if phase == .forward, let start {
                return .finish(
                    start: start, end: nil, reason: "stopped after \(maximumPresses) key presses; the screen may go on")
            }
            return .fail("focus was still moving back after \(maximumPresses) key presses")
        }
        presses.append(chord)
        return .press(chord)
    }
}
