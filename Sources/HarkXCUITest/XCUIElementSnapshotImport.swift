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
    /// 0, `Other` 1, `Application` 2, …). `hasFocus` is not read: Apple
    /// documents it as focus (the focus engine's), not as the keyboard's, so
    /// a snapshot never says "Is editing.". Elements off the screen that a table,
    /// collection, scroll or web view holds are kept in their place, as
    /// VoiceOver scrolls to them; those outside any are left out.
    @MainActor
    public init(snapshot root: any XCUIElementSnapshot, keepAll: Bool = false) {
        var elements: [ImportedElement] = []
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
            for child in snapshot.children.reversed() { stack.append((child, index)) }
        }
        self.init(importedElements: elements, format: .xcuitest, keepAll: keepAll)
    }
}
#endif
