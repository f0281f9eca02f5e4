import Foundation
import Hark
import HarkTestSupport
import Testing

/// idb's nested JSON (`idb ui describe-all --nested`) and AXe's
/// `describe-ui`: elements with `children`, bare or in idb's
/// `{"elements": …}` envelope.
@Suite("Nested idb and AXe JSON")
struct NestedIDBImportTests {
    /// One element as idb writes it, with `children`.
    static func element(_ type: String, _ label: String?, frame: [Double], extra: String = "", children: [String] = [])
        -> String
    {
        let labelText = label.map { "\"\($0)\"" } ?? "null"
        return """
            {"AXFrame": "{{\(frame[0]), \(frame[1])}, {\(frame[2]), \(frame[3])}}", "AXLabel": \(labelText),\
             "AXUniqueId": null, "AXValue": null, \
            "type": "\(type)", "role": "AX\(type)", "enabled": true, "custom_actions": [],\
             \(extra)"children": [\(children.joined(separator: ", "))]}
            """
    }

    @Test func axeDumpReadsItsHierarchyWithTheApplicationAsTitle() throws {
        let text = try narrate(path: "Real/idb/tuist-axe-describe-ui-previews-393x852.json")
        #expect(text.hasPrefix("# Tuist (en)\n# imported from idb describe-all: hints from idb's help\n"))
        #expect(text.hasSuffix("\n1 Previews. Heading.\n2 Run. Dimmed. Button.\n"))
    }

    @Test func nestedFormSaysWhatTheFlatFormSays() throws {
        let flat = try narrate(path: "idb/mail-list-tabbar-describe-all.json")
        #expect(try narrate(path: "idb/mail-list-tabbar-describe-all-nested.json") == flat)
    }

    @Test func containersComeFromTheHierarchyNotFromFrames() throws {
        // The tabs lie outside the tab bar's frame: only the hierarchy puts them in it.
        let tabs = ["Home", "Search"].enumerated().map { index, label in
            Self.element("Button", label, frame: [Double(index) * 100, 700, 100, 49])
        }
        let welcome = Self.element("StaticText", "Welcome", frame: [16, 100, 200, 20])
        let bar = Self.element("TabBar", nil, frame: [0, 795, 390, 49], children: tabs)
        let app = Self.element("Application", "Shop", frame: [0, 0, 390, 844], children: [welcome, bar])
        let text = try narrateDump("[\(app)]")
        #expect(text.contains("2 Home. Tab. 1 of 2.\n3 Search. Tab. 2 of 2.\n"))
        // The same elements flat: the tabs are not inside the bar's frame, so not counted.
        let flat =
            [
                Self.element("Application", "Shop", frame: [0, 0, 390, 844]), welcome,
                Self.element("TabBar", nil, frame: [0, 795, 390, 49]),
            ] + tabs
        let flatText = try narrateDump(
            "[\(flat.map { $0.replacingOccurrences(of: ", \"children\": []", with: "") }.joined(separator: ", "))]")
        #expect(flatText.contains("2 Home. Button.\n"))
    }

    @Test func traitsArrayIsUsedAndAxesEmptyPlaceholderIsNot() throws {
        let header = Self.element(
            "Other", "Inbox", frame: [16, 100, 200, 30],
            extra: #""traits": ["Header", "StaticText", "ContainedByList"], "#)
        let button = Self.element("Button", "Edit", frame: [300, 100, 60, 30], extra: #""traits": [], "#)
        let tab = Self.element(
            "Other", "Feed", frame: [0, 795, 100, 49], extra: #""traits": ["Button", "TabButton", "Selected"], "#)
        let app = Self.element("Application", "Mail", frame: [0, 0, 390, 844], children: [header, button, tab])
        let document = try HarkDocument(importing: Data("[\(app)]".utf8))
        #expect(document.importOrigin?.warnings == [])
        let text = try Narrator(document: document).transcript().text
        #expect(text.contains("1 Inbox. Heading.\n2 Edit. Button.\n3 Selected: Feed. Tab.\n"))
    }

    @Test func envelopeAndSingleRootsAreRead() throws {
        let button = Self.element("Button", "OK", frame: [10, 10, 50, 30])
        // AXe's describe-ui --point: one element, not the application, with empty children.
        #expect(try narrateDump(button).hasSuffix("1 OK. Button.\n"))
        #expect(try narrateDump("{\"elements\": \(button)}").hasSuffix("1 OK. Button.\n"))
        #expect(try narrateDump("{\"elements\": [\(button)]}").hasSuffix("1 OK. Button.\n"))
        #expect(ImportFormat.detect(Data("{\"elements\": []}".utf8)) == .idb)
        #expect(
            importError("{\"elements\": [], \"backend\": \"ax\"}")?.hasPrefix("document.backend: an unexpected key")
                == true)
    }

    @Test func nullFrameMemberMeansOffTheScreen() throws {
        let gone = Self.element("Button", "Gone", frame: [0, 0, 1, 1]).replacingOccurrences(
            of: "\"AXFrame\": \"{{0.0, 0.0}, {1.0, 1.0}}\"",
            with: #""frame": {"x": null, "y": 0, "width": 50, "height": 50}"#)
        let app = Self.element(
            "Application", "A", frame: [0, 0, 390, 844],
            children: [gone, Self.element("Button", "Here", frame: [0, 100, 50, 50])])
        let text = try narrateDump("[\(app)]")
        #expect(!text.contains("Gone") && text.contains("1 Here. Button."))
    }

    @Test func deepTreesAreReadWithoutRecursionAndPathsStayShort() throws {
        var inner = Self.element("Button", "Deep", frame: [0, 0, 50, 50], extra: #""custom_actions": [""], "#)
        inner = inner.replacingOccurrences(of: "\"custom_actions\": [], ", with: "")
        for _ in 0..<450 { inner = "{\"type\": \"Other\", \"children\": [\(inner)]}" }
        let error = try #require(importError("[{\"type\": \"Application\", \"children\": [\(inner)]}]"))
        #expect(error.hasPrefix("…") && error.hasSuffix(".children[0].custom_actions[0]: an empty action name"))
        #expect(error.count < 200)
        let readable = inner.replacingOccurrences(of: #""custom_actions": [""], "#, with: "")
        #expect(
            try narrateDump("[{\"type\": \"Application\", \"children\": [\(readable)]}]").hasSuffix("1 Deep. Button.\n")
        )
    }

    private func narrate(path: String) throws -> String {
        try Narrator(document: importDump(path)).transcript().text
    }
}
