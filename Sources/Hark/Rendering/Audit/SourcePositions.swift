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

    package static func locate(_ wanted: Set<String>, in bytes: [UInt8]) -> [String: Position] {
        var found: [String: Position] = [:]
        guard !wanted.isEmpty else { return found }
        // The paths of the open containers, and (for arrays) the next index.
        struct Open {
            var path: String
            var isArray: Bool
            var index: Int
        }
        var stack: [Open] = []
        // A UTF-8 byte-order mark (which the decoder skips) is no column.
        var line = 1, column = 1, index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var pendingKey: Range<Int>?

        func advance(_ byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","),
                UInt8(ascii: ":"):
                advance(byte)
                index += 1
                continue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                advance(byte)
                index += 1
                continue
            default:
                break
            }
            // A key, when inside an object and no key is pending.
            if let top = stack.last, !top.isArray, pendingKey == nil, byte == UInt8(ascii: "\"") {
                let start = index
                index = skipString(bytes, from: index, advancing: advance)
                pendingKey = (start + 1)..<max(start + 1, index - 1)
                continue
            }
            // A value: an array's index counts it; a container gets its path.
            let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            var path = ""
            if !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].isArray {
                    if isContainer { path = stack[top].path + "[\(stack[top].index)]" }
                    stack[top].index += 1
                } else if isContainer {
                    let key = pendingKey.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
                    path = stack[top].path.isEmpty ? key : stack[top].path + "." + key
                }
            }
            pendingKey = nil
            if isContainer, wanted.contains(path), found[path] == nil {
                found[path] = Position(line: line, column: column)
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(Open(path: path, isArray: byte == UInt8(ascii: "["), index: 0))
                advance(byte)
                index += 1
            case UInt8(ascii: "\""):
                index = skipString(bytes, from: index, advancing: advance)
            default:
                // A number or literal: up to the next delimiter.
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) {
                    advance(bytes[index])
                    index += 1
                }
            }
        }
        return found
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n,:]}".utf8)

    /// The index after the string starting at `start` (its opening quote).
    private static func skipString(_ bytes: [UInt8], from start: Int, advancing advance: (UInt8) -> Void) -> Int {
        var index = start + 1
        advance(bytes[start])
        while index < bytes.count {
            let byte = bytes[index]
            advance(byte)
            index += 1
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                advance(bytes[index])
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                return index
            }
        }
        return index
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
