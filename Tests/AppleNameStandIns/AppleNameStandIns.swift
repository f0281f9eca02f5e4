// Stand-ins for top-level names that SwiftUI and UIKit declare, with the
// same kinds (a protocol `View`, structs `Text`, `Button` …), so that a test
// can import them beside Hark and HarkTesting as an iOS test file imports
// SwiftUI, and prove on any platform that no name is ambiguous. They do
// nothing: only their names matter.

/// Stands in for SwiftUI's `View` protocol.
public protocol View {}

/// Stands in for SwiftUI's `Text`.
public struct Text: View {
    /// The text shown.
    public var content: String
    /// Makes a text view.
    public init(_ content: String) { self.content = content }
}

/// Stands in for SwiftUI's `Button`.
public struct Button: View {
    /// The button's title.
    public var title: String
    /// Makes a button.
    public init(_ title: String, action: @escaping () -> Void = {}) { self.title = title }
}

/// Stands in for SwiftUI's `Image`.
public struct Image: View {
    /// The image's name.
    public var name: String
    /// Makes an image view.
    public init(_ name: String) { self.name = name }
}

/// Stands in for SwiftUI's `List`.
public struct List: View {
    /// The rows.
    public var rows: [any View]
    /// Makes a list.
    public init(_ rows: [any View]) { self.rows = rows }
}

/// Stands in for SwiftUI's `Group`.
public struct Group: View { public init() {} }
/// Stands in for SwiftUI's `Link`.
public struct Link: View { public init(_ title: String) {} }
/// Stands in for SwiftUI's `Tab`.
public struct Tab: View { public init(_ title: String) {} }
/// Stands in for SwiftUI's `TextField`.
public struct TextField: View { public init(_ title: String) {} }

/// Stands in for SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Makes a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Stands in for `.isButton`.
    public static let isButton = AccessibilityTraits(rawValue: 1)
}

/// Stands in for SwiftUI's `Animation`.
public struct Animation: Sendable { public init() {} }
/// Stands in for SwiftUI's `Transition` protocol.
public protocol Transition {}
/// Stands in for SwiftUI's `Settings` scene.
public struct Settings { public init() {} }
/// Stands in for SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Sendable { case leftToRight, rightToLeft }
/// Stands in for SwiftUI's `Gesture` protocol.
public protocol Gesture {}
