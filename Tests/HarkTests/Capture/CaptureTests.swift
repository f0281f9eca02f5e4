import Foundation
import HarkTesting
import Testing
@testable import Hark
import HarkTestSupport

/// A stand-in for a `UIView`: what UIKit would answer, set by hand.
@MainActor
final class FakeView: AccessibilitySource {
    var harkAccessibility: AccessibilityProperties
    var harkAccessibilityChildren: [any AccessibilitySource]

    init(_ properties: AccessibilityProperties = AccessibilityProperties(), _ children: [any AccessibilitySource] = [])
    {
        harkAccessibility = properties
        harkAccessibilityChildren = children
    }

    /// An element with a label, UIKit trait bits and a frame.
    static func element(_ label: String, traits: UInt64 = 0, value: String? = nil, y: Double, x: Double = 16)
        -> FakeView
    {
        FakeView(
            AccessibilityProperties(
                isAccessibilityElement: true, label: label, value: value, traits: traits,
                frame: Frame(x: x, y: y, width: 100, height: 44)))
    }
}

/// The live-capture walker, on fake sources: what UIKit's bits and flags
/// become, and what VoiceOver then says.
@Suite("Capturing live views")
@MainActor
struct CaptureTests {
    nonisolated static let bitCases: [(bits: UInt64, speech: String)] = [
        (1 << 0, "Go. Button."), (1 << 1, "Go. Link."), (1 << 2, "Go. Image."),
        (1 << 3 | 1 << 0, "Selected: Go. Button."),
        (1 << 8 | 1 << 0, "Go. Dimmed. Button."), (1 << 10, "Go. Search Field."), (1 << 12, "Go. Adjustable."),
        (1 << 16, "Go. Heading."), (1 << 5 | 1 << 0, "Go"), (1 << 6, "Go"),
        (1 << 18, "Go. Text Field."), (1 << 18 | 1 << 21, "Go. Text Field. Is editing."),
        (1 << 18 | 1 << 24, "Go. Secure Text Field."),
        (1 << 27 | 1 << 0, "Go. Back Button."), (1 << 28 | 1 << 0, "Go. Tab."),
        (1 << 53 | 1 << 0, "Go. Switch Button."),
        (1 << 18 | 1 << 47, "Go. Text Field."),
    ]

    @Test("UIKit's trait bits", arguments: bitCases)
    func traitBits(_ entry: (bits: UInt64, speech: String)) throws {
        let (bits, speech) = entry
        let document = HarkDocument(
            capturingSource: FakeView(AccessibilityProperties(), [FakeView.element("Go", traits: bits, y: 100)]))
        let transcript = try Narrator(document: document).transcript()
        guard case .focus(let focus)? = transcript.events.first else {
            Issue.record("nothing focused")
            return
        }
        #expect(focus.utterance.speech == speech)
    }

    @Test func everyBitRoundTrips() {
        for (bit, trait) in AccessibilityNode.Traits.uiKitBits {
            #expect(AccessibilityNode.Traits(uiKitRawValue: bit) == trait)
            #expect(trait.uiKitRawValue == bit)
        }
        #expect(AccessibilityNode.Traits(uiKitRawValue: 1 << 17 | 1 << 40) == [])
        #expect(AccessibilityNode.Traits(uiKitRawValue: 1 << 15) == .tabBar)
        #expect(AccessibilityNode.Traits(uiKitRawValue: 1 << 16) == .header)
    }

    @Test func aScreenWithModalHiddenAndGroupedViews() {
        let hidden = FakeView(AccessibilityProperties(elementsHidden: true), [FakeView.element("Never said", y: 300)])
        let invisible = FakeView(AccessibilityProperties(isHidden: true), [FakeView.element("Hidden view", y: 320)])
        let faded = FakeView(AccessibilityProperties(alpha: 0), [FakeView.element("Transparent", y: 340)])
        let card = FakeView(
            AccessibilityProperties(groupsChildren: true),
            [
                FakeView.element("Flight UA 123", y: 200, x: 16), FakeView.element("On time", y: 240, x: 16),
            ])
        let price = FakeView.element("$320", y: 200, x: 200)
        let content = FakeView(
            AccessibilityProperties(frame: Frame(x: 0, y: 0, width: 390, height: 844)),
            [
                FakeView.element("Flights", traits: 1 << 16, y: 100), card, price, hidden, invisible, faded,
            ])
        let screen = FakeView(AccessibilityProperties(frame: Frame(x: 0, y: 0, width: 390, height: 844)), [content])
        assertTranscript(of: HarkDocument(capturingSource: screen, title: "Captured"), named: "plain")

        let alert = FakeView(
            AccessibilityProperties(viewIsModal: true),
            [
                FakeView.element("Delete?", traits: 1 << 16, y: 380), FakeView.element("Cancel", traits: 1, y: 440),
            ])
        screen.harkAccessibilityChildren.append(alert)
        assertTranscript(of: HarkDocument(capturingSource: screen, title: "Captured"), named: "modal")
    }

    @Test func explicitOrderContainersAndTheRestOfUIAccessibility() {
        let segments = FakeView(
            AccessibilityProperties(hasExplicitChildren: true, containerType: .series),
            [
                FakeView.element("Week", traits: 1, y: 100, x: 200),
                FakeView.element("Day", traits: 1 | 1 << 3, y: 100, x: 16),
            ])
        let row = FakeView(
            AccessibilityProperties(
                isAccessibilityElement: true, label: "Anna", value: "3 unread", hint: "Opens the chat", traits: 1,
                frame: Frame(x: 0, y: 200, width: 390, height: 60),
                customActions: ["Archive", "Mute"],
                customContent: [CustomContent(label: "Last message", value: "See you", importance: .high)],
                language: "de", userInputLabels: ["Anna"], identifier: "row", respondsToUserInteraction: true))
        let document = HarkDocument(
            capturingSource: FakeView(AccessibilityProperties(), [segments, row, FakeView.element("Twice", y: 300)]))
        #expect(document.root.children[1].id == "row")
        #expect(document.root.children[1].userInputLabels == ["Anna"])
        #expect(document.root.children[0].readsInGivenOrder)
        assertTranscript(of: document)
    }

    @Test func aCycleThroughAccessibilityElementsIsVisitedOnce() throws {
        let parent = FakeView()
        let child = FakeView(AccessibilityProperties(), [parent, FakeView.element("Once", y: 10)])
        parent.harkAccessibilityChildren = [child]
        let document = HarkDocument(capturingSource: parent)
        #expect(try speechInOrder(document.root) == ["Once"])
    }

    @Test func tenThousandLevelsDeep() throws {
        var view = FakeView.element("Bottom", y: 10)
        for _ in 0..<10_000 { view = FakeView(AccessibilityProperties(), [view]) }
        let document = HarkDocument(capturingSource: view)
        #expect(try Narrator(document: document).transcript().events.count == 1)
    }

    @Test func repeatedIdentifiersAreMadeUnique() {
        let document = HarkDocument(
            capturingSource: FakeView(
                AccessibilityProperties(),
                [
                    FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "A", identifier: "cell")),
                    FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "B", identifier: "cell")),
                ]))
        #expect(document.root.children.map(\.id) == ["cell", "cell#2"])
    }
}

/// `HarkDocument(snapshot:)` maps `XCUIElement.ElementType` raw values by
/// this table; its order is the SDK's (XCUIElementTypes.h).
@Suite("XCUIElement.ElementType raw values")
struct ElementTypeRawValueTests {
    @Test func theTableFollowsTheSDKsOrder() {
        #expect(ImportedElement.typeName(rawValue: 0) == "Any")
        #expect(ImportedElement.typeName(rawValue: 9) == "Button")
        #expect(ImportedElement.typeName(rawValue: 40) == "Switch")
        #expect(ImportedElement.typeName(rawValue: 48) == "StaticText")
        #expect(ImportedElement.typeName(rawValue: 75) == "Cell")
        #expect(ImportedElement.typeName(rawValue: 82) == "StatusItem")
        #expect(ImportedElement.typeName(rawValue: 83) == nil)
        #expect(ImportedElement.typeName(rawValue: -1) == nil)
    }

    @Test func importedElementsMapAsTheDumpsDo() throws {
        let elements = [
            ImportedElement(type: "Application", label: "App", frame: Frame(x: 0, y: 0, width: 390, height: 844)),
            ImportedElement(
                type: "Switch", parent: 0, label: "Wi-Fi", value: "1",
                frame: Frame(x: 0, y: 100, width: 390, height: 44)),
        ]
        let document = HarkDocument(importedElements: elements, format: .xcuitest)
        #expect(
            try Narrator(document: document).transcript().text
                == "# App (en)\n# imported from XCUITest debugDescription: hints not available\n# locale en, guessed "
                + "from the labels; --locale to choose\n1 Wi-Fi. Switch Button. On.\n    hint: Double tap to "
                + "toggle setting.\n"
        )
    }
}
