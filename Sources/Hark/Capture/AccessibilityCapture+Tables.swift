extension HarkDocument {
    /// Which entries are a data table's row or column headers: the cells
    /// (entries with a ``AccessibilityProperties/cell``) that a table's
    /// ``AccessibilityProperties/tableHeaders`` name. Headers the walk did
    /// not reach, or that are no cell, are left out, as Hark's format keeps
    /// `header` on cells only; a cell named both ways is a column header.
    static func tableHeaders(_ properties: [AccessibilityProperties], seen: [ObjectIdentifier: Int]) -> [Int:
        TableHeader]
    {
        var result: [Int: TableHeader] = [:]
        for entry in properties where !entry.tableHeaders.isEmpty {
            for (object, kind) in entry.tableHeaders {
                guard let index = seen[object], properties[index].cell != nil else { continue }
                result[index] = result[index] == .column ? .column : kind
            }
        }
        return result
    }
}
