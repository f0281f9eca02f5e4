/// What a picture of a screen shows, worked out once and drawn by every
/// picture renderer: the canvas, the elements in focus order with what
/// VoiceOver says for each, the containers, what a modal view hides, and
/// (after a session) every event of the transcript as a step.
struct PictureScene: Sendable {
    /// `# Title (locale)`: the first line of the transcript.
    var header: String
    var title: String?
    /// The narration's locale (the page's `lang`).
    var locale: String
    /// The narration's reading direction (the legend's and the page's `dir`).
    var direction: HarkDocument.LayoutDirection
    /// The area drawn, in screen points; `nil` when no frame is known.
    var canvas: Frame?
    /// The screen itself (the document's screen size or the root's frame).
    var screen: Frame?
    var elements: [PictureElement]
    var containers: [PictureContainer]
    /// Elements a modal view or a presented screen hides from VoiceOver.
    var hidden: [Frame]
    /// Modal views and presented screens, drawn above what they hide.
    var modals: [Frame]
    /// The session's events, one a step; empty without gestures.
    var steps: [PictureStep]
    /// What the picture had to leave out or change, one line each.
    var notes: [String]
    /// The app's own pixels under the drawing, when given.
    var screenshot: PlacedScreenshot? = nil
}

/// One accessibility element as drawn: its frame, its activation point and
/// what VoiceOver says.
struct PictureElement: Sendable {
    /// The position in focus order, from 1.
    var number: Int
    var id: String?
    /// The frame, clamped to the drawable range; `nil`: not on screen.
    var frame: Frame?
    /// Where a double tap lands: the declared point, or the frame's centre.
    var activation: Frame.Point?
    /// The declared activation point lies outside the element's frame.
    var activationOutside: Bool
    /// An interactive element whose frame is under 44 × 44 pt.
    var isSmallTarget: Bool
    var utterance: Utterance
    var actions: [String]
    /// The names Voice Control shows and accepts, as the legend lists them
    /// ("; " between two); `nil` when it offers the element none.
    var voiceControlNames: String?
    /// The element's `accessibilityLanguage`, when it has one.
    var language: String?

    /// The focus on it, as the transcript has it.
    var focus: FocusEvent { FocusEvent(index: number, id: id, utterance: utterance, actions: actions) }
}

/// A container VoiceOver speaks about, drawn as a dashed outline.
struct PictureContainer: Sendable {
    /// `list`, `data table`, …
    var kind: String
    var frame: Frame
}

/// One event of a session, replayed on the HTML page's step slider.
struct PictureStep: Sendable {
    /// The event's lines in the transcript.
    var caption: String
    /// What VoiceOver says in it, for the page's Speak toggle.
    var spoken: String?
    /// The element focused after it (an index into the scene's elements),
    /// when it is on the final screen.
    var focus: Int?
}

extension ContainerType {
    /// The container's name in the picture.
    var pictureName: String? {
        switch self {
        case .none: nil
        case .list: "list"
        case .landmark: "landmark"
        case .semanticGroup: "semantic group"
        case .dataTable: "data table"
        case .tabBar: "tab bar"
        case .series: "segmented control"
        }
    }
}
