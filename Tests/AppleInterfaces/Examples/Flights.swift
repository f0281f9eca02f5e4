// The example app's types that its unit tests use (Examples/Flights), as
// empty shells: the app itself needs more of UIKit and SwiftUI than the
// stand-ins declare, and is compiled against the real SDK instead
// (.ci/apple-sdk-check). Here they let .ci/apple-interfaces type-check the
// example's tests against HarkUIKit and HarkTesting.
import SwiftUI
import UIKit

/// The departures board (Examples/Flights/Flights/FlightsViewController.swift).
final class FlightsViewController: UIViewController {}

/// The app's root (Examples/Flights/Flights/AppTabBarController.swift).
final class AppTabBarController: UITabBarController {}

/// The settings form (Examples/Flights/Flights/SettingsView.swift).
struct SettingsView: View {
    var body: Never { fatalError("not rendered by the stand-ins") }
}
