import Foundation
import Testing
@testable import Hark
import HarkTesting

extension StressTests {
    /// Trees built in code may be any shape: 100,000 levels deep or 1,000,000
    /// wide, every operation works without recursion whose depth the tree sets.
    /// Only encoding refuses a tree deeper than the sample
    /// format reads, with an error.
    @Suite("Trees 100,000 deep and 1,000,000 wide")
    struct DeepTreeTests {
        static let depth = 100_000
        static let width = 1_000_000

        /// `levels` nested views, the innermost holding the element `leaf`,
        /// built with the initialisers or with the DSL.
        static func chain(_ levels: Int, leaf: String = "Deepest", dsl: Bool = false) -> AccessibilityNode {
            var node = AccessibilityNode(label: leaf, traits: .button)
            for level in 0..<levels {
                let inner = node
                node =
                    dsl
                    ? (level.isMultiple(of: 2) ? AX.view { inner } : AX.group { inner })
                    : AccessibilityNode(children: [inner])
            }
            return node
        }

        static func wide(_ count: Int, last: String = "Last") -> AccessibilityNode {
            AccessibilityNode(
                children: (0..<count).map { AccessibilityNode(label: $0 == count - 1 ? last : "Item \($0)") })
        }

        @Test func deepEqualityAndHashing() {
            let deep = Self.chain(Self.depth), same = Self.chain(Self.depth),
                other = Self.chain(Self.depth, leaf: "Other")
            #expect(deep == same)
            #expect(deep != other)
            #expect(deep.hashValue == same.hashValue)
            #expect(Set([deep, same, other]).count == 2)
            // A tree is not equal to its own subtree, nor to one shaped otherwise.
            #expect(deep != deep.children[0])
            #expect(
                AccessibilityNode(children: [AccessibilityNode(), AccessibilityNode()])
                    != AccessibilityNode(children: [AccessibilityNode(children: [AccessibilityNode()])]))
        }

        @Test func nestedGroupsAndListsAreOrderedInLinearTime() {
            // Each level a group (or list) holding an element and the next level:
            // expanding every group into its parent's would cost the square of the depth.
            var node = AccessibilityNode(label: "Deepest")
            for level in stride(from: Self.depth - 1, through: 0, by: -1) {
                node = AccessibilityNode(
                    children: [AccessibilityNode(label: "Level \(level)"), node],
                    groupChildren: level.isMultiple(of: 2), containerType: level.isMultiple(of: 2) ? .none : .list)
            }
            let order = FocusOrder(root: node)
            #expect(order.elements.count == Self.depth + 1)
            #expect(order.elements.prefix(2).map(\.node.label) == ["Level 0", "Level 1"])
            #expect(order.elements.last?.node.label == "Deepest")
            // The deepest element ends all the lists it is in.
            #expect(order.elements.last?.context.ends.count == Self.depth / 2)
            #expect(order.elements[1].context.starts == [.list])
        }

        @Test func wideEqualityHashingAndOrder() throws {
            // (Speech and full equality of distinct nodes are tested on the deep
            // tree: in a debug build they cost seconds per million nodes.)
            let wide = Self.wide(Self.width)
            var other = wide
            other.children[Self.width - 1].label = "Other"
            #expect(wide != other)
            var hasher = Hasher()
            wide.hash(into: &hasher)
            let order = FocusOrder(root: wide)
            #expect(order.elements.count == Self.width)
            #expect(order.elements.last?.node.label == "Last")
        }

        @Test func theDSLBuildsAndComparesDeepTrees() {
            let document = AX.screen(title: "Deep") { Self.chain(Self.depth, dsl: true) }
            #expect(document == AX.screen(title: "Deep") { Self.chain(Self.depth, dsl: true) })
            #expect(FocusOrder(document: document).elements.map(\.node.label) == ["Deepest"])
        }

        @Test func destructionDoesNotRecurse() {
            // Built and dropped many times over: each `deinit` frees one level.
            for _ in 0..<3 { _ = Self.chain(Self.depth * 3) }
            // A subtree still held elsewhere survives its parent.
            var tree: AccessibilityNode? = Self.chain(Self.depth)
            let inner = tree?.children[0].children[0]
            tree = nil
            #expect(inner.map { FocusOrder(root: $0) }?.elements.first?.node.label == "Deepest")
        }

        @Test func descriptionIsOneLineWithoutTheSubtree() {
            let deep = Self.chain(Self.depth)
            #expect(deep.description == "AccessibilityNode(1 child)")
            #expect(String(describing: deep) == "AccessibilityNode(1 child)")
            let leaf = AccessibilityNode(
                id: "add", label: "Add \"new\"", traits: [.button, .selected],
                children: [AccessibilityNode(), AccessibilityNode()])
            #expect(
                "\(leaf)"
                    == #"AccessibilityNode(id: "add", label: "Add \"new\"", traits: [button, selected], 2 children)"#)
            var dumped = ""
            dump(deep, to: &dumped)
            #expect(dumped.split(separator: "\n").count < 5)
        }

        @Test func encodingRefusesATreeTooDeepToWrite() throws {
            let document = HarkDocument(root: Self.chain(Self.depth))
            do {
                _ = try JSONEncoder().encode(document)
                Issue.record("a 100,000-level tree was encoded")
            } catch let error as EncodingError {
                guard case .invalidValue(_, let context) = error else { throw error }
                #expect(
                    context.debugDescription
                        == "the tree is nested too deep to encode: Hark writes at most 500 levels of arrays and objects"
                )
            }
            // The deepest tree Hark writes is read back.
            let deepest = HarkDocument(root: Self.chain(247))
            let data = try JSONEncoder().encode(deepest)
            #expect(try HarkDocument(jsonData: data) == deepest)
            #expect(try JSONDecoder().decode(HarkDocument.self, from: data) == deepest)
        }

        @Test func deepFocusOrderAndSpeech() throws {
            let deep = HarkDocument(root: Self.chain(Self.depth))
            let transcript = try Narrator(document: deep).transcript()
            #expect(transcript.text == "# (en)\n1 Deepest. Button.\n")
            var navigator = try Navigator(document: deep)
            let session = navigator.perform([.next, .activate])
            #expect(session.text.hasPrefix("# (en)\n1 Deepest. Button.\n> next\n"))
        }

        @Test func aWideTreeStartsASessionAndChangesOneElement() throws {
            let tree = AccessibilityNode(
                children: (0..<50_000).map { AccessibilityNode(id: "e\($0)", label: "Item \($0)") })
            let json = #"{"type": "set", "id": "e49999", "label": "Changed"}"#
            var root = tree
            root.children[0].behaviors = Behaviors(activate: [
                try JSONDecoder().decode(Behaviors.Effect.self, from: Data(json.utf8))
            ])
            var navigator = try Navigator(document: HarkDocument(root: root))
            let session = navigator.perform([.activate, .last])
            #expect(session.text.hasSuffix("> last\n50000 [e49999] Changed\n"))
        }

        @Test func modifyChangesTheTreeInPlace() {
            var tree = Self.wide(1_000)
            let before = tree.children.withUnsafeBufferPointer { $0.baseAddress }
            tree.modify(at: [500]) { $0.label = "Changed" }
            #expect(tree.children[500].label == "Changed")
            // Held by nothing else, the children array was changed where it lies, not copied.
            #expect(tree.children.withUnsafeBufferPointer { $0.baseAddress } == before)
            // A copy taken before is not changed.
            let copy = tree
            tree.modify(at: [1]) { $0.label = "Again" }
            #expect(copy.children[1].label == "Item 1" && tree.children[1].label == "Again")
            #expect(Self.chain(Self.depth).path(toID: "none") == nil)
            var deep = Self.chain(Self.depth)
            let path = [Int](repeating: 0, count: Self.depth)
            deep.modify(at: path) { $0.id = "deepest" }
            #expect(deep.path(toID: "deepest") == path)
            #expect(deep.node(at: path)?.label == "Deepest")
        }
    }
}
