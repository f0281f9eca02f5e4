extension PictureScene {
    /// The screen as `navigator` leaves it: its top layer's elements in focus
    /// order, the layers below hidden; with `session`, every event of the
    /// transcript as a step.
    init(navigator: Navigator, session: Bool) {
        self.init(
            document: navigator.document, layers: navigator.layers.map(\.root), order: navigator.order,
            speech: navigator.speech, transcript: navigator.transcript, session: session)
    }

    /// The screen as VoiceOver finds it, with `narrator`'s focus order.
    init(narrator: Narrator) {
        self.init(
            document: narrator.document, layers: [narrator.document.root], order: narrator.focusOrder,
            speech: narrator.speechBuilder(),
            transcript: Transcript(title: narrator.document.title, locale: narrator.locale), session: false)
    }

    /// `layers` are the roots on screen, bottom to top; `order` is the top
    /// one's focus order.
    init(
        document: HarkDocument, layers: [AccessibilityNode], order: FocusOrder, speech: SpeechBuilder,
        transcript: Transcript, session: Bool
    ) {
        header = String(Transcript(title: transcript.title, locale: transcript.locale).text.prefix { $0 != "\n" })
        title = transcript.title
        locale = transcript.locale
        direction = HarkDocument.LayoutDirection(locale: transcript.locale)

        // Containers, and what modal views and presented screens hide (walked
        // first: the walk's stack is let go before the elements are made).
        var walk = PictureTreeWalk()
        for (index, root) in layers.enumerated() {
            walk.visit(root, hidden: index < layers.count - 1, isLayer: index > 0)
        }
        containers = walk.containers
        hidden = walk.hidden
        modals = walk.modals

        var clampedIDs: [String] = []
        var speech = speech
        elements = Self.elements(in: order, speech: &speech, clampedIDs: &clampedIDs)
        var seen = Set(clampedIDs)
        for id in walk.clampedIDs where seen.insert(id).inserted { clampedIDs.append(id) }

        // The canvas: the screen, grown to hold every frame drawn.
        var screen: Frame?
        if let size = document.screen {
            // A screen of 1e17 pt is clamped like a frame (else drawing it traps).
            let (clamped, changed) = PictureGeometry.clamp(Frame(x: 0, y: 0, width: size.width, height: size.height))
            screen = clamped
            if changed, seen.insert("the screen").inserted { clampedIDs.append("the screen") }
        }
        if screen == nil, let root = layers.first?.frame { screen = PictureGeometry.clamp(root).0 }
        self.screen = screen
        var canvas = screen
        for element in elements {
            canvas = PictureGeometry.union(canvas, element.frame)
            if let point = element.activation {
                canvas = PictureGeometry.union(canvas, Frame(x: point.x, y: point.y, width: 0, height: 0))
            }
        }
        for frame in walk.hidden + walk.modals + walk.containers.map(\.frame) {
            canvas = PictureGeometry.union(canvas, frame)
        }
        self.canvas = canvas
        notes = Self.notes(canvas: canvas, elements: elements, clampedIDs: clampedIDs)

        // The session, event by event.
        steps = session ? Self.steps(of: transcript, elements: elements) : []
    }

    /// The elements, in focus order, with their speech and names; the ids
    /// of those whose frame or activation point is clamped go to `clampedIDs`.
    private static func elements(
        in order: FocusOrder, speech: inout SpeechBuilder, clampedIDs: inout [String]
    ) -> [PictureElement] {
        var elements: [PictureElement] = []
        elements.reserveCapacity(order.elements.count)
        for (position, element) in order.elements.enumerated() {
            let node = element.node
            // Clamped as the element's frame and activation point are drawn.
            var frame: Frame?
            if let declared = node.frame {
                let (clamped, changed) = PictureGeometry.clamp(declared)
                frame = clamped
                if changed { clampedIDs.append(node.id ?? "element \(position + 1)") }
            }
            var outside = false
            if let point = node.activationPoint {
                let (clamped, changed) = PictureGeometry.clamp(point)
                if changed { clampedIDs.append(node.id ?? "element \(position + 1)") }
                outside = frame.map { !PictureGeometry.contains($0, clamped) } ?? false
            }
            // As the audit's small-target rule finds it, and not where the node suppresses it.
            let small = SmallTarget.isSmall(node) && !SmallTarget().isSuppressed(on: node)
            var utterance = speech.utterance(for: element)
            utterance.speech = utterance.speech.compacted
            elements.append(
                PictureElement(
                    node: node, number: position + 1, utterance: utterance, activationOutside: outside,
                    isSmallTarget: small))
        }
        return elements
    }

    /// What the legend says beside the drawing: no frames, elements not on
    /// screen, clamped coordinates.
    private static func notes(canvas: Frame?, elements: [PictureElement], clampedIDs: [String]) -> [String] {
        var notes: [String] = []
        if canvas == nil {
            notes.append("no element has a frame: the picture shows the legend alone")
        } else if elements.contains(where: { $0.frame == nil }) {
            let unplaced = elements.filter { $0.frame == nil }.count
            notes.append("\(unplaced) of \(elements.count) elements have no frame and are listed as not on screen")
        }
        if let first = clampedIDs.first {
            let limit = PictureGeometry.number(PictureGeometry.limit), count = clampedIDs.count
            notes.append(
                "coordinates beyond ±\(limit) pt are clamped in the drawing "
                    + "(\(count) frame\(count == 1 ? "" : "s"), first: \(first))"
            )
        }
        return notes
    }

    /// The element's lines in the transcript, as `hark narrate` prints them
    /// (made when the page needs them, not kept for every element).
    func caption(of element: PictureElement) -> String {
        Self.caption(of: .focus(element.focus), locale: locale)
    }

    /// An event's lines in the transcript (without the header line).
    static func caption(of event: TranscriptEvent, locale: String) -> String {
        let text = Transcript(locale: locale, events: [event]).text
        let body = text.drophead()
        // Not dropLast(): on a substring it counts every character first.
        return body.hasSuffix("\n") ? String(body[..<body.index(before: body.endIndex)]) : String(body)
    }

    /// Every event as a step, each focus matched to an element of the final
    /// screen: by id, or by position while the screen stays the same.
    static func steps(of transcript: Transcript, elements: [PictureElement]) -> [PictureStep] {
        var byID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element.id, byID[id] == nil { byID[id] = index }
        }
        // Whether a screen change comes after each event.
        var screenChangesAfter = [Bool](repeating: false, count: transcript.events.count)
        var seen = false
        for index in transcript.events.indices.reversed() {
            screenChangesAfter[index] = seen
            if case .screenChanged = transcript.events[index] { seen = true }
        }
        var steps: [PictureStep] = []
        var focus: Int?
        for (index, event) in transcript.events.enumerated() {
            if case .focus(let event) = event {
                if let id = event.id {
                    focus = byID[id]
                } else {
                    focus =
                        !screenChangesAfter[index] && elements.indices.contains(event.index - 1) ? event.index - 1 : nil
                }
            }
            if case .screenChanged = event { focus = nil }
            var spoken: String?
            switch event {
            case .focus(let event):
                spoken = [event.utterance.speech, event.utterance.hint].compactMap { $0 }.joined(separator: " ")
            case .announcement(let text, _), .speech(let text, _): spoken = text
            default: spoken = nil
            }
            steps.append(
                PictureStep(caption: caption(of: event, locale: transcript.locale), spoken: spoken, focus: focus))
        }
        return steps
    }
}

extension String {
    /// The same text in storage of its own size: the scene keeps one
    /// speech for every element, and room left in a string lives as long as
    /// it does. Most speech is assembled at its exact size already, but
    /// speech with a position in a series, a container's boundary words, a
    /// table cell's headers or Selected is built by appending, with room to
    /// grow. Strings stored inline (15 bytes or fewer) and long ones, where
    /// the room is a small part, are kept as they are.
    fileprivate var compacted: String {
        let count = utf8.count
        guard count > 15, count <= 1024 else { return self }
        return String(unsafeUninitializedCapacity: count) { buffer in buffer.initialize(from: utf8).1 }
    }

    /// The text after the first line.
    fileprivate func drophead() -> Substring {
        guard let newline = firstIndex(of: "\n") else { return "" }
        return self[index(after: newline)...]
    }
}
