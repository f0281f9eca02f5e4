/// The elements of a dump, parents first, held in pieces of 4,096: a reader
/// appends to it, and ``ImportedTree``, which builds the nodes from the
/// last element to the first, lets each piece go once its nodes are built.
/// So a dump's elements and its tree are never both whole in memory: a
/// million elements cost what the larger of the two costs, not the sum.
///
/// Reading an element whose piece was let go is a programming error.
struct ImportedElements: RandomAccessCollection, MutableCollection {
    private static let shift = 12
    private static let pieceSize = 1 << shift
    private var pieces: [[ImportedElement]] = []
    /// The first piece let go; pieces after it are gone too.
    private var firstReleased = Int.max
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    /// The most elements a dump may hold: as many as the nodes a Hark
    /// document may, so that every dump Hark reads converts to a document
    /// Hark reads, and its memory stays bounded.
    static let maximumCount = HarkDocument.maximumNodeCount

    /// Why a dump with one more element is refused.
    /// The deepest an element nests in any format Hark imports, as in Hark's own JSON: no screen nests
    /// deeper, and a deeper dump would cost time and memory beyond its size.
    static let maximumDepth = 1_000
    /// The message for a dump that nests deeper.
    static let tooDeep = "the elements nest deeper than \(maximumDepth) levels"

    static let tooMany =
        "the dump holds more than \(SampleReader.grouped(maximumCount)) elements; Hark reads at most "
        + "\(SampleReader.grouped(maximumCount)) nodes"

    /// Whether it holds ``maximumCount`` elements: one more is refused.
    var isFull: Bool { endIndex >= Self.maximumCount }

    init() {}

    init(_ elements: [ImportedElement]) {
        for element in elements { append(element) }
    }

    subscript(index: Int) -> ImportedElement {
        get { pieces[index >> Self.shift][index & (Self.pieceSize - 1)] }
        set { pieces[index >> Self.shift][index & (Self.pieceSize - 1)] = newValue }
    }

    mutating func append(_ element: ImportedElement) {
        if endIndex & (Self.pieceSize - 1) == 0 {
            var piece: [ImportedElement] = []
            piece.reserveCapacity(Self.pieceSize)
            pieces.append(piece)
        }
        pieces[pieces.count - 1].append(element)
        endIndex += 1
    }

    /// Puts `element` at `index`, moving those from there one place on.
    mutating func insert(_ element: ImportedElement, at index: Int) {
        guard let last = self.last else { return append(element) }
        append(last)
        for moved in stride(from: endIndex - 2, to: index, by: -1) { self[moved] = self[moved - 1] }
        self[index] = element
    }

    /// Lets go of every piece that holds only elements at `index` or after;
    /// they must not be read again.
    mutating func release(from index: Int) {
        let first = (Swift.max(0, index) + Self.pieceSize - 1) >> Self.shift
        guard first < Swift.min(firstReleased, pieces.count) else { return }
        for piece in first..<Swift.min(firstReleased, pieces.count) { pieces[piece] = [] }
        firstReleased = first
    }
}

/// Which elements ``ImportedTree`` still reads while it builds the nodes
/// from the last element to the first: an element reads itself and the 64
/// after it (a label made of the texts inside), and a cell that is one stop
/// with its control reads that control, wherever it lies.
struct ElementReach {
    /// The cells with a sole control, in document order, each with the
    /// furthest control of it and the cells before it.
    private var cells: [(cell: Int, furthest: Int)] = []

    init(controls: CellControls) {
        var furthest = -1
        for (cell, control) in controls.sole.enumerated() {
            guard let control else { continue }
            furthest = max(furthest, control)
            cells.append((cell, furthest))
        }
    }

    /// The first element that building the nodes of `index` and of the
    /// elements before it never reads; called with `index` falling.
    mutating func needed(before index: Int) -> Int {
        while let last = cells.last, last.cell > index { cells.removeLast() }
        return max(index + 65, (cells.last?.furthest ?? -1) + 1)
    }
}
