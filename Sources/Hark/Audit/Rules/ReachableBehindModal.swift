/// `reachable-behind-modal`: an element VoiceOver reaches while a modal
/// view is on screen, though it is not part of it.
///
/// The modal layer is the last reachable `accessibilityViewIsModal` view
/// (``AccessibilityNode/isModalLayer``), or else the view drawn right after
/// a dimming view (a childless, translucent view, ``AccessibilityNode/isTranslucent``,
/// covering at least 90% of the screen): a sheet or alert that forgot
/// `accessibilityViewIsModal`.
struct ReachableBehindModal: AuditCheck {
    let rule = AuditRule(
        "reachable-behind-modal", .error, family: "structure", xcui: "elementDetection",
        wcag: "2.4.3 Focus Order; 1.3.2 Meaningful Sequence",
        "An element VoiceOver reaches behind a modal view: users wander out of an alert or sheet into the screen "
            + "underneath."
    )

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        guard let (layer, declared) = Self.modalLayer(screen) else { return }
        var inLayer = [Bool](repeating: false, count: screen.nodes.count)
        inLayer[0] = layer == 0
        for entry in screen.nodes.indices.dropFirst() {
            inLayer[entry] = entry == layer || inLayer[screen.nodes[entry].parent]
        }
        guard screen.elementNode.contains(where: { inLayer[$0] }) else { return }
        let name = screen.nodes[layer].node.id.map { "\"\($0)\"" } ?? screen.path(of: layer)
        for (position, entry) in screen.elementNode.enumerated() where !inLayer[entry] {
            findings.append(
                screen.finding(
                    rule, element: position,
                    declared
                        ? "VoiceOver reaches it behind the modal view \(name): accessibilityViewIsModal hides only "
                            + "the modal view's siblings; make the modal view a direct sibling of the content it covers"
                        : "VoiceOver reaches it behind \(name), which is presented over a dimming view but is not "
                            + "accessibilityViewIsModal"
                ))
        }
    }

    /// The modal layer's node, and whether it declares itself modal.
    static func modalLayer(_ screen: AuditScreen) -> (Int, Bool)? {
        if let modal = screen.nodes.indices.last(where: {
            screen.nodes[$0].node.isModalLayer && !screen.nodes[$0].pruned
        }) {
            return (modal, true)
        }
        guard let bounds = screen.bounds, bounds.width * bounds.height > 0 else { return nil }
        for (entry, item) in screen.nodes.enumerated()
        where !item.pruned && item.node.children.isEmpty && !item.node.isElement {
            guard item.node.isTranslucent, let frame = item.node.frame else { continue }
            let covered =
                max(0, min(frame.maxX, bounds.maxX) - max(frame.minX, bounds.minX))
                * max(0, min(frame.maxY, bounds.maxY) - max(frame.minY, bounds.minY))
            guard covered >= 0.9 * bounds.width * bounds.height, item.parent >= 0 else { continue }
            let parent = screen.nodes[item.parent]
            let next = entry + 1
            if next < parent.firstChild + parent.node.children.count, !screen.nodes[next].pruned {
                return (next, false)
            }
        }
        return nil
    }
}
