import Foundation
import Testing
import Hark

/// Rows beyond the screen (docs/Importing.md, "Rows beyond the screen"):
/// kept inside scrollable containers, and marked where VoiceOver scrolls.
@Suite("Rows beyond the screen")
struct ImportScrollTests {
    static let mailboxes = "appium/mailboxes-rows-below-screen-wda.xml"

    @Test func rowsBelowTheScreenAreKeptInTheirPlace() throws {
        let transcript = try Narrator(document: importDump(Self.mailboxes)).transcript()
        let text = transcript.text
        // 24 mailboxes, then the toolbar: the rows WebDriverAgent marks
        // visible="false" are kept, before the toolbar, not after it.
        #expect(
            text.contains(
                "\n16 Taxes. Button.\n17 Old Mail. Button.\n  scrolled\n18 Shopping. Button.\n19 Kids. Button.\n"))
        #expect(text.hasSuffix("\n25 Books. Button.\n26 Updated Just Now\n27 Compose. Button.\n"))
        #expect(transcript.events.filter { $0 == .scrolled }.count == 1)
        #expect(transcript.json.contains("\n  {\"type\": \"scrolled\"},\n  {\"type\": \"focus\", \"index\": 18,"))
    }

    @Test func eachScreenfulScrollsOnceAndTheNavigatorScrollsToo() throws {
        // A collection view three screens long: one scroll per screenful.
        var lines = """
            Attributes: Application, 0x1, pid: 1, label: 'Photos'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Photos'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  CollectionView, 0x3, {{0.0, 0.0}, {390.0, 844.0}}

            """
        for row in 0..<12 {
            lines +=
                "          Cell, 0x\(row + 10), {{0.0, \(Double(row) * 211.0)}, {390.0, 200.0}}, label: 'Photo "
                + "\(row + 1)'\n"
        }
        let text = try narrateDump(lines)
        #expect(text.contains("\n4 Photo 4\n  scrolled\n5 Photo 5\n"))
        #expect(text.contains("\n8 Photo 8\n  scrolled\n9 Photo 9\n"))
        #expect(text.components(separatedBy: "  scrolled\n").count == 3)
        var navigator = try Navigator(document: HarkDocument(importing: Data(lines.utf8)))
        navigator.perform(try Navigator.Gesture.parse("next, next, next, next", location: { "gesture \($0)" }))
        #expect(navigator.transcript.text.hasSuffix("> next\n  scrolled\n5 Photo 5\n"))
    }

    @Test func offScreenOutsideScrollablesHiddenZeroSizeAndKeyboardStayOut() throws {
        let dump = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true"\
             visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Shown" label="Shown" enabled="true"\
             visible="true" accessible="true" x="0" y="100" width="100" height="44" index="0"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Below" label="Below" enabled="true"\
             visible="false" accessible="true" x="0" y="900" width="100" height="44" index="1"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Hidden" label="Hidden" enabled="true"\
             visible="false" accessible="true" x="0" y="200" width="100" height="44" index="2"/>
                <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false"\
             x="0" y="300" width="390" height="544" index="3">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Zero" label="Zero" enabled="true"\
             visible="false" accessible="true" x="0" y="1000" width="0" height="0" index="0"/>
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Row" label="Row" enabled="true" visible="false"\
             accessible="true" x="0" y="1000" width="390" height="44" index="1"/>
                  <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true"\
             accessible="false" x="0" y="500" width="390" height="300" index="2">
                    <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true"\
             accessible="true" x="0" y="510" width="36" height="42" index="0"/>
                  </XCUIElementTypeKeyboard>
                </XCUIElementTypeTable>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let text = try narrateDump(dump)
        #expect(text.hasSuffix("--locale to choose\n1 Shown. Button.\n  scrolled\n2 Row\n"))
        let all = try narrateDump(dump, keepAll: true)
        for kept in ["Below. Button.", "Hidden. Button.", "Zero", "Row", "q"] { #expect(all.contains(" \(kept)\n")) }
    }

    @Test func aScrollViewHoldingRowsBelowKeepsThemBeforeWhatFollows() throws {
        // A form in a scroll view, a tab bar after: the fields below the
        // screen come before the tab bar, as VoiceOver scrolls the form.
        let elements = [
            ImportedElement(type: "Application", label: "Form", frame: Frame(x: 0, y: 0, width: 390, height: 844)),
            ImportedElement(type: "ScrollView", parent: 0, frame: Frame(x: 0, y: 0, width: 390, height: 795)),
            ImportedElement(
                type: "TextField", parent: 1, label: "Name", frame: Frame(x: 16, y: 100, width: 358, height: 44)),
            ImportedElement(
                type: "TextField", parent: 1, label: "Notes", frame: Frame(x: 16, y: 1200, width: 358, height: 44)),
            ImportedElement(type: "TabBar", parent: 0, frame: Frame(x: 0, y: 795, width: 390, height: 49)),
            ImportedElement(
                type: "Button", parent: 4, label: "Home", frame: Frame(x: 0, y: 795, width: 195, height: 49)),
        ]
        // The shape HarkDocument(snapshot:) builds: no `visible`, off-screen frames.
        let text = try Narrator(document: HarkDocument(importedElements: elements, format: .xcuitest)).transcript().text
        #expect(text.contains("\n1 Name. Text Field.\n"))
        #expect(text.contains("\n  scrolled\n2 Notes. Text Field.\n"))
        #expect(text.contains("\n3 Home. Tab. 1 of 1.\n"))
    }
}
