/// The keys of a node in the sample format, in the order they are written:
/// the one list of them. A field of the format is spelled out here alone:
/// which key it has, how ``NodeDecoder`` reads it and how ``DocumentWriter``
/// writes it (below), both keyed by this list; `Codable` encoding goes
/// through the writer.
///
/// Most name a field of the model. `label`, `value` and `hint` also hold the
/// localized forms (`localizedLabel`…); `textColor`, `backgroundColor` and
/// `fontSize` make up `appearance`; `auditIgnore` and `auditReason` make up
/// `auditSuppression`. The model tests check that every stored field has
/// its key here and survives encoding and decoding.
enum NodeField: String, CaseIterable {
    case id, label, value, hint, traits, frame, isAccessibilityElement, explicitOrder, groupChildren, elementsHidden
    case hidden, clipsToBounds, viewIsModal, containerType, customActions
    // Those from here on are kept in a node's extras (see `NodeExtras`).
    case alpha, language, headingLevel, customContent, userInputLabels, respondsToUserInteraction, activationPoint
    case behaviors, adjustableValues, rowCount, columnCount, itemCount, cell, header, customRotors
    case textColor, backgroundColor, fontSize, auditIgnore, auditReason
    // Written last, after every other member of its node.
    case children

    /// The fields written from the node's storage and, when it has extras,
    /// from them: all but `children`, in order.
    static let written: (inline: [NodeField], extras: [NodeField]) = (
        Array(allCases.prefix { $0 != .alpha }), allCases.drop { $0 != .alpha }.filter { $0 != .children }
    )

    /// The fields only a data table and its cells, or a list cut short, have:
    /// the decoder checks the tables of a document that has one.
    var isTableField: Bool {
        switch self {
        case .cell, .header, .rowCount, .columnCount, .itemCount: true
        default: false
        }
    }

    static let names = allCases.map(\.rawValue)

    /// The counts a container gives, in the order the decoder checks where
    /// they stand.
    static let counts: [NodeField] = [.rowCount, .columnCount, .itemCount]

    /// A data table, in the words of the decoder's messages.
    static let dataTable = "a node with containerType \"dataTable\""

    /// For a count, its value in `node`, whether `node` may have it, and
    /// where it belongs in words; `nil` for another field.
    func count(of node: AccessibilityNode) -> (value: Int?, allowed: Bool, place: String)? {
        switch self {
        case .rowCount: return (node.rowCount, node.isDataTable, Self.dataTable)
        case .columnCount: return (node.columnCount, node.isDataTable, Self.dataTable)
        case .itemCount:
            let allowed = [.list, .landmark, .tabBar, .series].contains(node.spokenContainer)
            return (node.itemCount, allowed, "a list, landmark, tab bar or segmented control (series)")
        default: return nil
        }
    }

    /// The fields a node's one-line description names after its text,
    /// traits and frame, in its order (``AccessibilityNode/description``).
    static let described: [NodeField] = [
        .isAccessibilityElement, .containerType, .hidden, .elementsHidden, .viewIsModal, .groupChildren,
    ]

    /// The text a node's description gives for one of ``described`` in
    /// `node`; `nil` when it is at its default.
    func describedValue(of node: AccessibilityNode) -> String? {
        switch self {
        case .isAccessibilityElement: node.isAccessibilityElement.map { String($0) }
        case .containerType: node.containerType == .none ? nil : node.containerType.rawValue
        default: flag(of: node) == true ? "true" : nil
        }
    }

    /// The value of a flag of the model in `node`; `nil` for a field that is
    /// not one of them.
    func flag(of node: AccessibilityNode) -> Bool? {
        switch self {
        case .explicitOrder: node.readsInGivenOrder
        case .groupChildren: node.groupChildren
        case .elementsHidden: node.elementsHidden
        case .hidden: node.hidden
        case .clipsToBounds: node.clipsToBounds
        case .viewIsModal: node.viewIsModal
        default: nil
        }
    }
    var bit: UInt64 { 1 << UInt64(Self.allCases.firstIndex(of: self) ?? 0) }

    /// A field with its name's first and last eight bytes (``KeyBytes``),
    /// its length and its bit: plain values, read from the table without a
    /// reference.
    private struct Entry {
        var field: NodeField
        var name: KeyBytes
        var count: Int
        var bit: UInt64
    }

    /// The fields by a hash of their name (``slot(of:count:)``), with open
    /// addressing: the names fill under a third of the slots, so a key is
    /// found, or found missing, in about one look.
    private static let slots: [Entry?] = {
        var slots = [Entry?](repeating: nil, count: slotCount)
        for field in allCases {
            let name = Array(field.rawValue.utf8)
            let entry = Entry(
                field: field, name: name.withUnsafeBufferPointer(KeyBytes.init), count: name.count, bit: field.bit)
            var index = slot(of: entry.name, count: entry.count)
            while slots[index] != nil { index = (index + 1) & (slotCount - 1) }
            slots[index] = entry
        }
        return slots
    }()

    /// A power of two: a slot is the hash's top bits.
    private static var slotCount: Int { 128 }

    /// Where the search for a name starts: a hash of its bytes and length.
    private static func slot(of name: KeyBytes, count: Int) -> Int {
        let mixed = (name.head ^ (name.tail &* 31) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotCount.trailingZeroBitCount))
    }

    /// The field a key names and its bit, matched on the key's bytes,
    /// with no `String`.
    static func match(_ key: JSONReader.Key) -> (field: NodeField, bit: UInt64)? {
        guard case .plain(let bytes) = key else { return NodeField(rawValue: key.text).map { ($0, $0.bit) } }
        let found = KeyBytes(bytes), slots = Self.slots
        var index = slot(of: found, count: bytes.count)
        while let entry = slots[index] {
            // Sixteen bytes cover a name of up to sixteen; a longer one is compared whole.
            if entry.name == found, entry.count == bytes.count,
                bytes.count <= 16 || entry.field.rawValue.utf8.elementsEqual(bytes)
            {
                return (entry.field, entry.bit)
            }
            index = (index + 1) & (slotCount - 1)
        }
        return nil
    }

    /// A key's first eight bytes and its last eight (overlapping for a
    /// key shorter than sixteen; zeros past the end of a key shorter than
    /// eight), as two integers: two comparisons tell most names apart.
    private struct KeyBytes: Equatable {
        var head: UInt64 = 0, tail: UInt64 = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(base), count = bytes.count
            // A shorter key in two loads that overlap, each byte in its place
            // (the overlap has the same bytes in both): no loop.
            switch count {
            case 8...:
                head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                return
            case 4...:
                let low = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
                let high = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                head = UInt64(low) | UInt64(high) << (8 * UInt64(count - 4))
            case 2...:
                let low = UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self))
                let high = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
                head = UInt64(low) | UInt64(high) << (8 * UInt64(count - 2))
            case 1: head = UInt64(base[0])
            default: break
            }
            tail = head
        }
    }
}

extension NodeDecoder {
    /// Reads the value of `field` into the fields of the node being read.
    static func read(_ field: NodeField, _ reader: inout SampleReader, into fields: inout NodeFields)
        throws(HarkDecodingError)
    {
        // The fields are the decoder's alone (the node is made from them
        // once complete), so the common ones are written in place; a
        // localized text is kept only when there is one.
        switch field {
        case .id: fields.id = try reader.nonEmptyString(what: "an id")
        case .label:
            let localized: LocalizedString?
            (fields.label, localized) = try text(&reader, sharing: 0)
            if let localized { fields.extras.unique().fields.localizedLabel = localized }
        case .value:
            let localized: LocalizedString?
            (fields.value, localized) = try text(&reader, sharing: 1)
            if let localized { fields.extras.unique().fields.localizedValue = localized }
        case .hint:
            let localized: LocalizedString?
            (fields.hint, localized) = try text(&reader, sharing: 2)
            if let localized { fields.extras.unique().fields.localizedHint = localized }
        case .traits: fields.traits = try reader.repeated(\.traits, traits)
        case .frame: fields.frame = try frame(&reader)
        case .isAccessibilityElement: fields.isAccessibilityElement = try reader.bool()
        case .children: break  // read by decodeTree
        case .explicitOrder: fields.explicitOrder = try reader.bool()
        case .groupChildren: fields.groupChildren = try reader.bool()
        case .containerType: fields.containerType = try reader.name(of: ContainerType.self, what: "container type")
        case .elementsHidden: fields.elementsHidden = try reader.bool()
        case .hidden: fields.hidden = try reader.bool()
        case .clipsToBounds: fields.clipsToBounds = try reader.bool()
        case .viewIsModal: fields.viewIsModal = try reader.bool()
        // The same actions and traits as the node before are its own again.
        case .customActions:
            fields.customActions = try reader.repeated(\.customActions) {
                reader throws(HarkDecodingError) in try reader.array(customAction)
            }
        default:
            // A field few nodes have: set on a node, as the model sets it.
            var node = AccessibilityNode(fields: fields)
            fields = NodeFields()
            defer { fields = node.storage.fields }
            try readRare(field, &reader, into: &node)
        }
    }

    /// Reads the value of a field kept in a node's extras.
    private static func readRare(_ field: NodeField, _ reader: inout SampleReader, into node: inout AccessibilityNode)
        throws(HarkDecodingError)
    {
        switch field {
        case .alpha: node.alpha = try reader.number()
        case .language: node.language = try reader.locale()
        case .headingLevel: node.headingLevel = try reader.integer(in: 1...6)
        case .customContent: node.customContent = try reader.array(customContentItem)
        case .userInputLabels:
            node.userInputLabels = try reader.array { reader throws(HarkDecodingError) in try reader.string() }
        case .respondsToUserInteraction: node.respondsToUserInteraction = try reader.bool()
        case .activationPoint:
            let numbers = try reader.numbers(count: 2, shape: "[x, y]")
            node.activationPoint = Frame.Point(x: numbers[0], y: numbers[1])
        case .behaviors: node.behaviors = try behaviors(&reader)
        case .adjustableValues: node.adjustableValues = try adjustableValues(&reader)
        // 0 for an empty table, as UIKit and AccessibilitySnapshot report it.
        case .rowCount: node.rowCount = try reader.integer(in: 0...1_000_000)
        case .columnCount: node.columnCount = try reader.integer(in: 0...1_000_000)
        case .itemCount: node.itemCount = try reader.integer(in: 1...1_000_000)
        case .cell: node.cell = try tableCell(&reader)
        case .header: node.header = try reader.name(of: TableHeader.self, what: "header kind")
        case .customRotors: node.customRotors = try reader.array(customRotor)
        case .textColor, .backgroundColor, .fontSize, .auditIgnore, .auditReason:
            try auditField(field, &reader, into: &node)
        default: preconditionFailure("\(field.rawValue) is read in place")
        }
    }
}

extension DocumentWriter.Writer {
    /// Writes `field` of `node` as a member, unless it is at its default;
    /// `level` is the nesting of the node's object.
    mutating func member(_ field: NodeField, of node: AccessibilityNode, level: Int) throws(DocumentWriter.Failure) {
        switch field {
        case .id: string(field, node.id)
        case .label: try text(field, node.label, localized: node.localizedLabel, level: level)
        case .value: try text(field, node.value, localized: node.localizedValue, level: level)
        case .hint: try text(field, node.hint, localized: node.localizedHint, level: level)
        case .traits: names(field, node.traits.isEmpty ? nil : node.traits.names, level: level)
        case .frame: try numbers(field, node.frame.map { [$0.x, $0.y, $0.width, $0.height] }, level: level)
        case .isAccessibilityElement: flag(field, node.isAccessibilityElement)
        case .explicitOrder, .groupChildren, .elementsHidden, .hidden, .clipsToBounds, .viewIsModal:
            flag(field, field.flag(of: node) == true ? true : nil)
        case .containerType: string(field, node.containerType == .none ? nil : node.containerType.rawValue)
        case .customActions:
            // Plain names as an array of strings, as most are.
            if node.customActions.allSatisfy({ $0.localizedName == nil && $0.effects.isEmpty }) {
                names(field, node.customActions.isEmpty ? nil : node.customActions.map(\.name), level: level)
            } else {
                try member(field, node.customActions, level: level)
            }
        case .alpha: try number(field, node.alpha)
        case .language: try member(field, node.language, level: level)
        case .headingLevel: try member(field, node.headingLevel, level: level)
        case .customContent: try member(field, node.customContent.nonEmptyArray, level: level)
        case .userInputLabels: try member(field, node.userInputLabels.nonEmptyArray, level: level)
        case .respondsToUserInteraction: try member(field, node.respondsToUserInteraction, level: level)
        case .activationPoint: try numbers(field, node.activationPoint.map { [$0.x, $0.y] }, level: level)
        case .behaviors: try member(field, node.behaviors, level: level)
        case .adjustableValues: try member(field, node.adjustableValues, level: level)
        case .rowCount: try member(field, node.rowCount, level: level)
        case .columnCount: try member(field, node.columnCount, level: level)
        case .itemCount: try member(field, node.itemCount, level: level)
        case .cell: try member(field, node.cell, level: level)
        case .header: try member(field, node.header, level: level)
        case .customRotors: try member(field, node.customRotors.nonEmptyArray, level: level)
        case .textColor: try member(field, node.appearance?.textColor?.description, level: level)
        case .backgroundColor: try member(field, node.appearance?.backgroundColor?.description, level: level)
        case .fontSize: try number(field, node.appearance?.fontSize)
        case .auditIgnore: try member(field, node.auditSuppression?.rules, level: level)
        case .auditReason: try member(field, node.auditSuppression?.reason, level: level)
        case .children: break  // written by `tree`, after the others
        }
    }
}
