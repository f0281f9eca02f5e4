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

    static func elements(from data: Data) throws(ImportError) -> [ImportedElement] {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer throws(ImportError) in
            var reader = IDBReader(json: JSONReader(bytes: buffer))
            let elements = try reader.read()
            return reader.isNested ? underApplication(elements) : nested(elements)
        }
    }

    /// A nested dump as it is when its first root is the application;
    /// otherwise (AXe's `describe-ui --point`, a subtree) an application is
    /// made up to hold the roots, so that the first root is an element.
    static func underApplication(_ read: [ImportedElement]) -> [ImportedElement] {
        guard read.first?.type != "Application" else { return read }
        var elements = [ImportedElement(type: "Application", location: "document")]
        elements.reserveCapacity(read.count + 1)
        for var element in read {
            element.parent = element.parent.map { $0 + 1 } ?? 0
            elements.append(element)
        }
        return elements
    }

    /// The application (the first `Application` element, or one made up)
    /// first, every other element under it, and the elements inside a tab
    /// bar's or segmented control's frame under that.
    static func nested(_ read: [ImportedElement]) -> [ImportedElement] {
        var elements = [read.first { $0.type == "Application" } ?? ImportedElement(type: "Application", location: "document")]
        elements[0].parent = nil
        var container: (index: Int, frame: Frame)?
        for element in read where element.type != "Application" || element != elements[0] {
            var element = element
            if let current = container, let frame = element.frame, frame.minX >= current.frame.minX, frame.maxX <= current.frame.maxX,
                frame.minY >= current.frame.minY, frame.maxY <= current.frame.maxY
            {
                element.parent = current.index
            } else {
                element.parent = 0
                container = nil
            }
            elements.append(element)
            if case .counted? = ElementTypeTable.kind(of: element.type)?.role, let frame = element.frame {
                container = (elements.count - 1, frame)
            }
        }
        return elements
    }
}
