/// What ``ImportedTree`` reads of the words of elements and nodes.
extension ImportedTree {
    /// The label (or, without one, the value) of every element in the
    /// tree, which vote for the device language.
    static func labels(in root: AccessibilityNode) -> [String] {
        var labels: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            if node.isElement, let text = node.label?.nonEmpty ?? node.value?.nonEmpty {
                labels.append(text)
            }
            stack += node.children.reversed()
        }
        return labels
    }

    /// Whether a view of this role that is not an element gives its
    /// children to its parent.
    static func isFlattened(_ role: ElementKind.Role) -> Bool {
        switch role {
        case .plain, .navigationBar, .system, .control, .content: true
        case .cell, .stepper, .grouped, .counted, .modal: false
        }
    }

    /// The texts inside an element without a label, joined with `, ` as
    /// UIKit joins a cell's labels: at most the first 64 elements below it.
    func wordsInside(_ index: Int) -> String? {
        var words: [String] = []
        var next = index + 1
        var ancestors: Set<Int> = [index]
        while next < elements.count, next - index <= 64, let parent = elements[next].parent, ancestors.contains(parent)
        {
            ancestors.insert(next)
            let element = elements[next]
            if element.type == "StaticText", let text = element.label?.nonEmpty ?? element.value?.nonEmpty {
                words.append(text)
            }
            next += 1
        }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}

extension ImportedTree {
    /// Applies ``ImportRules`` to the elements, which the rules hold while
    /// they run (no second copy), and keeps what they decided.
    mutating func applyRules(kinds: inout [ElementKind], children: inout [[Int]], screen: Frame?) {
        var dump = RuleDump(elements: ImportedElements(), kinds: [], children: [], screen: screen)
        swap(&dump.elements, &elements)
        swap(&dump.kinds, &kinds)
        swap(&dump.children, &children)
        dump.leftOut = [Bool](repeating: false, count: dump.elements.count)
        dump.listsElements = childrenAreElements
        ImportRules.apply(to: &dump)
        swap(&dump.elements, &elements)
        swap(&dump.kinds, &kinds)
        swap(&dump.children, &children)
        setRuleResults(leftOut: dump.leftOut, givenOrder: dump.givenOrder, ownStops: dump.ownStops)
    }

    /// For each element, the cell's own controls (``CellOwnControls``) whose
    /// nearest kept ancestor that is an element it is: they are stops after it.
    func ownersOfStops(isElement: [Bool], dropped: [Bool]) -> [Int: [Int]] {
        var owners: [Int: [Int]] = [:]
        for stop in ownStops.sorted() where !dropped[stop] {
            var ancestor = elements[stop].parent
            var steps = 0
            while let at = ancestor, at >= 0, at < stop, !isElement[at], steps < 1_000 {
                ancestor = elements[at].parent
                steps += 1
            }
            if let owner = ancestor, owner >= 0, owner < stop, isElement[owner] {
                owners[owner, default: []].append(stop)
            }
        }
        return owners
    }
}
