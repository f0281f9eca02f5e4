extension JSONReader {
    // MARK: Numbers

    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw failure("invalid number: expected a digit") }
        let digitsStart = position
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        let isWhole = peek() != UInt8(ascii: ".") && peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E")
        if isWhole, position - digitsStart <= 15, !(peek().map(Self.isDigit) ?? false) {
            // Fast path: a whole number that a Double holds exactly.
            var whole = 0
            for index in digitsStart..<position { whole = whole * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            return Double(negative ? -whole : whole)
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek(), Self.isDigit(digit) else {
                throw failure("invalid number: expected a digit after '.'")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), Self.isDigit(digit) else {
                throw failure("invalid number: expected a digit in the exponent")
            }
            skipDigits()
        }
        if let following = peek(), Self.isDigit(following) { throw failure("invalid number: a leading zero") }
        guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw failure("invalid number")
        }
        return number
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
