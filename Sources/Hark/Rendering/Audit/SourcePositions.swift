/// Finds where values sit in a JSON text: the line and column (1-based,
/// columns in Unicode code points) of the first character of the value at
/// each wanted path (`root.children[2]`).
///
/// A separate, on-demand scan for SARIF output, so the decoder's hot path
/// keeps no positions. It walks the text once with an explicit stack and
/// locates objects and arrays only (the nodes and effects findings point
/// at), building a path just for them; the text was already decoded, and a
/// text that is not JSON simply yields fewer positions.
package enum SourcePositions {
    package struct Position: Hashable, Sendable {
        package var line: Int
        package var column: Int
    }

    /// What one scan finds: where the wanted paths start, and (when asked
    /// for) where each node of each screen starts, in the tree's preorder.
    package struct Found {
        /// The wanted paths that are objects or arrays in the text.
        package var paths: [String: Position] = [:]
        /// Each screen's nodes (`root`, `screens.<id>`, as the keys are
        /// written), in preorder: a node's children follow it.
        package var nodes: [String: [Position]] = [:]
    }

    package static func locate(_ wanted: Set<String>, in bytes: [UInt8]) -> [String: Position] {
        bytes.withUnsafeBytes { scan(wanted, nodes: false, in: $0).paths }
    }

    /// Where the `wanted` paths start in `bytes` and, with `nodes`, every
    /// node of every screen: a path is built only while some path is
    /// wanted, so the nodes alone cost no string a container.
    package static func scan(_ wanted: Set<String>, nodes: Bool, in bytes: UnsafeRawBufferPointer) -> Found {
        var found = Found()
        guard !wanted.isEmpty || nodes else { return found }
        var scanner = Scanner(bytes: bytes)
        var stack: [Open] = []
        var screens: [(name: String, nodes: [Position])] = []
        var pendingKey: Range<Int>?
        let paths = !wanted.isEmpty
        while let byte = scanner.nextValueByte(popping: { _ = stack.popLast() }) {
            // A key, when inside an object and no key is pending.
            if let top = stack.last, !top.isArray, pendingKey == nil, byte == UInt8(ascii: "\"") {
                let start = scanner.index
                scanner.skipString()
                pendingKey = (start + 1)..<max(start + 1, scanner.index - 1)
                continue
            }
            let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            let spot = place(of: byte, under: &stack, key: pendingKey, in: bytes, paths: paths, nodes: nodes)
            let path = spot.path
            var role = spot.role
            pendingKey = nil
            if case .node(let screen) = role {
                screens[screen].nodes.append(scanner.position)
            } else if case .screen(let name) = role {
                role = .node(screens.count)
                screens.append((name, [scanner.position]))
            }
            if isContainer, paths, wanted.contains(path), found.paths[path] == nil {
                found.paths[path] = scanner.position
            }
            if isContainer {
                stack.append(Open(path: path, isArray: byte == UInt8(ascii: "["), index: 0, role: role))
                scanner.step()
            } else if byte == UInt8(ascii: "\"") {
                scanner.skipString()
            } else {
                scanner.skipScalar()
            }
        }
        for (name, positions) in screens { found.nodes[name] = positions }
        return found
    }

    /// An open object or array: its path, (for an array) the next index,
    /// and what it is to the tree.
    private struct Open {
        var path: String
        var isArray: Bool
        var index: Int
        var role: Role
    }

    /// The path (while `paths`) and the role (while `nodes`) of a value
    /// that starts with `byte` inside the `stack` of open containers, after
    /// `key` in an object; a value in an array is counted in it.
    private static func place(
        of byte: UInt8, under stack: inout [Open], key: Range<Int>?, in bytes: UnsafeRawBufferPointer, paths: Bool,
        nodes: Bool
    ) -> (path: String, role: Role) {
        guard !stack.isEmpty else { return ("", byte == UInt8(ascii: "{") ? .document : .other) }
        let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        var path = "", role = Role.other
        let top = stack.count - 1
        if stack[top].isArray {
            if isContainer, paths { path = stack[top].path + "[\(stack[top].index)]" }
            stack[top].index += 1
        } else if isContainer, paths {
            let name = key.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
            path = stack[top].path.isEmpty ? name : stack[top].path + "." + name
        }
        if isContainer, nodes {
            role = stack[top].role.child(key: key.map { bytes[$0] }, object: byte == UInt8(ascii: "{"))
        }
        return (path, role)
    }

    /// What a container is to the tree a scan follows.
    private enum Role {
        case other, document, screens
        /// A screen's root node, not yet numbered: its name.
        case screen(String)
        /// A node of the screen numbered so.
        case node(Int)
        /// The `children` array of a node of the screen numbered so.
        case children(Int)

        /// The role of a container under one with this role, at `key` (in an object).
        func child(key: UnsafeRawBufferPointer.SubSequence?, object: Bool) -> Role {
            let named = { (name: String) in key?.elementsEqual(name.utf8) == true }
            switch self {
            case .document where object && named("root"): return .screen("root")
            case .document where object && named("screens"): return .screens
            case .screens where object:
                return .screen("screens." + (key.map { String(decoding: $0, as: UTF8.self) } ?? ""))
            case .node(let screen) where !object && named("children"): return .children(screen)
            case .children(let screen) where object: return .node(screen)
            default: return .other
            }
        }
    }
}

/// A walk over JSON text that keeps the line and column (in Unicode code
/// points) of where it is.
private struct Scanner {
    let bytes: UnsafeRawBufferPointer
    private(set) var index: Int
    private(set) var position = SourcePositions.Position(line: 1, column: 1)

    // A UTF-8 byte-order mark (which the decoder skips) is no column.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n,:]}".utf8)

    /// The first byte of the next key or value, after white space,
    /// separators and closing brackets (each closing one calls `pop`);
    /// `nil` at the end.
    mutating func nextValueByte(popping pop: () -> Void) -> UInt8? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","),
                UInt8(ascii: ":"):
                step()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                pop()
                step()
            default:
                return byte
            }
        }
        return nil
    }

    /// Past one byte.
    @inline(__always) mutating func step() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
        index += 1
    }

    /// Past the string starting here (at its opening quote).
    mutating func skipString() {
        step()
        while index < bytes.count {
            let byte = bytes[index]
            step()
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                step()
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }

    /// Past a number or literal: up to the next delimiter.
    mutating func skipScalar() {
        while index < bytes.count, !Self.delimiters.contains(bytes[index]) { step() }
    }
}

extension SourcePositions {
    /// Where the nodes at the wanted paths start in the dump an imported
    /// document was read from: its importer recorded each node's line and
    /// column, in the tree's preorder. Column 0: the line alone is known.
    package static func locate(_ wanted: Set<String>, in document: HarkDocument) -> [String: Position] {
        guard let places = document.importOrigin?.places, !wanted.isEmpty else { return [:] }
        var found: [String: Position] = [:]
        var stack = [(document.root, "root")]
        var order = 0
        while let (node, path) = stack.popLast() {
            if order < places.count, places[order].line > 0, wanted.contains(path) {
                found[path] = Position(line: places[order].line, column: places[order].column)
            }
            order += 1
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, path + ".children[\(index)]"))
            }
        }
        return found
    }
}
