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
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="\(title)" label="\(title)" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
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
                      <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" enabled="true" visible="true" accessible="false" x="0" y="761" width="390" height="83" index="0">
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true" visible="true" accessible="true" x="2" y="762" width="96" height="48" index="0"/>
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Search" label="Search" value="1" enabled="true" selected="true" visible="true" accessible="true" x="98" y="762" width="96" height="48" index="1"/>
                      </XCUIElementTypeTabBar>
                """))
        #expect(text.hasSuffix("\n1 Home. Tab. 1 of 2.\n2 Selected: Search. Tab. 2 of 2.\n"))
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
        "[" + axe("Application", "AXApplication", "application", label: "Contacts", frame: (0, 0, 393, 852), children: children) + "]"
    }

    /// AX reports UISearchTextField as a text field with the subrole
    /// `AXSearchField`: "Search Field." and the text field's hint.
    @Test func anIDBSearchFieldIsASearchField() throws {
        let field = Self.axe(
            "TextField", "AXTextField", "search text field", label: "Search", frame: (16, 155, 361, 36), subrole: "AXSearchField")
        let text = try narrateDump(Self.axeScreen([field]))
        #expect(text.hasSuffix("--locale to choose\n1 Search. Search Field.\n    hint: Double tap to edit.\n"))
    }

    /// In idb's and AXe's nested trees every node is an element AX reports:
    /// a search field's Dictate button is a stop of its own.
    @Test func aSearchFieldsDictateButtonIsItsOwnStop() throws {
        let dictate = Self.axe("Button", "AXButton", "button", label: "Dictate", frame: (345, 161, 24, 24))
        let field = Self.axe(
            "TextField", "AXTextField", "search text field", label: "Search", frame: (16, 155, 361, 36), subrole: "AXSearchField",
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
}
