extension KeyedEncodingContainer {
    /// Writes a text field as the sample format has it: the localized form
    /// (`{"key": …}`) when there is one, else the plain text, if any.
    mutating func encode(_ localized: LocalizedString?, or plain: String?, forKey key: Key) throws {
        if let localized {
            try encode(localized, forKey: key)
        } else {
            try encodeIfPresent(plain, forKey: key)
        }
    }
}
