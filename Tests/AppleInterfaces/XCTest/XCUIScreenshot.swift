// Stand-in for XCUIAutomation's screenshots and XCTest's test case,
// activity and attachment, for compiling HarkXCUITest and the example's UI
// tests without Apple's SDK. XCTest is in no public SDK copy, so
// .ci/apple-standins-check cannot compare these with Apple's: each
// declaration copies the documentation page named beside it.
@_exported import Foundation

/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding
/// (`@MainActor protocol XCUIScreenshotProviding : NSObjectProtocol`).
@MainActor
public protocol XCUIScreenshotProviding: NSObjectProtocol {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
    func screenshot() -> XCUIScreenshot
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot
/// (`@MainActor class XCUIScreenshot`; made only by `screenshot()`).
@MainActor
open class XCUIScreenshot: NSObject {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot/pngrepresentation
    open var pngRepresentation: Data { png }
    private let png: Data
    /// Stand-in only, internal: Apple's screenshots come from the framework;
    /// the doubles reach this through `@testable import XCTest`.
    init(standInPNG png: Data) {
        self.png = png
        super.init()
    }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreen
/// (`@MainActor class XCUIScreen`).
@MainActor
open class XCUIScreen: NSObject, XCUIScreenshotProviding {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreen/main
    /// (`class var main: XCUIScreen { get }`).
    open class var main: XCUIScreen { theMain }
    private static let theMain = XCUIScreen(standIn: ())
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
    open func screenshot() -> XCUIScreenshot { XCUIScreenshot(standInPNG: Data()) }
    /// Stand-in only, internal: Apple's screens come from `main` and `screens`.
    init(standIn: Void) { super.init() }
}

/// https://developer.apple.com/documentation/xctest/xctattachment
/// (`class XCTAttachment`, not on the main actor).
open class XCTAttachment: NSObject {
    /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
    public enum Lifetime: Int, Sendable {
        /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/keepalways
        case keepAlways = 0
        /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/deleteonsuccess
        case deleteOnSuccess = 1
    }
    /// https://developer.apple.com/documentation/xctest/xctattachment/name
    open var name: String?
    /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
    /// ("Defaults to deleteOnSuccess").
    open var lifetime: Lifetime = .deleteOnSuccess
    /// https://developer.apple.com/documentation/xctest/xctattachment/uniformtypeidentifier
    open var uniformTypeIdentifier: String { type }
    /// Stand-in only, internal: the payload, which the doubles read through
    /// `@testable import XCTest` (Apple's keeps it to itself).
    let standInPayload: Data
    private let type: String

    private init(payload: Data, type: String) {
        standInPayload = payload
        self.type = type
        super.init()
    }
    /// https://developer.apple.com/documentation/xctest/xctattachment/init(data:uniformtypeidentifier:)
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
        self.init(payload: payload, type: identifier)
    }
    /// https://developer.apple.com/documentation/xctest/xctattachment/init(string:)
    /// ("public.plain-text").
    public convenience init(string: String) {
        self.init(payload: Data(string.utf8), type: "public.plain-text")
    }
    /// https://developer.apple.com/documentation/xctest/xctattachment/init(screenshot:)
    /// (a PNG, "public.png"; main-actor here as the screenshot is).
    @MainActor
    public convenience init(screenshot: XCUIScreenshot) {
        self.init(payload: screenshot.pngRepresentation, type: "public.png")
    }
}

/// https://developer.apple.com/documentation/xctest/xctactivity
/// (`protocol XCTActivity : NSObjectProtocol`; XCTestCase conforms).
public protocol XCTActivity: NSObjectProtocol {
    /// https://developer.apple.com/documentation/xctest/xctactivity/name
    var name: String { get }
    /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
    func add(_ attachment: XCTAttachment)
}

/// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {
    /// https://developer.apple.com/documentation/xctest/xctest/name
    open var name: String { String(describing: type(of: self)) }
}

/// https://developer.apple.com/documentation/xctest/xctestcase
/// (`class XCTestCase : XCTest`, conforming to XCTActivity).
open class XCTestCase: XCTest, XCTActivity {
    /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
    /// (the stand-in drops it: attachments go to Xcode's test report).
    open func add(_ attachment: XCTAttachment) {}
}

/// https://developer.apple.com/documentation/xctest/xctskip
/// (`struct XCTSkip`, an `Error` that skips the test that throws it).
public struct XCTSkip: Error {
    /// The reason given.
    public var message: String?
    /// https://developer.apple.com/documentation/xctest/xctskip/init(_:file:line:)
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.message = message
    }
}
