#if canImport(UIKit) && canImport(XCTest) && !os(watchOS) && !os(visionOS)
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect's isInfinite and isNull
#endif
import Hark
import XCTest

extension HarkDocument {
    /// What VoiceOver would say on the screen a UI test sees:
    /// `HarkDocument(snapshot: try app.snapshot())`, mapped as Hark maps an
    /// XCUITest `debugDescription` (docs/Importing.md). Like the text dump,
    /// a snapshot carries no hints. `elementType`'s raw value is read as
    /// `XCUIElementType` numbers its cases in `XCUIElementTypes.h` (`Any` is
    /// 0, `Other` 1, `Application` 2, …). A text input says "Is editing."
    /// only while the snapshot holds the keyboard: then the one text input
    /// that has `hasFocus`, or else the only text input in the snapshot, is
    /// the one being edited. `hasFocus` alone is not editing: Apple documents
    /// it as focus (the focus engine's), not as the keyboard's. Elements off the screen that a table,
    /// collection, scroll or web view holds are kept in their place, as
    /// VoiceOver scrolls to them; those outside any are left out.
    @MainActor
    public init(snapshot root: any XCUIElementSnapshot, keepAll: Bool = false) {
        var elements: [ImportedElement] = []
        var focused: [Int] = []
        var stack: [(snapshot: any XCUIElementSnapshot, parent: Int?)] = [(root, nil)]
        while let (snapshot, parent) = stack.popLast() {
            let frame = snapshot.frame
            let value: String? = (snapshot.value as? String) ?? (snapshot.value as? NSNumber)?.stringValue
            elements.append(
                ImportedElement(
                    type: ImportedElement.typeName(rawValue: Int(snapshot.elementType.rawValue)) ?? "Other",
                    parent: parent,
                    identifier: snapshot.identifier.isEmpty ? nil : snapshot.identifier, label: snapshot.label,
                    value: value,
                    placeholderValue: snapshot.placeholderValue,
                    frame: frame.isInfinite || frame.isNull
                        ? nil
                        : Frame(
                            x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
                            height: Double(frame.size.height)),
                    isEnabled: snapshot.isEnabled, isSelected: snapshot.isSelected,
                    location: "element \(elements.count + 1)"))
            let index = elements.count - 1
            if snapshot.hasFocus { focused.append(index) }
            for child in snapshot.children.reversed() { stack.append((child, index)) }
        }
        Self.markEditing(&elements, focused: focused)
        self.init(importedElements: elements, format: .xcuitest, keepAll: keepAll)
    }

    /// The element types that take text from the keyboard.
    private static let textInputs: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]

    /// Marks the text input being edited (``ImportedElement/hasFocus``, which
    /// the mapping reads as "Is editing." on a text input): none without a
    /// keyboard in the snapshot; with one, the only focused text input, else
    /// the only text input.
    private static func markEditing(_ elements: inout [ImportedElement], focused: [Int]) {
        guard elements.contains(where: { $0.type == "Keyboard" }) else { return }
        let focusedInputs = focused.filter { textInputs.contains(elements[$0].type) }
        if focusedInputs.count == 1 {
            elements[focusedInputs[0]].hasFocus = true
            return
        }
        guard focusedInputs.isEmpty else { return }
        let inputs = elements.indices.filter { textInputs.contains(elements[$0].type) }
        if inputs.count == 1 { elements[inputs[0]].hasFocus = true }
    }
}
#endif
