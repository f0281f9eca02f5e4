/// Numbers as the tools Hark reads print them: an optional minus, digits,
/// an optional fraction and exponent (`-12.5`, `1e+20`), or `inf` and
/// `nan`. Swift's `Double(_:)` also takes what no tool writes (hexadecimal
/// `0x1p4`, a leading `+`), which would read junk as a number.
package enum DecimalText {
    /// The number `text` spells, `nil` when it is not one in this form.
    package static func number(_ text: some StringProtocol) -> Double? {
        let bytes = Array(text.utf8)
        guard isDecimal(bytes[...]) || isSpecial(bytes) else { return nil }
        return Double(String(text))
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`, with digits on at least one side of the point.
    private static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(whole)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fraction)
        }
        guard whole + fraction > 0 else { return false }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit).count
            guard exponent > 0 else { return false }
            rest = rest.dropFirst(exponent)
        }
        return rest.isEmpty
    }

    /// `inf`, `infinity` or `nan` in any case, after an optional minus.
    private static func isSpecial(_ bytes: [UInt8]) -> Bool {
        let word = String(decoding: bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...], as: UTF8.self)
        return ["inf", "infinity", "nan"].contains(word.lowercased())
    }
}
