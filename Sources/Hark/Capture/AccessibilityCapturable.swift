/// A screen VoiceOver can read: a ``HarkDocument`` as it is, or, with
/// HarkUIKit on Apple platforms, a `UIView`, a `UIViewController` or a
/// SwiftUI view, captured as VoiceOver sees it. HarkTesting's
/// `assertTranscript(of:)` and `assertPicture(of:)` take any of them.
public protocol AccessibilityCapturable {
    /// The tree VoiceOver reads in it now. A live screen throws when it
    /// cannot be read here, off the main thread.
    func capturedDocument() throws -> HarkDocument
}

extension HarkDocument: AccessibilityCapturable {
    /// The document itself.
    public func capturedDocument() -> HarkDocument { self }
}
