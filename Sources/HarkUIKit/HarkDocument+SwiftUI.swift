#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Hark
import SwiftUI
import UIKit

extension HarkDocument {
    /// What VoiceOver says on a SwiftUI screen: `view` is hosted in a
    /// `UIHostingController` in a window of `size`, laid out (SwiftUI builds
    /// its accessibility elements then), captured and taken down again, as
    /// ``init(capturing:size:inNavigationController:title:locale:)`` does for a view controller.
    ///
    /// ```swift
    /// let document = HarkDocument(capturing: FlightsView(), size: .phone, title: "Flights")
    /// ```
    @MainActor
    public init(capturing view: some View, size: ScreenSize = .phone, title: String? = nil, locale: String? = nil) {
        self.init(capturing: UIHostingController(rootView: view), size: size, title: title, locale: locale)
    }
}
#endif
