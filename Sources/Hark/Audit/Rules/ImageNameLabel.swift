/// `image-name-label`: a label that is a file, asset or symbol name
/// (`icon_close`, `IMG_2041.png`, `btnBack`, `chevron.right`).
struct ImageNameLabel: AuditCheck {
    let rule = AuditRule(
        "image-name-label", .error, family: "labels", xcui: "sufficientElementDescription",
        wcag: "1.1.1 Non-text Content",
        "A label that is a file, asset or symbol name: VoiceOver reads the name, not what the element means.")

    static let extensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "pdf", "tif", "tiff", "bmp",
    ]

    /// The longest name a file system takes (NAME_MAX), in bytes.
    static let longestName = 255

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            guard let label = element.node.label, let why = Self.reason(label) else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "the label \"\(label)\" looks like \(why), not words a person says; describe what it is or does"))
        }
    }

    /// Why `label` looks like a resource name, or `nil` when it does not: a
    /// single token (no white space) that ends in an image extension, holds
    /// an underscore, is a dotted lower-case symbol name, or is camelCase
    /// starting with at least two lower-case letters (`btnBack`, not `iPhone`).
    static func reason(_ label: String) -> String? {
        let text = label.trimmingWhitespace
        // No file, asset or symbol name is longer than a file name may be: a longer label is words, and is not
        // walked character by character (a 50 MB label took seconds and 800 MB as an array of characters).
        guard !text.isEmpty, text.utf8.count <= Self.longestName, !text.contains(where: \.isWhitespace),
            text.contains(where: \.isLetter)
        else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, let last = parts.last, extensions.contains(last.lowercased()) { return "a file name" }
        if text.contains("_") { return "an asset name (snake_case)" }
        if parts.count > 1,
            parts.allSatisfy({ part in
                !part.isEmpty && part.allSatisfy { $0.isLowercase || $0.isNumber } && part.contains(where: \.isLetter)
            })
        {
            return "an SF Symbol name"
        }
        // camelCase: lower-case letters from the start, then Upper-lower.
        let characters = Array(text)
        let lowerRun = characters.prefix { $0.isLowercase }.count
        if lowerRun >= 2, lowerRun + 1 < characters.count, characters[lowerRun].isUppercase,
            characters[lowerRun + 1].isLowercase
        {
            return "an identifier (camelCase)"
        }
        return nil
    }
}
