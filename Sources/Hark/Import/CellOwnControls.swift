/// A cell's own controls are stops of their own; only decoration folds into
/// the cell (docs/Importing.md, "Cells"). UIKit takes an accessory into the
/// cell element (a switch, a slider, a disclosure chevron), but a button
/// the app put in the cell's content (an App Store row's "Get", "Open" or
/// re-download button, an info button) is an accessibility element of its
/// own. A cell with a label of its own (the accessibility element UIKit
/// makes of a table cell, whose label WebDriverAgent prints) is one stop
/// and its own controls stops after it; a cell without one (a collection
/// view cell, which is no element) holds its texts and controls as stops
/// each, in their order on the screen. A row whose own control is its trailing
/// accessory (UIKit's detail button, "More Info" / "更多信息") is still a
/// button, as a row with a disclosure chevron is.
///
/// WebDriverAgent's `accessible` cannot tell them apart: `isWDAccessible`
/// is false for every element under an accessible one, so under an
/// accessible cell every control says false, and under a cell that is not
/// an element an accessory switch says true as a real button does. What
/// separates them is the control: a button (or link) with a label, enabled,
/// visible, at least 20 pt on each side (a chevron is 8 × 13, drawn dimmed)
/// and not covering the row (a SwiftUI row that is one button is the row),
/// under a cell the dump does not call accessible. Older dumps without
/// `accessible` are read by the same shape.
enum CellOwnControls: ImportRule {
    static func apply(to dump: inout RuleDump) {
        // idb and AXe list what AX reports: a cell's controls there are already stops of their own.
        guard !dump.listsElements else { return }
        for cell in dump.elements.indices where dump.kinds[cell].role == .cell && !dump.leftOut[cell] {
            guard dump.elements[cell].isAccessible != true, let row = dump.elements[cell].frame, row.isFinite else {
                continue
            }
            let hasLabel = dump.elements[cell].label?.nonEmpty != nil
            for index in dump.descendants(of: cell) where isOwnControl(index, row: row, dump) {
                dump.ownStops.insert(index)
                // A cell without a label of its own holds its stops rather than being one.
                if !hasLabel { dump.elements[cell].isAccessible = false }
                // An accessory (at the trailing edge: an info button) leaves the row a button, as any accessory does.
                let frame = dump.elements[index].finiteFrame
                if let frame, frame.maxX >= row.maxX - 24, dump.elements[cell].traitNames == nil {
                    dump.elements[cell].traitNames = ["Button"]
                }
            }
        }
    }

    /// The least a control's side measures to be more than decoration.
    static let smallestSide = 20.0

    private static func isOwnControl(_ index: Int, row: Frame, _ dump: RuleDump) -> Bool {
        let element = dump.elements[index]
        guard dump.kinds[index].role == .control, ["Button", "Link"].contains(element.type),
            element.label?.nonEmpty != nil, element.isEnabled, element.isVisible != false,
            element.isAccessible != false,
            let frame = element.frame, frame.isFinite, frame.width >= smallestSide, frame.height >= smallestSide
        else { return false }
        return frame.width * frame.height < row.width * row.height / 2
    }
}
