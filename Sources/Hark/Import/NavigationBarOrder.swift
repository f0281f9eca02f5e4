/// A navigation bar is read back button, title, trailing items: UIKit's
/// `UINavigationBar` hands VoiceOver its items in that order, one row from
/// the leading edge, whatever their heights (a trailing button 44 pt tall
/// starts a few points above a 22 pt title). Hark's frame order would read
/// a button that starts 8 pt higher first. So a bar's items are ordered by
/// rows (an item joins a row whose first item's middle it spans), each
/// from the leading edge, and the bar keeps that order (docs/Importing.md).
/// *Choice*: right-to-left bars are ordered as left-to-right ones are
/// mirrored by the layout direction later.
enum NavigationBarOrder: ImportRule {
    static func apply(to dump: inout RuleDump) {
        for bar in dump.elements.indices where dump.kinds[bar].role == .navigationBar && !dump.leftOut[bar] {
            let items = dump.children[bar].filter { !dump.leftOut[$0] && dump.elements[$0].finiteFrame != nil }
            guard items.count >= 2, items.count == dump.children[bar].count else { continue }
            var rows: [[Int]] = []
            for item in items.sorted(by: { frame(of: $0, dump).minY < frame(of: $1, dump).minY }) {
                let box = frame(of: item, dump)
                if let first = rows.last?.first,
                    box.minY <= frame(of: first, dump).minY + frame(of: first, dump).height / 2
                {
                    rows[rows.count - 1].append(item)
                } else {
                    rows.append([item])
                }
            }
            dump.children[bar] = rows.flatMap { row in
                row.sorted { frame(of: $0, dump).minX < frame(of: $1, dump).minX }
            }
            dump.givenOrder.insert(bar)
        }
    }

    private static func frame(of index: Int, _ dump: RuleDump) -> Frame {
        dump.elements[index].finiteFrame ?? Frame(x: 0, y: 0, width: 0, height: 0)
    }
}
