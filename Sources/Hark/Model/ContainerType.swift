/// The kind of container a node is, as `accessibilityContainerType`.
///
/// `tabBar` stands for a tab bar and `series` for a segmented control, the two
/// containers whose elements VoiceOver counts ("Tab. 2 of 5.").
public enum ContainerType: String, Codable, Hashable, Sendable, CaseIterable {
    /// Not a container.
    case none
    /// A list: VoiceOver says where it starts and ends.
    case list
    /// A landmark: VoiceOver says where it starts and ends.
    case landmark
    /// A semantic group: with a label or value, VoiceOver says it before the
    /// first element reached inside.
    case semanticGroup
    /// A data table, whose cells carry a ``TableCell``.
    case dataTable
    /// A tab bar: VoiceOver says each element's position in it.
    case tabBar
    /// A series, such as a segmented control: VoiceOver says each element's position in it.
    case series
}

extension HarkDocument {
    /// The device class; it sets the focus-order row tolerance.
    public enum Device: String, Codable, Hashable, Sendable, CaseIterable {
        /// A phone: 8 pt row tolerance.
        case phone
        /// A pad: 13 pt row tolerance.
        case pad

        /// Two elements whose top edges differ by less than this many points are
        /// on the same row: 8 pt on a phone, 13 pt on a pad.
        package var rowTolerance: Double {
            switch self {
            case .phone: 8
            case .pad: 13
            }
        }
    }
}

extension HarkDocument {
    /// The direction in which a row of elements is read.
    public enum LayoutDirection: String, Codable, Hashable, Sendable, CaseIterable {
        /// Rows are read from left to right.
        case leftToRight
        /// Rows are read from right to left.
        case rightToLeft

        /// The layout a locale implies: right-to-left for Arabic, Hebrew, Persian
        /// and Urdu, left-to-right for everything else.
        package init(locale: String) {
            let language = LocaleName.language(of: locale)
            self = ["ar", "he", "fa", "ur"].contains(language) ? .rightToLeft : .leftToRight
        }
    }
}
