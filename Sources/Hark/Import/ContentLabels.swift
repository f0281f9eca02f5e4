/// A button with no label of its own reads what it holds, nested buttons
/// included. A `UIButton` is an accessibility element, so VoiceOver stops
/// on it and never inside it (an element is a leaf); with no title, UIKit
/// labels it with the labels of the views inside it, in order and joined
/// with ", " as for a cell: a texts' text, a labelled image's label, and a
/// nested button's title, which is a label inside it like any other. So a
/// full-screen dimming button that holds a dialog's card (WeChat's "微信登录失败"
/// card: title, message, a "确定" button) is one stop that says all of it.
///
/// Which is the element: where WebDriverAgent prints `accessible`, it
/// decides (`accessible="false"` on the outer button lets its contents be
/// stops of their own); without it, the outer button is the element, as
/// UIKit makes every `UIButton`. idb and AXe list AX's own elements and
/// labels and are left as they are (docs/Importing.md).
enum ContentLabels: ImportRule {
    static func apply(to dump: inout RuleDump) {
        guard !dump.listsElements else { return }
        for index in dump.elements.indices where isLabelless(index, dump) {
            let words = wordsInside(index, dump)
            if !words.isEmpty { dump.elements[index].label = words.joined(separator: ", ") }
        }
    }

    /// Whether element `index` is a button that is an element, says no word
    /// of its own and holds something.
    private static func isLabelless(_ index: Int, _ dump: RuleDump) -> Bool {
        let kind = dump.kinds[index]
        return kind.role == .control && kind.traits.contains(.button) && !dump.leftOut[index]
            && dump.elements[index].isAccessible != false && dump.words(index) == nil
            && !dump.children[index].isEmpty
    }

    /// The words inside button `index`, each once, in the dump's order: a
    /// nested control with words says them, and what it holds repeats them.
    private static func wordsInside(_ index: Int, _ dump: RuleDump) -> [String] {
        var words: [String] = [], seen: Set<String> = [], muted: Set<Int> = []
        let isVisible = dump.elements[index].isVisible != false
        for inner in dump.descendants(of: index) {
            let element = dump.elements[inner]
            if dump.leftOut[inner] || dump.parent(of: inner).map(muted.contains) == true {
                muted.insert(inner)
                continue
            }
            guard let text = dump.words(inner), !(isVisible && element.isVisible == false) else { continue }
            let role = dump.kinds[inner].role
            let speaks =
                role == .control || element.type == "StaticText"
                || (element.type == "Image" && element.label?.nonEmpty != nil)
                || (role == .plain && dump.children[inner].isEmpty)
            if role == .control { muted.insert(inner) }
            if speaks, seen.insert(text).inserted { words.append(text) }
        }
        return words
    }
}
