#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Hark
import SwiftUI

/// A SwiftUI view hosted in a window to be captured
/// (``HarkDocument/init(capturing:size:title:locale:)``), made by
/// ``AccessibilityCapturable/hosted(_:size:title:)``: SwiftUI's `View` is
/// a protocol, so its views are wrapped to be captured.
///
/// It is `Sendable` because its view is read on the main thread alone.
public struct HostedSwiftUIView<Content: View>: AccessibilityCapturable, @unchecked Sendable {
    let content: Content
    let size: ScreenSize
    let title: String?

    /// The view hosted in a window of its size, its document titled as
    /// asked. Throws off the main thread.
    public func capturedDocument() throws -> HarkDocument {
        try MainThreadCapture.run { HarkDocument(capturing: self.content, size: self.size, title: self.title) }
    }
}

extension AccessibilityCapturable {
    /// `view` hosted in a `UIHostingController` in a window of `size`, the
    /// document titled `title`:
    /// `assertTranscript(of: .hosted(SettingsView(), title: "Settings"))`.
    public static func hosted<Content: View>(
        _ view: Content, size: ScreenSize = .phone, title: String? = nil
    ) -> HostedSwiftUIView<Content> where Self == HostedSwiftUIView<Content> {
        HostedSwiftUIView(content: view, size: size, title: title)
    }
}
#endif
