import HarkTesting
import HarkUIKit
import Testing

@testable import Flights

/// What VoiceOver says on each screen of the app, checked against the
/// references in `__Snapshots__/FlightsScreenTests`. Those references are
/// Hark's predictions, not yet recorded on a device: the README says how to
/// record them.
@MainActor
struct FlightsScreenTests {
    /// The departures board as the app shows it: in a navigation controller
    /// (title and Refresh button in the bar), then the rows.
    @Test func departures() {
        assertTranscript(of: .hosted(FlightsViewController(), inNavigationController: true))
    }

    /// The whole app: the selected tab's screen, then the tab bar.
    @Test func tabs() {
        assertTranscript(of: .hosted(AppTabBarController(), title: "Flights"))
    }

    /// The SwiftUI settings form: toggles, and a row with custom content.
    @Test func settings() {
        assertTranscript(of: .hosted(SettingsView(), title: "Settings"))
    }
}
