/// Where a cell sits in a data table (`containerType: dataTable`), as
/// `UIAccessibilityContainerDataTableCell` reports it: 1-based row and
/// column, and how many rows and columns it spans.
public struct TableCell: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int

    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
    }

    /// The rows and columns the cell covers.
    public var rows: ClosedRange<Int> { row...(row + rowSpan - 1) }
    public var columns: ClosedRange<Int> { column...(column + columnSpan - 1) }
}

/// Which kind of header a data-table cell is: of its row, or of its column.
public enum TableHeader: String, Hashable, Sendable, CaseIterable {
    case row
    case column
}
