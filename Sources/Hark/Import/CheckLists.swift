/// A list of choices (UIKit's `UITableViewCell.AccessoryType.checkmark`):
/// the row with the checkmark is selected, VoiceOver says "Selected" (in
/// the language's words), and every row is spoken the same way, a choice a
/// double tap makes. Dumps print the mark inside the chosen row and leave
/// the row's state out: WebDriverAgent lists it as a disabled 14 × 11 pt
/// `Button` (named "More Info" / "更多信息", the accessory's name), others as
/// an image. The mark is told by its shape, not its words: a leaf image or
/// button in the row's trailing half, 24 pt at most, wider than tall (a
/// disclosure chevron, 8 × 13, is taller than wide), without words or
/// disabled, which only one of two or more sibling rows holds; or any image
/// named after UIKit's `checkmark` symbol. The mark is then no stop, the
/// row is selected, and every row of the list is a button, as a row with
/// an accessory is (docs/Importing.md, "Rules and their evidence").
enum CheckLists: ImportRule {
    static func apply(to dump: inout RuleDump) {
        for container in dump.elements.indices where dump.children[container].count >= 2 {
            let cells = dump.children[container].filter { dump.kinds[$0].role == .cell && !dump.leftOut[$0] }
            guard cells.count >= 2 else { continue }
            let marks = cells.map { mark(in: $0, dump) }
            let shaped = marks.count { $0?.named == false }
            guard marks.contains(where: { $0?.named == true }) || (shaped == 1 && marks.count { $0 != nil } == 1)
            else { continue }
            for (cell, mark) in zip(cells, marks) where !holdsControl(cell, besides: mark?.index, dump) {
                if dump.elements[cell].traitNames == nil { dump.elements[cell].traitNames = ["Button"] }
                guard let mark else { continue }
                dump.elements[cell].isSelected = true
                dump.leftOut[mark.index] = true
            }
        }
    }

    /// Whether `cell` holds a control other than its mark: a field or switch
    /// row beside the choices, which speaks as its control.
    private static func holdsControl(_ cell: Int, besides mark: Int?, _ dump: RuleDump) -> Bool {
        dump.descendants(of: cell).contains { $0 != mark && [.control, .stepper].contains(dump.kinds[$0].role) }
    }

    /// The mark in `cell`, and whether it is named as UIKit's checkmark.
    private static func mark(in cell: Int, _ dump: RuleDump) -> (index: Int, named: Bool)? {
        guard let row = dump.elements[cell].frame, row.isFinite else { return nil }
        for index in dump.descendants(of: cell) where dump.children[index].isEmpty {
            let element = dump.elements[index]
            guard element.type == "Image" || element.type == "Button", let frame = element.frame, frame.isFinite,
                frame.minX >= row.minX + row.width / 2, frame.width <= 24, frame.height <= 24
            else { continue }
            let names = [element.label, element.identifier].compactMap { $0?.lowercased() }
            if element.type == "Image", names.contains(where: { $0 == "checkmark" || $0.hasPrefix("checkmark.") }) {
                return (index, true)
            }
            let quiet = element.type == "Image" ? dump.words(index) == nil : !element.isEnabled
            if quiet, frame.width > frame.height { return (index, false) }
        }
        return nil
    }
}
