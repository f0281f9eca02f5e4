import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Data tables: rows, columns and headers in the sample format.
@Suite("Decoding data tables")
struct TableDecodingTests {
    @Test(
        "Errors name the JSON path",
        arguments: [
            (
                #"{"containerType": "dataTable", "rowCount": 2, "columnCount": 2, "children": [{"label": "X", "#
                    + #""cell": {"row": 3, "column": 1}}]}"#,
                "root.children[0].cell: the cell reaches row 3, but the table has 2 rows"
            ),
            (
                #"{"containerType": "dataTable", "columnCount": 2, "children": [{"label": "X", "cell": {"row": 1, "#
                    + #""column": 2, "columnSpan": 2}}]}"#,
                "root.children[0].cell: the cell reaches column 3, but the table has 2 columns"
            ),
            (
                #"{"children": [{"label": "X", "cell": {"row": 1, "column": 1}}]}"#,
                #"root.children[0].cell: a cell must be inside a node with containerType "dataTable""#
            ),
            (#"{"rowCount": 2}"#, #"root.rowCount: rowCount belongs on a node with containerType "dataTable""#),
            (
                #"{"containerType": "semanticGroup", "label": "G", "itemCount": 3}"#,
                "root.itemCount: itemCount belongs on a list, landmark, tab bar or segmented control (series)"
            ),
            (
                #"{"containerType": "list", "itemCount": 0}"#,
                "root.itemCount: expected a whole number from 1 to 1000000, found 0"
            ),
            (
                #"{"containerType": "dataTable", "children": [{"label": "X", "header": "row"}]}"#,
                #"root.children[0].header: a header must be a data-table cell (give it a "cell")"#
            ),
            (
                #"{"containerType": "dataTable", "children": [{"label": "X", "cell": {"row": 0, "column": 1}}]}"#,
                "root.children[0].cell.row: expected a whole number from 1 to 100000, found 0"
            ),
            (
                #"{"containerType": "dataTable", "children": [{"label": "X", "cell": {"row": 1}}]}"#,
                #"root.children[0].cell: missing required field "column" (1-based)"#
            ),
            (
                #"{"containerType": "dataTable", "children": [{"label": "X", "cell": {"row": 1, "column": 1}, "#
                    + #""header": "diagonal"}]}"#,
                #"root.children[0].header: unknown header kind "diagonal"; expected one of: row, column"#
            ),
        ])
    func errors(root: String, message: String) {
        #expect(decodingError(#"{"hark": 1, "root": "# + root + "}") == message)
    }
}
