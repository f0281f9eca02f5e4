// Whole screens and the walk's rules, on the UIKit doubles.
import Foundation
import Hark
import HarkUIKit
import UIKit

/// A cell of a data table double
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell).
final class GridCell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    let row: Int, column: Int
    init(_ container: Any, row: Int, column: Int, label: String, frame: CGRect) {
        self.row = row
        self.column = column
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityFrame = frame
    }
    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
    func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: 1) }
}

/// A data table double
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable):
/// `rows` × `columns` cells handed out through accessibilityElements; with
/// `headers`, the first row's cells head their columns and the first
/// column's cells (below it) their rows.
final class GridView: UIView, UIAccessibilityContainerDataTable {
    var cells: [[GridCell]] = []
    let headers: Bool

    init(frame: CGRect, labels: [[String]], headers: Bool = false) {
        self.headers = headers
        super.init(frame: frame)
        cells = labels.enumerated().map { row, texts in
            texts.enumerated().map { column, text in
                GridCell(
                    self, row: row, column: column, label: text,
                    frame: CGRect(x: CGFloat(column) * 100, y: frame.minY + CGFloat(row) * 44, width: 100, height: 44))
            }
        }
        accessibilityContainerType = .dataTable
        accessibilityElements = Array(cells.joined())
    }
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    {
        cells.indices.contains(row) && cells[row].indices.contains(column) ? cells[row][column] : nil
    }
    func accessibilityRowCount() -> Int { cells.count }
    func accessibilityColumnCount() -> Int { cells.first?.count ?? 0 }
    var accessibilityHeaderElements: UIAccessibilityContainerDataTableHeaders? {
        guard headers else { return nil }
        return UIAccessibilityContainerDataTableHeaders(
            forRow: { [cells] row in row > 0 && cells.indices.contains(row) ? [cells[row][0]] : [] },
            forColumn: { [cells] column in cells.first.map { $0.indices.contains(column) ? [$0[column]] : [] } })
    }
}

@MainActor
enum ScreenTests {
    static func narration(_ document: HarkDocument) -> String {
        (try? Narrator(document: document).transcript().text) ?? ""
    }

    static func run() {
        Harness.test("a navigation bar, a table (its cells on screen) and a tab bar, in order") {
            barTableAndTabBarInOrder()
        }
        Harness.test("a modal sheet: only the view with accessibilityViewIsModal is read") { modalSheetAlone() }
        Harness.test("a table view: its cells on screen, not the container methods' rows off screen") {
            tableViewCellsOnScreen()
        }
        Harness.test("two modal subviews: the last one wins, as AccessibilitySnapshot reads them") {
            lastModalSubviewWins()
        }
        Harness.test("a data table: row and column counts, and each cell's place") { dataTableCountsAndCells() }
        Harness.test("a data table's header elements: column and row headers, spoken before a cell's label") {
            dataTableHeaders()
        }
        Harness.test("a clipping view of zero size hides what is in it") { zeroSizeClipHides() }
        Harness.test("a semantic group's custom actions are offered on the elements in it") { semanticGroupActions() }
        Harness.test("the app's language and a right-to-left layout direction") { languageAndDirection() }
        Harness.test("custom rotors: the elements each one's search gives, as node ids") { customRotorTargets() }
    }

    static func barTableAndTabBarInOrder() {
        let controller = ScreenController(title: "Flights") { view in
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            let heading = label("Flights", CGRect(x: 150, y: 50, width: 90, height: 30))
            heading.accessibilityTraits = [.header]
            bar.addSubview(heading)
            view.addSubview(bar)
            view.addSubview(
                TableDouble(
                    frame: CGRect(x: 0, y: 100, width: 390, height: 660), labels: (1...20).map { "Flight \($0)" }))
            let tabs = UITabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 84))
            for (index, name) in ["Search", "Trips"].enumerated() {
                let tab = label(name, CGRect(x: CGFloat(index) * 195, y: 0, width: 195, height: 50))
                tab.accessibilityTraits = [.button]
                tabs.addSubview(tab)
            }
            view.addSubview(tabs)
        }
        let document = HarkDocument(capturing: controller)
        let text = narration(document)
        let order = ["Flights. Heading.", "Flight 1\n", "Flight 15\n", "Search. Tab. 1 of 2.", "Trips"]
        let positions = order.map { text.range(of: $0)?.lowerBound }
        Harness.expect(positions.allSatisfy { $0 != nil }, text)
        Harness.expect(!text.contains("Flight 16") && !text.contains("(element)"), text)
        Harness.expect(
            zip(positions, positions.dropFirst()).allSatisfy { ($0 ?? text.endIndex) < ($1 ?? text.startIndex) },
            text)
    }

    static func modalSheetAlone() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(label("Behind", CGRect(x: 0, y: 100, width: 100, height: 20)))
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(label("Choose a seat", CGRect(x: 0, y: 20, width: 200, height: 30)))
        window.addSubview(sheet)
        let text = narration(HarkDocument(capturing: window))
        Harness.expect(text.contains("Choose a seat") && !text.contains("Behind"), text)
    }

    static func tableViewCellsOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(
            TableDouble(frame: CGRect(x: 0, y: 0, width: 390, height: 132), labels: ["A", "B", "C", "D"]))
        Harness.expectEqual(labels(HarkDocument(capturing: window).root), ["A", "B", "C"])
    }

    static func lastModalSubviewWins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for (index, text) in ["First sheet", "Second sheet"].enumerated() {
            let sheet = UIView(frame: CGRect(x: 0, y: 400 + CGFloat(index) * 100, width: 390, height: 100))
            sheet.accessibilityViewIsModal = true
            sheet.addSubview(label(text, CGRect(x: 0, y: 20, width: 200, height: 30)))
            window.addSubview(sheet)
        }
        Harness.expectEqual(labels(HarkDocument(capturing: window).root), ["Second sheet"])
    }

    static func dataTableCountsAndCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(
            GridView(
                frame: CGRect(x: 0, y: 100, width: 300, height: 88), labels: [["Day", "Price"], ["Mon", "90"]]))
        let table = HarkDocument(capturing: window).root.children[0]
        Harness.expectEqual(table.containerType, .dataTable)
        Harness.expectEqual(table.rowCount, 2)
        Harness.expectEqual(table.columnCount, 2)
        Harness.expectEqual(
            table.children.map(\.cell),
            [
                TableCell(row: 1, column: 1), TableCell(row: 1, column: 2), TableCell(row: 2, column: 1),
                TableCell(row: 2, column: 2),
            ])
    }

    static func dataTableHeaders() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(
            GridView(
                frame: CGRect(x: 0, y: 100, width: 300, height: 88), labels: [["Day", "Price"], ["Mon", "90"]],
                headers: true))
        let document = HarkDocument(capturing: window)
        Harness.expectEqual(document.root.children[0].children.map(\.header), [.column, .column, .row, nil])
        let text = narration(document)
        Harness.expect(text.contains("Price. Mon. 90. Column 2."), text)
    }

    static func zeroSizeClipHides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let clip = UIView(frame: CGRect(x: 0, y: 100, width: 0, height: 0))
        clip.clipsToBounds = true
        clip.addSubview(label("Clipped", CGRect(x: 0, y: 0, width: 100, height: 20)))
        window.addSubview(clip)
        window.addSubview(label("Seen", CGRect(x: 0, y: 200, width: 100, height: 20)))
        let text = narration(HarkDocument(capturing: window))
        Harness.expect(text.contains("Seen") && !text.contains("Clipped"), text)
    }

    static func semanticGroupActions() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let group = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        group.accessibilityContainerType = .semanticGroup
        group.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
        group.addSubview(label("Oslo", CGRect(x: 0, y: 0, width: 100, height: 20)))
        window.addSubview(group)
        let node = HarkDocument(capturing: window).root.children[0].children[0]
        Harness.expectEqual(node.customActions.map(\.name), ["Delete"])
    }

    static func languageAndDirection() {
        let window = RightToLeftWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(label("A", CGRect(x: 0, y: 100, width: 100, height: 30)))
        window.addSubview(label("B", CGRect(x: 200, y: 100, width: 100, height: 30)))
        let document = HarkDocument(capturing: window, locale: "de")
        Harness.expectEqual(document.locale, "de")
        Harness.expectEqual(document.layoutDirection, .rightToLeft)
        let text = narration(document)
        Harness.expect(
            (text.range(of: "B")?.lowerBound ?? text.endIndex)
                < (text.range(of: "A")?.lowerBound ?? text.startIndex), text)
        let defaulted = HarkDocument(capturing: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        Harness.expectEqual(defaulted.locale, Bundle.main.preferredLocalizations.first ?? "en")
        Harness.expectEqual(defaulted.layoutDirection, .leftToRight)
    }

    static func customRotorTargets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = label("Delayed", CGRect(x: 0, y: 100, width: 100, height: 20))
        first.accessibilityIdentifier = "delayed"
        let second = label("Cancelled", CGRect(x: 0, y: 200, width: 100, height: 20))
        let items = [first, second]
        let search: UIAccessibilityCustomRotor.Search = { predicate in
            let current = items.firstIndex { $0 === predicate.currentItem.targetElement }
            let next = current.map { $0 + 1 } ?? 0
            return items.indices.contains(next)
                ? UIAccessibilityCustomRotorItemResult(targetElement: items[next], targetRange: nil) : nil
        }
        window.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(name: "Warnings", itemSearch: search),
            UIAccessibilityCustomRotor(systemType: .heading, itemSearch: search),
        ]
        window.addSubview(first)
        window.addSubview(second)
        let root = HarkDocument(capturing: window).root
        Harness.expectEqual(
            root.customRotors,
            [
                CustomRotor(name: "Warnings", ids: ["delayed", "rotor-item"]),
                CustomRotor(kind: .headings, ids: ["delayed", "rotor-item"]),
            ])
        Harness.expectEqual(root.children.map(\.id), ["delayed", "rotor-item"])
    }
}

/// A window laid out right to left, as a UIKit test makes one: the
/// direction is get-only, so a subclass answers it.
final class RightToLeftWindow: UIWindow {
    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
}
