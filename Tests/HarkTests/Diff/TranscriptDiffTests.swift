import Foundation
@testable import Hark
import HarkTestSupport
import Testing

/// `TranscriptDiff`: pairing two focus orders by id, label and traits, and
/// position; what changed, moved, came and went; findings new and fixed.
@Suite struct TranscriptDiffTests {
    /// A stop with `speech`, its label the speech's first sentence.
    static func stop(
        _ index: Int, _ id: String?, _ speech: String, hint: String? = nil, actions: [String] = [],
        traits: AccessibilityNode.Traits? = .button, labelled: Bool = true
    ) -> TranscriptDiff.Stop {
        let label = labelled ? String(speech.prefix { $0 != "." }) : nil
        return TranscriptDiff.Stop(
            index: index, id: id, utterance: Utterance(speech: speech, hint: hint), actions: actions, label: label,
            traits: traits)
    }

    /// The stops of `speeches` in order, ids `nil`.
    static func stops(_ speeches: [String], ids: [String?]? = nil) -> [TranscriptDiff.Stop] {
        speeches.enumerated().map { stop($0 + 1, ids?[$0], $1) }
    }

    @Test func identicalOrdersHaveNoChange() {
        let stops = Self.stops(["Flights. Heading.", "Add. Button.", "Edit. Button."])
        let diff = TranscriptDiff(old: stops, new: stops)
        #expect(!diff.hasChanges)
        #expect(diff.matches.count == 3 && diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.summary == "no change")
    }

    @Test func theSameIdPairsAChangedLabel() throws {
        let old = [Self.stop(1, "title", "Flights. Heading."), Self.stop(2, "add", "Add new flight. Button.")]
        let new = [Self.stop(1, "title", "Flights. Heading."), Self.stop(2, "add", "Add flight. Button.")]
        let diff = TranscriptDiff(old: old, new: new)
        let change = try #require(diff.speechChanges.first)
        #expect(diff.speechChanges.count == 1 && diff.added.isEmpty && diff.removed.isEmpty)
        #expect(change.old.id == "add" && change.new.id == "add")
        #expect(change.speechWords.old.map(\.changed) == [false, true, false, false])
        #expect(change.speechWords.new.map(\.changed) == [false, false, false])
    }

    @Test func labelAndTraitsPairStopsWithoutIds() {
        // Without ids, "Edit" pairs by label and traits across an insertion.
        let old = Self.stops(["Flights. Heading.", "Edit. Button."])
        let new = Self.stops(["Flights. Heading.", "Close. Button.", "Edit. Button."])
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.added.map(\.utterance.speech) == ["Close. Button."])
        #expect(diff.removed.isEmpty && diff.moves.isEmpty && diff.speechChanges.isEmpty)
        #expect(diff.matches.map { [$0.old.index, $0.new.index] } == [[1, 1], [2, 3]])
    }

    @Test func positionPairsWhatIsLeftOfTheSameKindOnly() {
        // The second stop's label changed and it has no id: paired by
        // position, a speech change; an image where a button was is not.
        let old = [
            Self.stop(1, nil, "Flights. Heading."), Self.stop(2, nil, "Add new flight. Button."),
            Self.stop(3, nil, "Logo. Button."),
        ]
        let new = [
            Self.stop(1, nil, "Flights. Heading."), Self.stop(2, nil, "Add flight. Button."),
            Self.stop(3, nil, "Logo. Image.", traits: .image),
        ]
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.speechChanges.map(\.new.utterance.speech) == ["Add flight. Button."])
        #expect(diff.removed.map(\.utterance.speech) == ["Logo. Button."])
        #expect(diff.added.map(\.utterance.speech) == ["Logo. Image."])
    }

    @Test func aStateDoesNotChangeTheKind() {
        let old = [Self.stop(1, nil, "Wi-Fi. Button.", traits: .button)]
        let new = [Self.stop(1, nil, "Wi-Fi on. Selected. Button.", traits: [.button, .selected])]
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.speechChanges.count == 1 && diff.added.isEmpty)
    }

    @Test func aStopMovedToTheEndIsTheOnlyMove() {
        let ids = ["help", "title", "summary", "pay"]
        let old = Self.stops(["Help. Button.", "Checkout. Heading.", "3 items.", "Pay. Button."], ids: ids)
        let new = Self.stops(
            ["Checkout. Heading.", "3 items.", "Pay. Button.", "Help. Button."],
            ids: ["title", "summary", "pay", "help"])
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.moves.map { [$0.old.index, $0.new.index] } == [[1, 4]])
        #expect(diff.speechChanges.isEmpty)
        #expect(!TranscriptDiff(old: old, new: new, ignoring: [.order]).hasChanges)
    }

    @Test func anInsertionMovesNothing() {
        let old = Self.stops(["A.", "B.", "C."], ids: ["a", "b", "c"])
        let new = Self.stops(["New.", "A.", "B.", "C."], ids: ["new", "a", "b", "c"])
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.moves.isEmpty)
        #expect(diff.added.map(\.id) == ["new"])
    }

    @Test func repeatedIdsPairInOrder() {
        let old = Self.stops(["Row one.", "Row two."], ids: ["row", "row"])
        let new = Self.stops(["Row one.", "Row two.", "Row three."], ids: ["row", "row", "row"])
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.speechChanges.isEmpty)
        #expect(diff.added.map(\.utterance.speech) == ["Row three."])
    }

    @Test func hintsCuesAndActionsAreComparedUnlessIgnored() {
        let old = [
            TranscriptDiff.Stop(
                index: 1, id: "pay", utterance: Utterance(speech: "Pay.", hint: "Pays.", cues: ["Actions Available"]),
                actions: ["Card", "Gift card"])
        ]
        let new = [
            TranscriptDiff.Stop(
                index: 1, id: "pay", utterance: Utterance(speech: "Pay.", hint: "Pays now."), actions: [])
        ]
        let diff = TranscriptDiff(old: old, new: new)
        #expect(
            diff.hintChanges.count == 1 && diff.cueChanges.count == 1 && diff.actionChanges.count == 1
                && diff.speechChanges.isEmpty)
        #expect(diff.hintChanges.first?.hintWords.new.map(\.changed) == [false, true])
        #expect(diff.summary == "1 hint changed, 1 cues changed, 1 actions changed")
        let narrowed = TranscriptDiff(old: old, new: new, ignoring: [.hints, .cues, .actions])
        #expect(!narrowed.hasChanges)
        #expect(narrowed.summary == "no change (ignoring hints, cues, actions)")
    }

    @Test func findingsOnPairedStopsAreTheSameAndOthersAreNewOrFixed() throws {
        let before = try loadDiffSample("Checkout.before"), after = try loadDiffSample("Checkout.after")
        let diff = TranscriptDiff(
            old: try Narrator(document: before), new: try Narrator(document: after),
            oldFindings: try Audit.run(on: before), newFindings: try Audit.run(on: after))
        #expect(diff.newFindings.map(\.rule) == ["image-name-label"])
        #expect(diff.fixedFindings.map(\.rule) == ["small-target"])
        // The same finding on a stop that moved from 1 to 3 is neither.
        let moved = [
            AuditFinding(
                severity: .warning, rule: "small-target", id: nil, path: "root.children[0]", message: "small",
                speech: "Help. Button.", index: 1)
        ]
        var atThree = moved
        atThree[0].index = 3
        atThree[0].path = "root.children[2]"
        let old = Self.stops(["Help. Button.", "A.", "B."]), new = Self.stops(["A.", "B.", "Help. Button."])
        let paired = TranscriptDiff(old: old, new: new)
        #expect(
            paired.findingChanges(old: moved, new: atThree).0.isEmpty
                && paired.findingChanges(old: moved, new: atThree).1.isEmpty)
        #expect(
            paired.findingChanges(old: moved, new: moved).0.count == 1, "index 1 is another stop in the new version")
        let ignored = TranscriptDiff(
            old: try Narrator(document: before), new: try Narrator(document: after),
            oldFindings: try Audit.run(on: before), newFindings: try Audit.run(on: after), ignoring: [.findings])
        #expect(ignored.newFindings.isEmpty && ignored.fixedFindings.isEmpty)
    }

    @Test func theSampleHasEachKindOfChange() throws {
        let diff = TranscriptDiff(
            old: try Narrator(document: loadDiffSample("Checkout.before")),
            new: try Narrator(document: loadDiffSample("Checkout.after")))
        #expect(diff.speechChanges.map(\.new.id) == ["pay-button"])
        #expect(diff.added.map(\.id) == ["promo-banner"])
        #expect(diff.removed.map(\.id) == ["express-checkout-button"])
        #expect(diff.moves.map(\.new.id) == ["help-button"])
        #expect(diff.hintChanges.map(\.new.id) == ["coupon-button"])
        #expect(diff.actionChanges.map(\.new.id) == ["pay-button"])
    }

    @Test func transcriptsCompareByIdThenSpeech() throws {
        let old = try Narrator(document: loadDiffSample("Checkout.before")).transcript()
        let new = try Narrator(document: loadDiffSample("Checkout.after")).transcript()
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.moves.map(\.new.id) == ["help-button"])
        #expect(diff.title == "Checkout" && diff.locale == "en")
    }

    /// Thousands of stops with nothing in common: the passes by id and name
    /// are linear, the one by position is capped, the moves n log n.
    @Test func bigOrdersWithNothingInCommonStayFast() {
        let count = 20_000
        let old = (0..<count).map { Self.stop($0 + 1, nil, "Old \($0). Button.") }
        let new = (0..<count).map { Self.stop($0 + 1, nil, "New \($0). Button.") }
        let start = Date()
        let diff = TranscriptDiff(old: old, new: new)
        #expect(diff.speechChanges.count == count, "past the cap, left-over stops of one kind pair in order")
        let underCap = TranscriptDiff(old: Array(old.prefix(1_500)), new: Array(new.prefix(1_000)))
        #expect(underCap.speechChanges.count == 1_000 && underCap.removed.count == 500)
        let withIds = TranscriptDiff(
            old: old.map {
                var stop = $0
                stop.id = "old"
                return stop
            },
            new: new.map {
                var stop = $0
                stop.id = "new"
                return stop
            })
        #expect(withIds.added.count == count && withIds.removed.count == count, "different ids never pair")
        let reversed = TranscriptDiff(
            old: old,
            new: old.reversed().enumerated().map {
                var stop = $1
                stop.index = $0 + 1
                return stop
            })
        #expect(reversed.moves.count == count - 1)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    func loadDiffSample(_ name: String) throws -> HarkDocument {
        try HarkDocument(jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Diff/\(name).json")))
    }
}
