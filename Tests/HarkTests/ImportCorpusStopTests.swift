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
}
