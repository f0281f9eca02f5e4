import Foundation
import Testing
import Hark

/// UIKit's cells in dumps (docs/Importing.md, "Cells"), each rule on a dump
/// in the exact shape its tool prints.
@Suite("Cells of imported dumps")
struct ImportCellTests {
    /// An XCUITest dump of a table holding `cells` (lines indented for a cell).
    static func table(_ cells: String) -> String {
        """
        Attributes: Application, 0x600000a1c000, pid: 812, label: 'Settings'
        Element subtree:
         →Application, 0x600000a1c000, pid: 812, label: 'Settings'
            Window (Main), 0x600000a1c0e0, {{0.0, 0.0}, {393.0, 852.0}}
              Table, 0x600000a1c1c0, {{0.0, 0.0}, {393.0, 852.0}}

        """ + cells
    }

    /// `cells` in the Settings table of a dump as WebDriverAgent writes it
    /// for Appium.
    static func appiumTable(_ cells: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings"\
         enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false"\
         x="0" y="0" width="390" height="844" index="0">

        """ + cells + """

                </XCUIElementTypeTable>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
    }

    @Test func aCellWithATextAndASwitchIsOneStop() throws {
        let text = try narrateDump(
            Self.table(
                """
                        Cell, 0x600000a1c2a0, {{0.0, 100.0}, {393.0, 44.0}}
                          StaticText, 0x600000a1c380, {{60.0, 111.0}, {200.0, 22.0}}, label: 'Wi-Fi'
                          Switch, 0x600000a1c460, {{326.0, 106.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1
                """))
        #expect(text.hasSuffix("\n1 Wi-Fi. Switch Button. On.\n    hint: Double tap to toggle setting.\n"))
    }

    @Test func aSingleControlAndItsCaptionAreOneStop() throws {
        let text = try narrateDump(
            Self.table(
                """
                        Cell, 0x600000a1c2a0, {{0.0, 100.0}, {393.0, 44.0}}
                          StaticText, 0x600000a1c380, {{16.0, 111.0}, {100.0, 22.0}}, label: 'Brightness'
                          Slider, 0x600000a1c460, {{120.0, 106.0}, {257.0, 31.0}}, value: 40%
                        Cell, 0x600000a1c540, {{0.0, 144.0}, {393.0, 44.0}}
                          StaticText, 0x600000a1c620, {{16.0, 155.0}, {100.0, 22.0}}, label: 'Name'
                          TextField, 0x600000a1c700, {{120.0, 150.0}, {257.0, 31.0}}, value: 'iPhone'
                """))
        #expect(text.contains("\n1 Brightness: 40%. Adjustable.\n"))
        #expect(text.contains("\n2 Name: iPhone. Text Field.\n"))
    }

    /// The import lets go of the elements it has built nodes from, 4,096 at
    /// a time, from the end: a cell's control thousands of elements below
    /// it must still be there when the cell is built.
    @Test func aCellWhoseControlLiesThousandsOfElementsBelowIsStillOneStop() throws {
        let cell = [
            "        Cell, 0x600000a1c2a0, {{0.0, 100.0}, {393.0, 44.0}}",
            "          StaticText, 0x600000a1c380, {{60.0, 111.0}, {200.0, 22.0}}, label: 'Wi-Fi'",
        ]
        let filler = (0..<5_000).map { "          Other, 0x7000\($0), {{0.0, 100.0}, {1.0, 1.0}}" }
        let control = "          Switch, 0x600000a1c460, {{326.0, 106.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1"
        let text = try narrateDump(Self.table((cell + filler + [control]).joined(separator: "\n") + "\n"))
        #expect(text.hasSuffix("\n1 Wi-Fi. Switch Button. On.\n    hint: Double tap to toggle setting.\n"))
    }

    @Test func aCellWithTwoControlsLetsVoiceOverReachEach() throws {
        let text = try narrateDump(
            Self.table(
                """
                        Cell, 0x600000a1c2a0, {{0.0, 100.0}, {393.0, 44.0}}
                          StaticText, 0x600000a1c380, {{16.0, 111.0}, {100.0, 22.0}}, label: 'Jane'
                          Button, 0x600000a1c460, {{220.0, 106.0}, {70.0, 31.0}}, label: 'Call'
                          Button, 0x600000a1c540, {{300.0, 106.0}, {70.0, 31.0}}, label: 'Message'
                """))
        #expect(text.hasSuffix("\n1 Jane\n2 Call. Button.\n3 Message. Button.\n"))
    }

    @Test func anAccessibleCellHoldingAButtonIsAButton() throws {
        // The shape WebDriverAgent writes for a Settings row with a disclosure chevron.
        let text = try narrateDump(
            Self.appiumTable(
                """
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="About" label="About" enabled="true"\
                 visible="true" accessible="true" x="0" y="155" width="390" height="44" index="0">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="About" label="About"\
                 value="About" enabled="true" visible="true" accessible="false" x="60" y="166" width="200" height="22"\
                 index="0"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="true"\
                 visible="true" accessible="false" x="360" y="170" width="8" height="14" index="1"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="0"\
                 y="199" width="390" height="44" index="1"/>
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false"\
                 x="0" y="243" width="390" height="44" index="2"/>
                """))
        // The two empty cells, with nothing to say and nothing inside, are no stops.
        #expect(text.hasSuffix("--locale to choose\n1 About. Button.\n"))
    }

    /// WebDriverAgent's Settings row: the chevron is a subview, not an
    /// element (`isWDAccessible` is false under an accessible cell), and
    /// WDA reports it `enabled="false" visible="false"`: the row is not dimmed.
    @Test func aDimmedGlyphInAnEnabledRowDoesNotDimTheRow() throws {
        let text = try narrateDump(
            Self.appiumTable(
                """
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="General" label="General" enabled="true"\
                 visible="true" accessible="true" x="0" y="155" width="390" height="44" index="0">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="General" label="General"\
                 value="General" enabled="true" visible="true" accessible="false" x="60" y="166" width="200"\
                 height="22" index="0"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false"\
                 visible="false" accessible="false" x="360" y="170" width="8" height="14" index="1"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="Privacy" label="Privacy" enabled="false"\
                 visible="true" accessible="true" x="0" y="199" width="390" height="44" index="1">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="true"\
                 visible="false" accessible="false" x="360" y="214" width="8" height="14" index="0"/>
                </XCUIElementTypeCell>
                """))
        #expect(text.hasSuffix("--locale to choose\n1 General. Button.\n2 Privacy. Dimmed. Button.\n"))
    }

    @Test func theRealSettingsDumpSaysButtonOnEachRow() throws {
        let text = try Narrator(document: importDump("appium/settings-iphone15.xml")).transcript().text
        #expect(text.contains("\n3 Airplane Mode. Switch Button. Off.\n"))
        #expect(text.contains("\n4 Wi-Fi: Home Network. Button.\n"))
        #expect(text.contains("\n8 Sounds & Haptics. Button.\n"))
    }
}
