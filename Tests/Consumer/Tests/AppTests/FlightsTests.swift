import HarkTesting
import Testing

@Test func flights() {
    assertTranscript(
        of: AX.screen {
            AX.heading("Flights")
            AX.button("Add new flight")
        })
}
