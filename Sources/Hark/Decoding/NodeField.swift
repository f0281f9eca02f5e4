#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys of a node in the sample format: the one list of them, which the
/// decoder (``NodeDecoder``) matches and the encoder (`AccessibilityNode`'s
/// `encode(to:)`) writes with.
///
/// Most name a field of the model. `label`, `value` and `hint` also hold the
/// localized forms (`localizedLabel`…); `textColor`, `backgroundColor` and
/// `fontSize` make up `appearance`; `auditIgnore` and `auditReason` make up
/// `auditSuppression`. The model tests check that every stored field has
/// its key here and survives encoding and decoding.
enum NodeField: String, CaseIterable, CodingKey {
    case id, label, value, hint, traits, frame, isAccessibilityElement, children, explicitOrder, groupChildren
    case containerType, elementsHidden, hidden, alpha, clipsToBounds, viewIsModal, language, headingLevel
    case customActions, customContent, userInputLabels, respondsToUserInteraction, activationPoint
    case behaviors, adjustableValues
    case rowCount, columnCount, cell, header, customRotors, itemCount
    case textColor, backgroundColor, fontSize, auditIgnore, auditReason

    static let names = allCases.map(\.rawValue)
    var bit: UInt64 { 1 << UInt64(Self.allCases.firstIndex(of: self) ?? 0) }

    /// The fields by the length of their name, with the name's bytes and
    /// the field's bit.
    private static let byLength: [[(field: NodeField, name: [UInt8], bit: UInt64)]] = {
        var table = [[(field: NodeField, name: [UInt8], bit: UInt64)]](
            repeating: [], count: (allCases.map(\.rawValue.utf8.count).max() ?? 0) + 1)
        for field in allCases {
            table[field.rawValue.utf8.count].append((field, Array(field.rawValue.utf8), field.bit))
        }
        return table
    }()

    /// The field a key names and its bit, matched on the key's bytes,
    /// with no `String`.
    static func match(_ key: JSONReader.Key) -> (field: NodeField, bit: UInt64)? {
        switch key {
        case .text(let text):
            return NodeField(rawValue: text).map { ($0, $0.bit) }
        case .plain(let bytes):
            guard bytes.count < byLength.count, let base = bytes.baseAddress else { return nil }
            for candidate in byLength[bytes.count]
            where candidate.name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
                return (candidate.field, candidate.bit)
            }
            return nil
        }
    }
}
