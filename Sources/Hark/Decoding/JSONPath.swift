/// A location in a JSON document, written the way the errors name it:
/// `root.children[2].traits[0]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    enum Component: Hashable, Sendable {
        case key(String)
        /// A node's field, written as its key: no `String` to keep, on the
        /// decoder's path for every field it reads.
        case field(NodeField)
        case index(Int)
    }

    var components: [Component]

    init(_ components: [Component] = []) { self.components = components }

    /// Paths deeper than this many components are shortened in the middle,
    /// so that an error about a very deep tree still fits on one line.
    static let longestWritten = 12

    var description: String {
        if components.isEmpty { return "document" }
        guard components.count > Self.longestWritten else { return Self.write(components[...]) }
        // Cut between whole steps: an index stays with the key before it.
        var headEnd = 4, tailStart = components.count - 6
        while headEnd < components.count, case .index = components[headEnd] { headEnd += 1 }
        while tailStart > headEnd, case .index = components[tailStart] { tailStart -= 1 }
        let skipped = tailStart - headEnd
        return Self.write(components[..<headEnd]) + "…(\(skipped) more)…"
            + Self.write(components[tailStart...], leading: false)
    }

    private static func write(_ components: ArraySlice<Component>, leading: Bool = true) -> String {
        var text = ""
        for (offset, component) in components.enumerated() {
            switch component {
            case .key(let key):
                if offset > 0 || !leading { text += "." }
                text += key
            case .field(let field):
                if offset > 0 || !leading { text += "." }
                text += field.rawValue
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
