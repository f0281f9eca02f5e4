import Foundation
import Testing
@testable import Hark

/// A container that makes new elements each time it is asked, as UIKit's
/// table views may: nothing else keeps them alive.
@MainActor
final class FreshElements: AccessibilitySource {
    let labels: [String]
    let depth: Int

    init(_ labels: [String], depth: Int) {
        self.labels = labels
        self.depth = depth
    }

    var harkAccessibility: AccessibilityProperties { AccessibilityProperties() }
    var harkAccessibilityChildren: [any AccessibilitySource] {
        guard depth > 0 else {
            return labels.map {
                FakeView(
                    AccessibilityProperties(
                        isAccessibilityElement: true, label: $0, frame: Frame(x: 0, y: 0, width: 10, height: 10)))
            }
        }
        return labels.map { FreshElements(["\($0)."], depth: depth - 1) }
    }
}

/// The walk's own rules: what it keeps alive, what it passes down.
@Suite("Capture walk")
@MainActor
struct CaptureWalkTests {
    /// Elements made on demand and dropped at once could reuse an address
    /// the walk had seen; it keeps every object it visits alive, so none is
    /// taken for another.
    @Test func freshElementsAreNeverTakenForOnesAlreadySeen() {
        let labels = (1...200).map { "Row \($0)" }
        let document = HarkDocument(capturingSource: FreshElements(labels, depth: 3))
        var count = 0
        var stack = [document.root]
        while let node = stack.popLast() {
            if node.label != nil { count += 1 }
            stack.append(contentsOf: node.children)
        }
        #expect(count == labels.count)
    }

    /// A semantic group's custom actions are offered on each element in it,
    /// after the element's own.
    @Test func aSemanticGroupsActionsReachItsElements() {
        var groupProperties = AccessibilityProperties(
            containerType: .semanticGroup, customActions: ["Delete", "Share"])
        groupProperties.frame = Frame(x: 0, y: 0, width: 100, height: 100)
        let element = FakeView(
            AccessibilityProperties(isAccessibilityElement: true, label: "Oslo", customActions: ["Share", "Pin"]))
        let group = FakeView(groupProperties, [FakeView(AccessibilityProperties(), [element])])
        let outside = FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "Bergen"))
        let document = HarkDocument(capturingSource: FakeView(AccessibilityProperties(), [group, outside]))
        let oslo = document.root.children[0].children[0].children[0]
        #expect(oslo.customActions.map(\.name) == ["Share", "Pin", "Delete"])
        #expect(document.root.children[1].customActions.isEmpty)
    }

    /// A clipping view's flag, a data table's size and a cell's place reach
    /// the node.
    @Test func clippingAndTableFieldsReachTheNode() {
        var properties = AccessibilityProperties(isAccessibilityElement: true, label: "Mon")
        properties.clipsToBounds = true
        properties.cell = TableCell(row: 2, column: 1)
        properties.rowCount = 3
        properties.columnCount = 2
        let node = HarkDocument(capturingSource: FakeView(properties)).root
        #expect(node.clipsToBounds)
        #expect(node.cell == TableCell(row: 2, column: 1))
        #expect(node.rowCount == 3 && node.columnCount == 2)
    }

    /// A table's header elements by identity: the cells among them become
    /// row or column headers (column when named both ways); an element that
    /// is no cell, or one the walk never reaches, is left out.
    @Test func tableHeaderElementsMarkTheirCells() {
        func cell(_ label: String, _ row: Int, _ column: Int) -> FakeView {
            var properties = AccessibilityProperties(isAccessibilityElement: true, label: label)
            properties.cell = TableCell(row: row, column: column)
            return FakeView(properties)
        }
        let day = cell("Day", 1, 1), price = cell("Price", 1, 2), monday = cell("Mon", 2, 1), amount = cell("90", 2, 2)
        let caption = FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "Prices"))
        let unreached = cell("Elsewhere", 1, 1)
        var table = AccessibilityProperties(containerType: .dataTable)
        table.rowCount = 2
        table.columnCount = 2
        table.tableHeaders = [
            ObjectIdentifier(day): .row, ObjectIdentifier(monday): .row, ObjectIdentifier(caption): .column,
            ObjectIdentifier(unreached): .column,
        ]
        var columns = AccessibilityProperties()
        columns.tableHeaders = [ObjectIdentifier(day): .column, ObjectIdentifier(price): .column]
        let document = HarkDocument(
            capturingSource: FakeView(
                AccessibilityProperties(),
                [FakeView(table, [caption, day, price, monday, amount]), FakeView(columns)]))
        let cells = document.root.children[0].children
        #expect(cells.map(\.header) == [nil, .column, .column, .row, nil])
        withExtendedLifetime(unreached) {}
    }

    /// A custom rotor's targets, objects the walk reaches, become the ids of
    /// their nodes; one without an id gets `rotor-item`, made unique.
    @Test func customRotorTargetsBecomeNodeIds() {
        let named = FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "A", identifier: "a"))
        let unnamed = FakeView(AccessibilityProperties(isAccessibilityElement: true, label: "B"))
        let other = FakeView(
            AccessibilityProperties(isAccessibilityElement: true, label: "C", identifier: "rotor-item"))
        var rootProperties = AccessibilityProperties()
        rootProperties.customRotors = [
            AccessibilityProperties.Rotor(name: "Picks", targets: [ObjectIdentifier(named), ObjectIdentifier(unnamed)])
        ]
        let root = HarkDocument(capturingSource: FakeView(rootProperties, [other, named, unnamed])).root
        #expect(root.children.map(\.id) == ["rotor-item", "a", "rotor-item#2"])
        #expect(root.customRotors == [CustomRotor(name: "Picks", ids: ["a", "rotor-item#2"])])
    }
}
