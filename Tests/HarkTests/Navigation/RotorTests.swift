import Foundation
import Testing
import Hark
import HarkTestSupport

/// The rotor, custom rotors, More Content and labelled groups.
@Suite("Rotors, more content and groups")
struct RotorTests {
    static func element(
        _ id: String, _ label: String, _ y: Double, traits: AccessibilityNode.Traits = [], level: Int? = nil
    ) -> AccessibilityNode {
        AccessibilityNode(
            id: id, label: label, traits: traits, frame: Frame(x: 0, y: y, width: 100, height: 40), headingLevel: level)
    }

    static let document = HarkDocument(
        root: AccessibilityNode(children: [
            element("h1", "Top", 0, traits: .header, level: 1),
            element("img", "Logo", 50, traits: .image),
            element("h2", "Section", 100, traits: .header, level: 2),
            AccessibilityNode(
                frame: Frame(x: 0, y: 150, width: 390, height: 100),
                children: [
                    element("a", "First", 150), element("b", "Second", 200),
                ], containerType: .list,
                customRotors: [
                    CustomRotor(name: "Starred", ids: ["b", "a"]),
                    CustomRotor(kind: .images, ids: ["h1"]),
                ]),
            AccessibilityNode(
                frame: Frame(x: 0, y: 250, width: 390, height: 100),
                children: [
                    AccessibilityNode(
                        id: "c", label: "C", frame: Frame(x: 0, y: 250, width: 50, height: 40),
                        cell: TableCell(row: 1, column: 1))
                ], containerType: .dataTable),
            element("field", "Name", 350, traits: .textEntry),
        ]))

    @Test func systemRotorsComeFromTheTree() throws {
        #expect(
            try NavigatorTests.lines(
                Self.document,
                "rotor heading2 down rotor images up rotor lists down rotor tables down rotor textFields down up") == [
                    "> rotor heading2", "  says (rotor): Heading Level 2", "> down", "3 [h2] Section. Heading level 2.",
                    "> rotor images", "  says (rotor): Images", "> up", "2 [img] Logo. Image.",
                    "> rotor lists", "  says (rotor): Lists", "> down", "4 [a] First. List Start.",
                    "> rotor tables", "  says (rotor): Tables", "> down", "6 [c] C. Row 1. Column 1.",
                    "> rotor textFields", "  says (rotor): Text Fields", "> down", "7 [field] Name. Text Field.",
                    "    hint: Double tap to edit.",
                    "> up", "  sound: boundary",
                ])
    }

    @Test func customRotorsVisitTheirIdsInTheirOrderWhereOffered() throws {
        #expect(
            try NavigatorTests.lines(
                Self.document, "touch 10 160 rotor 'starred' down up up down first rotor 'Starred'") == [
                    "> touch 10 160", "4 [a] First. List Start.",
                    // Names match ignoring case; the rotor's order is b, a.
                    "> rotor 'starred'", "  says (rotor): Starred",
                    "> down", "  sound: boundary", "> up", "5 [b] Second. List End.", "> up", "  sound: boundary",
                    "> down", "4 [a] First. List Start.",
                    // Outside the list that declares it, it is not offered.
                    "> first", "1 [h1] Top. Heading level 1.",
                    "> rotor 'Starred'", "  (no rotor named \"Starred\" here; the custom rotors here: none)",
                ])
    }

    @Test func aCustomRotorOfAKindStandsInForTheSystemOne() throws {
        // Inside the list, Images is the app's rotor (its one item is the
        // heading h1); outside it, the system's (the image).
        #expect(
            try NavigatorTests.lines(Self.document, "touch 10 160 rotor images up down") == [
                "> touch 10 160", "4 [a] First. List Start.", "> rotor images", "  says (rotor): Images",
                "> up", "1 [h1] Top. Heading level 1.", "> down", "2 [img] Logo. Image.",
            ])
    }

    @Test func moreContentIsReadItemByItem() throws {
        let photo = AccessibilityNode(
            id: "photo", label: "Photo", traits: .image, frame: Frame(x: 0, y: 0, width: 100, height: 100),
            customContent: [
                CustomContent(label: "Taken", value: "May 2", importance: .high),
                CustomContent(label: "Place", value: "Lisbon"),
            ])
        let document = HarkDocument(root: AccessibilityNode(children: [photo]))
        #expect(
            try NavigatorTests.lines(document, "down rotor moreContent down down down up") == [
                "> down", "  (no rotor setting applies to this element)",
                "> rotor moreContent", "  says (rotor): More Content",
                "> down", "  says (content): Taken: May 2", "> down", "  says (content): Place: Lisbon", "> down",
                "  sound: boundary",
                "> up", "  says (content): Taken: May 2",
            ])
    }

    @Test func aLabelledSemanticGroupIsAnnouncedOnceOnEntering() throws {
        let group = AccessibilityNode(
            label: "Flight UA 123",
            children: [
                Self.element("dep", "Departs 9:40", 0), Self.element("gate", "Gate B12", 50),
            ], containerType: .semanticGroup)
        let idOnly = AccessibilityNode(
            id: "quiet", children: [Self.element("x", "X", 100)], containerType: .semanticGroup)
        #expect(
            try speechInOrder(AccessibilityNode(children: [group, idOnly])) == [
                "Flight UA 123. Departs 9:40", "Gate B12", "X",
            ])
        let valued = AccessibilityNode(
            label: "Score", value: "3 to 1", children: [Self.element("t", "Team", 0)], containerType: .semanticGroup)
        #expect(try speechInOrder(valued) == ["Score: 3 to 1. Team"])
    }

    @Test(
        "Custom rotor errors name the JSON path",
        arguments: [
            (
                #"{"customRotors": [{"ids": ["a"]}]}"#,
                #"root.customRotors[0]: a custom rotor needs a "name" or a "kind""#
            ),
            (
                #"{"customRotors": [{"name": "X"}]}"#,
                #"root.customRotors[0]: missing required field "ids" (the elements it visits, in order)"#
            ),
            (
                #"{"customRotors": [{"kind": "heading", "ids": []}]}"#,
                #"root.customRotors[0].kind: unknown rotor kind "heading"; did you mean "headings"?"#
            ),
            (
                #"{"customRotors": [{"name": "X", "ids": ["nobody"]}]}"#,
                #"root.customRotors[0].ids[0]: no element has the id "nobody""#
            ),
        ])
    func errors(root: String, message: String) {
        #expect(decodingError(#"{"hark": 1, "root": "# + root + "}") == message)
    }

    @Test func customRotorsRoundTrip() throws {
        let data = try JSONEncoder().encode(Self.document)
        #expect(try HarkDocument(jsonData: data) == Self.document)
    }
}
