/// The controls inside each element of a dump, counted children first, for
/// UIKit's cell rules (docs/Importing.md, "Cells"): a cell that holds one
/// control (an accessory switch, a disclosure button, a single control and
/// its caption) is one VoiceOver stop that speaks as that control; a cell
/// with two or more is a group in which VoiceOver reaches each.
struct CellControls {
    /// How many controls each element holds (a stepper counts as its two
    /// buttons), at most 2: more tells nothing new.
    private(set) var count: [UInt8]
    /// For a cell that holds exactly one control: that control's index.
    private(set) var sole: ElementIndices

    /// `ownStops`: the controls that are stops of their own, not the cell's
    /// (``CellOwnControls``), which are not counted.
    init(_ elements: ImportedElements, kinds: [ElementKind], dropped: [Bool], ownStops: Set<Int> = []) {
        count = [UInt8](repeating: 0, count: elements.count)
        var last = ElementIndices(count: elements.count)
        sole = ElementIndices(count: elements.count)
        for index in stride(from: elements.count - 1, through: 0, by: -1)
        where !dropped[index] && !ownStops.contains(index) {
            if kinds[index].role == .cell, count[index] == 1 { sole[index] = last[index] }
            var own = count[index]
            switch kinds[index].role {
            case .control: own += 1
            case .stepper: own += 2
            default: break
            }
            guard let parent = elements[index].parent, parent >= 0, parent < index else { continue }
            count[parent] = min(2, count[parent] + own)
            if kinds[index].role == .control {
                last[parent] = index
            } else if last[index] != nil {
                last[parent] = last[index]
            }
        }
    }
}

/// An optional element index for each element of a dump, in four bytes
/// each rather than the nine of `Int?` (a dump holds at most 64 MB, so
/// fewer elements than `Int32` counts).
struct ElementIndices: RandomAccessCollection, MutableCollection {
    private var stored: [Int32]

    init(count: Int) { stored = [Int32](repeating: -1, count: count) }

    var startIndex: Int { 0 }
    var endIndex: Int { stored.count }

    subscript(index: Int) -> Int? {
        get { stored[index] < 0 ? nil : Int(stored[index]) }
        set { stored[index] = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
}

extension ImportedTree {
    /// A cell that is one stop with the one control it holds: it speaks its
    /// texts (its own label, else its `StaticText`s joined with ", " as
    /// UIKit joins a cell's labels, else the control's label), then the
    /// control's traits and the cell's state. A switch's value is the switch's ("On."),
    /// any other control's the cell's (a Settings row's detail text), and a
    /// double tap acts on the control, as on UIKit's accessory view.
    func cellNode(_ index: Int, control: Int, kinds: [ElementKind], id: String?) -> AccessibilityNode {
        let cell = elements[index], inner = elements[control], kind = kinds[control]
        var traits = kind.traits
        if let names = inner.traitNames {
            traits.formIntersection(ElementKind.privateTraits)
            for name in names { traits.formUnion(ElementTypeTable.trait(named: name) ?? []) }
        }
        let label = cell.label?.nonEmpty ?? captions(of: index, besides: control) ?? inner.label?.nonEmpty
        let value =
            traits.contains(.switchButton) || traits.contains(.adjustable)
            ? inner.value?.nonEmpty : cell.value?.nonEmpty ?? inner.value?.nonEmpty
        // The state is the cell's: the control is a subview of the one
        // element, and a dimmed glyph (a disclosure chevron WebDriverAgent
        // reports `enabled="false"`) does not dim the row (docs/Importing.md, "Cells").
        if cell.isSelected { traits.insert(.selected) }
        if !cell.isEnabled { traits.insert(.notEnabled) }
        return Self.elementNode(
            id: id, label: label, value: value == label ? nil : value,
            hint: inner.hint?.nonEmpty ?? cell.hint?.nonEmpty, traits: traits,
            frame: cell.finiteFrame, actions: cell.customActions + inner.customActions)
    }

    /// The `StaticText`s inside a cell but outside its control, joined with
    /// ", ": at most the first 64 elements below it.
    private func captions(of index: Int, besides control: Int) -> String? {
        var words: [String] = []
        var next = index + 1
        var ancestors: Set<Int> = [index]
        var inControl: Set<Int> = [control]
        while next < elements.count, next - index <= 64, let parent = elements[next].parent, ancestors.contains(parent)
        {
            ancestors.insert(next)
            let element = elements[next]
            if inControl.contains(parent) {
                inControl.insert(next)
            } else if element.type == "StaticText", let text = element.label?.nonEmpty ?? element.value?.nonEmpty,
                !words.contains(text)
            {
                words.append(text)
            }
            next += 1
        }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}
