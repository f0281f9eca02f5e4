import Foundation

/// Writes a document as Hark JSON, the sample format, laid out as the
/// samples are: one member a line, and an element without children on one
/// line of its own (`{"label": "Done", "traits": ["button"], "frame": [8, 51, 84, 36]}`),
/// so that a frame is one line and a million elements are a million lines.
///
/// The tree is walked with a stack of its own, never by recursion, so there
/// is no depth it cannot write; a tree nested deeper than Hark reads back
/// (``JSONReader/maximumDepth`` levels of arrays and objects) is an error
/// that says so rather than a file `hark` refuses. The output depends on
/// the document alone: members in the format's order (`children` last),
/// the screens by id, numbers written the same way every time.
package enum DocumentWriter {
    /// Why a document cannot be written as Hark JSON.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The document as Hark JSON text, ending with a newline.
    package static func json(_ document: HarkDocument) throws(Failure) -> [UInt8] {
        // Each element nests two levels (its object, its children's array)
        // below its parent: the root's object is at level 2, a screen's at 3.
        // Checked before writing, as the indentation of a deeper tree would
        // grow with the square of its depth.
        let nesting = levels(of: document)
        guard nesting <= JSONReader.maximumDepth else { throw tooDeep(levels: nesting) }
        var writer = Writer()
        writer.out.append("{\n  \"hark\": ")
        writer.out.append(HarkDocument.formatVersion)
        try writer.documentFields(document)
        writer.out.append(",\n  \"root\": ")
        try writer.tree(document.root, indent: 1, level: 2)
        if !document.screens.isEmpty {
            writer.out.append(",\n  \"screens\": {")
            for (offset, id) in document.screens.keys.sorted().enumerated() {
                writer.out.append(offset == 0 ? "\n    " : ",\n    ")
                writer.out.appendJSONString(id)
                writer.out.append(": ")
                if let screen = document.screens[id] { try writer.tree(screen, indent: 2, level: 3) }
            }
            writer.out.append("\n  }")
        }
        writer.out.append("\n}\n")
        guard writer.deepest <= JSONReader.maximumDepth else { throw tooDeep(levels: writer.deepest) }
        return writer.out.bytes
    }

    /// A node alone as Hark JSON, laid out as in a document but starting at
    /// the left margin, without a final newline.
    package static func json(_ node: AccessibilityNode) throws(Failure) -> [UInt8] {
        let levels = 2 * depth(of: node) - 1
        guard levels <= JSONReader.maximumDepth else { throw tooDeep(levels: levels) }
        var writer = Writer()
        try writer.tree(node, indent: 0, level: 1)
        guard writer.deepest <= JSONReader.maximumDepth else { throw tooDeep(levels: writer.deepest) }
        return writer.out.bytes
    }

    /// How deep the document's elements nest its arrays and objects, leaving
    /// out those in their fields: two levels an element (its object, its
    /// children's array), the root's object at level 2, a screen's at 3.
    static func levels(of document: HarkDocument) -> Int {
        max(2 * depth(of: document.root), document.screens.values.map { 2 * depth(of: $0) + 1 }.max() ?? 0)
    }

    /// The most elements nested in one another in the tree under `root`, itself included.
    static func depth(of root: AccessibilityNode) -> Int {
        var deepest = 0
        var pending = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for child in node.children { pending.append((child, depth + 1)) }
        }
        return deepest
    }

    static func tooDeep(levels: Int) -> Failure {
        Failure(
            description:
                "the tree nests deeper than Hark reads: written as Hark JSON, it would nest "
                + "\(SampleReader.grouped(levels)) levels of arrays and objects, "
                + "and Hark reads at most \(SampleReader.grouped(JSONReader.maximumDepth)) (about 500 elements in one "
                + "another)"
        )
    }

    /// The output, and how deep it nests.
    struct Writer {
        var out = ByteWriter()
        /// The deepest nesting of arrays and objects written.
        var deepest = 0
        /// The node whose members are being written: their indent (`nil`
        /// for one line) and whether one was written yet.
        var memberList: (indent: Int?, any: Bool) = (nil, false)

        /// A step of the walk: a node to write, or the end of a node's children.
        private enum Step {
            /// `comma`: `nil` for the tree's root, written where the output
            /// stands; else on a line of its own, after a comma unless first.
            case node(AccessibilityNode, indent: Int, level: Int, comma: Bool?)
            case close(indent: Int)
        }

        /// Writes `root` and its subtree from its `{` to its `}`, the first
        /// line where the output stands and the others indented `indent` steps;
        /// `level` is the nesting of the node's object in the whole document.
        mutating func tree(_ root: AccessibilityNode, indent: Int, level: Int) throws(Failure) {
            var steps: [Step] = [.node(root, indent: indent, level: level, comma: nil)]
            while let step = steps.popLast() {
                switch step {
                case .close(let indent):
                    newline(indent + 1)
                    out.append("]")
                    newline(indent)
                    out.append("}")
                case .node(let node, let indent, let level, let comma):
                    if let comma {
                        if comma { out.append(",") }
                        newline(indent)
                    }
                    deepest = max(deepest, level)
                    if node.children.isEmpty {
                        out.append("{")
                        _ = try members(of: node, level: level, separator: nil)
                        out.append("}")
                        continue
                    }
                    out.append("{")
                    if try members(of: node, level: level, separator: indent + 1) { out.append(",") }
                    newline(indent + 1)
                    out.append("\"children\": [")
                    deepest = max(deepest, level + 1)
                    steps.append(.close(indent: indent))
                    for (offset, child) in node.children.enumerated().reversed() {
                        steps.append(.node(child, indent: indent + 2, level: level + 2, comma: offset > 0))
                    }
                }
                out.flushIfFull()
            }
        }

        /// A line break and `indent` steps of two spaces.
        mutating func newline(_ indent: Int) {
            out.append(UInt8(ascii: "\n"))
            for _ in 0..<indent { out.append("  ") }
        }
    }
}

extension DocumentWriter.Writer {
    /// The document's fields between `hark` and `root`, those not at their
    /// defaults, in the format's order.
    mutating func documentFields(_ document: HarkDocument) throws(DocumentWriter.Failure) {
        func member(_ key: StaticString, _ value: some Encodable) throws(DocumentWriter.Failure) {
            out.append(",\n  \"")
            out.append(key)
            out.append("\": ")
            try encoded(value, level: 1)
        }
        if let title = document.title { try member("title", title) }
        if document.locale != "en" { try member("locale", document.locale) }
        if document.device != .phone { try member("device", document.device) }
        if let direction = document.layoutDirection { try member("layoutDirection", direction) }
        if let screen = document.screen {
            out.append(",\n  \"screen\": {\"width\": ")
            try number(screen.width)
            out.append(", \"height\": ")
            try number(screen.height)
            out.append("}")
        }
        if document.settings != HarkDocument.Settings() { try member("settings", document.settings) }
        if let appStrings = document.appStrings { try member("appStrings", appStrings) }
    }

    /// A value of a field few elements have, written by its `Encodable`
    /// conformance on one line (keys sorted, a space after each `:` and
    /// `,`); `level` is the nesting of the object the value is a member of.
    mutating func encoded(_ value: some Encodable, level: Int) throws(DocumentWriter.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw DocumentWriter.Failure(description: "cannot write a field as JSON: \(error)")
        }
        var inString = false, escaped = false, depth = level
        for byte in data {
            out.append(byte)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: ":"), UInt8(ascii: ","): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    /// A number as JSON: a whole number without a fraction, any other the
    /// shortest text that reads back as the same `Double`.
    mutating func number(_ value: Double) throws(DocumentWriter.Failure) {
        guard value.isFinite else {
            throw DocumentWriter.Failure(description: "cannot write the number \(value) as JSON")
        }
        if value == value.rounded(), abs(value) < 1e15 {
            out.append(Int(value))
        } else {
            out.append(string: String(value))
        }
    }
}
