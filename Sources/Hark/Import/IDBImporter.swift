import Foundation

/// idb's `ui describe-all` JSON: a flat array of elements (`AXLabel`,
/// `AXValue`, `AXUniqueId`, `frame` or `AXFrame`, `type`, `help`, `enabled`,
/// `custom_actions`…), or one such object from `describe-point`. There is no
/// hierarchy: the elements keep their on-screen order under the
/// application, except that a tab bar or segmented control takes in the
/// elements that follow it inside its frame. Keys Hark does not use are skipped.
enum IDBImporter: TreeImporter {
    static let format = ImportFormat.idb

    static func elements(from data: Data) throws(ImportError) -> [ImportedElement] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { ": \($0)" } ?? ""
            throw ImportError(format: format, location: "document", message: "this is not valid JSON\(detail)")
        }
        let objects: [Any]
        if let array = json as? [Any] {
            objects = array
        } else if json is [String: Any] {
            objects = [json]
        } else {
            throw ImportError(format: format, location: "document", message: "expected an array of elements (idb ui describe-all) or one element (describe-point)")
        }
        var read: [ImportedElement] = []
        for (index, object) in objects.enumerated() {
            guard let members = object as? [String: Any] else {
                throw ImportError(format: format, location: "[\(index)]", message: "expected an object with AXLabel, AXFrame, type…")
            }
            read.append(try element(members, path: "[\(index)]"))
        }
        return nested(read)
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

    private static func element(_ members: [String: Any], path: String) throws(ImportError) -> ImportedElement {
        func string(_ key: String) throws(ImportError) -> String? {
            guard let value = members[key], !(value is NSNull) else { return nil }
            guard let text = value as? String else { throw ImportError(format: format, location: "\(path).\(key)", message: "expected a string or null") }
            return text
        }
        var type = try string("type") ?? ""
        if type.isEmpty, let role = try string("role") { type = role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        let role = try string("role_description")?.lowercased()
        if role == "heading" { type = "Heading" }
        if role == "tab" { type = "Tab" }
        var element = ImportedElement(
            type: type.isEmpty ? "Other" : type, identifier: try string("AXUniqueId"), label: try string("AXLabel"),
            value: try string("AXValue"), hint: try string("help"), frame: try frame(members, path: path), location: path)
        // A tab's value is 1 when it is the selected one.
        if role == "tab" {
            element.isSelected = element.value == "1"
            element.value = nil
        }
        if role == "back button", element.identifier == nil { element.identifier = "BackButton" }
        if let enabled = members["enabled"] {
            guard let flag = enabled as? Bool else { throw ImportError(format: format, location: "\(path).enabled", message: "expected true or false") }
            element.isEnabled = flag
        }
        if let actions = members["custom_actions"], !(actions is NSNull) {
            guard let names = actions as? [String] else { throw ImportError(format: format, location: "\(path).custom_actions", message: "expected an array of strings") }
            element.customActions = names
        }
        return element
    }

    /// `frame` `{x, y, width, height}`, else `AXFrame` `"{{x, y}, {w, h}}"`.
    private static func frame(_ members: [String: Any], path: String) throws(ImportError) -> Frame? {
        var numbers: [Double]
        if let object = members["frame"], !(object is NSNull) {
            guard let frame = object as? [String: Any] else { throw ImportError(format: format, location: "\(path).frame", message: "expected an object {x, y, width, height}") }
            numbers = []
            for key in ["x", "y", "width", "height"] {
                guard let number = frame[key] as? Double else {
                    throw ImportError(format: format, location: "\(path).frame.\(key)", message: frame[key] == nil ? "missing; expected a number" : "expected a number")
                }
                numbers.append(number)
            }
        } else if let text = members["AXFrame"], !(text is NSNull) {
            guard let text = text as? String, let parsed = XCUITestLine.frame(text) else {
                throw ImportError(format: format, location: "\(path).AXFrame", message: "cannot read the frame: expected \"{{x, y}, {width, height}}\"")
            }
            numbers = parsed
        } else {
            return nil
        }
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw ImportError(format: format, location: "\(path).frame", message: "a negative width or height") }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
