import Foundation

/// idb's `ui describe-all` JSON: a flat array of elements (`AXLabel`,
/// `AXValue`, `AXUniqueId`, `frame` or `AXFrame`, `type`, `help`, `enabled`,
/// `custom_actions`, `traits`…), or one such object from `describe-point`.
/// The flat form has no hierarchy: the elements keep their on-screen order
/// under the application, except that a tab bar or segmented control takes
/// in the elements that follow it inside its frame. The nested form
/// (`describe-all --nested`, AXe's `describe-ui`) gives each element its
/// `children`, and that hierarchy is the tree. Keys Hark does not use are skipped.
enum IDBImporter: TreeImporter {
    static let format = ImportFormat.idb

    static func elements(from data: Data) throws(ImportError) -> ImportedElements {
        // Read in place: no copy of the input's bytes.
        let read = data.withUnsafeBytes { raw in
            Result { () throws(ImportError) in
                var reader = IDBReader(json: JSONReader(bytes: raw.bindMemory(to: UInt8.self)))
                let elements = try reader.read()
                return (elements, reader.isNested)
            }
        }
        var (elements, isNested) = try read.get()
        // A nested excerpt gets its application where every format's does (MadeUpApplication).
        if !isNested { nest(&elements) }
        return elements
    }

    /// The application (the first `Application` element, or one made up)
    /// first, every other element under it, and the elements inside a tab
    /// bar's or segmented control's frame under that. Done in place: the
    /// elements are not copied.
    static func nest(_ elements: inout ImportedElements) {
        if let application = elements.firstIndex(where: { $0.type == "Application" }) {
            // The application moves to the front; those before it move one down.
            let moved = elements[application]
            for index in stride(from: application, to: 0, by: -1) { elements[index] = elements[index - 1] }
            elements[0] = moved
        } else {
            elements.insert(ImportedElement(type: "Application", location: "document"), at: 0)
        }
        elements[0].parent = nil
        var container: (index: Int, frame: Frame)?
        for index in elements.indices.dropFirst() {
            if let current = container, let frame = elements[index].frame, frame.minX >= current.frame.minX,
                frame.maxX <= current.frame.maxX,
                frame.minY >= current.frame.minY, frame.maxY <= current.frame.maxY
            {
                elements[index].parent = current.index
            } else {
                elements[index].parent = 0
                container = nil
            }
            if case .counted? = ElementTypeTable.kind(of: elements[index].type)?.role, let frame = elements[index].frame
            {
                container = (index, frame)
            }
        }
    }
}
