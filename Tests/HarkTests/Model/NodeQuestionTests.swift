import Testing
@testable import Hark

/// The questions behaviour code asks a node (and the capture asks an
/// object's properties), each answered in one place beside the fields.
@Suite("Node questions")
struct NodeQuestionTests {
    @Test func aTabBarTraitMakesATabBarWhateverTheType() {
        #expect(AccessibilityNode(traits: .tabBar, containerType: .list).containerKind == .tabBar)
        #expect(AccessibilityNode(traits: .tabBar).containerKind == .tabBar)
        #expect(AccessibilityNode(containerType: .landmark).containerKind == .landmark)
        #expect(AccessibilityNode().containerKind == ContainerType.none)
    }

    @Test func aDataTableIsItsContainerType() {
        #expect(AccessibilityNode(containerType: .dataTable).isDataTable)
        #expect(AccessibilityNode(traits: .tabBar, containerType: .dataTable).isDataTable)
        #expect(!AccessibilityNode(containerType: .list).isDataTable)
    }

    @Test func listsTablesAndScrollBehavioursScroll() {
        #expect(AccessibilityNode(containerType: .list).scrolls)
        #expect(AccessibilityNode(containerType: .dataTable).scrolls)
        #expect(!AccessibilityNode(containerType: .landmark).scrolls)
        var view = AccessibilityNode()
        #expect(!view.scrolls)
        view.setEffects([], on: \.scrollDown)
        #expect(view.scrolls)
    }

    @Test func translucentIsAboveZeroAndBelowOne() {
        #expect(AccessibilityNode(alpha: 0.4).isTranslucent)
        #expect(!AccessibilityNode(alpha: 0).isTranslucent)
        #expect(!AccessibilityNode(alpha: 1).isTranslucent)
        #expect(!AccessibilityNode().isTranslucent)
    }

    @Test func aPrunedModalViewIsNoModalLayer() {
        #expect(AccessibilityNode(viewIsModal: true).isModalLayer)
        #expect(!AccessibilityNode(hidden: true, viewIsModal: true).isModalLayer)
        #expect(!AccessibilityNode().isModalLayer)
    }

    @Test func theGivenOrderIsTheFormatsExplicitOrder() {
        #expect(AccessibilityNode(explicitOrder: true).readsInGivenOrder)
        #expect(!AccessibilityNode().readsInGivenOrder)
        #expect(AccessibilityNode(explicitOrder: true).formsGroup)
    }

    @Test func theDescriptionNamesTheFieldsSetThroughTheFieldList() {
        let node = AccessibilityNode(isAccessibilityElement: false, containerType: .list, viewIsModal: true)
        #expect(NodeField.isAccessibilityElement.describedValue(of: node) == "false")
        #expect(NodeField.containerType.describedValue(of: node) == "list")
        #expect(NodeField.viewIsModal.describedValue(of: node) == "true")
        #expect(NodeField.hidden.describedValue(of: node) == nil)
        #expect(NodeField.containerType.describedValue(of: AccessibilityNode()) == nil)
        let described = "AccessibilityNode(isAccessibilityElement: false, containerType: list, viewIsModal: true)"
        #expect(node.description == described)
    }

    @Test func anElementTakesTheActionsOfTheGroupsAroundIt() {
        var element = AccessibilityProperties(isAccessibilityElement: true, customActions: ["Reply", "Delete"])
        let passedOn = element.takeGroupActions(["Delete", "Archive"])
        #expect(element.customActions == ["Reply", "Delete", "Archive"])
        #expect(passedOn == ["Delete", "Archive"])
        #expect(!element.walksChildren)

        var group = AccessibilityProperties(containerType: .semanticGroup, customActions: ["Archive"])
        #expect(group.takeGroupActions(["Flag"]) == ["Flag", "Archive"])
        #expect(group.customActions == ["Archive"])
        #expect(group.walksChildren)
        #expect(!AccessibilityProperties(elementsHidden: true).walksChildren)
    }

    @Test func aDumpsElementIsAnAccessibilityElementWithNamedActions() {
        let node = ImportedTree.elementNode(
            id: "a", label: "Mail", value: nil, hint: nil, traits: .button, frame: nil, actions: ["Delete"])
        #expect(node.isAccessibilityElement == true)
        #expect(node.customActions == [CustomAction(name: "Delete")])
    }

    @Test func onlyAHeaderSpeaksItsLevel() {
        #expect(AccessibilityNode(traits: .header, headingLevel: 2).spokenHeadingLevel == 2)
        #expect(AccessibilityNode(traits: .staticText, headingLevel: 2).spokenHeadingLevel == nil)
        #expect(AccessibilityNode(traits: .header).spokenHeadingLevel == nil)
    }

    @Test func anActivationPointOutsideTheFrameIsGiven() {
        let frame = Frame(x: 0, y: 0, width: 10, height: 10)
        let outside = Frame.Point(x: 20, y: 5)
        #expect(AccessibilityNode(frame: frame, activationPoint: outside).activationPointOutsideFrame == outside)
        #expect(AccessibilityNode(frame: frame, activationPoint: .init(x: 10, y: 0)).activationPointOutsideFrame == nil)
        #expect(AccessibilityNode(activationPoint: outside).activationPointOutsideFrame == nil)
    }

    @Test func aDoubleTapLandsOnTheActivationPointElseTheCentre() {
        let frame = Frame(x: 10, y: 20, width: 30, height: 40)
        let point = Frame.Point(x: 1, y: 2)
        #expect(AccessibilityNode(frame: frame, activationPoint: point).doubleTapPoint(in: frame) == point)
        #expect(AccessibilityNode(frame: frame).doubleTapPoint(in: frame) == Frame.Point(x: 25, y: 40))
        #expect(AccessibilityNode(activationPoint: point).doubleTapPoint(in: nil) == point)
        #expect(AccessibilityNode().doubleTapPoint(in: nil) == nil)
    }

    @Test func importantContentIsSpokenAndEveryEntryIsMoreContent() {
        let rating = CustomContent(label: "Rating", value: "4 stars", importance: .high)
        let price = CustomContent(label: "Price", value: "$12")
        let both = AccessibilityNode(customContent: [price, rating])
        #expect(Array(both.importantContent) == [rating])
        #expect(both.hasImportantContent && both.announcesMoreContent)
        #expect(both.moreContent == [price, rating])
        let important = AccessibilityNode(customContent: [rating])
        #expect(important.hasImportantContent && !important.announcesMoreContent)
        let plain = AccessibilityNode(customContent: [price])
        #expect(!plain.hasImportantContent && plain.importantContent.isEmpty && plain.announcesMoreContent)
        #expect(AccessibilityNode().moreContent.isEmpty && !AccessibilityNode().announcesMoreContent)
    }

    @Test func localizedContentIsResolvedLabelThenValueInOrder() {
        let rating = CustomContent(
            label: "", value: "", localizedLabel: LocalizedString(key: "rating"),
            localizedValue: LocalizedString(key: "stars"))
        let price = CustomContent(label: "Price", value: "", localizedValue: LocalizedString(key: "cost"))
        var node = AccessibilityNode(customContent: [rating, price])
        var asked: [String] = []
        node.resolveLocalizedContent { key in
            asked.append(key.key)
            return key.key.uppercased()
        }
        #expect(asked == ["rating", "stars", "cost"])
        #expect(node.customContent.map(\.label) == ["RATING", "Price"])
        #expect(node.customContent.map(\.value) == ["STARS", "COST"])
        var plain = AccessibilityNode(customContent: [CustomContent(label: "Price", value: "$12")])
        plain.resolveLocalizedContent { _ in
            Issue.record("nothing to resolve")
            return ""
        }
        #expect(plain.customContent.map(\.value) == ["$12"])
    }

    @Test func voiceControlHearsTheInputLabelsElseTheLabel() {
        let given = AccessibilityNode(label: "Send", userInputLabels: ["Mail it"]).voiceControlNames
        #expect(given.names == ["Mail it"] && given.given)
        let label = AccessibilityNode(label: "Send").voiceControlNames
        #expect(label.names == ["Send"] && !label.given)
        #expect(AccessibilityNode(label: "").voiceControlNames.names.isEmpty)
    }

    @Test func theRotorsOfferedAreTheNodesAndItsAncestorsInnermostFirst() {
        let inner = CustomRotor(name: "Inner", ids: ["a"])
        let outer = CustomRotor(name: "Outer", ids: ["a"])
        let root = AccessibilityNode(
            children: [AccessibilityNode(id: "a", customRotors: [inner])], customRotors: [outer])
        #expect(root.offeredRotors(at: [0]) == [inner, outer])
        #expect(root.offeredRotors(at: []) == [outer])
        #expect(root.offeredRotors(at: [5]) == [outer])
    }

    @Test func aGestureDoesWhatItsEffectsSay() {
        var node = AccessibilityNode()
        #expect(node.effects(on: \.activate) == nil)
        node.setEffects([.announce("Sent")], on: \.activate)
        node.setEffects([.pageScrolled("Page 2")], on: \.scrollDown)
        #expect(node.effects(on: \.activate) == [.announce("Sent")])
        #expect(node.effects(on: \.scrollDown) == [.pageScrolled("Page 2")])
    }
}
