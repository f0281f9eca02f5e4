/// A screen as a sample file describes it: the root view, the speech locale,
/// the device and the user's settings.
public struct HarkDocument: Hashable, Sendable {
    /// The only format version this Hark reads and writes.
    public static let formatVersion = 1

    /// A name for the screen, shown in transcripts.
    public var title: String?
    /// The speech language of the whole tree (BCP 47).
    public var locale: String
    /// The device class, which sets the row tolerance of the focus order.
    public var device: HarkDocument.Device
    /// The reading direction of rows; `nil` means "from the locale".
    public var layoutDirection: HarkDocument.LayoutDirection?
    /// The screen size in points.
    public var screen: ScreenSize?
    /// The user's settings.
    public var settings: HarkDocument.Settings
    /// The window's root view.
    public var root: AccessibilityNode
    /// Further screens that behaviours can present, by id.
    public var screens: [String: AccessibilityNode]
    /// The app's own string tables, for labels, values and hints given as
    /// keys (``LocalizedString``).
    public var appStrings: AppStringsReference?
    /// Where the tree came from when it was imported from a tool's dump
    /// (not part of the sample format); `nil` for a sample or a tree built in code.
    package var importOrigin: ImportOrigin?

    /// Creates a document of the screen whose window's root view is `root`;
    /// what is left out takes the sample format's defaults (English, a phone,
    /// hints spoken, Reduce Motion off).
    public init(
        title: String? = nil,
        locale: String = "en",
        device: HarkDocument.Device = .phone,
        layoutDirection: HarkDocument.LayoutDirection? = nil,
        screen: ScreenSize? = nil,
        settings: HarkDocument.Settings = HarkDocument.Settings(),
        root: AccessibilityNode,
        screens: [String: AccessibilityNode] = [:],
        appStrings: AppStringsReference? = nil
    ) {
        self.title = title
        self.locale = locale
        self.device = device
        self.layoutDirection = layoutDirection
        self.screen = screen
        self.settings = settings
        self.root = root
        self.screens = screens
        self.appStrings = appStrings
    }

    /// The layout direction in force: the declared one, or the one the
    /// document's locale implies.
    package var resolvedLayoutDirection: HarkDocument.LayoutDirection {
        layoutDirection ?? HarkDocument.LayoutDirection(locale: locale)
    }
}
