#if canImport(UIKit) && !os(watchOS)
import Hark
import UIKit
#if canImport(Accessibility)
import Accessibility
#endif

extension NSObject {
    /// `accessibilityLabel`, or the text of `accessibilityAttributedLabel`
    /// when only that is set.
    @MainActor var harkLabel: String? {
        accessibilityLabel ?? accessibilityAttributedLabel?.string
    }

    /// `accessibilityFrame`; for an element that gives only an
    /// `accessibilityPath`, the path's bounds.
    @MainActor var harkFrame: Frame {
        var frame = accessibilityFrame
        if frame.isEmpty, let path = accessibilityPath { frame = path.bounds }
        return Frame(
            x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
            height: Double(frame.size.height))
    }

    /// `accessibilityIdentifier` through `UIAccessibilityIdentification`
    /// (views, images, `UIAccessibilityElement`), else by key-value coding,
    /// which is where SwiftUI's elements keep it; an object that does not
    /// respond to the selector is not asked (a key it does not know would
    /// raise an exception).
    @MainActor var harkIdentifier: String? {
        if let identification = self as? UIAccessibilityIdentification {
            return identification.accessibilityIdentifier
        }
        guard responds(to: NSSelectorFromString("accessibilityIdentifier")) else { return nil }
        return value(forKey: "accessibilityIdentifier") as? String
    }

    /// A data table's size, its header elements and a cell's place in it
    /// (`UIAccessibilityContainerDataTable`, `…DataTableCell`): the ranges
    /// are 0-based `NSRange`s, Hark's rows and columns 1-based.
    @MainActor func readDataTable(into properties: inout AccessibilityProperties) {
        if let table = self as? UIAccessibilityContainerDataTable {
            properties.rowCount = table.accessibilityRowCount()
            properties.columnCount = table.accessibilityColumnCount()
            properties.tableHeaders = Self.headerElements(of: table)
        }
        if let cell = self as? UIAccessibilityContainerDataTableCell {
            let rows = cell.accessibilityRowRange(), columns = cell.accessibilityColumnRange()
            guard rows.location != NSNotFound, columns.location != NSNotFound else { return }
            properties.cell = TableCell(
                row: rows.location + 1, column: columns.location + 1, rowSpan: max(rows.length, 1),
                columnSpan: max(columns.length, 1))
        }
    }

    /// The most rows, and columns, whose header elements are asked for.
    static let headerLookupLimit = 10_000

    /// The table's header elements by identity: what the optional
    /// `accessibilityHeaderElements(forRow:)` gives for each row is a row
    /// header, what `accessibilityHeaderElements(forColumn:)` gives for each
    /// column a column header (asked for the first 10,000 rows and columns
    /// at most; a table that implements neither has none).
    @MainActor private static func headerElements(of table: any UIAccessibilityContainerDataTable) -> [ObjectIdentifier:
        TableHeader]
    {
        var headers: [ObjectIdentifier: TableHeader] = [:]
        for row in 0..<min(max(table.accessibilityRowCount(), 0), headerLookupLimit) {
            for element in table.accessibilityHeaderElements?(forRow: row) ?? [] {
                headers[ObjectIdentifier(element as AnyObject)] = .row
            }
        }
        for column in 0..<min(max(table.accessibilityColumnCount(), 0), headerLookupLimit) {
            for element in table.accessibilityHeaderElements?(forColumn: column) ?? [] {
                headers[ObjectIdentifier(element as AnyObject)] = .column
            }
        }
        return headers
    }

    /// `accessibilityCustomContent` of an `AXCustomContentProvider`, or
    /// what its `accessibilityCustomContentBlock` (iOS 17) returns when it
    /// has one. SwiftUI's elements (`.accessibilityCustomContent(…)`) keep
    /// theirs under the same key without conforming to the protocol
    /// (AccessibilitySnapshot reads them so): for an object that is no
    /// provider, it is read by key-value coding when the object responds to
    /// the selector (a key it does not know would raise an exception).
    @MainActor var harkCustomContent: [CustomContent] {
        #if canImport(Accessibility)
        let contents: [AXCustomContent]
        if let provider = self as? AXCustomContentProvider {
            if #available(iOS 17.0, tvOS 17.0, *), let block = provider.accessibilityCustomContentBlock ?? nil {
                contents = block() ?? []
            } else {
                contents = provider.accessibilityCustomContent ?? []
            }
        } else if responds(to: NSSelectorFromString("accessibilityCustomContent")) {
            contents = value(forKey: "accessibilityCustomContent") as? [AXCustomContent] ?? []
        } else {
            contents = []
        }
        return contents.map {
            CustomContent(label: $0.label, value: $0.value, importance: $0.importance == .high ? .high : .default)
        }
        #else
        return []
        #endif
    }
}
#endif
