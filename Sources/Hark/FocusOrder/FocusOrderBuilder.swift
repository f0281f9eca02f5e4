/// The machinery behind ``FocusOrder``.
struct FocusOrderBuilder {
    init(sorter: RowSorter) { self.sorter = sorter }

    let sorter: RowSorter

    /// The elements in document order: one record each, one append per
    /// element (not one per field).
    fileprivate var records: [ElementRecord] = []
    fileprivate var tableCount = 0
    /// Whether the walk starts at the window's root, which does not scroll.
    private var rootIsWindow = true
    var treeParent: [Int32] = []
    var treeChildIndex: [Int32] = []
    fileprivate var containers: [ContainerRecord] = []
    /// The labelled semantic group of each container (`nil` for others),
    /// apart from the records so that reading one copies no reference.
    fileprivate var containerGroups: [AccessibilityNode?] = []

    /// An element, with its innermost spoken container and the data table
    /// it is in (-1: none), its tree entry, and whether a scrolling
    /// container holds it.
    fileprivate struct ElementRecord {
        var node: AccessibilityNode
        var container, table, entry: Int32
        var scrolls: Bool
    }

    fileprivate struct ContainerRecord {
        var type: ContainerType
        var parent: Int?
        /// The innermost tab bar or segmented control, itself included.
        var series: Int?
        var inTabBar: Bool
        /// The items the container says it holds (``AccessibilityNode/itemCount``).
        var itemCount: Int?
        var first = Int.max, last = -1, count = 0
        /// Whether the tree holds fewer of the container's items than it
        /// says it has: its last element here is not its last item.
        var isCut: Bool { count < (itemCount ?? 0) }
    }

    /// A piece of a scope to place: one element, or a group kept together
    /// (an index into ``groups``). Two words, no frame: a screen of a
    /// million elements holds a few arrays of these at once.
    private enum Unit {
        case element(Int)
        case group(Int)
    }

    /// The closed groups: each one's units in reading order, the frame of
    /// its first element that has one, and the frame it is placed by in
    /// its parent's scope (that one, else the group's own; for a scrolled
    /// content, the first that shows within the group's frame). A group holds
    /// its inner groups by index, so nesting costs nothing until the one
    /// final expansion.
    private var groups: [(units: [Unit], firstFrame: Frame?, placedBy: Frame?)] = []

    /// A node whose children form a scope: sorted together (or kept in
    /// order), then placed in the enclosing scope as one group.
    private struct Scope {
        var units: [Unit] = []
        var explicit: Bool
        var container: Int?
        var frame: Frame?
        /// The data table the scope is in; `isTable` when it is the table itself.
        var table: Int?
        var isTable = false
        /// Whether the node's rows reach beyond its frame (a scroll view's
        /// content): it is placed by what shows inside its frame.
        var scrolledContent = false
    }

    /// Children being walked, and whether they close a scope when done.
    private struct Visit {
        var children: [AccessibilityNode]
        /// Their indices among the parent's children (`nil`: the same as here).
        var indices: [Int]?
        /// The parent's tree entry.
        var entry: Int
        var next = 0
        var closesScope: Bool
        /// Children of an explicit-order node are each a unit of their own.
        var childrenAreUnits: Bool
        /// Whether a scrolling container holds the children.
        var scrolls = false
    }

    /// - Parameter inScrollView: whether a scrolling container holds `root`;
    ///   `nil` when it is the window's root, which does not scroll.
    mutating func build(_ root: AccessibilityNode, inScrollView: Bool? = nil) -> ([FocusElement], [Int]) {
        guard !root.isPruned else { return ([], []) }
        var scopes = [Scope(explicit: false)]
        var visits: [Visit] = []
        rootIsWindow = inScrollView == nil
        enter(
            root, parent: -1, childIndex: 0, scopes: &scopes, visits: &visits, asUnit: false,
            inScrollView: inScrollView ?? false)
        while !visits.isEmpty {
            let top = visits.count - 1
            let next = visits[top].next
            if next < visits[top].children.count {
                let child = visits[top].children[next]
                visits[top].next += 1
                enter(
                    child, parent: visits[top].entry, childIndex: visits[top].indices?[next] ?? next,
                    scopes: &scopes, visits: &visits, asUnit: visits[top].childrenAreUnits,
                    inScrollView: visits[top].scrolls)
                continue
            }
            let finished = visits.removeLast()
            if finished.closesScope {
                let scope = scopes.removeLast()
                let units = ordered(scope)
                guard !units.isEmpty else { continue }
                var firstFrame: Frame?
                for unit in units where firstFrame == nil {
                    switch unit {
                    case .element(let element): firstFrame = records[element].node.frame
                    case .group(let group): firstFrame = groups[group].firstFrame
                    }
                }
                let placedBy =
                    scope.scrolledContent ? firstInside(units, scope.frame) ?? scope.frame : firstFrame ?? scope.frame
                // A scrolled content stands, in every scope around it, where it shows.
                groups.append((units, scope.scrolledContent ? placedBy : firstFrame, placedBy))
                scopes[scopes.count - 1].units.append(.group(groups.count - 1))
            }
        }
        let order = expand(ordered(scopes.removeLast()))
        // The groups are spent: let them go before the focus elements are made.
        groups = []
        return (finish(order: order), order.map { Int(records[$0].entry) })
    }

    /// Adds `node` to the current scope: as an element, as a new scope, or
    /// by walking its children into the current scope.
    private mutating func enter(
        _ node: AccessibilityNode, parent: Int, childIndex: Int, scopes: inout [Scope], visits: inout [Visit],
        asUnit: Bool, inScrollView: Bool = false
    ) {
        let current = scopes.count - 1
        let entry = treeParent.count
        treeParent.append(Int32(parent))
        treeChildIndex.append(Int32(childIndex))
        if node.isElement {
            records.append(
                ElementRecord(
                    node: node, container: Int32(scopes[current].container ?? -1),
                    table: Int32(scopes[current].table ?? -1), entry: Int32(entry), scrolls: inScrollView))
            scopes[current].units.append(.element(records.count - 1))
            return
        }
        let (children, indices) = node.reachableChildren
        reserveRoom(for: children.count)
        if node.formsGroup || asUnit {
            var container = scopes[current].container
            if let type = node.spokenContainer {
                let parent = container.map { containers[$0] }
                containers.append(
                    ContainerRecord(
                        type: type, parent: container,
                        series: type == .tabBar || type == .series ? containers.count : parent?.series,
                        inTabBar: type == .tabBar || parent?.inTabBar == true, itemCount: node.itemCount))
                // A labelled semantic group's label is spoken on entering it.
                containerGroups.append(type == .semanticGroup ? node : nil)
                container = containers.count - 1
            }
            var table = scopes[current].table
            let isTable = node.isDataTable
            if isTable {
                table = tableCount
                tableCount += 1
            }
            scopes.append(
                Scope(
                    explicit: node.readsInGivenOrder, container: container, frame: node.frame, table: table,
                    isTable: isTable, scrolledContent: node.overflowsVertically))
            visits.append(
                Visit(
                    children: children, indices: indices, entry: entry, closesScope: true,
                    childrenAreUnits: node.readsInGivenOrder))
        } else {
            visits.append(
                Visit(children: children, indices: indices, entry: entry, closesScope: false, childrenAreUnits: false))
        }
        // The root (the window) does not scroll.
        visits[visits.count - 1].scrolls =
            inScrollView || node.scrolls || ((entry > 0 || !rootIsWindow) && node.overflowsVertically)
        Self.reserve(&scopes[scopes.count - 1].units, more: children.count)
    }

    /// Makes room in the arrays kept per node and per element for `count`
    /// more (a node's children): a long list grows them once, not by
    /// doubling, each time a copy and new pages.
    private mutating func reserveRoom(for count: Int) {
        Self.reserve(&treeParent, more: count)
        Self.reserve(&treeChildIndex, more: count)
        Self.reserve(&records, more: count)
    }

    /// Room for `more` elements in `array`, at least doubling it when it grows.
    private static func reserve<T>(_ array: inout [T], more: Int) {
        let needed = array.count + more
        if needed > array.capacity { array.reserveCapacity(max(needed, array.capacity * 2)) }
    }

    /// The visible part of the first of `units` (in reading order) that
    /// shows within `frame` vertically: a scrolling container is placed
    /// where it shows, not by rows scrolled above it, and a row cut by its
    /// top edge shows from that edge down (docs/Importing.md, "Rules and
    /// their evidence"); `nil` when none shows.
    private func firstInside(_ units: [Unit], _ frame: Frame?) -> Frame? {
        guard let frame else { return nil }
        for unit in units {
            let inner: Frame?
            switch unit {
            case .element(let element): inner = records[element].node.frame
            case .group(let group): inner = groups[group].placedBy
            }
            guard let inner, inner.maxY > frame.minY, inner.minY < frame.maxY else { continue }
            guard inner.minY < frame.minY else { return inner }
            return Frame(x: inner.x, y: frame.minY, width: inner.width, height: inner.maxY - frame.minY)
        }
        return nil
    }

    /// The units of a scope in reading order.
    private func ordered(_ scope: Scope) -> [Unit] {
        let order: [Int]
        if scope.explicit {
            return scope.units
        } else if scope.isTable, let cells = tableCells(scope.units) {
            // A data table is read row by row, each row by column.
            order = scope.units.indices.sorted {
                (cells[$0].row, cells[$0].column, $0) < (cells[$1].row, cells[$1].column, $1)
            }
        } else {
            order = sorter.order(
                scope.units.lazy.map { unit in
                    switch unit {
                    case .element(let index): records[index].node.frame
                    case .group(let group): groups[group].placedBy
                    }
                })
        }
        return order.map { scope.units[$0] }
    }

    /// The elements of `units`, each group's in its place, without recursion.
    private func expand(_ units: [Unit]) -> [Int] {
        var elements: [Int] = []
        elements.reserveCapacity(records.count)
        var pending = Array(units.reversed())
        while let unit = pending.popLast() {
            switch unit {
            case .element(let element): elements.append(element)
            case .group(let group): pending.append(contentsOf: groups[group].units.reversed())
            }
        }
        return elements
    }

    /// The cells of a table's units, when every unit is a cell.
    private func tableCells(_ units: [Unit]) -> [TableCell]? {
        var cells: [TableCell] = []
        for unit in units {
            guard case .element(let index) = unit, let cell = records[index].node.cell else { return nil }
            cells.append(cell)
        }
        return cells
    }

    /// Works out each element's container context from the final order.
    private mutating func finish(order: [Int]) -> [FocusElement] {
        for (position, element) in order.enumerated() {
            let container = Int(records[element].container)
            guard container >= 0 else { continue }
            containers[container].first = min(containers[container].first, position)
            containers[container].last = max(containers[container].last, position)
            containers[container].count += 1
        }
        // Children come after their parents, so one backward pass carries
        // each container's span up to its parents.
        for index in containers.indices.reversed() {
            guard let parent = containers[index].parent, containers[index].count > 0 else { continue }
            containers[parent].first = min(containers[parent].first, containers[index].first)
            containers[parent].last = max(containers[parent].last, containers[index].last)
            containers[parent].count += containers[index].count
        }
        var elements: [FocusElement] = []
        elements.reserveCapacity(order.count)
        for (position, element) in order.enumerated() {
            let record = records[element]
            let container = Int(record.container)
            var context = container < 0 ? ContainerContext() : context(at: position, container: container)
            context.isInScrollView = record.scrolls
            elements.append(FocusElement(node: record.node, context: context))
        }
        if tableCount > 0 { addTableContexts(&elements, order: order) }
        return elements
    }

    /// Gives every cell of every data table its row start and headers.
    private func addTableContexts(_ elements: inout [FocusElement], order: [Int]) {
        var positionsByTable = [[Int]](repeating: [], count: tableCount)
        for (position, element) in order.enumerated()
        where records[element].table >= 0 && records[element].node.cell != nil {
            positionsByTable[Int(records[element].table)].append(position)
        }
        for positions in positionsByTable where !positions.isEmpty {
            var firstColumn: [Int: Int] = [:]
            var columnHeaders: [Int: AccessibilityNode] = [:], rowHeaders: [Int: AccessibilityNode] = [:]
            for position in positions {
                let node = elements[position].node
                guard let cell = node.cell else { continue }
                firstColumn[cell.row] = min(firstColumn[cell.row] ?? .max, cell.column)
                switch node.header {
                case .column?:
                    for column in cell.columns where columnHeaders[column] == nil { columnHeaders[column] = node }
                case .row?: for row in cell.rows where rowHeaders[row] == nil { rowHeaders[row] = node }
                case nil: break
                }
            }
            for position in positions {
                let node = elements[position].node
                guard let cell = node.cell else { continue }
                let headers =
                    node.header != nil ? [] : [columnHeaders[cell.column], rowHeaders[cell.row]].compactMap { $0 }
                elements[position].context.tableCell = TableCellContext(
                    cell: cell, isFirstInRow: firstColumn[cell.row] == cell.column, headers: headers)
            }
        }
    }

    private func context(at position: Int, container innermost: Int) -> ContainerContext {
        guard innermost >= 0 else { return ContainerContext() }
        var context = ContainerContext(isInTabBar: containers[innermost].inTabBar)
        // Groups are contiguous, so the containers an element starts (or
        // ends) are a chain from the innermost outwards.
        var index: Int? = innermost
        // (Collected innermost first, then turned: inserting at the front
        // would cost the square of the nesting.)
        while let current = index, containers[current].first == position {
            context.starts.append(containers[current].type)
            if let group = containerGroups[current] { context.enteredGroups.append(group) }
            index = containers[current].parent
        }
        if context.starts.count > 1 { context.starts.reverse() }
        if context.enteredGroups.count > 1 { context.enteredGroups.reverse() }
        // A container cut short (more items than the tree holds) does not
        // end here, nor do those around it: its other items come first.
        index = innermost
        while let current = index, containers[current].last == position, !containers[current].isCut {
            context.ends.append(containers[current].type)
            index = containers[current].parent
        }
        if let series = containers[innermost].series {
            context.seriesPosition = SeriesPosition(
                index: position - containers[series].first + 1,
                count: max(containers[series].count, containers[series].itemCount ?? 0))
        }
        return context
    }
}
