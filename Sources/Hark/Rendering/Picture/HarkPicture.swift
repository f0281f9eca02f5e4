/// A picture of a screen as VoiceOver walks it: every element's frame with
/// its number in focus order, the line of that order, activation points,
/// containers, what a modal view hides, and a legend of what VoiceOver says.
///
/// ```swift
/// let picture = try HarkPicture(document: document)
/// try picture.svg.write(toFile: "Flights.svg", atomically: true, encoding: .utf8)
/// ```
///
/// After a session (``init(navigator:)``) the picture shows the screen as
/// the session left it; the HTML page also replays every event. Both
/// renderings are deterministic, byte for byte, whatever the machine's locale.
public struct HarkPicture: Sendable {
    var scene: PictureScene

    /// The screen as `navigator` left it; when it performed gestures, the
    /// HTML page replays its transcript step by step.
    public init(navigator: Navigator) {
        let session = navigator.transcript.events.contains { if case .gesture = $0 { true } else { false } }
        scene = PictureScene(navigator: navigator, session: session)
    }

    /// The screen as VoiceOver finds it, in `narrator`'s focus order and words.
    public init(narrator: Narrator) {
        scene = PictureScene(narrator: narrator)
    }

    /// The screen as VoiceOver finds it.
    /// - Throws: ``NarrationError`` as ``Narrator/init(document:options:tables:appStrings:)`` does.
    public init(document: HarkDocument, options: NarrationOptions = NarrationOptions(), appStrings: AppStrings? = nil)
        throws(NarrationError)
    {
        self.init(narrator: try Narrator(document: document, options: options, appStrings: appStrings))
    }

    /// One SVG image: the screen and the legend beside it.
    public var svg: String { render(as: .svg) }

    /// One standalone, accessible HTML page (inline CSS and JavaScript): flick
    /// through the elements with the arrow keys, replay a session's steps.
    public var html: String { render(as: .html) }

    /// The picture in `format`.
    package func render(as format: PictureFormat) -> String {
        String(writtenBy: { render(as: format, into: &$0) })
    }

    /// Writes the picture in `format` to `output`, in chunks of about 64
    /// KiB, as it is drawn: the whole picture is never held at once.
    package func write(as format: PictureFormat, to output: (UnsafeRawBufferPointer) -> Void) {
        ByteWriter.writing(to: output) { render(as: format, into: &$0) }
    }

    func render(as format: PictureFormat, into output: inout ByteWriter) {
        PictureFormat.renderers.first { $0.format == format }?.render(scene, into: &output)
    }

    /// The most elements (nodes of the tree, containers included) `hark
    /// picture` draws: a drawing holds every element's frame, words and
    /// legend row at once, and comes out about ten times the size of a small
    /// element's JSON (a 66 MB tree of 880,000 buttons drew 1.7 GB). No
    /// screen comes near it; a larger tree is refused before it is drawn.
    package static let maximumElements = 50_000

    /// What the picture had to leave out or change (no frames at all,
    /// clamped coordinates), one sentence each.
    public var notes: [String] { scene.notes }
}

/// The formats a ``HarkPicture`` renders to.
package enum PictureFormat: String, CaseIterable, Sendable {
    /// An SVG image (``HarkPicture/svg``) or an HTML page (``HarkPicture/html``).
    case svg, html

    /// The renderers, one per format.
    static var renderers: [any PictureRenderer.Type] { [SVGPictureRenderer.self, HTMLPictureRenderer.self] }
}

/// Draws a scene in one format; registered in ``PictureFormat/renderers``.
protocol PictureRenderer {
    static var format: PictureFormat { get }
    static func render(_ scene: PictureScene, into output: inout ByteWriter)
}
