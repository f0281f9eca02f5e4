import Testing
@testable import Hark

extension StressTests {
    /// Random trees and random structural changes: each update in place must
    /// equal a new order (see ``StructuralEffectTests``).
    @Suite("Structural effects, random")
    struct StructuralEffectFuzzTests {
        typealias Node = AccessibilityNode

        /// SplitMix64: the same trees on every run.
        struct Random {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(bound))
            }
        }

        static func tree(_ random: inout Random, ids: inout Int, depth: Int, y: inout Double) -> Node {
            ids += 1
            let id = "n\(ids)"
            if depth == 0 || random.next(3) == 0 {
                // Mostly rows 60 pt apart; some elements share a row or have no frame.
                y += [60, 60, 60, 4, 0, 20][random.next(6)]
                let frame =
                    random.next(8) == 0 ? nil : Frame(x: Double(random.next(4) * 90), y: y, width: 80, height: 40)
                return Node(id: id, label: id.uppercased(), traits: .button, frame: frame, hidden: random.next(6) == 0)
            }
            let count = random.next(6)
            var children: [Node] = []
            for _ in 0..<count { children.append(tree(&random, ids: &ids, depth: depth - 1, y: &y)) }
            var node = Node(id: id, children: children)
            switch random.next(10) {
            case 0: node.containerType = .list
            case 1: node.containerType = .landmark
            case 2: node.containerType = .semanticGroup
            case 3:
                node.containerType = .semanticGroup
                node.label = "Group \(id)"
            case 4: node.traits = .tabBar
            case 5: node.readsInGivenOrder = true
            case 6: node.groupChildren = true
            case 7:
                node.containerType = .dataTable
                for index in node.children.indices {
                    node.children[index].cell = TableCell(row: index / 2, column: index % 2)
                    if index < 2, random.next(2) == 0 { node.children[index].header = .column }
                }
            default: break
            }
            if random.next(10) == 0 { node.hidden = true }
            return node
        }

        /// Where two orders differ first, in a line.
        static func difference(_ a: FocusOrder, _ b: FocusOrder) -> String {
            for (index, (x, y)) in zip(a.elements, b.elements).enumerated() where x != y {
                if x.node != y.node { return "element \(index): node \(x.node.id ?? "-") vs \(y.node.id ?? "-")" }
                if x.context.enteredGroups != y.context.enteredGroups {
                    return "element \(index) \(x.node.id ?? "-"): entered groups"
                }
                return "element \(index) \(x.node.id ?? "-"): \(x.context) vs \(y.context)"
            }
            if a.elements.count != b.elements.count { return "counts \(a.elements.count) vs \(b.elements.count)" }
            return a.treeParent != b.treeParent
                ? "treeParent" : a.treeChildIndex != b.treeChildIndex ? "treeChildIndex" : "elementEntry"
        }

        @Test("Random structural changes", arguments: 0..<32)
        func randomChanges(_ seed: Int) throws {
            var random = Random(state: UInt64(seed) &* 7919)
            var ids = 0, y = 0.0
            // A plain root view, as an app's screen has: the containers are inside.
            var root = Self.tree(&random, ids: &ids, depth: 4, y: &y)
            root = Node(id: "root", children: root.children.isEmpty ? [root] : root.children)
            var document = HarkDocument(root: root)
            if seed % 3 == 1 { document.device = .pad }
            if seed % 5 == 2 { document.layoutDirection = .rightToLeft }
            var navigator = try Navigator(document: document)
            var inPlace = 0
            for _ in 0..<60 {
                let id = "n\(1 + random.next(ids))"
                guard let path = navigator.layers[0].root.path(toID: id) else { continue }
                let change: (inout Node) -> Void
                switch random.next(8) {
                case 0: change = { $0.viewIsModal.toggle() }
                case 1: change = { $0.isAccessibilityElement = $0.isAccessibilityElement == nil ? false : nil }
                case 2: change = { $0.label = $0.label == nil ? "Now \(id)" : nil }
                case 3: change = { $0.header = $0.header == nil ? .row : nil }
                default: change = { $0.hidden.toggle() }
                }
                var reference = navigator
                let focus = navigator.order.elements.isEmpty ? nil : random.next(navigator.order.elements.count + 1) - 1
                navigator.focus = focus.flatMap { $0 < 0 ? nil : $0 }
                reference.focus = navigator.focus
                let moved = navigator.edit(path: path, change)
                reference.layers[0].root.modify(at: path, change)
                reference.document.root = reference.layers[0].root
                let referenceMoved = reference.reorder(keepingFocus: true)
                #expect(
                    navigator.order == reference.order,
                    "seed \(seed), \(id): \(Self.difference(navigator.order, reference.order))")
                #expect(navigator.focus == reference.focus && moved == referenceMoved, "seed \(seed), \(id)")
                if let index = navigator.orderIndex {
                    inPlace += 1
                    #expect(
                        index == OrderIndex(order: reference.order, tree: TreeIndex(reference.layers[0].root)),
                        "seed \(seed), \(id)")
                }
            }
            #expect(inPlace > 0)
        }
    }
}
