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

extension UIApplication {
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    public var connectedScenes: Set<UIScene> { standInConnectedScenes }
}

/// The scenes `connectedScenes` gives (set by a test).
@MainActor public var standInConnectedScenes: Set<UIScene> = []

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState { standInActivationState }
    private let standInActivationState: ActivationState
    /// A scene in a state, for the tests. Stand-in form: Apple's scenes are
    /// made by the system (`init(session:connectionOptions:)`).
    public init(standInActivationState: ActivationState) {
        self.standInActivationState = standInActivationState
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {}
