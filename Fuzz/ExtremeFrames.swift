// The audit fuzz target's input: a Hark document generated from the fuzz
// bytes, a tree of plain views, grouped views, lists and scrolling views
// whose frames take extreme values (±1e19 and beyond, the largest finite
// double, the smallest subnormal), then audited, narrated, compared with
// itself as `hark diff` does and drawn. Nothing in it may trap.

enum ExtremeFrames {
    /// The numbers frames are made of: ordinary points, the edges of Int's
    /// range as doubles, and the ends of Double's.
    static let numbers = [
        "0", "1", "0.5", "44", "390", "844", "1e6", "1e15", "1e16", "9.2e18", "9.3e18", "9223372036854775807",
        "1e19", "1e300", "1.7976931348623157e308", "5e-324", "-1", "-1e6", "-9.3e18", "-1e19", "-1e300",
        "-1.7976931348623157e308",
    ]
    static let traits = [
        "", "\"traits\": [\"button\"], ", "\"traits\": [\"header\"], ", "\"traits\": [\"adjustable\"], ",
    ]

    /// Six bytes a node: its kind (view, grouped view, list, scrolling
    /// view, end of the open container), x, y, width, height (widths and
    /// heights from the non-negative numbers), traits.
    static func json(_ bytes: [UInt8]) -> String {
        var stack = [[String]()]
        var count = 0
        var position = 0
        func number(_ byte: UInt8, nonNegative: Bool) -> String {
            let pool = nonNegative ? numbers.filter { !$0.hasPrefix("-") } : numbers
            return pool[Int(byte) % pool.count]
        }
        while position + 6 <= bytes.count, count < 200 {
            let chunk = bytes[position..<position + 6].map { $0 }
            position += 6
            count += 1
            let frame =
                "[\(number(chunk[1], nonNegative: false)), \(number(chunk[2], nonNegative: false)), "
                + "\(number(chunk[3], nonNegative: true)), \(number(chunk[4], nonNegative: true))]"
            let head = "\"label\": \"e\(count)\", \(traits[Int(chunk[5]) % traits.count])\"frame\": \(frame)"
            switch chunk[0] % 5 {
            case 0: stack[stack.count - 1].append("{\(head)}")
            case 1...3 where stack.count < 8:
                let kind = [
                    "\"groupChildren\": true", "\"containerType\": \"list\"", "\"behaviors\": {\"scrollDown\": []}",
                ]
                stack.append(["\(kind[Int(chunk[0] % 5) - 1]), \"frame\": \(frame)"])
            default:
                guard stack.count > 1, let open = stack.popLast() else { continue }
                stack[stack.count - 1].append(container(open))
            }
        }
        while stack.count > 1, let open = stack.popLast() { stack[stack.count - 1].append(container(open)) }
        // A screen must be larger than 0 pt: the reader refuses 0, so the generator never writes it.
        let sizes = numbers.filter { !$0.hasPrefix("-") && $0 != "0" }
        let screen = bytes.last.map { sizes[Int($0) % sizes.count] } ?? "844"
        return "{\"hark\": 1, \"screen\": {\"width\": 390, \"height\": \(screen)}, \"root\": {\"children\": ["
            + stack[0].joined(separator: ", ") + "]}}"
    }

    /// A container's JSON: its own fields, then its children.
    static func container(_ open: [String]) -> String {
        "{\(open[0]), \"children\": [\(open.dropFirst().joined(separator: ", "))]}"
    }
}
