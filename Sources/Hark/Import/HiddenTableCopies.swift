/// Inside a table, an element a dump marks invisible (Appium's
/// `visible="false"`) is a row scrolled away only when its frame lies
/// outside the table's visible area. One inside it, whose words another
/// element of the table already says, is a hidden copy (UIKit keeps a
/// second footer view, hidden, while a table updates): VoiceOver does not
/// reach it (docs/Importing.md, "Rules and their evidence").
///
/// *Choice*: an invisible element inside the visible area whose words no
/// other element says is kept: it is taken for a footer whose frame is
/// stale, read in the table's order.
enum HiddenTableCopies {
    /// For each element, whether it is such a hidden copy.
    static func marks(_ elements: ImportedElements, screen: Frame?) -> [Bool] {
        let count = elements.count
        // The table each element sits in, outside any cell (-1: none).
        var table = [Int32](repeating: -1, count: count)
        var shown: [Int: Set<String>] = [:]
        for (index, element) in elements.enumerated() {
            guard let parent = element.parent, parent >= 0, parent < index, !cellTypes.contains(element.type) else {
                continue
            }
            let parentType = elements[parent].type
            if parentType == "Table" || parentType == "CollectionView" {
                table[index] = Int32(parent)
            } else if !cellTypes.contains(parentType) {
                table[index] = table[parent]
            }
            if table[index] >= 0, element.isVisible != false, let words = words(of: element) {
                shown[Int(table[index]), default: []].insert(words)
            }
        }
        var hidden = [Bool](repeating: false, count: count)
        var keptCopies: [Int: Set<String>] = [:]
        for (index, element) in elements.enumerated() where table[index] >= 0 && element.isVisible == false {
            let owner = Int(table[index])
            guard let words = words(of: element), let frame = element.frame, frame.isFinite,
                let area = visibleArea(of: elements[owner].frame, screen: screen), area.holds(frame)
            else { continue }
            if shown[owner]?.contains(words) == true || keptCopies[owner]?.contains(words) == true {
                hidden[index] = true
            } else {
                keptCopies[owner, default: []].insert(words)
            }
        }
        return hidden
    }

    private static let cellTypes: Set<String> = ["Cell", "TableRow", "OutlineRow"]

    private static func words(of element: ImportedElement) -> String? {
        element.label?.nonEmpty ?? element.value?.nonEmpty
    }

    /// The table's frame within the screen.
    private static func visibleArea(of frame: Frame?, screen: Frame?) -> Frame? {
        guard let frame, frame.isFinite, !frame.isEmpty else { return nil }
        guard let screen, screen.isFinite else { return frame }
        let minX = max(frame.minX, screen.minX), maxX = min(frame.maxX, screen.maxX)
        let minY = max(frame.minY, screen.minY), maxY = min(frame.maxY, screen.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Frame {
    /// Whether `other` lies within this frame (half a point of slack).
    fileprivate func holds(_ other: Frame) -> Bool {
        other.minX >= minX - 0.5 && other.maxX <= maxX + 0.5 && other.minY >= minY - 0.5 && other.maxY <= maxY + 0.5
    }
}
