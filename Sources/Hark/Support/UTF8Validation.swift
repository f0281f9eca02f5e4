/// Whether bytes are well-formed UTF-8, on every system Hark supports.
///
/// The standard library's `String(validating:as:)` does this check, but on
/// Apple's systems it is there from iOS 18 and macOS 15 only, and Hark runs
/// from iOS 16 and macOS 13. ``validatedString(_:)`` uses it where the system
/// has it and ``isWellFormed(_:)`` (the same rules: no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequence) before, so that
/// both systems accept and refuse the same bytes.
package enum UTF8Validation {
    /// The text of `bytes` when they are well-formed UTF-8; `nil` otherwise.
    package static func validatedString(_ bytes: some Collection<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return fallbackString(bytes)
    }

    /// The path taken before iOS 18 and macOS 15: the check by hand, then the
    /// bytes decoded (nothing to repair, so nothing is replaced).
    package static func fallbackString(_ bytes: some Collection<UInt8>) -> String? {
        guard isWellFormed(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are well-formed UTF-8, by the standard library's
    /// scalar parser (Unicode's rules, as `String(validating:as:)` applies
    /// them).
    package static func isWellFormed(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .error: return false
            case .emptyInput: return true
            }
        }
    }
}
