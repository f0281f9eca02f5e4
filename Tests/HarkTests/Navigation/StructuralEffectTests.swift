import Testing
@testable import Hark

/// Effects that move elements (hide, show, header, modal) update the focus
/// order in place: after each one the order (every element with its
/// context, and the order's record of where each sits in the tree), the
/// focus and whether it moved are exactly what a new order built from the
/// changed tree gives (`reorder(keepingFocus:)`, the way it was done before).
@Suite("Structural effects")
struct StructuralEffectTests {
    typealias Node = AccessibilityNode

    static func button(_ id: String, x: Double = 0, y: Double, width: Double = 390) -> Node {
        Node(id: id, label: id.uppercased(), traits: .button, frame: Frame(x: x, y: y, width: width, height: 44))
    }

    /// A screen with one of everything that keeps context: a list (one of
    /// its rows a group of two, one frameless element), a tab bar, a data
    /// table with a header row, a landmark holding a card and a popup, an
    /// explicit order, and a list holding a plain container of 20 elements.
    static let screen: HarkDocument = {
        var list = (0..<7).map { button("l\($0)", y: 100 + 60 * Double($0)) }
        list[3] = Node(
            id: "l3", children: [button("l3a", y: 280, width: 190), button("l3b", x: 200, y: 280, width: 190)],
            containerType: .semanticGroup)
        list.insert(Node(id: "note", label: "Note"), at: 2)
        let tabs = (0..<5).map { button("t\($0)", x: 78 * Double($0), y: 560, width: 78) }
        var cells: [Node] = []
        for row in 0..<3 {
            for column in 0..<3 {
                cells.append(
                    Node(
                        id: "c\(row)\(column)", label: "C\(row)\(column)",
                        frame: Frame(x: 130 * Double(column), y: 620 + 40 * Double(row), width: 130, height: 40),
                        cell: TableCell(row: row, column: column), header: row == 0 ? .column : nil))
            }
        }
        let card = Node(
            id: "card", children: [button("k0", y: 760), button("k1", y: 800)], containerType: .semanticGroup)
        let popup = Node(id: "popup", children: [button("p0", y: 840)], containerType: .semanticGroup)
        let explicit = (0..<5).map { button("e\($0)", y: 1100 - 40 * Double($0)) }
        let bundle = Node(id: "bundle", children: (0..<20).map { button("m\($0)", y: 1300 + 50 * Double($0)) })
        return HarkDocument(
            root: Node(
                id: "root", frame: Frame(x: 0, y: 0, width: 390, height: 3000),
                children: [
                    button("heading", y: 50),
                    Node(
                        id: "list", frame: Frame(x: 0, y: 100, width: 390, height: 440), children: list,
                        containerType: .list),
                    Node(
                        id: "tabs", traits: .tabBar, frame: Frame(x: 0, y: 560, width: 390, height: 44),
                        children: tabs),
                    Node(
                        id: "table", frame: Frame(x: 0, y: 620, width: 390, height: 120), children: cells,
                        containerType: .dataTable),
                    Node(id: "landmark", children: [card, popup], containerType: .landmark),
                    Node(id: "explicit", children: explicit, explicitOrder: true),
                    Node(
                        id: "list2", children: [button("m-first", y: 1240), bundle, button("m-last", y: 2400)],
                        containerType: .list),
                    button("footer", y: 2500),
                ]))
    }()

    /// One change to the node with an id.
    struct Change: Sendable, CustomTestStringConvertible {
        var id: String
        var name: String
        var apply: @Sendable (inout Node) -> Void
        /// Whether the order is updated in place rather than built anew.
        var inPlace: Bool
        var testDescription: String { "\(name) \(id)" }

        static func hide(_ id: String, inPlace: Bool) -> Change {
            Change(id: id, name: "hide", apply: { $0.hidden = true }, inPlace: inPlace)
        }
        static func show(_ id: String, inPlace: Bool) -> Change {
            Change(id: id, name: "show", apply: { $0.hidden = false }, inPlace: inPlace)
        }
    }

    /// Hiding and showing again the first, a middle and the last element of
    /// each container: all in place (each unit or group stays alone on its
    /// row between its neighbours).
    static let hideAndShow: [(String, Bool, Bool)] = [
        "l0", "l1", "l4", "l6", "l3", "l3b", "note", "t0", "t2", "t4", "c00", "c11", "c12", "c20",
        "k1", "card", "e0", "e2", "e4", "bundle", "m7", "m0", "m19", "heading", "footer",
    ].map { ($0, true, true) }

    static let changes: [Change] =
        hideAndShow.flatMap { id, hideInPlace, showInPlace in
            [Change.hide(id, inPlace: hideInPlace), Change.show(id, inPlace: showInPlace)]
        } + [
            Change(id: "c01", name: "make a header", apply: { $0.header = .row }, inPlace: true),
            Change(id: "c01", name: "make no header", apply: { $0.header = nil }, inPlace: true),
            Change(id: "c11", name: "make a header", apply: { $0.header = .column }, inPlace: true),
            Change(id: "c11", name: "make no header", apply: { $0.header = nil }, inPlace: true),
            Change(id: "card", name: "make modal", apply: { $0.viewIsModal = true }, inPlace: true),
            Change(id: "card", name: "make not modal", apply: { $0.viewIsModal = false }, inPlace: true),
            Change(id: "popup", name: "make modal", apply: { $0.viewIsModal = true }, inPlace: true),
            Change(id: "popup", name: "make not modal", apply: { $0.viewIsModal = false }, inPlace: true),
            // A direct child of the root made modal hides the whole screen around it: a new order.
            Change(id: "list", name: "make modal", apply: { $0.viewIsModal = true }, inPlace: false),
            Change(id: "list", name: "make not modal", apply: { $0.viewIsModal = false }, inPlace: false),
            Change(id: "l2", name: "make not an element", apply: { $0.isAccessibilityElement = false }, inPlace: true),
            Change(id: "l2", name: "make an element", apply: { $0.isAccessibilityElement = nil }, inPlace: true),
            Change(id: "l5", name: "make transparent", apply: { $0.alpha = 0 }, inPlace: true),
            Change(id: "l5", name: "make opaque", apply: { $0.alpha = 1 }, inPlace: true),
            Change(id: "list2", name: "hide elements of", apply: { $0.elementsHidden = true }, inPlace: true),
            Change(id: "list2", name: "show elements of", apply: { $0.elementsHidden = false }, inPlace: true),
        ]

    /// Runs `changes` in order, each with the focus on nothing and on every
    /// element in turn, and compares with a new order each time.
    static func check(
        _ changes: [Change], on document: HarkDocument = screen, after gestures: [Navigator.Gesture] = [],
        inPlaceExpected: Bool = true
    ) throws {
        var navigator = try Navigator(document: document)
        navigator.perform(gestures)
        let top = navigator.layers.count - 1
        for change in changes {
            let path = try #require(navigator.layers[top].root.path(toID: change.id), "no \(change.id)")
            var after = navigator
            for focus in [nil] + Array(navigator.order.elements.indices) {
                var session = navigator, reference = navigator
                session.focus = focus
                reference.focus = focus
                let moved = session.edit(path: path, change.apply)
                reference.layers[top].root.modify(at: path, change.apply)
                if top == 0 { reference.document.root = reference.layers[0].root }
                let referenceMoved = reference.reorder(keepingFocus: true)
                #expect(
                    session.order == reference.order,
                    "\(change.testDescription), focus \(focus.map(String.init) ?? "none")")
                #expect(
                    session.focus == reference.focus && moved == referenceMoved,
                    "\(change.testDescription), focus \(focus.map(String.init) ?? "none")")
                #expect(session.document == reference.document)
                if let index = session.orderIndex {
                    #expect(
                        index == OrderIndex(order: reference.order, tree: TreeIndex(reference.layers[top].root)),
                        "\(change.testDescription)")
                }
                if inPlaceExpected {
                    #expect(
                        (session.orderIndex != nil) == change.inPlace,
                        "\(change.testDescription): in place \(session.orderIndex != nil)")
                }
                if focus == nil { after = session }
            }
            navigator = after
        }
    }

    @Test(
        "Hide, show, header or modal: the order in place equals a new one",
        arguments: changes.indices.filter { $0 % 2 == 0 })
    func changeAndUndo(_ first: Int) throws {
        // Each change with the one that undoes it.
        try Self.check(Array(Self.changes[first...min(first + 1, Self.changes.count - 1)]))
    }

    @Test func changesOneAfterAnother() throws {
        // Without undoing: each update starts from the ones before.
        try Self.check(
            Self.changes.filter { $0.name == "hide" } + Self.changes.filter { $0.name == "show" }.reversed(),
            inPlaceExpected: false)
    }

    /// The shape of hark-bench's flight list: a bar (title and button on one
    /// row) above a list of rows, the list last on the screen.
    static let flights = HarkDocument(
        root: Node(
            id: "root",
            children: [
                Node(
                    id: "bar",
                    children: [button("title", x: 160, y: 58, width: 60), button("add", x: 330, y: 52, width: 40)]),
                Node(
                    id: "list", frame: Frame(x: 0, y: 120, width: 390, height: 360),
                    children: (0..<6).map { button("f\($0)", y: 120 + 60 * Double($0)) },
                    containerType: .list),
            ]))

    @Test(
        "The first, a middle and the last row of a list hidden and shown again, all in place",
        arguments: ["f0", "f2", "f5"])
    func listRows(_ id: String) throws {
        // The first row moves the list's first frame: the list stays alone
        // on its row below the bar, so it keeps its place.
        try Self.check([.hide(id, inPlace: true), .show(id, inPlace: true)], on: Self.flights)
    }

    /// A list of grouped cells (`shouldGroupAccessibilityChildren`), each a
    /// title and a button on one row, as table view cells often are.
    static let cells = HarkDocument(
        root: Node(
            id: "root",
            children: [
                Node(
                    id: "bar",
                    children: [button("title", x: 160, y: 58, width: 60), button("add", x: 330, y: 52, width: 40)]),
                Node(
                    id: "list",
                    children: (0..<6).map { row in
                        Node(
                            id: "g\(row)",
                            children: [
                                button("g\(row)-title", y: 120 + 60 * Double(row), width: 300),
                                button("g\(row)-more", x: 310, y: 120 + 60 * Double(row), width: 80),
                            ], groupChildren: true)
                    }, containerType: .list),
            ]))

    @Test(
        "Grouped cells and what is in them, hidden and shown again, in place",
        arguments: ["g0", "g2", "g5", "g0-title", "g3-title", "g3-more", "g5-more"])
    func groupedCells(_ id: String) throws {
        try Self.check([.hide(id, inPlace: true), .show(id, inPlace: true)], on: Self.cells)
    }

    /// A landmark holding a list cut short by its item count, then an
    /// element: hidden and shown again (the one after the list shown first
    /// too), the order is a new one each time, never a splice that would
    /// move the landmark's end onto the list's last row.
    @Test func besideAListCutShort() throws {
        var list = Node(
            id: "list", children: [Self.button("r0", y: 100), Self.button("r1", y: 160)], containerType: .list)
        list.itemCount = 6
        var after = Self.button("after", y: 400)
        after.hidden = true
        let landmark = Node(id: "landmark", children: [list, after], containerType: .landmark)
        let document = HarkDocument(root: Node(children: [landmark]))
        let changes: [Change] = [
            .show("after", inPlace: false), .hide("after", inPlace: false), .hide("r1", inPlace: false),
            .show("r1", inPlace: false),
        ]
        try Self.check(changes, on: document)
    }

    @Test func aPresentedScreen() throws {
        // The sheet is the top layer: its order is updated in place; the screen behind is left alone.
        var document = Self.flights
        document.root.children[0].children[1].behaviors = Behaviors(activate: [.present(screen: "sheet")])
        document.screens["sheet"] = Node(
            id: "sheet", children: (0..<5).map { Self.button("s\($0)", y: 100 + 60 * Double($0)) }, containerType: .list
        )
        let changes = ["s0", "s2", "s4"].flatMap { [Change.hide($0, inPlace: true), Change.show($0, inPlace: true)] }
        try Self.check(changes, on: document, after: [.first, .next, .activate])
        // Back on the screen behind, the sheet's changes are kept.
        var navigator = try Navigator(document: document)
        navigator.perform([.first, .next, .activate])
        #expect(navigator.setElement("s2", Behaviors.ElementChanges(hidden: true)) == false)
        navigator.perform(.escape)
        #expect(navigator.document.screens["sheet"]?.children[2].hidden == true)
        #expect(navigator.order == FocusOrder(root: navigator.document.root))
    }

    @Test func hidingTheFocusedElementFocusesTheOneThatTakesItsPlace() throws {
        var navigator = try Navigator(document: Self.screen)
        navigator.focus = navigator.position(ofID: "l4")
        let moved = navigator.setElement("l4", Behaviors.ElementChanges(hidden: true))
        #expect(moved)
        #expect(navigator.orderIndex != nil)
        #expect(navigator.focusedElement?.node.id == "l5")
        // Showing it again keeps the focus on l5.
        let movedAgain = navigator.setElement("l4", Behaviors.ElementChanges(hidden: false))
        #expect(!movedAgain)
        #expect(navigator.focusedElement?.node.id == "l5")
        #expect(navigator.order.elements[try #require(navigator.focus) - 1].node.id == "l4")
    }
}
