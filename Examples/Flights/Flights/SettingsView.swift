import Accessibility
import SwiftUI

/// The settings form: two toggles, and the next trip with its gate and
/// seat as custom content (VoiceOver offers them under More Content).
struct SettingsView: View {
    @State private var gateChanges = true
    @State private var boardingPass = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Gate changes", isOn: $gateChanges)
                    Toggle("Boarding pass on Lock Screen", isOn: $boardingPass)
                }
                Section("Next trip") {
                    Text("Oslo, Friday 09:40")
                        .accessibilityCustomContent(Text("Gate"), Text("B12"), importance: .high)
                        .accessibilityCustomContent(Text("Seat"), Text("14C"))
                }
            }
            .navigationTitle("Settings")
        }
    }
}
