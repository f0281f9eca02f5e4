/// A rotor the app adds (`accessibilityCustomRotors`): VoiceOver offers it
/// while the focus is inside the node that declares it, and flicks up and
/// down visit its elements in the order given.
public struct CustomRotor: Hashable, Sendable {
    /// The name VoiceOver says when it is chosen.
    public var name: String?
    /// A system rotor this one stands in for (`UIAccessibilityCustomRotor`'s
    /// `systemType`): headings, links, landmarks, lists, text fields,
    /// images or tables.
    public var kind: RotorSetting?
    /// The ids of the elements it visits, in order.
    public var ids: [String]

    /// Creates a rotor, with a name or the system kind it stands in for, that
    /// visits the elements with `ids`.
    public init(name: String? = nil, kind: RotorSetting? = nil, ids: [String]) {
        self.name = name
        self.kind = kind
        self.ids = ids
    }

    /// The system settings a custom rotor can stand in for.
    static let kinds: [RotorSetting] = [.headings, .links, .landmarks, .lists, .textFields, .images, .tables]
}
