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
///
/// It holds its node (one reference, shared with the tree while the tree
/// lives) and what was worked out for it: its speech and two marks. The
/// rest is read from the node when drawn, not copied for every element:
/// a scene of 49,000 elements holds 64 bytes each rather than 168.
struct PictureElement: Sendable {
    /// The element as the tree has it, its position in focus order (from
    /// 1) and what VoiceOver says.
    let node: AccessibilityNode, number: Int, utterance: Utterance
    /// Whether the declared activation point lies outside the element's
    /// frame; whether it is an interactive element under 44 × 44 pt.
    let activationOutside: Bool, isSmallTarget: Bool

    var id: String? { node.id }
    /// The frame, clamped to the drawable range; `nil`: not on screen.
    var frame: Frame? { node.frame.map { PictureGeometry.clamp($0).0 } }
    /// Where a double tap lands: the declared point, or the frame's centre.
    var activation: Frame.Point? {
        // The centre of a clamped frame is in range: only a declared point is clamped.
        node.doubleTapPoint(in: frame).map { PictureGeometry.clamp($0).0 }
    }
    /// The names of its custom actions.
    var actions: [String] { node.customActions.map(\.name) }
    /// The names Voice Control shows and accepts, as the legend lists them
    /// ("; " between two); `nil` when it offers the element none.
    var voiceControlNames: String? { VoiceControlNames.joinedNames(of: node, separator: "; ") }
    /// The element's `accessibilityLanguage`, when it has one.
    var language: String? { node.language }

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
