import Foundation
import Testing
@testable import Hark
import HarkTesting

/// Every field a node stores survives encoding and decoding, and counts in
/// equality and hashing. The fixture is checked against the storage itself
/// (by `Mirror`), so a field added to `NodeFields` or `NodeExtras` fails
/// here until the fixture sets it, the format has a key for it and the
/// probes below change it.
@Suite("Node fields")
struct NodeFieldTests {
    /// A data-table cell: the fields the format allows only inside a table,
    /// and the localized label, value and hint (a node written out has
    /// either the plain or the localized form of each).
    static let cell = AccessibilityNode(
        id: "cell", traits: .staticText,
        localizedLabel: LocalizedString(
            key: "cell.label", table: "Fares", arguments: [.integer(3), .text("x"), .key("k")]),
        localizedValue: LocalizedString(key: "cell.value"), localizedHint: LocalizedString(key: "cell.hint"),
        cell: TableCell(row: 1, column: 2, rowSpan: 2), header: .row)

    /// A list cut short: the field the format allows only on a list,
    /// landmark, tab bar or series.
    static let list = {
        var list = AccessibilityNode(id: "list", containerType: .list)
        list.itemCount = 4
        return list
    }()

    /// Every other field at a value other than its default.
    static let table = AccessibilityNode(
        id: "table", label: "Fares", value: "3 rows", hint: "Lists the fares.", traits: [.button, .adjustable],
        frame: Frame(x: 1, y: 2, width: 300, height: 400), isAccessibilityElement: false, children: [cell, list],
        explicitOrder: true, groupChildren: true, containerType: .dataTable, elementsHidden: true, hidden: true,
        alpha: 0.5,
        clipsToBounds: true, viewIsModal: true, language: "fr", headingLevel: 2,
        customActions: [CustomAction(name: "Delete", effects: [.announce("Deleted")])],
        customContent: [CustomContent(label: "Fare", value: "12", importance: .high)], userInputLabels: ["Fares"],
        respondsToUserInteraction: false, activationPoint: Frame.Point(x: 5, y: 6),
        behaviors: Behaviors(activate: [.announce("Opened", priority: .high, queued: true)]),
        adjustableValues: .list(["Low", "High"]),
        rowCount: 3, columnCount: 2, customRotors: [CustomRotor(name: "Cells", ids: ["cell"])],
        appearance: TextAppearance(
            textColor: SRGBColor(red: 1, green: 2, blue: 3),
            backgroundColor: SRGBColor(red: 250, green: 251, blue: 252, alpha: 128), fontSize: 17.5),
        auditSuppression: AuditSuppression(rules: ["contrast"], reason: "Decorative"))

    static let fixture = [table, cell, list]

    /// The name and value (as `String(reflecting:)`) of each field stored
    /// for a node: those of `NodeFields` but its box, then those of
    /// `NodeExtras`. The children are not among them.
    static func storedFields(of node: AccessibilityNode) -> [(name: String, value: String)] {
        let fields = node.storage.fields
        let inline = Mirror(reflecting: fields).children.filter { $0.label != "extras" }
        let boxed = Mirror(reflecting: fields.extras.shared?.fields ?? NodeExtras()).children
        return (Array(inline) + Array(boxed)).map { ($0.label ?? "?", String(reflecting: $0.value)) }
    }

    static let storedNames = storedFields(of: AccessibilityNode()).map(\.name)

    /// The format's keys for a stored field where they are not its name.
    static let keysOfField = [
        "localizedLabel": ["label"], "localizedValue": ["value"], "localizedHint": ["hint"],
        "appearance": ["textColor", "backgroundColor", "fontSize"], "auditSuppression": ["auditIgnore", "auditReason"],
    ]

    @Test func theStorageIsWhatTheFixtureCovers() {
        #expect(
            Mirror(reflecting: NodeFields()).children.contains { $0.label == "extras" && $0.value is NodeExtras.Box })
        #expect(Set(Self.storedNames).count == Self.storedNames.count)
        let defaults = Dictionary(
            uniqueKeysWithValues: Self.storedFields(of: AccessibilityNode()).map { ($0.name, $0.value) })
        let set = Set(
            Self.fixture.flatMap { Self.storedFields(of: $0) }.filter { defaults[$0.name] != $0.value }.map(\.name))
        let unset = Self.storedNames.filter { !set.contains($0) }
        #expect(unset.isEmpty, "the fixture leaves these fields at their defaults: \(unset)")
    }

    /// The node's layout: the common fields inline, the rare ones behind one
    /// reference (the extras box), so that a node stays small.
    @Test func theRareFieldsCostOneReference() {
        #expect(MemoryLayout<NodeExtras.Box>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<NodeFields>.size <= 136, "\(MemoryLayout<NodeFields>.size) bytes")
        #expect(MemoryLayout<NodeExtras>.size > 400, "\(MemoryLayout<NodeExtras>.size) bytes")
    }

    @Test func everyStoredFieldHasAKeyInTheFormat() {
        let keys = (Self.storedNames + ["children"]).flatMap { Self.keysOfField[$0] ?? [$0] }
        #expect(Set(keys) == Set(NodeField.names))
    }

    @Test func everyFieldSurvivesEncodingAndDecoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Self.table)
        let decoded = try JSONDecoder().decode(AccessibilityNode.self, from: data)
        #expect(decoded == Self.table)
        #expect(decoded.hashValue == Self.table.hashValue)
        #expect(try encoder.encode(decoded) == data)
        // The whole document too, read by the strict reader with its
        // checks of tables and of the ids the rotor names.
        let document = HarkDocument(root: Self.table)
        #expect(try HarkDocument(jsonData: encoder.encode(document)) == document)
        // And the encoder wrote every key the format has.
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let children = try #require(object["children"] as? [[String: Any]])
        #expect(children.reduce(Set(object.keys)) { $0.union($1.keys) } == Set(NodeField.names))
    }

    /// HarkTesting's modifiers reach every field, the rarer ones through
    /// `setting(_:_:)`: with them alone the DSL builds the fixture.
    @Test func theDSLModifiersSetEveryField() {
        var cell = AX.element().id("cell").traits(.staticText)
            .label(key: "cell.label", .integer(3), .text("x"), .key("k")).value(key: "cell.value").hint(
                key: "cell.hint"
            )
            .cell(row: 1, column: 2, rowSpan: 2).setting(\.header, .row)
        cell.localizedLabel?.table = "Fares"  // the modifier takes no table
        let table = AX.element("Fares").id("table").value("3 rows").hint("Lists the fares.").traits([
            .button, .adjustable,
        ])
        .frame(x: 1, y: 2, width: 300, height: 400).isAccessibilityElement(false).children {
            cell
            AX.element().id("list").setting(\.containerType, .list).setting(\.itemCount, 4)
        }
        .setting(\.readsInGivenOrder, true).setting(\.groupChildren, true).setting(\.containerType, .dataTable)
        .setting(\.elementsHidden, true).hidden().setting(\.alpha, 0.5)
        .setting(\.clipsToBounds, true).modal().language("fr").setting(\.headingLevel, 2)
        .customActions(CustomAction(name: "Delete", effects: [.announce("Deleted")]))
        .customContent(CustomContent(label: "Fare", value: "12", importance: .high))
        .setting(\.userInputLabels, ["Fares"])
        .setting(\.respondsToUserInteraction, false).setting(\.activationPoint, Frame.Point(x: 5, y: 6))
        .setting(\.behaviors, Behaviors(activate: [.announce("Opened", priority: .high, queued: true)]))
        .setting(\.adjustableValues, .list(["Low", "High"]))
        .setting(\.rowCount, 3).setting(\.columnCount, 2)
        .setting(\.customRotors, [CustomRotor(name: "Cells", ids: ["cell"])])
        .setting(\.appearance, Self.table.appearance ?? TextAppearance())
        .setting(\.auditSuppression, AuditSuppression(rules: ["contrast"], reason: "Decorative"))
        #expect(table == Self.table)
    }

    /// One stored field (or the children), read and written through the
    /// public property.
    struct Probe: CustomTestStringConvertible, Sendable {
        let name: String
        let isDefault: @Sendable (AccessibilityNode) -> Bool
        let reset: @Sendable (AccessibilityNode) -> AccessibilityNode
        var testDescription: String { name }

        init<Value: Equatable & Sendable>(_ name: String, _ path: WritableKeyPath<AccessibilityNode, Value> & Sendable)
        {
            self.name = name
            let defaultValue = AccessibilityNode()[keyPath: path]
            isDefault = { $0[keyPath: path] == defaultValue }
            reset = { node in
                var changed = node
                changed[keyPath: path] = defaultValue
                return changed
            }
        }
    }

    static let probes: [Probe] = [
        Probe("id", \.id), Probe("label", \.label), Probe("value", \.value), Probe("hint", \.hint),
        Probe("traits", \.traits),
        Probe("frame", \.frame), Probe("isAccessibilityElement", \.isAccessibilityElement),
        Probe("children", \.children),
        Probe("explicitOrder", \.readsInGivenOrder), Probe("groupChildren", \.groupChildren),
        Probe("containerType", \.containerType),
        Probe("elementsHidden", \.elementsHidden), Probe("hidden", \.hidden), Probe("alpha", \.alpha),
        Probe("clipsToBounds", \.clipsToBounds), Probe("viewIsModal", \.viewIsModal), Probe("language", \.language),
        Probe("headingLevel", \.headingLevel), Probe("customActions", \.customActions),
        Probe("customContent", \.customContent),
        Probe("userInputLabels", \.userInputLabels), Probe("respondsToUserInteraction", \.respondsToUserInteraction),
        Probe("activationPoint", \.activationPoint), Probe("localizedLabel", \.localizedLabel),
        Probe("localizedValue", \.localizedValue), Probe("localizedHint", \.localizedHint),
        Probe("behaviors", \.behaviors),
        Probe("adjustableValues", \.adjustableValues), Probe("rowCount", \.rowCount),
        Probe("columnCount", \.columnCount),
        Probe("cell", \.cell), Probe("header", \.header), Probe("customRotors", \.customRotors),
        Probe("itemCount", \.itemCount),
        Probe("appearance", \.appearance), Probe("auditSuppression", \.auditSuppression),
    ]

    @Test func aProbeForEveryStoredField() {
        #expect(Self.probes.map(\.name).sorted() == (Self.storedNames + ["children"]).sorted())
    }

    @Test("Each field alone changes equality and the hash", arguments: probes)
    func eachFieldCounts(_ probe: Probe) throws {
        let node = try #require(Self.fixture.first { !probe.isDefault($0) }, "no fixture node sets \(probe.name)")
        let changed = probe.reset(node)
        #expect(changed != node && node != changed)
        // Different hashes for different values: a collision is possible
        // in principle, but not for these values and Swift's hasher.
        #expect(changed.hashValue != node.hashValue)
        // The field alone changed (the children are stored apart).
        let pairs = zip(Self.storedFields(of: node), Self.storedFields(of: changed))
        #expect(
            pairs.filter { $0.0.value != $0.1.value }.map(\.0.name) == (probe.name == "children" ? [] : [probe.name]))
    }
}
