import HarkTesting
import Testing

@Test func flights() {
    assertTranscript(of: Screen { Heading("Flights"); Button("Add new flight") })
}
