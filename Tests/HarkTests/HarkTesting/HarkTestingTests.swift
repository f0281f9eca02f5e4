import Foundation
import Hark
import HarkTesting
import Testing

/// HarkTesting as a user's test suite uses it.
@Suite("HarkTesting")
struct HarkTestingTests {
    /// The README's example: a screen written with the DSL, checked against
    /// its reviewed reference `__Snapshots__/HarkTestingTests/HarkTestingTests/flightsScreen.txt`.
    @Test func flightsScreen() {
        assertTranscript(
            of: AX.screen(title: "Flights") {
                AX.heading("Flights")
                AX.button("Add new flight")
                AX.list {
                    AX.button("United 123 to San Francisco").value("On Time").hint("Double tap to view more details.")
                        .customActions("View in Maps", "Get Directions")
                    AX.button("Delta 2417 to Atlanta").value("Delayed")
                }
            })
    }

    @Test func aSessionWithANamedReference() {
        let player = AX.screen(title: "Player") {
            AX.button("Play").id("play").onActivate(
                .set(id: "play", changes: Behaviors.ElementChanges(label: "Pause")),
                .announce("Playing", priority: .high))
        }
        assertTranscript(of: player, gestures: "activate activate", named: "twice")
    }

    @Test func theDSLBuildsTheModel() {
        let screen = AX.screen(title: "All", locale: "de") {
            AX.heading("Title", level: 2)
            AX.text("Body").id("body").language("fr")
            AX.switch("Wi-Fi", isOn: true).disabled()
            AX.textField("Email", value: "jane@").traits(.isEditing)
            AX.adjustable("Volume", value: "50%")
                .setting(\.adjustableValues, .range(min: 0, max: 100, step: 10, format: "%d%%"))
            AX.tabBar {
                AX.tab("Home").selected()
                AX.tab("Search")
            }
            AX.modal { AX.image("Alert icon").frame(x: 1, y: 2, width: 3, height: 4) }.hidden()
            if true { AX.link("More") } else { AX.link("Less") }
            for index in 1...2 { AX.text("Row \(index)") }
        }
        #expect(screen.title == "All" && screen.locale == "de")
        let children = screen.root.children
        #expect(children.count == 10)
        #expect(children[0] == AccessibilityNode(label: "Title", traits: .header, headingLevel: 2))
        #expect(children[1] == AccessibilityNode(id: "body", label: "Body", traits: .staticText, language: "fr"))
        #expect(children[2].traits == [.button, .switchButton, .notEnabled] && children[2].value == "1")
        #expect(children[3].traits == [.textEntry, .isEditing])
        #expect(children[4].adjustableValues == .range(min: 0, max: 100, step: 10, format: "%d%%"))
        #expect(children[5].containerType == .tabBar && children[5].children[0].traits.contains(.selected))
        #expect(
            children[6].viewIsModal && children[6].hidden
                && children[6].children[0].frame == Frame(x: 1, y: 2, width: 3, height: 4))
        #expect(children[7].label == "More" && children[8].label == "Row 1" && children[9].label == "Row 2")
    }

    @Test func withoutFramesDocumentOrderIsFocusOrder() throws {
        let transcript = try Narrator(
            document: AX.screen {
                AX.text("One")
                AX.text("Two")
                AX.view { AX.text("Three") }
            }
        ).transcript()
        #expect(transcript.lines == ["1 One", "2 Two", "3 Three"])
    }

    @Test func partialExpectations() throws {
        let transcript = try Narrator(
            document: AX.screen {
                AX.heading("Flights")
                AX.button("Add")
                AX.switch("Alerts", isOn: false)
            }
        ).transcript()
        #expect(transcript.contains(lines: ["2 Add. Button.", "3 Alerts. Switch Button. Off."]))
        #expect(!transcript.contains(lines: ["1 Flights. Heading.", "3 Alerts. Switch Button. Off."]))
        #expect(transcript.matches(["1 *. Heading.", "...", "    hint: Double tap to toggle ?etting."]))
        #expect(transcript.matches(["...", "3 Alerts*"] + ["    hint: *"]))
        #expect(!transcript.matches(["1 *. Heading.", "2 *"]))
        #expect(!transcript.matches(["*"]))
        assertTranscript(transcript, contains: ["2 Add. Button."])
        assertTranscript(transcript, matches: ["...", "2 Add*", "..."])
    }
}

/// The snapshot store: recording, matching, mismatches, modes, parallel use.
@Suite("Snapshot store")
struct SnapshotStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-store-\(UUID().uuidString)")
    var testFile: String { folder.appendingPathComponent("MyTests.swift").path }
    var artifacts: URL { folder.appendingPathComponent("artifacts") }

    func store(_ mode: SnapshotStore.RecordMode) -> SnapshotStore { SnapshotStore(mode: mode, artifacts: artifacts) }

    @Test func recordsWhenMissingThenMatches() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = SnapshotStore.referenceURL(named: "a.txt", testFile: testFile)
        #expect(url.path.hasSuffix("/__Snapshots__/MyTests/a.txt"))
        #expect(store(.missing).check("one\n", named: "a.txt", testFile: testFile) == .recorded(path: url.path))
        #expect(try String(contentsOf: url, encoding: .utf8) == "one\n")
        #expect(store(.missing).check("one\n", named: "a.txt", testFile: testFile) == .matched)
        #expect(store(.never).check("one\n", named: "a.txt", testFile: testFile) == .matched)
    }

    @Test func aMismatchShowsADiffAndKeepsTheActualTranscript() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store(.missing).check("a\nb\nc\nd\ne\nf\n", named: "b.txt", testFile: testFile)
        let outcome = store(.missing).check("a\nb\nC \nd\ne\nf\n", named: "b.txt", testFile: testFile)
        guard case .mismatch(_, let artifact?, let diff) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(diff == "@@ expected line 1\n  a\n  b\n- c\n+ C·\n  d\n  e")
        #expect(artifact == artifacts.appendingPathComponent("MyTests/b.txt").path)
        #expect(try String(contentsOfFile: artifact, encoding: .utf8) == "a\nb\nC \nd\ne\nf\n")
        #expect(outcome.message.contains("the actual transcript is at \(artifact)"))
        // The reference is untouched.
        #expect(store(.missing).check("a\nb\nc\nd\ne\nf\n", named: "b.txt", testFile: testFile) == .matched)
    }

    @Test func neverFailsOnAMissingReference() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = store(.never).check("one\n", named: "c.txt", testFile: testFile)
        #expect(outcome == .missing(path: SnapshotStore.referenceURL(named: "c.txt", testFile: testFile).path))
        #expect(outcome.isFailure)
        #expect(
            !FileManager.default.fileExists(atPath: SnapshotStore.referenceURL(named: "c.txt", testFile: testFile).path)
        )
    }

    @Test func allRewritesADifferentReferenceAndFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store(.missing).check("old\n", named: "d.txt", testFile: testFile)
        let url = SnapshotStore.referenceURL(named: "d.txt", testFile: testFile)
        #expect(store(.all).check("new\n", named: "d.txt", testFile: testFile) == .recorded(path: url.path))
        #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
        #expect(store(.all).check("new\n", named: "d.txt", testFile: testFile) == .matched)
    }

    @Test func parallelTestsWriteTheirOwnFiles() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = self.store(.missing), testFile = self.testFile
        let outcomes = await withTaskGroup(of: SnapshotStore.Outcome.self) { group in
            for index in 0..<32 {
                group.addTask { store.check("transcript \(index)\n", named: "p\(index).txt", testFile: testFile) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 32 && outcomes.allSatisfy { if case .recorded = $0 { true } else { false } })
        for index in 0..<32 {
            let url = SnapshotStore.referenceURL(named: "p\(index).txt", testFile: testFile)
            #expect(try String(contentsOf: url, encoding: .utf8) == "transcript \(index)\n")
        }
    }

    @Test func theRecordModeComesFromHARK_RECORD() {
        #expect(SnapshotStore.RecordMode(rawValue: "never") == .never)
        #expect(SnapshotStore.RecordMode.allCases == [.all, .missing, .never])
    }
}
