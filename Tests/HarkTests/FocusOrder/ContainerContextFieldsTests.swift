import Hark
import HarkTestSupport
import Testing

/// ``ContainerContext`` holds the fields only elements in containers have
/// (containers started and ended, a place in a tab bar, a table cell,
/// groups entered) apart; that storage must not show in equality, hashing
/// or what is read back.
@Suite("Container context fields")
struct ContainerContextFieldsTests {
    /// The contexts of a sample's focus stops.
    static func contexts(_ sample: String) throws -> [ContainerContext] {
        try FocusOrder(document: loadSample(sample)).elements.map(\.context)
    }

    @Test func fieldsSetAndClearedLeaveAContextEqualToOneThatNeverHadThem() throws {
        let tab = try #require(try Self.contexts("TabBar").first { $0.seriesPosition != nil })
        let cell = try #require(try Self.contexts("Budget").first { $0.tableCell != nil })
        let list = try Self.contexts("FlightList")
        let first = try #require(list.first { !$0.starts.isEmpty }), last = try #require(list.last { !$0.ends.isEmpty })
        let group = try #require(
            try sampleNames.lazy.flatMap { try Self.contexts($0) }.first { !$0.enteredGroups.isEmpty })
        let plain = try #require(list.first { $0.starts.isEmpty && $0.ends.isEmpty && $0.seriesPosition == nil })
        var changed = plain
        changed.seriesPosition = tab.seriesPosition
        changed.tableCell = cell.tableCell
        changed.starts = first.starts
        changed.ends = last.ends
        changed.enteredGroups = group.enteredGroups
        #expect(changed != plain)
        #expect(changed.seriesPosition == tab.seriesPosition && changed.tableCell == cell.tableCell)
        #expect(
            changed.starts == first.starts && changed.ends == last.ends && changed.enteredGroups == group.enteredGroups)
        changed.seriesPosition = nil
        changed.starts = []
        changed.ends = []
        changed.enteredGroups = []
        #expect(changed != plain && changed.tableCell == cell.tableCell)
        changed.tableCell = nil
        #expect(changed == plain)
        #expect(Set([changed, plain]).count == 1)
    }

    @Test func aCopyChangesAloneItsOwnFields() throws {
        let tab = try #require(try Self.contexts("TabBar").first { $0.seriesPosition != nil })
        var copy = tab
        copy.seriesPosition = nil
        #expect(tab.seriesPosition != nil && copy.seriesPosition == nil)
        #expect(copy.isInTabBar == tab.isInTabBar && copy.starts == tab.starts)
    }
}
