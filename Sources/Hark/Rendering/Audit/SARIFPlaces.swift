import Foundation

/// Where the findings of an ``AuditRun`` start in the file it read, for
/// its SARIF log: a finding on a node by the node's place in its screen's
/// preorder (an array of positions a screen, no string a node), the few
/// others (the motion rules', the suppressed ones) by their JSON path.
struct SARIFPlaces {
    /// Each screen's node positions in preorder, by the screen's base; a
    /// line of 0: not known.
    private var nodes: [String: [SourcePositions.Position]] = [:]
    private var paths: [String: SourcePositions.Position] = [:]

    /// The places of `run`'s findings (the suppressed ones too, with
    /// `showSuppressed`) in the dump its imported document was read from,
    /// else in the JSON `source`.
    init(_ run: AuditRun, showSuppressed: Bool, source: Data?) {
        var wanted = Set<String>()
        run.forEachScreen { screen, findings in
            for held in findings where held.entry < 0 { wanted.insert(screen.path(of: held)) }
        }
        if showSuppressed { wanted.formUnion(run.suppressed.lazy.map(\.path)) }
        if let imported = run.imported {
            paths = SourcePositions.locate(wanted, in: imported)
            let places = imported.importOrigin?.places ?? []
            nodes["root"] = places.map { SourcePositions.Position(line: $0.line, column: $0.column) }
            return
        }
        guard let source else { return }
        let found = source.withUnsafeBytes { SourcePositions.scan(wanted, nodes: true, in: $0) }
        nodes = found.nodes
        paths = found.paths
        // A screen whose nodes the scan did not follow as the decoder read
        // them (a key written with an escape) is placed path by path.
        var again = Set<String>()
        run.forEachScreen { screen, findings in
            guard nodes[screen.base]?.count != screen.nodes.count else { return }
            nodes[screen.base] = nil
            for held in findings where held.entry >= 0 { again.insert(screen.path(of: held)) }
        }
        if !again.isEmpty {
            let more = source.withUnsafeBytes { SourcePositions.scan(again, nodes: false, in: $0) }
            paths.merge(more.paths) { first, _ in first }
        }
    }

    /// The preorder of `screen`'s nodes, when its findings on nodes are
    /// placed by it.
    func order(of screen: AuditScreen) -> [Int32]? {
        nodes[screen.base] == nil ? nil : screen.preorder()
    }

    /// Where `held` (made whole as `finding`) starts; `order` as
    /// ``order(of:)`` gave for its screen.
    func position(
        of held: AuditScreen.Held, _ finding: AuditFinding, on screen: AuditScreen, order: [Int32]?
    ) -> SourcePositions.Position? {
        guard held.entry >= 0, let order, let list = nodes[screen.base] else { return paths[finding.path] }
        let index = Int(order[Int(held.entry)])
        guard index < list.count, list[index].line > 0 else { return nil }
        return list[index]
    }

    /// Where a suppressed finding starts.
    func position(of finding: AuditFinding) -> SourcePositions.Position? { paths[finding.path] }
}

extension AuditScreen {
    /// Each node's place in the tree's preorder (the root 0, a node's
    /// children after it), by its entry in ``nodes``.
    func preorder() -> [Int32] {
        var order = [Int32](repeating: 0, count: nodes.count)
        var stack = [0], next: Int32 = 0
        while let entry = stack.popLast() {
            order[entry] = next
            next += 1
            let first = nodes[entry].firstChild
            stack.append(contentsOf: (first..<(first + nodes[entry].node.children.count)).reversed())
        }
        return order
    }
}
