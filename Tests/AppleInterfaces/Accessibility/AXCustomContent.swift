// Stand-in for the Accessibility framework's custom content API.
@_exported import Foundation

/// https://developer.apple.com/documentation/accessibility/axcustomcontent
/// (not on the main actor).
open class AXCustomContent: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/importance-swift.enum
    /// (`AXCustomContentImportanceDefault` = 0, `…High` = 1).
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }
    private let givenLabel: String
    private let givenValue: String
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/label
    open var label: String { givenLabel }
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/value
    open var value: String { givenValue }
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/importance-swift.property
    open var importance: Importance = .default
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/init(label:value:)
    public init(label: String, value: String) {
        givenLabel = label
        givenValue = value
    }
}

/// https://developer.apple.com/documentation/accessibility/axcustomcontentreturnblock
public typealias AXCustomContentReturnBlock = () -> [AXCustomContent]?

/// https://developer.apple.com/documentation/accessibility/axcustomcontentprovider
/// (`protocol AXCustomContentProvider : NSObjectProtocol`, not on the main actor).
public protocol AXCustomContentProvider: NSObjectProtocol {
    /// https://developer.apple.com/documentation/accessibility/axcustomcontentprovider/accessibilitycustomcontent
    var accessibilityCustomContent: [AXCustomContent]! { get set }
    /// https://developer.apple.com/documentation/accessibility/axcustomcontentprovider/accessibilitycustomcontentblock
    /// (`optional var accessibilityCustomContentBlock:
    /// AXCustomContentReturnBlock? { get set }`, iOS 17). Swift on Linux has
    /// no optional requirements; reading an optional one on Apple platforms
    /// gives `AXCustomContentReturnBlock??`, so the stand-in declares that
    /// type, `nil` when a provider does not implement it. Stand-in form:
    /// Apple's is an optional requirement.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    var accessibilityCustomContentBlock: AXCustomContentReturnBlock?? { get }
}

extension AXCustomContentProvider {
    /// Stand-in form: the default that an optional requirement has on Apple platforms.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public var accessibilityCustomContentBlock: AXCustomContentReturnBlock?? { nil }
}
