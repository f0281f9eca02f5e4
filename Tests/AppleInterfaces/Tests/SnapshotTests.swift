// HarkDocument(snapshot:) on XCUIElementSnapshot doubles.
import Foundation
import Hark
import HarkXCUITest
import XCTest

/// An XCUIElementSnapshot as the protocol's pages describe one
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot).
struct SnapshotDouble: XCUIElementSnapshot {
    var identifier = ""
    var frame = CGRect.zero
    var value: Any?
    var title = ""
    var label = ""
    var elementType = XCUIElement.ElementType.other
    var isEnabled = true
    var isSelected = false
    var hasFocus = false
    var placeholderValue: String?
    var children: [any XCUIElementSnapshot] = []
}

@MainActor
enum SnapshotTests {
    /// The narration of a screen of text fields (label, `hasFocus`), with
    /// the keyboard at the bottom when `keyboard`.
    static func narration(fields: [(String, Bool)], keyboard: Bool) -> String {
        var children: [any XCUIElementSnapshot] = fields.enumerated().map { index, field in
            SnapshotDouble(
                frame: CGRect(x: 10, y: 100 + 60 * Double(index), width: 300, height: 44), label: field.0,
                elementType: .textField, hasFocus: field.1)
        }
        if keyboard {
            let key = SnapshotDouble(frame: CGRect(x: 0, y: 600, width: 39, height: 50), label: "q", elementType: .key)
            children.append(
                SnapshotDouble(
                    frame: CGRect(x: 0, y: 550, width: 390, height: 294), elementType: .keyboard, children: [key]))
        }
        let app = SnapshotDouble(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), elementType: .application, children: children)
        return (try? Narrator(document: HarkDocument(snapshot: app)).transcript().text) ?? ""
    }

    static func run() {
        Harness.test("snapshot: element types by XCUIElementTypes.h raw value, labels and frames") {
            let button = SnapshotDouble(
                frame: CGRect(x: 10, y: 100, width: 80, height: 44), label: "Book", elementType: .button)
            let text = SnapshotDouble(
                frame: CGRect(x: 10, y: 50, width: 200, height: 30), label: "Oslo", elementType: .staticText)
            let app = SnapshotDouble(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), elementType: .application, children: [text, button])
            let transcript = (try? Narrator(document: HarkDocument(snapshot: app)).transcript().text) ?? ""
            Harness.expect(transcript.contains("Oslo") && transcript.contains("Book. Button."), transcript)
        }
        Harness.test("snapshot: hasFocus on a text field is focus, not editing: no \"Is editing.\"") {
            let field = SnapshotDouble(
                frame: CGRect(x: 10, y: 100, width: 300, height: 44), label: "From", elementType: .textField,
                hasFocus: true)
            let app = SnapshotDouble(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), elementType: .application, children: [field])
            let transcript = (try? Narrator(document: HarkDocument(snapshot: app)).transcript().text) ?? ""
            Harness.expect(transcript.contains("From") && !transcript.contains("Is editing."), transcript)
        }
        Harness.test("snapshot: with the keyboard up, the focused text field of two is the one editing") {
            let transcript = narration(fields: [("From", false), ("To", true)], keyboard: true)
            Harness.expect(
                transcript.contains("To. Text Field. Is editing.") && !transcript.contains("From. Text Field. Is"),
                transcript)
        }
        Harness.test("snapshot: with the keyboard up, the only text field is editing, focused or not") {
            let transcript = narration(fields: [("Search flights", false)], keyboard: true)
            Harness.expect(transcript.contains("Search flights. Text Field. Is editing."), transcript)
        }
        Harness.test("snapshot: with the keyboard up and two fields, none focused, neither says editing") {
            let transcript = narration(fields: [("From", false), ("To", false)], keyboard: true)
            Harness.expect(transcript.contains("To") && !transcript.contains("Is editing."), transcript)
        }
        Harness.test("snapshot: rows of a table below the screen are kept; a text off screen outside it is not") {
            let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
            let rows = (0..<3).map { index in
                SnapshotDouble(
                    frame: CGRect(x: 0, y: 700 + 200 * Double(index), width: 390, height: 44),
                    label: "Row \(index)", elementType: .cell)
            }
            let table = SnapshotDouble(
                frame: CGRect(x: 0, y: 100, width: 390, height: 744), elementType: .table, children: rows)
            let stray = SnapshotDouble(
                frame: CGRect(x: 0, y: 2000, width: 390, height: 44), label: "Stray", elementType: .staticText)
            let app = SnapshotDouble(frame: screen, elementType: .application, children: [table, stray])
            let transcript = (try? Narrator(document: HarkDocument(snapshot: app)).transcript().text) ?? ""
            Harness.expect(
                transcript.contains("Row 0") && transcript.contains("Row 1") && transcript.contains("Row 2")
                    && !transcript.contains("Stray"), transcript)
        }
    }
}
