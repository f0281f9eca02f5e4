// UIResponder and UIApplication: only what HarkUIKit asks of the app.

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// Declared non-optional; in a test bundle without a host app it is nil
    /// (AccessibilitySnapshot checks it so). Swift on Linux cannot make a
    /// non-optional nil: the tests model that through HarkUIKit's runtime
    /// seam instead, and here it is always an app.
    open class var shared: UIApplication { standInApplication }
}

@MainActor private let standInApplication = UIApplication()
