import Foundation
import Testing
import Hark

/// The import rules that real dumps showed wrong (docs/Importing.md, "Rules
/// and their evidence"), each on a dump in the exact shape its tool prints.
@Suite("Import rules from real dumps")
struct ImportRuleTests {
    /// WebDriverAgent page source of an application holding `body`.
    static func appium(_ body: String, title: String = "App") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="\(title)" label="\(title)" enabled="true"\
         visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0"\
         y="0" width="390" height="844" index="0">
        \(body)
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    /// WebDriverAgent's `wdValue` writes `1` for a selected button with no
    /// value: the selected flag, not a value.
    @Test func aSelectedTabIsSelectedNotValueOne() throws {
        let text = try narrateDump(
            Self.appium(
                """
                      <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" enabled="true"\
                 visible="true" accessible="false" x="0" y="761" width="390" height="83" index="0">
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true"\
                 visible="true" accessible="true" x="2" y="762" width="96" height="48" index="0"/>
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Search" label="Search" value="1"\
                 enabled="true" selected="true" visible="true" accessible="true" x="98" y="762" width="96" height="48"\
                 index="1"/>
                      </XCUIElementTypeTabBar>
                """))
        #expect(text.hasSuffix("\n1 Home. Tab. 1 of 2.\n2 Selected: Search. Tab. 2 of 2.\n"))
    }

    /// An older WebDriverAgent writes no `selected` attribute: the selected
    /// tab is known by `wdValue`'s `1` alone (the Health dump in the corpus).
    @Test func anOlderWDAsSelectedTabIsKnownByItsOne() throws {
        let text = try narrateDump(
            Self.appium(
                """
                      <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="729"\
                 width="390" height="83">
                        <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Today" label="Today"\
                 enabled="true" visible="true" x="2" y="730" width="96" height="48"/>
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Browse" label="Browse" enabled="true"\
                 visible="true" x="98" y="730" width="96" height="48"/>
                      </XCUIElementTypeTabBar>
                """))
        #expect(text.hasSuffix("\n1 Selected: Today. Tab. 1 of 2.\n2 Browse. Tab. 2 of 2.\n"))
    }

    /// One element as AXe's `describe-ui` prints it (every key, its order).
    static func axe(
        _ type: String, _ role: String, _ description: String, label: String?, frame: (Double, Double, Double, Double),
        subrole: String? = nil, children: [String] = []
    ) -> String {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
        let (x, y, width, height) = frame
        return """
            {
              "AXFrame" : "{{\(x), \(y)}, {\(width), \(height)}}",
              "AXUniqueId" : null,
              "frame" : { "y" : \(y), "x" : \(x), "width" : \(width), "height" : \(height) },
              "role_description" : "\(description)",
              "AXLabel" : \(quoted(label)),
              "content_required" : false,
              "type" : "\(type)",
              "title" : null,
              "help" : null,
              "custom_actions" : [],
              "AXValue" : null,
              "enabled" : true,
              "role" : "\(role)",
              "children" : [\(children.joined(separator: ",\n"))],
              "subrole" : \(quoted(subrole)),
              "pid" : 44977
            }
            """
    }

    /// An AXe screen: the application holding `children`.
    static func axeScreen(_ children: [String]) -> String {
        "["
            + axe(
                "Application", "AXApplication", "application", label: "Contacts", frame: (0, 0, 393, 852),
                children: children) + "]"
    }

    /// AX reports UISearchTextField as a text field with the subrole
    /// `AXSearchField`: "Search Field." and the text field's hint.
    @Test func anIDBSearchFieldIsASearchField() throws {
        let field = Self.axe(
            "TextField", "AXTextField", "search text field", label: "Search", frame: (16, 155, 361, 36),
            subrole: "AXSearchField")
        let text = try narrateDump(Self.axeScreen([field]))
        #expect(text.hasSuffix("--locale to choose\n1 Search. Search Field.\n    hint: Double tap to edit.\n"))
    }

    /// In idb's and AXe's nested trees every node is an element AX reports:
    /// a search field's Dictate button is a stop of its own.
    @Test func aSearchFieldsDictateButtonIsItsOwnStop() throws {
        let dictate = Self.axe("Button", "AXButton", "button", label: "Dictate", frame: (345, 161, 24, 24))
        let field = Self.axe(
            "TextField", "AXTextField", "search text field", label: "Search", frame: (16, 155, 361, 36),
            subrole: "AXSearchField",
            children: [dictate])
        let text = try narrateDump(Self.axeScreen([field]))
        #expect(text.hasSuffix("\n1 Search. Search Field.\n    hint: Double tap to edit.\n2 Dictate. Button.\n"))
    }

    /// A row that has its own label is not folded into the button it holds:
    /// the button keeps its own label.
    @Test func aButtonInALabelledIDBRowKeepsItsLabel() throws {
        let info = Self.axe("Button", "AXButton", "button", label: "More Info", frame: (340, 110, 30, 30))
        let row = Self.axe("Cell", "AXCell", "cell", label: "Anna Berg", frame: (0, 100, 393, 50), children: [info])
        let text = try narrateDump(Self.axeScreen([row]))
        #expect(text.hasSuffix("--locale to choose\n1 Anna Berg\n2 More Info. Button.\n"))
    }

    /// XCUITest's `debugDescription` of a Settings screen (before iOS 26):
    /// the back button has no `BackButton` identifier, the title is an
    /// `Other`, and a grouped table has section headers and a footer.
    static let generalSettings = """
        Attributes: Application, 0x600000a1c000, pid: 812, label: 'Settings'
        Element subtree:
         →Application, 0x600000a1c000, pid: 812, label: 'Settings'
            Window (Main), 0x600000a1c0e0, {{0.0, 0.0}, {393.0, 852.0}}
              NavigationBar, 0x600000a1c1c0, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'General'
                Button, 0x600000a1c2a0, {{0.0, 59.0}, {92.0, 44.0}}, label: 'Settings'
                Other, 0x600000a1c380, {{163.0, 70.0}, {67.0, 22.0}}, label: 'General'
              Table, 0x600000a1c460, {{0.0, 0.0}, {393.0, 852.0}}
                Other, 0x600000a1c540, {{0.0, 115.0}, {393.0, 38.0}}, label: 'ABOUT'
                Cell, 0x600000a1c620, {{16.0, 153.0}, {361.0, 44.0}}
                  StaticText, 0x600000a1c700, {{36.0, 164.0}, {100.0, 22.0}}, label: 'About'
                Cell, 0x600000a1c7e0, {{16.0, 197.0}, {361.0, 44.0}}
                  StaticText, 0x600000a1c8c0, {{36.0, 208.0}, {150.0, 22.0}}, label: 'Software Update'
                Other, 0x600000a1c9a0, {{0.0, 241.0}, {393.0, 38.0}}
                  StaticText, 0x600000a1ca80, {{36.0, 257.0}, {200.0, 18.0}}, label: 'STORAGE'
                Cell, 0x600000a1cb60, {{16.0, 279.0}, {361.0, 44.0}}
                  StaticText, 0x600000a1cc40, {{36.0, 290.0}, {150.0, 22.0}}, label: 'iPhone Storage'
                Other, 0x600000a1cd20, {{0.0, 323.0}, {393.0, 40.0}}, label: 'Storage is used by apps and photos.'

        """

    /// Before iOS 26 the back button is the bar's leading button, labelled
    /// with the previous screen's title; the title printed as an `Other`
    /// and a grouped table's section headers are headings.
    @Test func backButtonTitleAndSectionHeadersWithoutIdentifiers() throws {
        let text = try narrateDump(Self.generalSettings)
        #expect(
            text.hasSuffix(
                """
                --locale to choose
                1 Settings. Back Button.
                2 General. Heading.
                3 ABOUT. Heading.
                4 About
                5 Software Update
                6 STORAGE. Heading.
                7 iPhone Storage
                8 Storage is used by apps and photos.

                """))
    }

    /// A leading bar button that is not at the bar's edge (a root screen's
    /// Edit, at the layout margin) stays a button.
    @Test func aLeadingButtonAtTheMarginIsNoBackButton() throws {
        let text = try narrateDump(
            Self.generalSettings.replacingOccurrences(
                of: "{{0.0, 59.0}, {92.0, 44.0}}, label: 'Settings'",
                with: "{{16.0, 59.0}, {40.0, 44.0}}, label: 'Edit'"))
        #expect(text.contains("\n1 Edit. Button.\n"))
    }

    /// XCUITest's `debugDescription` of a calendar's day view scrolled to
    /// noon: the hours before it lie up to 640 pt above the screen.
    static let dayView = """
        Attributes: Application, 0x600002a1c000, pid: 4410, label: 'Calendar'
        Element subtree:
         →Application, 0x600002a1c000, pid: 4410, label: 'Calendar'
            Window (Main), 0x600002a1c0e0, {{0.0, 0.0}, {393.0, 852.0}}
              NavigationBar, 0x600002a1c1c0, {{0.0, 59.0}, {393.0, 44.0}}
                Button, 0x600002a1c2a0, {{0.0, 59.0}, {96.0, 44.0}}, identifier: 'BackButton', label: 'December'
                Button, 0x600002a1c380, {{344.0, 59.0}, {44.0, 44.0}}, label: 'Add'
              ScrollView, 0x600002a1c460, {{0.0, 103.0}, {393.0, 649.0}}
                Other, 0x600002a1c540, {{0.0, -640.0}, {393.0, 1440.0}}
                  StaticText, 0x600002a1c620, {{8.0, -637.0}, {40.0, 16.0}}, label: '0:00'
                  StaticText, 0x600002a1c700, {{8.0, -277.0}, {40.0, 16.0}}, label: '6:00'
                  StaticText, 0x600002a1c7e0, {{8.0, 123.0}, {40.0, 16.0}}, label: '12:00'
                  Button, 0x600002a1c8c0, {{56.0, 130.0}, {329.0, 50.0}}, label: 'Lunch, 12:00 to 13:00'
                  StaticText, 0x600002a1c9a0, {{8.0, 183.0}, {40.0, 16.0}}, label: '13:00'
              Toolbar, 0x600002a1ca80, {{0.0, 752.0}, {393.0, 100.0}}
                Button, 0x600002a1cb60, {{16.0, 760.0}, {60.0, 44.0}}, label: 'Today'
                Button, 0x600002a1cc40, {{300.0, 760.0}, {77.0, 44.0}}, label: 'Inbox'

        """

    /// A scrolling container goes where it shows, after the navigation bar,
    /// its rows from the first (those above the screen in their place).
    @Test func aScrolledContainerIsPlacedWhereItShows() throws {
        let text = try narrateDump(Self.dayView)
        let stops = text.split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect(
            stops == [
                "1 [BackButton] December. Back Button.", "2 Add. Button.", "3 0:00", "4 6:00", "5 12:00",
                "6 Lunch, 12:00 to 13:00. Button.",
                "7 13:00", "8 Today. Button.", "9 Inbox. Button.",
            ])
    }

    /// WebDriverAgent's Settings table: a section's footer whose frame is
    /// stale (`visible="false"`, over the rows) is read after its rows, and
    /// a second, hidden copy of a footer inside the table's visible area is
    /// no stop.
    @Test func aTableIsReadInSectionOrderWithoutHiddenCopies() throws {
        let text = try narrateDump(
            Self.appium(
                """
                      <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true"\
                 accessible="false" x="0" y="0" width="390" height="844" index="0">
                        <XCUIElementTypeOther type="XCUIElementTypeOther" name="PRIVACY" label="PRIVACY" enabled="true"\
                 visible="true" accessible="true" x="0" y="110" width="390" height="38" index="0"/>
                        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Location Services" label="Location\
                 Services" enabled="true" visible="true" accessible="true" x="0" y="148" width="390" height="44"\
                 index="1"/>
                        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Tracking" label="Tracking" enabled="true"\
                 visible="true" accessible="true" x="0" y="192" width="390" height="44" index="2"/>
                        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Apps that ask to track appear here."\
                 label="Apps that ask to track appear here." enabled="true" visible="false" accessible="true" x="0"\
                 y="160" width="390" height="40" index="3"/>
                        <XCUIElementTypeOther type="XCUIElementTypeOther" name="SECURITY" label="SECURITY"\
                 enabled="true" visible="true" accessible="true" x="0" y="280" width="390" height="38" index="4"/>
                        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Lockdown Mode" label="Lockdown Mode"\
                 enabled="true" visible="true" accessible="true" x="0" y="318" width="390" height="44" index="5"/>
                        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Protects against attacks."\
                 label="Protects against attacks." enabled="true" visible="true" accessible="true" x="0" y="362"\
                 width="390" height="40" index="6"/>
                        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Protects against attacks."\
                 label="Protects against attacks." enabled="true" visible="false" accessible="true" x="0" y="236"\
                 width="390" height="40" index="7"/>
                      </XCUIElementTypeTable>
                """))
        #expect(
            text.hasSuffix(
                """
                --locale to choose
                1 PRIVACY. Heading.
                2 Location Services
                3 Tracking
                4 Apps that ask to track appear here.
                5 SECURITY. Heading.
                6 Lockdown Mode
                7 Protects against attacks.

                """))
    }

    /// WebDriverAgent stops at depth 50 below the application: a labelled
    /// leaf there stands for the text it cut off and is spoken, and the
    /// header says the dump was cut.
    @Test func aLeafWhereWebDriverAgentStoppedIsSpoken() throws {
        // WebDriverAgent keeps 50 levels, the application's the first: the
        // window is at depth 1, and 47 more levels put the leaf at depth 49.
        let open = (0..<47).map { _ in
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" "#
                + #"x="0" y="0" width="390" height="844">"#
        }
        let leaf =
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="Deep text" label="Deep text" enabled="true" "#
            + #"visible="true" accessible="false" x="16" y="300" width="200" height="22"/>"#
        let body = (open + [leaf] + Array(repeating: "</XCUIElementTypeOther>", count: 47)).joined(separator: "\n")
        let text = try narrateDump(Self.appium(body))
        #expect(
            text.contains(
                "# imported from Appium page source: hints not available; cut at depth 50 (WebDriverAgent's "
                    + "snapshotMaxDepth)\n"
            ))
        #expect(text.hasSuffix("--locale to choose\n1 Deep text\n"))
        // One level less deep, nothing was cut: the header says nothing.
        let lessDeep = try narrateDump(
            Self.appium(
                (open.dropFirst() + [leaf] + Array(repeating: "</XCUIElementTypeOther>", count: 46)).joined(
                    separator: "\n")))
        #expect(!lessDeep.contains("cut at depth"))
        #expect(!lessDeep.contains("Deep text"))
    }
}
