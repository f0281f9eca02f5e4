import Foundation
import Hark

extension Bench {
    /// A 50,000-element Appium page source (a table of cells, each with its
    /// texts and a button, under the usual wrappers): `hark narrate` on it
    /// as a whole process (the target: under a second), and the import alone
    /// in process.
    static let imports = Bench(
        name: "import", summary: "hark narrate on a 50k-element Appium XML dump, whole process; the import in process"
    ) { context in
        let file = try context.fixture("appium-50k.xml") { ImportFixture.appium(elements: 50_000) }
        let data = try Data(contentsOf: file)
        let document = try HarkDocument(importing: data)
        let stops = try Narrator(document: document, tables: context.tables).focusOrder.elements.count
        // A cell with no label of its own, not called accessible, whose 44 pt "More" button covers less than half
        // the row: the button is a stop of its own and the cell a container of its two texts (the importer's
        // cell rule, docs/Importing.md). Three stops a cell; the image has no label and is none.
        let cells = (50_000 - 3) / 5
        guard stops == cells * 3 else {
            throw BenchError(
                description: "appium-50k: expected \(cells * 3) focus stops, three a cell, got \(stops)")
        }
        let inProcess = try context.median {
            let document = try HarkDocument(importing: data)
            return (document, document.root.children.count)
        }
        context.report.info(
            "50k elements (\(data.count / 1_048_576) MB), HarkDocument(importing:) in process", inProcess, .milliseconds
        )
        let output = context.directory.appendingPathComponent("appium-50k.txt").path
        let run = try ChildProcess.median(
            runs: context.options.runs, try context.hark(), ["narrate", file.path], output: output)
        context.report.check(
            "50k-element Appium dump, hark narrate, whole process", run.milliseconds, .milliseconds, below: 1_000)
    }
}

/// Appium page source as WebDriverAgent writes it: cells of five elements
/// (the cell, two texts, an image, a button) in a table.
enum ImportFixture {
    static func appium(elements: Int) -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>\n"
        text +=
            #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench""#
            + #" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">"#
            + "\n"
        text +=
            #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false""#
            + #" x="0" y="0" width="390" height="844" index="0">"#
            + "\n"
        text +=
            #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false""#
            + #" x="0" y="0" width="390" height="844" index="0">"#
            + "\n"
        text.reserveCapacity(elements * 220)
        for cell in 0..<(elements - 3) / 5 {
            let y = 100 + cell % 16 * 44
            text +=
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" name="cell-\#(cell)" enabled="true""#
                + #" visible="true" accessible="false" x="0" y="\#(y)" width="390" height="44" index="\#(cell)">"#
                + "\n"
            text +=
                #"  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Row \#(cell)" name="Row"#
                + #" \#(cell)" label="Row \#(cell)" enabled="true" visible="true" accessible="true" x="16" y="\#(y)""#
                + #" width="200" height="22" index="0"/>"#
                + "\n"
            text +=
                #"  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Detail" name="Detail""#
                + #" label="Detail" enabled="true" visible="true" accessible="true" x="16" y="\#(y + 22)""#
                + #" width="200" height="18" index="1"/>"#
                + "\n"
            text +=
                #"  <XCUIElementTypeImage type="XCUIElementTypeImage" name="icon" enabled="true" visible="true""#
                + #" accessible="false" x="230" y="\#(y)" width="20" height="20" index="2"/>"#
                + "\n"
            text +=
                #"  <XCUIElementTypeButton type="XCUIElementTypeButton" name="more-\#(cell)" label="More""#
                + #" enabled="true" visible="true" accessible="true" x="330" y="\#(y)" width="44" height="44""#
                + #" index="3"/>"#
                + "\n"
            text += "</XCUIElementTypeCell>\n"
        }
        return text + "</XCUIElementTypeTable>\n</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }
}
