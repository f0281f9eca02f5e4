import SwiftUI
import UIKit

/// The app's root: a Departures tab (UIKit, in a navigation controller)
/// and a Settings tab (SwiftUI).
final class AppTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let departures = UINavigationController(rootViewController: FlightsViewController())
        departures.tabBarItem = UITabBarItem(title: "Departures", image: UIImage(systemName: "airplane"), tag: 0)
        let settings = UIHostingController(rootView: SettingsView())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        viewControllers = [departures, settings]
    }
}
