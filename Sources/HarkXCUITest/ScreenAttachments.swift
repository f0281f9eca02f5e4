#if canImport(UIKit) && canImport(XCTest) && !os(watchOS) && !os(visionOS)
import Foundation
import Hark
import XCTest

extension HarkDocument {
    /// ``init(snapshot:keepAll:)``, and the tree and a screenshot of the
    /// same moment kept with the test's results: `activity` (the test case,
    /// `self`) gets the tree as Hark JSON, `name.json`, and `screenshot` as
    /// `name.png`, both kept when the test passes, for
    /// `hark picture name.json --screenshot name.png`.
    ///
    /// ```swift
    /// let document = try HarkDocument(
    ///     snapshot: app.snapshot(), screenshot: app.screenshot(), attachingTo: self, named: "departures")
    /// ```
    ///
    /// - Throws: an error saying why, when the tree cannot be written as
    ///   JSON (nested deeper than Hark JSON reads back); nothing is attached
    ///   then.
    @MainActor
    public init(
        snapshot root: any XCUIElementSnapshot, keepAll: Bool = false, screenshot: XCUIScreenshot,
        attachingTo activity: any XCTActivity, named name: String
    ) throws {
        self.init(snapshot: root, keepAll: keepAll)
        let tree = XCTAttachment(data: Data(try DocumentWriter.json(self)), uniformTypeIdentifier: "public.json")
        tree.name = "\(name).json"
        tree.lifetime = .keepAlways
        activity.add(tree)
        activity.add(ScreenAttachments.screenshot(screenshot, named: name))
    }
}

// The recorder's own condition (VoiceOverRecorder.swift).
#if canImport(UIKit, _version: 10000) || HARK_XCUIVOICEOVERSERVICE
@available(iOS 27.0, macOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
extension VoiceOverRecorder {
    /// ``record(_:)``, and the recording and a screenshot kept with the
    /// test's results: `activity` (the test case, `self`) gets the recording
    /// as `name.recording.json` and `screenshot` as `name.png`, both kept
    /// when the test passes. Take the screenshot before the walk, as the
    /// argument is (VoiceOver draws its cursor on the screen while it
    /// walks).
    ///
    /// ```swift
    /// let recording = try recorder.record(
    ///     XCUIDevice.shared.voiceOverService, screenshot: XCUIScreen.main.screenshot(), attachingTo: self,
    ///     named: "departures")
    /// ```
    ///
    /// - Throws: what ``record(_:)`` throws; nothing is attached then.
    @MainActor
    public func record(
        _ service: some VoiceOverService, screenshot: XCUIScreenshot, attachingTo activity: any XCTActivity,
        named name: String
    ) throws -> ParityRecording {
        let recording = try record(service)
        let file = XCTAttachment(data: Data(recording.json.utf8), uniformTypeIdentifier: "public.json")
        file.name = "\(name).recording.json"
        file.lifetime = .keepAlways
        activity.add(file)
        activity.add(ScreenAttachments.screenshot(screenshot, named: name))
        return recording
    }
}
#endif

/// How a screenshot is attached beside a tree or a recording.
enum ScreenAttachments {
    /// `screenshot` as a PNG attachment named `name.png`, kept when the
    /// test passes (`XCTAttachment`'s default, `deleteOnSuccess`, would
    /// drop it with the test's success).
    @MainActor
    static func screenshot(_ screenshot: XCUIScreenshot, named name: String) -> XCTAttachment {
        let attachment = XCTAttachment(screenshot: screenshot)
        attachment.name = "\(name).png"
        attachment.lifetime = .keepAlways
        return attachment
    }
}
#endif
