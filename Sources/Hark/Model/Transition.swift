extension Behaviors {
    /// How a screen is presented or dismissed: where the presented view ends up
    /// (the presentation controller's job) kept apart from how it gets there
    /// (the animation controller's). Reduce Motion changes only the animation.
    public struct Transition: Hashable, Sendable {
        /// Where the presented view ends up.
        package var presentation: Behaviors.Presentation
        /// How it gets there.
        package var animation: Behaviors.Animation

        /// Creates a transition; the presentation defaults to a sheet.
        public init(presentation: Behaviors.Presentation = Behaviors.Presentation(), animation: Behaviors.Animation) {
            self.presentation = presentation
            self.animation = animation
        }
    }
}

extension Behaviors {
    /// Where a presented view sits, whatever the animation.
    public struct Presentation: Hashable, Sendable {
        /// How it is presented. A `sheet` (the default) is dismissed by the
        /// system on escape; `fullScreen` and `custom` presentations must handle
        /// escape themselves.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// A sheet, a full-screen or a custom presentation.
            case sheet, fullScreen, custom
        }

        /// How the view is presented; a sheet unless given.
        package var style: Style
        /// The presented view's final frame.
        package var frame: Frame?
        /// The opacity of the dimming view behind it (0 none, 1 opaque).
        package var dimming: Double?
        /// The presented view's corner radius, in points.
        package var cornerRadius: Double?

        /// Creates a presentation; what is left out is not declared.
        public init(style: Style = .sheet, frame: Frame? = nil, dimming: Double? = nil, cornerRadius: Double? = nil) {
            self.style = style
            self.frame = frame
            self.dimming = dimming
            self.cornerRadius = cornerRadius
        }
    }
}

extension Behaviors {
    /// An animation, with the gentler one the app chose for Reduce Motion.
    public struct Animation: Hashable, Sendable {
        /// The motion the app runs.
        package var motion: Motion
        /// What the app runs instead when Reduce Motion is on; `nil` leaves it
        /// to the standard replacement (see ``Motion/reducedStandard(forScreen:)``).
        package var reduced: Motion?

        /// Creates an animation of `motion`, running `reduced` instead with Reduce Motion on.
        public init(_ motion: Motion, reduced: Motion? = nil) {
            self.motion = motion
            self.reduced = reduced
        }
    }
}

/// One animation's kind, duration and spring.
public struct Motion: Hashable, Sendable {
    /// The kind of movement.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Slides in from an edge.
        case slide
        /// Grows from a source element's frame.
        case zoom
        /// Grows or shrinks in place (a "pop").
        case scale
        /// Turns over.
        case flip
        /// Rotates.
        case rotation
        /// Layers move at different speeds.
        case parallax
        /// Motion that plays by itself (a looping background).
        case autoplay
        /// Fades one view into the other, without movement.
        case crossFade
        /// A progress indicator.
        case progress
        /// No animation.
        case none
    }

    /// The edge a slide comes from.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// The top, bottom, leading or trailing edge.
        case top, bottom, leading, trailing
    }

    /// The kind of movement.
    package var style: Style
    /// How long it runs, in seconds.
    package var duration: Double
    /// The edge a slide comes from.
    package var edge: Edge?
    /// The id of the element a zoom grows from.
    package var source: String?
    /// A spring's bounce (0 none, up to 1); `nil` for no spring.
    package var bounce: Double?

    /// Creates a motion; a slide takes an `edge`, a zoom a `source`, a spring a `bounce`.
    public init(_ style: Style, duration: Double, edge: Edge? = nil, source: String? = nil, bounce: Double? = nil) {
        self.style = style
        self.duration = duration
        self.edge = edge
        self.source = source
        self.bounce = bounce
    }

    /// Whether the motion can trouble people with vestibular disorders:
    /// movement, zoom, scaling, rotation, parallax, motion that plays by
    /// itself, or any spring that bounces (docs/VoiceOver.md, "Reduce Motion").
    package var isVestibular: Bool {
        if let bounce, bounce > 0 { return true }
        switch style {
        case .slide, .zoom, .scale, .flip, .rotation, .parallax, .autoplay: return true
        case .crossFade, .progress, .none: return false
        }
    }

    /// The standard replacement with Reduce Motion on (docs/VoiceOver.md,
    /// "Reduce Motion"; docs/VoiceOverChoices.md, "Motion"): movement, zoom,
    /// bounce and rotation become a cross-fade (0.15 s for a state change,
    /// 0.4 s for a screen transition, within the range Apple's guidance gives);
    /// parallax and motion that plays by itself become static; opacity,
    /// progress indicators and no animation stay.
    package func reducedStandard(forScreen: Bool) -> Motion {
        if style == .parallax || style == .autoplay { return Motion(.none, duration: 0) }
        if !isVestibular { return self }
        return Motion(.crossFade, duration: forScreen ? 0.4 : 0.15)
    }
}
