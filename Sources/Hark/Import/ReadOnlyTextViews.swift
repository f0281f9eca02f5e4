/// A text view the user cannot edit reads as static text: its text, no
/// "Text Field." and no "Double tap to edit.". UIKit gives a `UITextView`
/// the private text-entry trait only while `isEditable` is true; a
/// read-only one (a privacy policy in a dialog) is text to VoiceOver, and
/// the links in it are reached with the Links rotor, not by flicking. No
/// tool prints `isEditable` (WebDriverAgent and XCUITest say `TextView`,
/// `enabled` and the text as its value either way, and `enabled` is about
/// interaction, not editing), so two shapes tell it:
///
/// - it holds `Link`s: UIKit makes links in a text view interactive only
///   when it is selectable and not editable (`UITextViewDelegate`), so a
///   text view whose links the tool lists is read-only;
/// - it is a dialog's body: no label, no placeholder, not focused, a text
///   of several lines (a line break), between its container's title text
///   above and a button below. *Judged*: an app fills a text view it lets
///   the user edit with the user's text, not with its own paragraphs
///   framed by a title and the dialog's buttons (docs/Importing.md).
enum ReadOnlyTextViews: ImportRule {
    static func apply(to dump: inout RuleDump) {
        guard !dump.listsElements, let text = ElementTypeTable.kind(of: "StaticText") else { return }
        var containers: [Int: Container] = [:]
        for index in dump.elements.indices where dump.elements[index].type == "TextView" && !dump.leftOut[index] {
            if holdsLinks(index, dump) || isDialogBody(index, dump, containers: &containers) {
                dump.kinds[index] = text
            }
        }
    }

    /// What a text view's container holds that a dialog's body sits
    /// between: the highest bottom edge of a titled text and the lowest top
    /// edge of a button, each container read once.
    private struct Container {
        var titleBottom = Double.infinity, buttonTop = -Double.infinity

        init(_ parent: Int, _ dump: RuleDump) {
            for child in dump.children[parent] where !dump.leftOut[child] {
                guard let frame = dump.elements[child].frame else { continue }
                if dump.elements[child].type == "StaticText", dump.words(child) != nil {
                    titleBottom = min(titleBottom, frame.y + frame.height)
                } else if dump.kinds[child].role == .control, dump.kinds[child].traits.contains(.button) {
                    buttonTop = max(buttonTop, frame.y)
                }
            }
        }
    }

    private static func holdsLinks(_ index: Int, _ dump: RuleDump) -> Bool {
        dump.descendants(of: index).contains { dump.elements[$0].type == "Link" && !dump.leftOut[$0] }
    }

    private static func isDialogBody(_ index: Int, _ dump: RuleDump, containers: inout [Int: Container]) -> Bool {
        let element = dump.elements[index]
        guard element.label?.nonEmpty == nil, element.placeholderValue?.nonEmpty == nil, !element.hasFocus,
            element.value?.contains("\n") == true, let frame = element.frame, let parent = dump.parent(of: index)
        else { return false }
        let container = containers[parent] ?? Container(parent, dump)
        containers[parent] = container
        return container.titleBottom <= frame.y + 1 && container.buttonTop >= frame.y + frame.height - 1
    }
}
