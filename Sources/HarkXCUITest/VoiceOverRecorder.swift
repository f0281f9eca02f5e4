#if canImport(UIKit) && canImport(XCTest) && !os(watchOS) && !os(visionOS)
// XCUIVoiceOverService is in the XCTest of Xcode 27 (iOS 27 SDK), not in
// Xcode 26's, and `@available` cannot hide a type the SDK lacks: this is
// compiled only with an iOS 27 SDK or newer, told apart by UIKit's project
// version (the SDK's UIKit.tbd: 8075 in iOS 18.0, 9126 in iOS 26.2, about
// 1,000 more each year), or when HARK_XCUIVOICEOVERSERVICE is defined.
// docs/Capture.md, "Which Xcode has the recorder", has the evidence.
#if canImport(UIKit, _version: 10000) || HARK_XCUIVOICEOVERSERVICE
import Foundation
import Hark
import XCTest

// Apple's pages list XCUIVoiceOverService from 27.0 on every platform; the
// attribute below names each, as the package declares older minimums for all.

/// Records what real VoiceOver says on the screen a UI test shows, through
/// XCUIAutomation's `XCUIVoiceOverService` (iOS 27): VoiceOver is enabled
/// (unless it is on already), moved back to the screen's first element,
/// then forward one element at a time with `moveForward()` ("Move
/// VoiceOver to the next element and return its speech") until the end of
/// the screen, and disabled again if it was off. The result is a
/// ``ParityRecording``, the file `hark parity` compares with Hark's
/// narration.
///
/// ```swift
/// let recorder = VoiceOverRecorder(device: "iPhone 16", system: "iOS 27.0", locale: "en-US")
/// let recording = try recorder.record(XCUIDevice.shared.voiceOverService)
/// try recording.json.write(to: url, atomically: true, encoding: .utf8)
/// ```
@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct VoiceOverRecorder: Sendable {
    /// The device's name, written into the recording.
    public var device: String?
    /// The system and its version, written into the recording.
    public var system: String?
    /// The device's language (`en-US`), written into the recording; when
    /// `nil`, the first of `Locale.preferredLanguages` is written.
    public var locale: String?
    /// The most elements read, and the most moves back to the first one.
    public var maximumElements: Int

    /// Why a walk ended.
    public enum StopReason: String, Hashable, Sendable {
        /// A move forward threw `noSpeech`: VoiceOver spoke nothing, as at
        /// the end of the screen.
        case noSpeech
        /// A move forward spoke the last element's words again and a move
        /// back did not return those words: focus did not move.
        case repetition
        /// ``maximumElements`` were read.
        case maximumElements
    }

    /// A walk's recording and why it ended.
    public struct Walk: Hashable, Sendable {
        /// What VoiceOver spoke, from the screen's first element.
        public var recording: ParityRecording
        /// Why the walk ended.
        public var stopReason: StopReason
    }

    /// A recorder that writes `device`, `system` and `locale` into its
    /// recordings and reads at most `maximumElements` elements.
    public init(device: String? = nil, system: String? = nil, locale: String? = nil, maximumElements: Int = 500) {
        self.device = device
        self.system = system
        self.locale = locale
        self.maximumElements = maximumElements
    }

    /// ``walk(_:)``'s recording.
    ///
    /// - Throws: what ``walk(_:)`` throws.
    @MainActor
    public func record(_ service: some VoiceOverService) throws -> ParityRecording {
        try walk(service).recording
    }

    /// Walks the screen with `service` (`XCUIDevice.shared.voiceOverService`,
    /// or a test double) and says why the walk ended.
    ///
    /// - Throws: any error of `enable()`, `currentSpeech()` or a move other
    ///   than `noSpeech` (the end of the screen), and an error of
    ///   `disable()`; when both the walk and `disable()` fail, a
    ///   ``Failure`` naming both.
    @MainActor
    public func walk(_ service: some VoiceOverService) throws -> Walk {
        let wasOn = service.isEnabled
        if !wasOn { try service.enable() }
        let result: Result<Walk, any Error>
        do {
            result = .success(try steps(service))
        } catch {
            result = .failure(error)
        }
        if !wasOn {
            do {
                try service.disable()
            } catch {
                if case .failure(let walkError) = result { throw Failure(walk: walkError, disable: error) }
                throw error
            }
        }
        return try result.get()
    }

    /// The walk itself: back to the first element, then forward.
    @MainActor
    private func steps<Service: VoiceOverService>(_ service: Service) throws -> Walk {
        var moves = 0
        while moves < maximumElements {
            guard try Self.speech(of: { try service.moveBackward() }) != nil else { break }
            moves += 1
        }
        var utterances = [try service.currentSpeech().utterance]
        while utterances.count < maximumElements {
            guard let next = try Self.speech(of: { try service.moveForward() }) else {
                return walk(utterances, .noSpeech)
            }
            if next == utterances.last, try !moved(service, utterances) { return walk(utterances, .repetition) }
            utterances.append(next)
        }
        return walk(utterances, .maximumElements)
    }

    /// After a move forward that spoke the last words again: whether focus
    /// moved (two neighbours say the same), found by moving back (which
    /// speaks those words again only if focus had moved) and forward again.
    @MainActor
    private func moved<Service: VoiceOverService>(_ service: Service, _ utterances: [String]) throws -> Bool {
        guard let back = try Self.speech(of: { try service.moveBackward() }) else { return false }
        _ = try Self.speech(of: { try service.moveForward() })
        return back == utterances.last
    }

    /// The speech of a move, or `nil` when it threw `noSpeech`.
    @MainActor
    private static func speech<Speech: VoiceOverSpeech>(of move: @MainActor () throws -> Speech) throws -> String? {
        do {
            return try move().utterance
        } catch let error as XCUIVoiceOverService.Error where error.code == .noSpeech {
            return nil
        }
    }

    private func walk(_ utterances: [String], _ reason: StopReason) -> Walk {
        let recording = ParityRecording(
            utterances: utterances, locale: locale ?? Locale.preferredLanguages.first,
            recordedWith: "XCUIVoiceOverService", device: device, system: system)
        return Walk(recording: recording, stopReason: reason)
    }

    /// The walk failed, and so did disabling VoiceOver after it.
    public struct Failure: Error, CustomStringConvertible {
        /// The walk's error.
        public var walk: any Error
        /// `disable()`'s error.
        public var disable: any Error

        /// Both errors, on one line.
        public var description: String { "the walk failed (\(walk)), and so did disable() (\(disable))" }
    }
}
#endif
#endif
