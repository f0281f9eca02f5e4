/// An element with nothing to speak is no stop: a 3 pt separator cell, an
/// empty view. VoiceOver says an element's label, value, traits and hint;
/// a cell, text or plain view with none of them, and nothing inside with
/// words or a control, gives it nothing to say, so it is left out
/// (docs/Importing.md). A control says its trait ("Button.") and stays.
enum EmptyStops: ImportRule {
    static func apply(to dump: inout RuleDump) {
        // Children first: whether anything inside says something.
        var speaks = [Bool](repeating: false, count: dump.elements.count)
        for index in dump.elements.indices.reversed() where !dump.leftOut[index] {
            let element = dump.elements[index], role = dump.kinds[index].role
            if dump.words(index) != nil || element.hint?.nonEmpty != nil || !element.customActions.isEmpty {
                speaks[index] = true
            }
            switch role {
            case .cell, .content, .plain: break
            default: speaks[index] = true
            }
            if !speaks[index], index > 0, dump.parent(of: index) != nil { dump.leftOut[index] = true }
            if speaks[index], let parent = dump.parent(of: index) { speaks[parent] = true }
        }
    }
}
