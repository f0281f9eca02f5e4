/// A cell reads all its texts: UIKit labels a cell that has no label of its
/// own with the texts inside it, joined with ", " as VoiceOver says them
/// (a Wi-Fi network row: its name, "Secure network", "Signal strength 3 of
/// 3 bars", the last two images with labels). So a cell without a label
/// takes, in order, the words of its texts, labelled images and labelled
/// leaf views, except those inside its controls or left out, and a text
/// hidden in a visible row.
///
/// A row of UIKit's value style (`UITableViewCell.CellStyle.value1`: a
/// title and, at the trailing edge, a detail text) is labelled by the title
/// and has the detail as its value, as WebDriverAgent prints Settings rows
/// (`label="Wi-Fi" value="Home"`): VoiceOver says the label, then the
/// value, in the language's own form (docs/Importing.md).
enum CellTexts: ImportRule {
    static func apply(to dump: inout RuleDump) {
        for cell in dump.elements.indices where dump.kinds[cell].role == .cell && !dump.leftOut[cell] {
            // A cell that is no element, or a group of two controls or more, says no label of its own.
            guard dump.elements[cell].label?.nonEmpty == nil, dump.elements[cell].isAccessible != false else {
                continue
            }
            let (texts, controls) = texts(of: cell, dump)
            guard !texts.isEmpty, controls < 2 else { continue }
            if dump.elements[cell].value?.nonEmpty == nil, texts.count == 2,
                isDetail(texts[1], of: texts[0], cell, dump)
            {
                dump.elements[cell].label = dump.words(texts[0])
                dump.elements[cell].value = dump.words(texts[1])
            } else {
                dump.elements[cell].label = texts.compactMap { dump.words($0) }.joined(separator: ", ")
            }
        }
    }

    /// The elements whose words the cell says, each text once, and how many
    /// controls it folds (a stepper counts as two).
    private static func texts(of cell: Int, _ dump: RuleDump) -> (texts: [Int], controls: Int) {
        var texts: [Int] = [], seen: Set<String> = [], controls = 0
        var muted: Set<Int> = []
        let rowIsVisible = dump.elements[cell].isVisible != false
        for index in dump.descendants(of: cell) {
            let element = dump.elements[index]
            if let parent = dump.parent(of: index), muted.contains(parent) || dump.ownStops.contains(parent) {
                muted.insert(index)
                continue
            }
            let role = dump.kinds[index].role
            if dump.leftOut[index] || role == .control || role == .stepper || dump.ownStops.contains(index) {
                if !dump.leftOut[index], !dump.ownStops.contains(index) { controls += role == .stepper ? 2 : 1 }
                muted.insert(index)
                continue
            }
            guard let words = dump.words(index), !(rowIsVisible && element.isVisible == false) else { continue }
            let isText =
                element.type == "StaticText" || (element.type == "Image" && element.label?.nonEmpty != nil)
                || (role == .plain && dump.children[index].isEmpty)
            if isText, seen.insert(words).inserted { texts.append(index) }
        }
        return (texts, controls)
    }

    /// Whether text `detail` is a value-style row's detail beside `title`:
    /// both `StaticText`s on one line, the detail ending within 60 pt of the
    /// row's trailing edge and starting after the title ends.
    private static func isDetail(_ detail: Int, of title: Int, _ cell: Int, _ dump: RuleDump) -> Bool {
        let elements = dump.elements
        guard elements[title].type == "StaticText", elements[detail].type == "StaticText",
            let row = elements[cell].frame, let left = elements[title].frame, let right = elements[detail].frame
        else { return false }
        return right.minX >= left.maxX && right.maxX >= row.maxX - 60 && right.minY < left.maxY
            && left.minY < right.maxY
    }
}
