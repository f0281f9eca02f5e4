import Testing
@testable import Hark

/// The decoder's table of ids answers as the `[String: Int]` it replaces.
@Suite struct IDTableTests {
    @Test func aRepeatedIDGivesTheFirstNodeAndChangesNothing() {
        var table = IDTable()
        #expect(table.insert("a", number: 1) == nil)
        #expect(table.insert("b", number: 2) == nil)
        #expect(table.insert("a", number: 3) == 1)
        #expect(table.count == 2)
        #expect(table.contains("b") && !table.contains("c"))
        #expect(table.keys.sorted() == ["a", "b"])
    }

    /// Strings equal to Swift with different bytes (a Kelvin sign and a K)
    /// are one id, whichever came first, as in a dictionary.
    @Test(arguments: [("K", "\u{212A}"), ("\u{212A}", "K"), ("caf\u{E9}", "cafe\u{301}")])
    func canonicallyEqualIDsAreOneID(_ first: String, _ second: String) {
        var table = IDTable()
        #expect(table.insert("x", number: 1) == nil)
        #expect(table.insert(first, number: 2) == nil)
        #expect(table.insert(second, number: 3) == 2)
        #expect(table.contains(second) && table.contains("x"))
    }

    @Test func removingTheLastIDsLeavesTheOthers() {
        var table = IDTable()
        table.reserveCapacity(64)
        for number in 0..<1_000 { #expect(table.insert("id-\(number)", number: number) == nil) }
        table.removeLast(to: 400)
        #expect(table.count == 400)
        for number in 0..<1_000 { #expect(table.contains("id-\(number)") == (number < 400)) }
        #expect(table.insert("id-700", number: 5) == nil)
        #expect(table.insert("id-399", number: 5) == 399)
    }

    /// Random inserts, lookups and removals, some of non-ASCII ids (which
    /// move the table into a dictionary), against a dictionary.
    @Test(arguments: [false, true])
    func itAnswersAsADictionary(withNonASCII: Bool) {
        var generator = SystemRandomNumberGenerator()
        var table = IDTable(), model: [String: Int] = [:], order: [String] = []
        for step in 0..<20_000 {
            let roll = Int.random(in: 0..<100, using: &generator)
            let id =
                withNonASCII && roll == 0
                ? "\u{E9}-\(Int.random(in: 0..<50, using: &generator))"
                : "id-\(Int.random(in: 0..<4_000, using: &generator))"
            if roll < 70 {
                let first = model[id]
                #expect(table.insert(id, number: step) == first)
                if first == nil {
                    model[id] = step
                    order.append(id)
                }
            } else if roll < 98 {
                #expect(table.contains(id) == (model[id] != nil))
            } else {
                let keep = Int.random(in: 0...order.count, using: &generator)
                for id in order[keep...] { model[id] = nil }
                order.removeLast(order.count - keep)
                table.removeLast(to: keep)
            }
        }
        #expect(table.keys == order)
    }

    /// The hash is of the bytes, with the seed, and only of ASCII ids.
    @Test func onlyASCIIIDsAreHashed() {
        #expect(IDTable.hash("flight-1", seed: 1) == IDTable.hash("flight-1", seed: 1))
        #expect(IDTable.hash("flight-1", seed: 1) != IDTable.hash("flight-1", seed: 2))
        #expect(IDTable.hash("a", seed: 1) != IDTable.hash("a\u{0}", seed: 1))
        #expect(IDTable.hash("\u{212A}", seed: 1) == nil)
        #expect(IDTable.hash("", seed: 1) != nil)
    }
}
