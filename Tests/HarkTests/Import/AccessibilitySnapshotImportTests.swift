import Foundation
import Hark
import HarkTestSupport
import Testing

/// AccessibilitySnapshot's model, as its own `JSONEncoder` wrote it (the
/// fixtures under Samples/Imported/accessibilitysnapshot/).
@Suite("AccessibilitySnapshot's model")
struct AccessibilitySnapshotImportTests {
    /// One hierarchy element with the model's required fields.
    static func element(
        _ description: String, index: Int, label: String? = nil, traits: [String] = [],
        frame: [Double] = [0, 0, 10, 10], extra: String = ""
    )
        -> String
    {
        let labelText = label.map { #""label": "\#($0)", "# } ?? ""
        let names = traits.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"element": {"traversalIndex": \(index), "_0": {\(labelText)"description": "\(description)",\
             "traits": [\(names)], \(extra)\
            "shape": {"type": "frame", "frame": [[\(frame[0]), \(frame[1])], [\(frame[2]), \(frame[3])]]}}}}
            """
    }

    @Test func generatedScreenNarratesAsItsDescriptions() throws {
        let document = try importDump("accessibilitysnapshot/settings-screen-model.json")
        #expect(document.importOrigin?.format == .accessibilitySnapshot)
        let transcript = try Narrator(document: document).transcript()
        let report = Parity.compareDescriptions(of: document, transcript: transcript)
        #expect(report.isComplete && report.total == 12)
        #expect(report.differences.hasSuffix("parity: 12/12 utterances match (100%)\n"))
    }

    @Test func compactEncodingReadsTheSame() throws {
        let pretty = try importDump("accessibilitysnapshot/settings-screen-model.json")
        #expect(try importDump("accessibilitysnapshot/settings-screen-model-compact.json") == pretty)
    }

    @Test func fieldsMapToHarksNodes() throws {
        let document = try importDump("accessibilitysnapshot/settings-screen-model.json")
        let nodes = allNodes(document.root)
        let wifi = try #require(nodes.first { $0.id == "wifi" })
        #expect(wifi.customActions.map(\.name) == ["Forget Network", "Share Password"])
        #expect(
            wifi.customContent == [
                CustomContent(label: "Security", value: "WPA3"),
                CustomContent(label: "Signal", value: "Strong", importance: .high),
            ])
        let search = try #require(nodes.first { $0.id == "search" })
        #expect(
            search.userInputLabels == ["Search", "Find"] && search.traits == .searchField
                && search.respondsToUserInteraction == true)
        let airplane = try #require(nodes.first { $0.id == "airplane" })
        // Only a moved activation point is kept; the system's switch hint is Hark's own.
        #expect(airplane.activationPoint == Frame.Point(x: 350, y: 334) && airplane.hint == nil)
        #expect(nodes.first { $0.id == "wifi" }?.activationPoint == nil)
        #expect(nodes.first { $0.label == "Bonjour" }?.language == "fr-FR")
        #expect(nodes.map(\.containerType).filter { $0 != .none } == [.list, .tabBar])
    }

    @Test func containersPathsAndRotors() throws {
        let document = try importDump("accessibilitysnapshot/containers-path-rotor-model.json")
        let nodes = allNodes(document.root)
        let map = try #require(nodes.first { $0.id == "map" })
        // A path's frame is the box around its points, control points included.
        #expect(map.frame == Frame(x: 20, y: 150, width: 360, height: 160))
        #expect(map.customRotors == [CustomRotor(name: "Days", ids: ["element-0", "element-3"])])
        let group = try #require(nodes.first { $0.id == "forecast" })
        #expect(group.containerType == .semanticGroup && group.label == "Forecast")
        let table = try #require(nodes.first { $0.containerType == .dataTable })
        #expect(table.rowCount == 1 && table.columnCount == 2)
        #expect(nodes.contains { $0.containerType == .landmark })
    }

    @Test func orderFollowsTraversalIndexWhateverTheKeyOrder() throws {
        // `children` before `_0`, `traversalIndex` before `_0`, listed out of order.
        let second = Self.element("Second", index: 1, label: "Second", traits: ["button"], frame: [0, 0, 50, 50])
        let first = Self.element("First", index: 0, label: "First", traits: ["button"], frame: [0, 400, 50, 50])
        let json =
            #"[{"container": {"children": [\#(second), \#(first)], "_0": {"frame": [[0, 0], [100, 500]], "#
            + #""type": {"list": {}}}}}]"#
        #expect(ImportFormat.detect(Data(json.utf8)) == .accessibilitySnapshot)
        let text = try narrateDump(json)
        #expect(text.hasSuffix("1 First. Button. List Start.\n2 Second. Button. List End.\n"))
    }

    @Test func unknownTraitsAreWarnedAbout() throws {
        let json = "[\(Self.element("A", index: 0, label: "A", traits: ["button", "unknown(131072)", "fancy"]))]"
        let document = try HarkDocument(importing: Data(json.utf8))
        #expect(
            document.importOrigin?.warnings == [
                "[0].element: trait bits 131072 Hark has no name for; left out",
                "[0].element: unknown trait 'fancy'; left out",
            ])
        #expect(allNodes(document.root).first { $0.label == "A" }?.traits == .button)
    }

    @Test func systemHintsAreTakenOutOfTheAppsHint() throws {
        let hint = #""hint": "Turns on Wi-Fi. Double tap to toggle setting.", "value": "1", "#
        let element = Self.element(
            "Wi-Fi. Switch Button. On.", index: 0, label: "Wi-Fi", traits: ["button", "switchButton"], extra: hint)
        let json = "[\(element)]"
        let document = try HarkDocument(importing: Data(json.utf8))
        #expect(allNodes(document.root).first { $0.label == "Wi-Fi" }?.hint == "Turns on Wi-Fi.")
    }

    @Test func malformedModelsNameTheirPath() {
        #expect(
            importError(
                #"[{"element": {"_0": {"label": "A", "traits": [], "shape": {"type": "frame", "frame": [[0, 0], [1, "#
                    + #"1]]}}, "traversalIndex": 0}}]"#
            ) == "[0].element._0.description: missing")
        #expect(
            importError(#"[{"container": {"_0": {"type": {"grid": {}}, "frame": [[0, 0], [1, 1]]}, "children": []}}]"#)
                == "[0].container._0.type.grid: expected semanticGroup, list, landmark, dataTable or tabBar")
        #expect(
            importError("[\(Self.element("A", index: 0, frame: [0, 0, 10, -1]))]")
                == "[0].element._0.shape.frame: a negative width or height")
        #expect(
            importError("[{\"element\": 3}]", format: .accessibilitySnapshot)
                == "[0].element: expected an object with _0 and traversalIndex")
    }

    private func allNodes(_ root: AccessibilityNode) -> [AccessibilityNode] {
        var nodes: [AccessibilityNode] = [], stack = [root]
        while let node = stack.popLast() {
            nodes.append(node)
            stack += node.children.reversed()
        }
        return nodes
    }
}
