/// Reads and checks data-table cells, and where a container's counts stand.
extension NodeDecoder {
    static func tableCell(_ reader: inout SampleReader) throws(HarkDecodingError) -> TableCell {
        var numbers: [String: Int] = [:]
        let keys = try reader.members(known: ["row", "column", "rowSpan", "columnSpan"]) {
            reader, key throws(HarkDecodingError) in
            numbers[key] = try reader.integer(in: 1...100_000)
        }
        for key in ["row", "column"] {
            try reader.require(key, in: keys, what: "1-based")
        }
        return TableCell(
            row: numbers["row"] ?? 1, column: numbers["column"] ?? 1, rowSpan: numbers["rowSpan"] ?? 1,
            columnSpan: numbers["columnSpan"] ?? 1)
    }

    /// Checks a decoded tree's tables, without recursion: each count only
    /// where it belongs (``NodeField/count(of:)``: a table's on a data table),
    /// `cell` and `header` only inside one, each cell within its table's rows
    /// and columns, a header only on a cell.
    static func checkTables(_ root: AccessibilityNode, at base: JSONPath) throws(HarkDecodingError) {
        // (node, path, the counts of the table it is in, whether it is in one)
        var stack: [(AccessibilityNode, JSONPath, (rows: Int?, columns: Int?)?)] = [(root, base, nil)]
        while let (node, path, table) = stack.popLast() {
            func fail(_ field: String, _ message: String) -> HarkDecodingError {
                HarkDecodingError(path: JSONPath(path.components + [.key(field)]).description, message: message)
            }
            for field in NodeField.counts {
                if let (value, allowed, place) = field.count(of: node), value != nil, !allowed {
                    throw fail(field.rawValue, "\(field.rawValue) belongs on \(place)")
                }
            }
            if let cell = node.cell {
                guard let table else {
                    throw fail("cell", "a cell must be inside \(NodeField.dataTable)")
                }
                if let rows = table.rows, cell.rows.upperBound > rows {
                    throw fail("cell", "the cell reaches row \(cell.rows.upperBound), but the table has \(rows) rows")
                }
                if let columns = table.columns, cell.columns.upperBound > columns {
                    throw fail(
                        "cell",
                        "the cell reaches column \(cell.columns.upperBound), but the table has \(columns) columns")
                }
            } else if node.header != nil {
                throw fail("header", "a header must be a data-table cell (give it a \"cell\")")
            }
            let inner = node.isDataTable ? node.tableSize : table
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, JSONPath(path.components + [.key("children"), .index(index)]), inner))
            }
        }
    }
}
