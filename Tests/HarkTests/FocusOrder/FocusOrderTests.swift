import Testing
import Hark
import HarkTestSupport

/// docs/VoiceOver.md, "Focus order": what a right flick visits, in what order.
@Suite("Focus order")
struct FocusOrderTests {
    @Test func rowsTopToBottomThenLeftToRight() {
        let root = view([element("C", 0, 100), element("B", 200, 10), element("A", 0, 12)])
        #expect(labelsInOrder(root) == ["A", "B", "C"])
    }

    @Test(
        "Row tolerance: under 8 pt on a phone, 13 pt on a pad",
        arguments: [
            (HarkDocument.Device.phone, 7.9, ["Left", "Right"]),
            (HarkDocument.Device.phone, 8.0, ["Right", "Left"]),
            (HarkDocument.Device.pad, 12.9, ["Left", "Right"]),
            (HarkDocument.Device.pad, 13.0, ["Right", "Left"]),
        ])
    func rowTolerance(device: HarkDocument.Device, drop: Double, expected: [String]) {
        let root = view([element("Right", 200, 0), element("Left", 0, drop)])
        #expect(labelsInOrder(root, device: device) == expected)
    }

    @Test func aRowIsMeasuredFromItsFirstTopEdge() {
        // B is within 8 pt of A, C within 8 pt of B but not of A.
        let root = view([element("C", 0, 14), element("B", 300, 7), element("A", 100, 0)])
        #expect(labelsInOrder(root) == ["A", "B", "C"])
    }

    @Test func rightToLeftReadsRowsFromTheRight() {
        let root = view([
            element("Left", 0, 0), element("Middle", 150, 2), element("Right", 300, 0), element("Below", 0, 50),
        ])
        #expect(labelsInOrder(root, layoutDirection: .rightToLeft) == ["Right", "Middle", "Left", "Below"])
    }

    @Test func arabicDocumentsDefaultToRightToLeft() throws {
        let root = view([element("يسار", 0, 0), element("يمين", 300, 0)])
        let document = HarkDocument(locale: "ar", root: root)
        #expect(FocusOrder(document: document).elements.map(\.node.label) == ["يمين", "يسار"])
        // The frames were laid out right to left: narrating in English keeps that.
        let english = try Narrator(document: document, options: NarrationOptions(locale: "en")).focusOrder
        #expect(english.elements.map(\.node.label) == ["يمين", "يسار"])
        // A left-to-right document narrated in Arabic keeps its order too.
        let ltr = HarkDocument(locale: "en", root: root)
        #expect(
            try Narrator(document: ltr, options: NarrationOptions(locale: "ar")).focusOrder.elements.map(\.node.label)
                == ["يسار", "يمين"])
    }

    @Test func pruning() {
        var hidden = element("Hidden", 0, 0)
        hidden.hidden = true
        var transparent = element("Transparent", 0, 30)
        transparent.alpha = 0
        var gone = view([element("Inside gone", 0, 60)])
        gone.elementsHidden = true
        var clipped = view([element("Inside clipped", 0, 90)], frame: Frame(x: 0, y: 90, width: 0, height: 0))
        clipped.clipsToBounds = true
        let unclipped = view([element("Inside zero size", 0, 120)], frame: Frame(x: 0, y: 120, width: 0, height: 0))
        var faint = element("Faint", 0, 150)
        faint.alpha = 0.01
        let root = view([hidden, transparent, gone, clipped, unclipped, faint, element("Shown", 0, 180)])
        #expect(labelsInOrder(root) == ["Inside zero size", "Faint", "Shown"])
    }

    @Test func anAccessibleParentIsALeaf() {
        let cell = AccessibilityNode(
            label: "Name, Jane Appleseed", isAccessibilityElement: true,
            children: [element("Name", 0, 0), element("Jane Appleseed", 100, 0)])
        #expect(labelsInOrder(view([cell])) == ["Name, Jane Appleseed"])
    }

    @Test(
        "Default isAccessibilityElement",
        arguments: [
            (AccessibilityNode(label: "A"), true),
            (AccessibilityNode(value: "1"), true),
            (AccessibilityNode(hint: "H"), true),
            (AccessibilityNode(traits: .staticText), true),
            (AccessibilityNode(), false),
            (AccessibilityNode(label: ""), false),
            (AccessibilityNode(label: "A", children: [AccessibilityNode(label: "B")]), false),
            (AccessibilityNode(label: "A", isAccessibilityElement: false), false),
            (AccessibilityNode(isAccessibilityElement: true), true),
        ])
    func defaultElement(node: AccessibilityNode, isElement: Bool) {
        #expect(node.isElement == isElement)
    }

    @Test func explicitOrderIsKept() {
        var container = view([element("Third", 0, 0), element("First", 0, 100), element("Second", 0, 50)])
        container.children = [container.children[1], container.children[2], container.children[0]]
        container.readsInGivenOrder = true
        // Sorted by frame it would be Third, Second, First.
        #expect(labelsInOrder(view([container])) == ["First", "Second", "Third"])
    }

    @Test func explicitOrderChildrenThatAreViewsAreReadAsUnits() {
        let pair = view([element("B2", 0, 200), element("B1", 0, 0)])
        var container = view([element("A", 0, 100), pair])
        container.readsInGivenOrder = true
        #expect(labelsInOrder(container) == ["A", "B1", "B2"])
    }

    @Test func theLastModalSiblingWins() {
        var first = view([element("First alert", 0, 0)])
        first.viewIsModal = true
        var second = view([element("Second alert", 0, 100)])
        second.viewIsModal = true
        let root = view([element("Behind", 0, 0), first, second, element("Also behind", 0, 300)])
        #expect(labelsInOrder(root) == ["Second alert"])
    }

    @Test func aHiddenModalDoesNotIsolate() {
        var modal = view([element("Alert", 0, 0)])
        modal.viewIsModal = true
        modal.hidden = true
        #expect(labelsInOrder(view([element("Content", 0, 0), modal])) == ["Content"])
    }

    @Test func anEmptyModalLeavesNothingToVisit() {
        var modal = view([])
        modal.viewIsModal = true
        #expect(labelsInOrder(view([element("Behind", 0, 0), modal])).isEmpty)
    }

    @Test func modalIsolationHidesOnlySiblings() {
        var modal = view([element("Sheet", 0, 400)])
        modal.viewIsModal = true
        let root = view([element("Top bar", 0, 0), view([element("Behind", 0, 100), modal])])
        #expect(labelsInOrder(root) == ["Top bar", "Sheet"])
    }

    @Test func flattenedChildrenInterleaveByRow() {
        let left = view([element("L1", 0, 0), element("L2", 0, 100)])
        let right = view([element("R1", 200, 0), element("R2", 200, 100)])
        #expect(labelsInOrder(view([left, right])) == ["L1", "R1", "L2", "R2"])
    }

    @Test(
        "Groups stay together, placed at their first element",
        arguments: [
            AccessibilityNode(groupChildren: true),
            AccessibilityNode(containerType: .list),
            AccessibilityNode(containerType: .landmark),
            AccessibilityNode(containerType: .tabBar),
            AccessibilityNode(containerType: .series),
            AccessibilityNode(containerType: .dataTable),
            AccessibilityNode(label: "Flight", containerType: .semanticGroup),
            AccessibilityNode(traits: .tabBar),
        ])
    func groupsStayTogether(kind: AccessibilityNode) {
        var left = kind
        left.children = [element("L1", 0, 0), element("L2", 0, 100)]
        let right = view([element("R1", 200, 0), element("R2", 200, 100)])
        #expect(labelsInOrder(view([left, right])) == ["L1", "L2", "R1", "R2"])
    }

    @Test func aSemanticGroupWithoutLabelValueOrIdIsFlattened() {
        let left = AccessibilityNode(
            children: [element("L1", 0, 0), element("L2", 0, 100)], containerType: .semanticGroup)
        let right = view([element("R1", 200, 0), element("R2", 200, 100)])
        #expect(labelsInOrder(view([left, right])) == ["L1", "R1", "L2", "R2"])
    }

    @Test func aGroupIsSortedInsideAndPlacedWhereItsFirstElementFalls() {
        let group = AccessibilityNode(
            frame: Frame(x: 0, y: 0, width: 390, height: 400),
            children: [element("G2", 0, 300), element("G1", 0, 200)], groupChildren: true)
        let root = view([element("Below", 0, 250), group, element("Above", 0, 100)])
        #expect(labelsInOrder(root) == ["Above", "G1", "G2", "Below"])
    }

    @Test func elementsWithoutFramesKeepDocumentOrder() {
        let root = view([
            AccessibilityNode(label: "One"), AccessibilityNode(label: "Two"), AccessibilityNode(label: "Three"),
        ])
        #expect(labelsInOrder(root) == ["One", "Two", "Three"])
    }

    @Test func anElementWithoutFrameFollowsItsPredecessor() {
        let root = view([
            AccessibilityNode(label: "Lead"), element("Bottom", 0, 200), AccessibilityNode(label: "After bottom"),
            element("Top", 0, 0), AccessibilityNode(label: "After top"),
        ])
        #expect(labelsInOrder(root) == ["Lead", "Top", "After top", "Bottom", "After bottom"])
    }

    @Test func aRootElementIsTheOnlyElement() {
        #expect(
            labelsInOrder(
                AccessibilityNode(label: "Only", isAccessibilityElement: true, children: [element("Child", 0, 0)])) == [
                    "Only"
                ])
        var hiddenRoot = element("Hidden root", 0, 0)
        hiddenRoot.hidden = true
        #expect(labelsInOrder(hiddenRoot).isEmpty)
    }

    @Test func deepTreesAreWalkedWithoutRecursion() {
        var node = element("Deepest", 0, 0)
        for level in 0..<450 {
            node = level % 2 == 0 ? view([node]) : AccessibilityNode(children: [node], groupChildren: true)
        }
        #expect(labelsInOrder(node) == ["Deepest"])
    }
}

/// docs/VoiceOver.md, "Position in a container": the position of an element
/// in its containers.
@Suite("Container positions")
struct ContainerSpeechTests {
    @Test func listStartAndEnd() throws {
        let list = AccessibilityNode(
            children: [element("A", 0, 0), element("B", 0, 50), element("C", 0, 100)], containerType: .list)
        #expect(try speechInOrder(view([list])) == ["A. List Start.", "B", "C. List End."])
    }

    /// A list whose tree holds fewer elements than its `itemCount` (a
    /// table's cells on screen) goes on past its last one: no `List End.`,
    /// nor the end of the landmark around it.
    @Test func aListCutShortDoesNotEnd() throws {
        var list = AccessibilityNode(children: [element("A", 0, 0), element("B", 0, 50)], containerType: .list)
        list.itemCount = 5
        let landmark = AccessibilityNode(children: [list], containerType: .landmark)
        #expect(try speechInOrder(view([landmark])) == ["A. Landmark. List Start.", "B"])
        list.itemCount = 2
        #expect(try speechInOrder(view([list])) == ["A. List Start.", "B. List End."])
    }

    /// A series is numbered to its `itemCount`, never below the elements
    /// it holds.
    @Test func aSeriesCountsToItsItemCount() throws {
        var tabs = AccessibilityNode(
            children: [element("One", 0, 0, traits: .button), element("Two", 100, 0, traits: .button)],
            containerType: .tabBar)
        tabs.itemCount = 8
        #expect(try speechInOrder(tabs) == ["One. Tab. 1 of 8.", "Two. Tab. 2 of 8."])
        tabs.itemCount = 1
        #expect(try speechInOrder(tabs) == ["One. Tab. 1 of 2.", "Two. Tab. 2 of 2."])
    }

    @Test func aOneElementListStartsAndEnds() throws {
        let list = AccessibilityNode(children: [element("Only", 0, 0, traits: .button)], containerType: .list)
        #expect(try speechInOrder(list) == ["Only. Button. List Start. List End."])
    }

    @Test func landmarkStartAndEnd() throws {
        let landmark = AccessibilityNode(
            children: [element("Top", 0, 0, traits: .header), element("Bottom", 0, 50)], containerType: .landmark)
        #expect(try speechInOrder(view([landmark])) == ["Top. Heading. Landmark.", "Bottom. End."])
    }

    @Test func nestedContainersOpenOutsideInAndCloseInsideOut() throws {
        let list = AccessibilityNode(children: [element("A", 0, 0), element("B", 0, 50)], containerType: .list)
        let landmark = AccessibilityNode(children: [list], containerType: .landmark)
        #expect(try speechInOrder(view([landmark])) == ["A. Landmark. List Start.", "B. List End. End."])
    }

    @Test func tabBarItemsSayTheirPositionAndNoButton() throws {
        let tabs = ["Listen Now", "Browse", "Radio", "Library", "Search"].enumerated().map { index, name in
            element(name, Double(index) * 78, 780, 78, 49, traits: index == 0 ? [.button, .selected] : .button)
        }
        let bar = AccessibilityNode(children: tabs, containerType: .tabBar)
        #expect(
            try speechInOrder(view([bar])) == [
                "Selected: Listen Now. Tab. 1 of 5.", "Browse. Tab. 2 of 5.", "Radio. Tab. 3 of 5.",
                "Library. Tab. 4 of 5.", "Search. Tab. 5 of 5.",
            ])
    }

    @Test func theTabBarTraitMakesATabBar() throws {
        let bar = AccessibilityNode(
            traits: .tabBar,
            children: [element("Home", 0, 0, traits: .button), element("Inbox", 100, 0, traits: .button)])
        #expect(try speechInOrder(bar) == ["Home. Tab. 1 of 2.", "Inbox. Tab. 2 of 2."])
    }

    @Test func segmentedControlSegmentsSayButtonAndPosition() throws {
        let control = AccessibilityNode(
            children: [
                element("Segment A", 0, 0, traits: .button),
                element("Segment B", 100, 0, traits: [.button, .selected]),
                element("Segment C", 200, 0, traits: .button),
            ], containerType: .series)
        #expect(
            try speechInOrder(control) == [
                "Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3.",
            ])
    }

    @Test func positionsCountOnlyTheContainersElements() throws {
        let control = AccessibilityNode(
            children: [element("Day", 0, 100, traits: .button), element("Week", 100, 100, traits: .button)],
            containerType: .series)
        #expect(
            try speechInOrder(view([element("Title", 0, 0, traits: .header), control, element("After", 0, 200)])) == [
                "Title. Heading.", "Day. Button. 1 of 2.", "Week. Button. 2 of 2.", "After",
            ])
    }
}
