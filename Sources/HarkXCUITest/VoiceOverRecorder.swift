#if canImport(UIKit) && canImport(XCTest) && !os(watchOS) && !os(visionOS)
import Foundation
import Hark
import XCTest

/// Records what real VoiceOver says on the screen a UI test shows, through
/// XCUIAutomation's `XCUIVoiceOverService` (iOS 27): VoiceOver is enabled,
/// the speech of the element it is on is taken, then it is moved forward
/// one element at a time with `moveForward()` ("Move VoiceOver to the next
/// element and return its speech"), and disabled again. The result is a
/// ``ParityRecording``, the file `hark parity` compares with Hark's
/// narration.
///
/// ```swift
/// let recorder = VoiceOverRecorder(device: "iPhone 16", system: "iOS 27.0", locale: "en-US")
/// let recording = try recorder.record(XCUIDevice.shared.voiceOverService)
/// try recording.json.write(to: url, atomically: true, encoding: .utf8)
/// ```
// Apple's pages list XCUIVoiceOverService from 27.0 on every platform; each
// is named, as the package declares older minimums for all of them.
@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct VoiceOverRecorder: Sendable {
    /// The device's name, written into the recording.
    public var device: String?
    /// The system and its version, written into the recording.
    public var system: String?
    /// The device's language (`en-US`), written into the recording.
    public var locale: String?
    /// The most elements read; the walk also ends when an element's speech
    /// is the same as the one before (the last element is reached) or a move
    /// throws.
    public var maximumElements: Int

    /// A recorder that writes `device`, `system` and `locale` into its
    /// recordings and reads at most `maximumElements` elements.
    public init(device: String? = nil, system: String? = nil, locale: String? = nil, maximumElements: Int = 500) {
        self.device = device
        self.system = system
        self.locale = locale
        self.maximumElements = maximumElements
    }

    /// Walks the screen with `service`: enables VoiceOver, records the
    /// current element's utterance and then each one `moveForward()`
    /// reaches, and disables VoiceOver again, also when a step throws.
    ///
    /// - Throws: what `enable()` or `currentSpeech()` throw; a move that
    ///   throws ends the walk instead.
    @MainActor
    public func record(_ service: XCUIVoiceOverService) throws -> ParityRecording {
        try service.enable()
        defer { try? service.disable() }
        var utterances = [try service.currentSpeech().utterance]
        while utterances.count < maximumElements {
            guard let next = try? service.moveForward().utterance, next != utterances.last else { break }
            utterances.append(next)
        }
        return ParityRecording(
            utterances: utterances, locale: locale, recordedWith: "XCUIVoiceOverService", device: device,
            system: system)
    }
}
#endif
