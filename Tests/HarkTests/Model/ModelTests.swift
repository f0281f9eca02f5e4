import Foundation
import Testing
@testable import Hark

@Suite("Model values")
struct ModelTests {
    static let sample = HarkDocument(
        title: "Coded", locale: "de", device: .pad, layoutDirection: .leftToRight,
        screen: ScreenSize(width: 1024, height: 1366),
        settings: HarkDocument.Settings(speakHints: false),
        root: AccessibilityNode(
            id: "root", frame: Frame(x: 0, y: 0, width: 1024, height: 1366),
            children: [
                AccessibilityNode(
                    id: "add", label: "Add", value: "V", hint: "H", traits: [.button, .selected],
                    frame: Frame(x: 1, y: 2, width: 3, height: 4),
                    isAccessibilityElement: true, language: "fr", headingLevel: 2, customActions: ["Go"],
                    customContent: [CustomContent(label: "L", value: "V", importance: .high)], userInputLabels: ["Add"],
                    respondsToUserInteraction: true, activationPoint: Frame.Point(x: 5, y: 6)),
                AccessibilityNode(
                    explicitOrder: true, groupChildren: true, containerType: .list, elementsHidden: true, hidden: true,
                    alpha: 0.5, clipsToBounds: true, viewIsModal: true),
            ]),
        screens: ["details": AccessibilityNode(id: "details", label: "Details")])

    @Test func codableRoundTripInTheSampleFormat() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Self.sample)
        // What JSONEncoder writes is a valid sample file…
        #expect(try HarkDocument(jsonData: data) == Self.sample)
        // …and JSONDecoder reads it through the same strict checks.
        #expect(try JSONDecoder().decode(HarkDocument.self, from: data) == Self.sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""traits":["button","selected"]"#))
        #expect(text.contains(#""frame":[1,2,3,4]"#))
    }

    @Test func jsonDecoderRejectsWhatHarkRejects() {
        let json = Data(#"{"hark": 1, "root": {"traits": ["buton"]}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HarkDocument.self, from: json) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AccessibilityNode.self, from: Data(#"{"lable": "x"}"#.utf8))
        }
        #expect(
            (try? JSONDecoder().decode(AccessibilityNode.self, from: Data(#"{"label": "x"}"#.utf8)))
                == AccessibilityNode(label: "x"))
    }

    /// The rarely set fields live apart (NodeExtras); a node whose extras
    /// went back to their defaults is the same value as one that never had
    /// any, and setting a default makes none.
    @Test func rareFieldsAreValuesLikeTheRest() {
        var node = AccessibilityNode(label: "Total")
        let plain = node
        node.localizedLabel = nil
        #expect(node.storage.fields.extras.shared == nil)
        node.headingLevel = 2
        node.customRotors = [CustomRotor(name: "Items", ids: [])]
        let copy = node
        node.headingLevel = 3
        #expect(copy.headingLevel == 2 && node.headingLevel == 3)
        #expect(copy.customRotors == node.customRotors)
        node.headingLevel = nil
        node.customRotors = []
        #expect(node.storage.fields.extras.shared != nil)
        #expect(node == plain && node.hashValue == plain.hashValue)
        #expect(node != copy)
        #expect(AccessibilityNode(label: "Total", userInputLabels: ["Sum"]).storage.fields.extras.shared != nil)
        #expect(AccessibilityNode(label: "Total", userInputLabels: []).storage.fields.extras.shared == nil)
    }

    @Test func nodesAreValuesAndSendable() async {
        var copy = Self.sample.root
        copy.children[0].label = "Changed"
        #expect(Self.sample.root.children[0].label == "Add")
        let label = await Task.detached { Self.sample.root.children[0].label }.value
        #expect(label == "Add")
        #expect(Set([Self.sample.root, copy]).count == 2)
    }

    @Test(
        "Layout direction from the locale",
        arguments: [
            ("ar", HarkDocument.LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft),
            ("ur_PK", .rightToLeft),
            ("en", .leftToRight), ("de", .leftToRight), ("arn", .leftToRight),
        ])
    func layoutDirection(locale: String, expected: HarkDocument.LayoutDirection) {
        #expect(HarkDocument.LayoutDirection(locale: locale) == expected)
        #expect(HarkDocument(locale: locale, root: AccessibilityNode()).resolvedLayoutDirection == expected)
    }
}

@Suite("String tables")
struct StringTableTests {
    @Test func englishHasEveryKeyAndNoOthers() throws {
        let english = try #require(StringTables.bundled.tables["en"])
        #expect(Set(english.keys) == Set(SpeechKey.allCases.map(\.rawValue)))
        for key in SpeechKey.allCases { #expect(english[key.rawValue]?.isEmpty == false, "\(key.rawValue)") }
    }

    @Test func englishWordsAreTheMeasuredOnes() throws {
        let english = try #require(StringTables.bundled.tables["en"])
        #expect(english["trait.button"] == "Button.")
        #expect(english["hint.adjustable"] == "Swipe up or down with one finger to adjust the value.")
        #expect(english["container.seriesPosition"] == "%1$@ %2$d of %3$d.")
    }

    @Test(
        "Formats fill only the table's own placeholders",
        arguments: [
            ("%1$@ %2$d of %3$d.", [SpeechFormat.Argument.text("Tab."), .integer(2), .integer(5)], "Tab. 2 of 5."),
            ("%@: %@", [.text("%@"), .text("%n")], "%@: %n"),
            ("%2$@ %1$@", [.text("a"), .text("b")], "b a"),
            ("100%% %d", [.integer(3)], "100% 3"),
            ("%ld rows", [.integer(4)], "4 rows"),
            ("%@ %@", [.text("only")], "only %@"),
            ("%q %", [], "%q %"),
        ])
    func format(template: String, arguments: [SpeechFormat.Argument], expected: String) {
        #expect(SpeechFormat(template)(arguments) == expected)
    }

    @Test func lookupChain() {
        let tables = StringTables(tables: ["en": [:], "pt": [:], "pt-BR": [:], "de": [:]])
        #expect(tables.chain(elementLanguage: "pt-PT", locale: "de-CH") == ["pt", "de", "en"])
        #expect(tables.chain(elementLanguage: nil, locale: "pt_BR") == ["pt-BR", "en"])
        #expect(tables.chain(elementLanguage: "xx", locale: "en") == ["en"])
        #expect(tables.tableLanguage(for: "PT-br") == "pt-BR")
    }

    @Test func aMissingFolderIsAClearError() {
        #expect(throws: NarrationError.self) { try StringTables(directory: URL(fileURLWithPath: "/no/such/folder")) }
    }
}
