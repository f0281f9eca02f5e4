extension HarkDocument {
    /// The user's VoiceOver and accessibility settings, as on the device.
    public struct Settings: Codable, Hashable, Sendable {
        /// Settings > Accessibility > Motion > Reduce Motion.
        public var reduceMotion: Bool
        /// VoiceOver > Verbosity > Speak Hints.
        public var speakHints: Bool

        /// Creates settings; by default Reduce Motion is off and hints are spoken.
        public init(reduceMotion: Bool = false, speakHints: Bool = true) {
            self.reduceMotion = reduceMotion
            self.speakHints = speakHints
        }
    }
}
