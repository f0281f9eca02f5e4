import Foundation
import Hark

/// A screenshot under a reference picture. The SVG names the image rather
/// than embedding it, so the reference stays text a person can diff: the
/// image is the reference's file name with the image's extension
/// (`flights.svg` and `flights.png`), in the same folder.
///
/// The image is written when it is missing, and again with `HARK_RECORD=all`
/// when its bytes changed; with `HARK_RECORD=never` nothing is written. Its
/// pixels are never compared: a screenshot differs from run to run (the
/// clock, the cursor, anti-aliasing), and what the assertion checks (the
/// frames, the order, the speech and the scale from pixels to points) is in
/// the SVG. A screenshot whose size is not the screen's shape fails.
struct ReferenceScreenshot {
    /// The image's bytes.
    let bytes: Data
    /// The image as its header describes it.
    let shot: PictureScreenshot
    /// The reference picture's path under `__Snapshots__/<TestFile>/`.
    let reference: String

    /// Reads the image's header once; a PNG or JPEG it cannot read throws.
    init(bytes: Data, reference: String) throws(PictureScreenshotError) {
        self.bytes = bytes
        self.reference = reference
        shot = try PictureScreenshot(bytes: Array(bytes))
    }

    /// The image's path under `__Snapshots__/<TestFile>/`, beside the reference.
    var path: String { Self.path(beside: reference, format: shot.format) }

    /// The path of an image of `format` beside the reference `reference`.
    static func path(beside reference: String, format: PictureScreenshot.Format) -> String {
        (reference as NSString).deletingPathExtension + (format == .png ? ".png" : ".jpg")
    }

    /// `picture` drawn over the image, which it names by file name.
    func laid(under picture: HarkPicture) throws(PictureScreenshotError) -> HarkPicture {
        try picture.withScreenshot(shot, reference: (path as NSString).lastPathComponent)
    }

    /// Writes the image beside the reference of `testFile` when the mode
    /// allows it and it is missing or (with `all`) changed; the failure, if
    /// writing fails.
    func save(beside testFile: String, store: SnapshotStore = SnapshotStore()) -> String? {
        guard store.mode != .never else { return nil }
        let url = SnapshotStore.referenceURL(named: path, testFile: testFile)
        let existing = try? Data(contentsOf: url)
        guard existing == nil || (store.mode == .all && existing != bytes) else { return nil }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url, options: .atomic)
            return nil
        } catch {
            return "Could not save the screenshot at \(url.path): \(error)"
        }
    }
}
