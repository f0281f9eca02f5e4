import Foundation
import Hark

/// The package's root folder (this file is Tests/HarkTestSupport/TestHelpers.swift).
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The sample files, sorted by name.
package let sampleNames: [String] = {
    let folder = packageRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

package func loadSample(_ name: String) throws -> HarkDocument {
    try HarkDocument(jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Samples/\(name).json")))
}

/// A narrator for a sample, with its app strings.
package func sampleNarrator(_ name: String, locale: String? = nil, speakHints: Bool? = nil) throws -> Narrator {
    let document = try loadSample(name)
    let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
    return try Narrator(
        document: document, options: NarrationOptions(locale: locale, speakHints: speakHints), appStrings: appStrings)
}

/// What VoiceOver says for `node` alone on screen.
package func say(_ node: AccessibilityNode, speakHints: Bool = true, locale: String = "en") throws -> Utterance {
    let transcript = try Narrator(
        document: HarkDocument(locale: locale, root: node), options: NarrationOptions(speakHints: speakHints)
    ).transcript()
    guard case .focus(let focus)? = transcript.events.first else { return Utterance(speech: "<not focusable>") }
    return focus.utterance
}

/// The speech of every element under `root`, in focus order.
package func speechInOrder(
    _ root: AccessibilityNode, device: HarkDocument.Device = .phone,
    layoutDirection: HarkDocument.LayoutDirection? = nil
) throws -> [String] {
    let document = HarkDocument(device: device, layoutDirection: layoutDirection, root: root)
    return try Narrator(document: document).transcript().events.compactMap { event in
        guard case .focus(let focus) = event else { return nil }
        return focus.utterance.speech
    }
}

/// The labels of the elements under `root`, in focus order.
package func labelsInOrder(
    _ root: AccessibilityNode, device: HarkDocument.Device = .phone,
    layoutDirection: HarkDocument.LayoutDirection = .leftToRight
) -> [String] {
    FocusOrder(root: root, device: device, layoutDirection: layoutDirection).elements.map { $0.node.label ?? "?" }
}

/// A labelled element at a frame.
package func element(
    _ label: String, _ x: Double, _ y: Double, _ width: Double = 40, _ height: Double = 20,
    traits: AccessibilityNode.Traits = []
) -> AccessibilityNode {
    AccessibilityNode(label: label, traits: traits, frame: Frame(x: x, y: y, width: width, height: height))
}

/// A plain view (not an element) holding `children`.
package func view(_ children: [AccessibilityNode], frame: Frame? = nil) -> AccessibilityNode {
    AccessibilityNode(frame: frame, children: children)
}

/// The error reading `json` gives (`nil` when it reads fine).
package func decodingError(_ json: String) -> String? {
    do {
        _ = try HarkDocument(json: json)
        return nil
    } catch {
        return error.description
    }
}
