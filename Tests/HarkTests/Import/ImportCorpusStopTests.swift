import Foundation
import Testing
import Hark

/// The stops the real corpus still had wrong (docs/Importing.md, "Rules and
/// their evidence"), each on the real dump that showed it and on one in the
/// exact shape its tool prints.
@Suite("Stops the real corpus showed wrong")
struct ImportCorpusStopTests {
    /// The numbered stops of a transcript, without the header and hints.
    static func stops(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.first?.isNumber == true }.map {
            String($0.drop { $0 != " " }.dropFirst())
        }
    }

    /// The stops VoiceOver visits in a real dump of the corpus.
    static func stops(ofDump path: String) throws -> [String] {
        stops(try Narrator(document: importDump(path)).transcript().text)
    }

    /// The Calendar's day view: the date line under the week strip sits
    /// 31 pt above the hour grid, whose first hour on screen (12:00, from
    /// y 149) is cut by the grid's top edge (y 179). The grid shows from
    /// that edge, so the date line, higher, is read before it.
    @Test func theCalendarsDateLineIsReadBeforeTheHourGrid() throws {
        let stops = try Self.stops(ofDump: "Real/appium/shirates-calendar-day-ja-390x844.xml")
        let date = try #require(stops.firstIndex(of: "2023年12月15日 金曜日"))
        #expect(stops[date - 1] == "12月16日 土曜日. ボタン.")
        #expect(stops[date + 1] == "0:00")
        #expect(stops.last == "出席依頼. ボタン.")
    }

    /// The same in XCUITest's shape: a title 13 pt above a scroll view whose
    /// first row on screen (the lunch, 3 pt below the title) starts above
    /// the scroll view's top edge.
    @Test func aRowCutByTheTopEdgePlacesItsScrollViewAtThatEdge() throws {
        let dump = ImportRuleTests.dayView.replacingOccurrences(
            of: "      ScrollView, 0x600002a1c460, {{0.0, 103.0}, {393.0, 649.0}}\n",
            with: """
                      StaticText, 0x600002a1cd20, {{120.0, 127.0}, {150.0, 12.0}}, label: 'Friday 15 December'
                      ScrollView, 0x600002a1c460, {{0.0, 140.0}, {393.0, 612.0}}

                """)
        #expect(
            Self.stops(try narrateDump(dump)) == [
                "[BackButton] December. Back Button.", "Add. Button.", "Friday 15 December", "0:00", "6:00", "12:00",
                "Lunch, 12:00 to 13:00. Button.", "13:00", "Today. Button.", "Inbox. Button.",
            ])
    }

    /// WeChat's search bar with text typed: WebDriverAgent lists the field's
    /// "清除文本" (Clear text) button inside it; VoiceOver reaches it after
    /// the field, as the Dictate button of idb's nested trees.
    @Test func aSearchFieldsClearTextButtonIsAStopAfterIt() throws {
        let stops = try Self.stops(ofDump: "Real/appium/crifan-weixin-search-bar-typed-zh-414x736.xml")
        #expect(stops == ["返回. 按钮.", "搜索：gh_cfcfcee032cc. 搜索栏.", "清除文本. 按钮.", "取消. 按钮."])
    }

    /// A newer WebDriverAgent writes `accessible="false"` for the clear
    /// button, as for any element under an accessible ancestor
    /// (`isWDAccessible`): it is still the field's button.
    @Test func aClearTextButtonUnderAnAccessibleFieldIsAStop() throws {
        let text = try narrateDump(
            ImportRuleTests.appium(
                """
                      <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" value="coffee" name="Search"\
                 label="Search" enabled="true" visible="true" accessible="true" x="16" y="110" width="358" height="36"\
                 index="0">
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Clear text" label="Clear text"\
                 enabled="true" visible="true" accessible="false" x="346" y="118" width="20" height="20" index="0"/>
                      </XCUIElementTypeSearchField>
                      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Results" name="Results"\
                 label="Results" enabled="true" visible="true" accessible="true" x="16" y="160" width="100" height="22"\
                 index="1"/>
                """))
        #expect(Self.stops(text) == ["Search: coffee. Search Field.", "Clear text. Button.", "Results"])
    }

    /// A text field's static text is still no stop: only its controls are.
    /// (XCUITest lists the field's text as a `StaticText` child.)
    @Test func aFieldsTextIsNoStopOfItsOwn() throws {
        let text = try narrateDump(
            ImportCellTests.table(
                """
                        TextField, 0x600000a1c380, {{16.0, 106.0}, {361.0, 31.0}}, label: 'Name', value: 'Ann'
                          StaticText, 0x600000a1c460, {{16.0, 110.0}, {40.0, 22.0}}, label: 'Ann'
                          Button, 0x600000a1c540, {{350.0, 111.0}, {20.0, 20.0}}, label: 'Clear text'
                """))
        #expect(Self.stops(text) == ["Name: Ann. Text Field.", "Clear text. Button."])
    }

    /// The coupon pop-up's close button is labelled with one icon-font
    /// character (U+E70D): Unicode names no private-use character, so
    /// VoiceOver has nothing to say for it and says "Button." alone.
    @Test func anIconFontGlyphLabelSaysNothing() throws {
        let stops = try Self.stops(ofDump: "Real/appium/crifan-tuhu-coupon-popup-414x736.xml")
        #expect(stops == ["Button.", "Button."])
    }

    /// Glyphs of the private-use areas (the BMP's and planes 15–16, where
    /// SF Symbols' code points are) are silent; the words beside them are said.
    @Test func privateUseGlyphsBesideWordsAreSilent() throws {
        let text = try narrateDump(
            ImportCellTests.table(
                """
                        Button, 0x600000a1c2a0, {{16.0, 100.0}, {44.0, 44.0}}, label: '\u{E70D} Close'
                        Button, 0x600000a1c380, {{16.0, 160.0}, {44.0, 44.0}}, label: '\u{100185}'
                        StaticText, 0x600000a1c460, {{16.0, 220.0}, {200.0, 22.0}}, label: 'Due \u{F0001}today'
                        Button, 0x600000a1c540, {{16.0, 280.0}, {44.0, 44.0}}, label: 'Keep \u{E000}', value: '\u{F8FF}'
                """))
        #expect(Self.stops(text) == ["Close. Button.", "Button.", "Due today", "Keep. Button."])
    }
}
