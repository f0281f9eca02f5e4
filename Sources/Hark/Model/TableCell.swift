/// Where a cell sits in a data table, as
/// `UIAccessibilityContainerDataTableCell` reports it: 1-based row and
/// column, and how many rows and columns it spans.
public struct TableCell: Hashable, Sendable {
    /// The 1-based row.
    public var row: Int
    /// The 1-based column.
    public var column: Int
    /// How many rows the cell spans; 1 unless given.
    public var rowSpan: Int
    /// How many columns the cell spans; 1 unless given.
    public var columnSpan: Int

    /// Creates a cell position; spans default to 1.
    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
    }

    /// The rows and columns the cell covers.
    package var rows: ClosedRange<Int> { row...(row + rowSpan - 1) }
    /// The columns the cell covers.
    package var columns: ClosedRange<Int> { column...(column + columnSpan - 1) }
}

/// Which kind of header a data-table cell is: of its row, or of its column.
public enum TableHeader: String, Hashable, Sendable, CaseIterable {
    /// The cell is a header of its row.
    case row
    /// The cell is a header of its column.
    case column
}
