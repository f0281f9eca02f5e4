import Foundation
import Testing
@testable import Hark

/// The lists of node fields beyond the model and the decoder: Hark's own
/// JSON writer (what `hark convert` writes) and the live-capture walker.
/// A field added to the storage fails here until each of them writes it,
/// or the capture's list says why UIKit has no such property.
extension NodeFieldTests {
    /// The keys of a node object in the bytes Hark's writer wrote, with the
    /// children's keys.
    static func writtenKeys(of node: AccessibilityNode) throws -> Set<String> {
        let bytes = try DocumentWriter.json(HarkDocument(root: node))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        var keys = Set(root.keys)
        for child in root["children"] as? [[String: Any]] ?? [] { keys.formUnion(child.keys) }
        return keys
    }

    /// `hark convert` writes with `DocumentWriter`: every key of the format,
    /// and what it writes reads back as the same document.
    @Test func theWriterWritesEveryField() throws {
        #expect(try Self.writtenKeys(of: Self.table) == Set(NodeField.names))
        let document = HarkDocument(root: Self.table)
        #expect(try HarkDocument(jsonData: Data(DocumentWriter.json(document))) == document)
    }

    /// The stored fields the capture walker fills from UIKit's properties.
    static let capturedFields: Set<String> = [
        "id", "label", "value", "hint", "traits", "frame", "isAccessibilityElement", "explicitOrder", "groupChildren",
        "containerType", "elementsHidden", "hidden", "alpha", "clipsToBounds", "viewIsModal", "language",
        "customActions", "customContent", "userInputLabels", "respondsToUserInteraction", "activationPoint",
        "rowCount", "columnCount", "cell", "header", "customRotors", "itemCount",
    ]

    /// The stored fields UIKit has no property for, and why.
    static let uncapturedFields: [String: String] = [
        "localizedLabel": "UIKit gives the label already localized",
        "localizedValue": "UIKit gives the value already localized",
        "localizedHint": "UIKit gives the hint already localized",
        "headingLevel": "the walker reads the header trait, not a level",
        "behaviors": "what an app does on a gesture is the document's to declare",
        "adjustableValues": "what an adjustable element steps through is the document's to declare",
        "appearance": "colours and sizes are read from a picture, not from accessibility properties",
        "auditSuppression": "a finding is suppressed in the document, not in the app",
    ]

    @Test func everyStoredFieldIsCapturedOrSaysWhyNot() {
        #expect(Self.capturedFields.isDisjoint(with: Self.uncapturedFields.keys))
        #expect(Self.capturedFields.union(Self.uncapturedFields.keys) == Set(Self.storedNames))
    }

    /// A capture of sources that set every property: the nodes it makes set
    /// exactly the fields `capturedFields` lists.
    @MainActor
    @Test func theCaptureFillsTheFieldsItLists() {
        let cellProperties = AccessibilityProperties(
            isAccessibilityElement: true, label: "Fare", value: "12", hint: "Opens the fare.", traits: 1,
            frame: Frame(x: 0, y: 0, width: 100, height: 44), activationPoint: Frame.Point(x: 5, y: 6),
            customActions: ["Delete"], customContent: [CustomContent(label: "Class", value: "Economy")], language: "fr",
            userInputLabels: ["Fare"], identifier: "fare", respondsToUserInteraction: false)
        var cellWithTable = cellProperties
        cellWithTable.cell = TableCell(row: 0, column: 1)
        let cell = FakeView(cellWithTable)
        var tableProperties = AccessibilityProperties(
            frame: Frame(x: 0, y: 0, width: 390, height: 400), hasExplicitChildren: true, groupsChildren: true,
            alpha: 0.5, containerType: .dataTable)
        tableProperties.clipsToBounds = true
        tableProperties.rowCount = 1
        tableProperties.columnCount = 2
        tableProperties.tableHeaders = [ObjectIdentifier(cell): .row]
        tableProperties.customRotors = [AccessibilityProperties.Rotor(name: "Fares", targets: [ObjectIdentifier(cell)])]
        let table = FakeView(tableProperties, [cell])
        let hidden = FakeView(AccessibilityProperties(viewIsModal: true, elementsHidden: true, isHidden: true))
        var listProperties = AccessibilityProperties(containerType: .list)
        listProperties.itemCount = 12
        let list = FakeView(listProperties)
        let document = HarkDocument(capturingSource: FakeView(AccessibilityProperties(), [table, hidden, list]))
        let defaults = Dictionary(
            uniqueKeysWithValues: Self.storedFields(of: AccessibilityNode()).map { ($0.name, $0.value) })
        var nodes = [document.root]
        var set: Set<String> = []
        while let node = nodes.popLast() {
            set.formUnion(Self.storedFields(of: node).filter { defaults[$0.name] != $0.value }.map(\.name))
            nodes += node.children
        }
        #expect(set == Self.capturedFields)
    }
}
