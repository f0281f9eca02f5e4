/// An action sheet or alert on the screen is read, even when WebDriverAgent
/// marks it or the view around it `visible="false"`: its `visible` comes
/// from the window hierarchy it walks, and a sheet presented in a window of
/// its own can be reported invisible while its frames lie on the screen.
/// VoiceOver reads the sheet's rows, as it reads any presented sheet. So a
/// modal element (`Sheet`, `Alert`…), what holds it and what it holds are
/// taken as visible when their frames lie on the screen (docs/Importing.md).
enum OnScreenSheets: ImportRule {
    static func apply(to dump: inout RuleDump) {
        var inModal = [Bool](repeating: false, count: dump.elements.count)
        for index in dump.elements.indices {
            let parent = dump.parent(of: index)
            inModal[index] = parent.map { inModal[$0] } == true || dump.kinds[index].role == .modal
            guard inModal[index] else { continue }
            if dump.kinds[index].role == .modal {
                // What holds the sheet, up to the first ancestor that is not hidden.
                var ancestor = parent
                while let at = ancestor, dump.elements[at].isVisible == false, isOnScreen(at, dump) {
                    dump.elements[at].isVisible = nil
                    ancestor = dump.parent(of: at)
                }
            }
            if dump.elements[index].isVisible == false, isOnScreen(index, dump) { dump.elements[index].isVisible = nil }
        }
    }

    /// Whether the element's frame is not empty and lies on the screen (any
    /// frame, when the dump gives no screen).
    private static func isOnScreen(_ index: Int, _ dump: RuleDump) -> Bool {
        guard let frame = dump.elements[index].frame, frame.isFinite, !frame.isEmpty else { return false }
        guard let screen = dump.screen, !screen.isEmpty else { return true }
        return frame.minX >= screen.minX - 1 && frame.maxX <= screen.maxX + 1 && frame.minY >= screen.minY - 1
            && frame.maxY <= screen.maxY + 1
    }
}
