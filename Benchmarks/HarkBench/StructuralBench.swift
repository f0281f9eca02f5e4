import Foundation
import Hark

extension Bench {
    /// One activation that hides a flight of a 50k list and shows it again,
    /// in process: two structural `set` effects, each an update of the focus
    /// order in place, not a new order. The middle flight is a unit taken
    /// out of its row and put back; the first one also moves the list's
    /// first frame. Run by the `gestures` case.
    static func structuralSetElement(_ context: Context) throws {
        let size = 50_000
        let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
        let data = try Data(contentsOf: file)
        for (flight, name) in [(size / 2, "a middle"), (0, "the first")] {
            var document = try HarkDocument(jsonData: data)
            let id = "flight-\(flight)"
            guard document.root.children.first?.children.last?.id == "add-flight-button" else {
                throw BenchError(description: "gestures: the fixture has no add-flight-button where expected")
            }
            document.root.children[0].children[1].behaviors = Behaviors(activate: [
                .set(id: id, changes: Behaviors.ElementChanges(hidden: true)),
                .set(id: id, changes: Behaviors.ElementChanges(hidden: false)),
            ])
            var navigator = try Navigator(document: document, tables: context.tables)
            navigator.perform([.first, .next])
            guard navigator.focusedElement?.node.id == "add-flight-button" else {
                throw BenchError(
                    description:
                        "gestures: expected focus on add-flight-button, got "
                        + "\(navigator.focusedElement?.node.id ?? "nothing")"
                )
            }
            if flight != 0 {
                // The first effect indexes the tree and the order, once per screen.
                let clock = ContinuousClock()
                let start = clock.now
                navigator.perform(.activate)
                context.report.info(
                    "first structural setElement (indexes the tree)",
                    Timing.milliseconds(start.duration(to: clock.now)), .milliseconds)
            }
            let hideAndShow = context.median(runs: max(context.options.runs, 21)) {
                let events = navigator.perform(.activate)
                return (events, events.count)
            }
            guard navigator.document.root.children.last?.children[flight].hidden == false,
                navigator.focusedElement?.node.id == "add-flight-button"
            else {
                throw BenchError(description: "gestures: hiding and showing \(id) did not leave the screen as it was")
            }
            if flight == 0 {
                context.report.info("the same with the first flight", hideAndShow, .milliseconds)
            } else {
                context.report.check(
                    "structural setElement on 50k (hide and unhide \(name) element)", hideAndShow, .milliseconds,
                    below: 10)
            }
        }
    }
}
