// Stand-in for the XCUIAutomation API that `import XCTest` brings into a UI
// test target, for compiling HarkXCUITest without Apple's SDK. Signatures
// copy Apple's documentation pages named beside each declaration.
@_exported import Foundation

/// https://developer.apple.com/documentation/xcuiautomation/xcuielement
/// (it conforms to XCUIElementSnapshotProviding and XCUIScreenshotProviding;
/// the stand-in answers with an empty snapshot and screenshot).
@MainActor
open class XCUIElement: NSObject, XCUIElementSnapshotProviding, XCUIScreenshotProviding {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()
    open func snapshot() throws -> any XCUIElementSnapshot { EmptySnapshot() }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
    open func screenshot() -> XCUIScreenshot { XCUIScreenshot(standInPNG: Data()) }
    /// Stand-in only, internal: Apple's page lists no initializer (elements
    /// come from queries); this one keeps NSObject's `init()` from being
    /// public here.
    init(standIn: Void) { super.init() }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum
    /// The raw values are those of `XCUIElementType` in XCUIElementTypes.h,
    /// in declaration order from `any` = 0 (only the cases the tests use are
    /// listed here).
    public enum ElementType: UInt, Sendable {
        case any = 0
        case other = 1
        case application = 2
        case window = 4
        case button = 9
        case keyboard = 19
        case key = 20
        case navigationBar = 21
        case tabBar = 22
        case table = 26
        case cell = 75
        case staticText = 48
        case textField = 49
        case secureTextField = 50
        case textView = 52
        case searchField = 45
        case scrollView = 46
    }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor
public protocol XCUIElementAttributes {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
    var identifier: String { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
    var frame: CGRect { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
    var value: Any? { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/title
    var title: String { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
    var label: String { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/elementtype
    var elementType: XCUIElement.ElementType { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isenabled
    var isEnabled: Bool { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isselected
    var isSelected: Bool { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/hasfocus
    var hasFocus: Bool { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/placeholdervalue
    var placeholderValue: String? { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot/children
    var children: [any XCUIElementSnapshot] { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding
@MainActor
public protocol XCUIElementSnapshotProviding: NSObjectProtocol {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()
    func snapshot() throws -> any XCUIElementSnapshot
}

/// What the stand-in's `snapshot()` gives: an application with nothing in it.
private struct EmptySnapshot: XCUIElementSnapshot {
    var identifier: String { "" }
    var frame: CGRect { .zero }
    var value: Any? { nil }
    var title: String { "" }
    var label: String { "" }
    var elementType: XCUIElement.ElementType { .application }
    var isEnabled: Bool { true }
    var isSelected: Bool { false }
    var hasFocus: Bool { false }
    var placeholderValue: String? { nil }
    var children: [any XCUIElementSnapshot] { [] }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
/// (`class XCUIApplication : XCUIElement`).
@MainActor
open class XCUIApplication: XCUIElement {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    public init() { super.init(standIn: ()) }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    open func launch() {}
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor
open class XCUIDevice: NSObject {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
    /// (`class var shared: XCUIDevice { get }`: get-only).
    public class var shared: XCUIDevice { theOne }
    private static let theOne = XCUIDevice(standIn: ())
    /// Stand-in only, internal: Apple's page lists no initializer (the
    /// device is `shared`).
    init(standIn: Void) { super.init() }
}

/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    print("XCTFail: \(message) (\(file):\(line))")
}

/// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if (try? expression()) != false { XCTFail(message(), file: file, line: line) }
}
