/// An animation as it ran: what moved, how, and whether Reduce Motion
/// chose it.
public struct TransitionEvent: Hashable, Sendable {
    /// What the animation went with.
    public enum Occasion: String, Hashable, Sendable {
        /// A screen was presented, a screen was dismissed, or an element changed.
        case present, dismiss, stateChange
    }

    /// What the animation went with.
    public var occasion: Occasion
    /// The screen presented or dismissed, or the label of the element that changed.
    public var subject: String
    /// The motion that ran.
    package var motion: Motion
    /// The label of the element a zoom grew from.
    package var sourceLabel: String?
    /// Whether Reduce Motion was on, so that `motion` is its choice.
    package var reduceMotion: Bool
    /// Where the presented view sits (the same either way).
    package var presentation: Behaviors.Presentation?

    /// `zoom from "Coral" 0.5 s, spring bounce 0.3`; `cross-fade 0.4 s`.
    package var motionDescription: String {
        var text: String
        switch motion.style {
        case .slide:
            text =
                "slide from the "
                + (motion.edge.map {
                    $0 == .leading || $0 == .trailing
                        ? "\($0.rawValue) "
                            + "edge" : $0.rawValue
                } ?? "edge")
        case .zoom: text = "zoom" + (sourceLabel.map { " from \"\($0)\"" } ?? "")
        case .crossFade: text = "cross-fade"
        case .autoplay: text = "auto-playing motion"
        case .progress: text = "progress indicator"
        case .none: text = "none"
        case .scale, .flip, .rotation, .parallax: text = motion.style.rawValue
        }
        if motion.duration > 0 { text += " " + Self.number(motion.duration) + " s" }
        if let bounce = motion.bounce { text += ", spring bounce " + Self.number(bounce) }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
