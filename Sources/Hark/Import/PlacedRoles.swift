/// Roles UIKit gives elements by where they sit, which dumps do not print
/// (docs/Importing.md, "Rules and their evidence"):
///
/// - a navigation bar's back button, which dumps before iOS 26 give no
///   `BackButton` identifier: the bar's first button, at its leading edge,
///   labelled with the previous screen's title;
/// - a table's section header: what sits between a table's sections,
///   just above a section's rows, with no control inside; its texts are
///   headings.
struct PlacedRoles {
    /// The buttons that are their navigation bar's back button.
    private(set) var backButtons: Set<Int> = []
    /// Whether each element is, or sits inside, a table's section header.
    private(set) var inSectionHeader: [Bool]

    /// How far from the bar's leading edge a back button starts: UIKit
    /// places it at 0 (8 on older systems); a leading bar button item
    /// starts at the layout margin, 16.
    static let leadingEdgeSlack = 8.0

    init(
        _ elements: ImportedElements, kinds: [ElementKind], children: [[Int]], dropped: [Bool], controls: CellControls
    ) {
        inSectionHeader = [Bool](repeating: false, count: elements.count)
        for index in 0..<elements.count where !dropped[index] {
            let element = elements[index]
            if let parent = element.parent, parent >= 0, parent < index, inSectionHeader[parent] {
                inSectionHeader[index] = true
            }
            switch kinds[index].role {
            case .navigationBar:
                let isButton = { (child: Int) in
                    !dropped[child] && kinds[child].role == .control && kinds[child].traits.contains(.button)
                }
                if let first = children[index].first(where: isButton), elements[first].label?.nonEmpty != nil,
                    let frame = elements[first].frame, let bar = element.frame, frame.isFinite, bar.isFinite,
                    frame.minX <= bar.minX + Self.leadingEdgeSlack
                {
                    backButtons.insert(first)
                }
            // A table's or a list's sections (iOS 14's lists are collection
            // views); an excerpt's made-up application holds a header and its rows as they were.
            case _ where ["Table", "CollectionView", "Application"].contains(element.type):
                let kept = children[index].filter { !dropped[$0] }
                for (position, child) in kept.enumerated().dropLast() where kinds[child].role != .cell {
                    let above = controls.count[child] == 0 && kinds[kept[position + 1]].role == .cell
                    if above { inSectionHeader[child] = true }
                }
            default: break
            }
        }
    }
}
