#if canImport(UIKit) && canImport(XCTest) && !os(watchOS) && !os(visionOS)
// XCUIVoiceOverService is in the XCTest of Xcode 27 (iOS 27 SDK), not in
// Xcode 26's, and `@available` cannot hide a type the SDK lacks: this is
// compiled only with an iOS 27 SDK or newer, told apart by UIKit's project
// version (the SDK's UIKit.tbd: 8075 in iOS 18.0, 9126 in iOS 26.2, about
// 1,000 more each year), or when HARK_XCUIVOICEOVERSERVICE is defined.
// docs/Capture.md, "Which Xcode has the recorder", has the evidence.
#if canImport(UIKit, _version: 10000) || HARK_XCUIVOICEOVERSERVICE
import XCTest

/// What ``VoiceOverRecorder`` asks of a screen reader it walks: the
/// members of XCUIAutomation's `XCUIVoiceOverService` it calls, with
/// Apple's names and types. `XCUIVoiceOverService` conforms as it is; a
/// test double of the service conforms too, since Apple's class has no
/// public initializer to subclass.
@MainActor
public protocol VoiceOverService {
    /// What a move or `currentSpeech()` returns (`XCUIVoiceOverService.Output`).
    associatedtype Speech: VoiceOverSpeech
    /// Whether VoiceOver is running.
    var isEnabled: Bool { get }
    /// Starts VoiceOver.
    func enable() throws
    /// Stops VoiceOver.
    func disable() throws
    /// What VoiceOver says for the element it is on.
    func currentSpeech() throws -> Speech
    /// Moves VoiceOver to the next element and returns its speech.
    func moveForward() throws -> Speech
    /// Moves VoiceOver to the previous element and returns its speech.
    func moveBackward() throws -> Speech
}

/// What VoiceOver spoke for one element (`XCUIVoiceOverService.Output`).
@MainActor
public protocol VoiceOverSpeech {
    /// The words, as VoiceOver spoke them ("Add Favorites, button").
    var utterance: String { get }
}

// Apple's pages list XCUIVoiceOverService from 27.0 on every platform.
@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
extension XCUIVoiceOverService: VoiceOverService {}

@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
extension XCUIVoiceOverService.Output: VoiceOverSpeech {}
#endif
#endif
