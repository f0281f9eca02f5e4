// Stand-in for XCUIAutomation's VoiceOver service, which the XCTest of
// Xcode 27 (iOS 27 SDK) has and Xcode 26's does not. .ci/apple-sdk-check
// compiles the XCTest stand-in twice, with this file (shaped like Xcode 27's)
// and without it (Xcode 26's). Signatures copy Apple's documentation pages
// named beside each declaration.
@_exported import Foundation

extension XCUIDevice {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/voiceoverservice
    /// (`var voiceOverService: XCUIVoiceOverService { get }`, 27.0 on every platform).
    @available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
    public var voiceOverService: XCUIVoiceOverService { XCUIVoiceOverService(standIn: ()) }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice
/// (27.0 on every platform: iOS, iPadOS, Mac Catalyst, macOS, tvOS, visionOS, watchOS).
@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
@MainActor
open class XCUIVoiceOverService: NSObject {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/output
    @MainActor
    open class Output: NSObject {
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/output/utterance
        /// "What VoiceOver spoke for this element, e.g. “Add Favorites, button”."
        public let utterance: String
        /// Stand-in only, internal: Apple's Output is made by the framework
        /// and has no public initializer.
        init(utterance: String) { self.utterance = utterance }
    }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error
    /// (`struct Error`, the Swift form of the error domain's codes).
    public struct Error: Swift.Error, Hashable, Sendable {
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/code
        /// "Error codes for XCUIVoiceOverService operations."
        public enum Code: Int, @unchecked Sendable {
            /// "VoiceOver daemon did not start within the timeout."
            case failedToStart
            /// "VoiceOver daemon did not stop within the timeout after disable()."
            case failedToStop
            /// "VoiceOver did not produce any speech within the timeout."
            case noSpeech
            /// "A navigation or speech method was called without first calling enable()."
            case notRunning
        }
        /// The error's code, as every Swift error struct of an Objective-C error domain has it.
        public let code: Code
        /// An error of `code`, as Foundation gives every Swift error struct
        /// imported from an Objective-C error domain (`_BridgedStoredNSError`'s
        /// `init(_:userInfo:)`); the stand-in keeps no user info.
        public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/errordomain
        public static var errorDomain: String { "XCUIVoiceOverServiceErrorDomain" }
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/failedtostart
        public static var failedToStart: Code { .failedToStart }
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/failedtostop
        public static var failedToStop: Code { .failedToStop }
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/nospeech
        public static var noSpeech: Code { .noSpeech }
        /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/notrunning
        public static var notRunning: Code { .notRunning }
    }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/isenabled
    open var isEnabled: Bool { false }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/enable()
    open func enable() throws {}
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/disable()
    open func disable() throws {}
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/currentspeech()
    open func currentSpeech() throws -> Output { Output(utterance: "") }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/movebackward()
    open func moveBackward() throws -> Output { Output(utterance: "") }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/moveforward()
    /// "Move VoiceOver to the next element and return its speech." (The
    /// class page lists it beside moveBackward(); XCUIVoiceOverService.h
    /// declares `moveForwardAndReturnError:` as `NS_SWIFT_NAME(moveForward())`.)
    open func moveForward() throws -> Output { Output(utterance: "") }
    /// Stand-in only, internal: Apple's class has no public initializer (one
    /// comes from `XCUIDevice.shared.voiceOverService`), so nothing outside
    /// the framework can make or subclass one; test doubles conform to
    /// HarkXCUITest's `VoiceOverService` instead.
    init(standIn: Void) { super.init() }
}
