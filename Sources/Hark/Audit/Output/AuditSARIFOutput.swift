extension AuditReport {
    /// The report as SARIF 2.1.0: one run whose driver lists every rule
    /// (id, short description, help URI into docs/Audit.md, default
    /// level), and one result per finding with its rule, level, message and
    /// location: the file, and the line and column of the element in it
    /// (found by ``SourcePositions``, on demand; for an imported dump, the
    /// line and column its importer recorded), with the JSON path and
    /// element id as logical location. Suppressed findings are included
    /// with a `suppressions` entry when `showSuppressed` is set.
    package func sarif(file: String, source: [UInt8]?, rules: [AuditRule], toolVersion: String, showSuppressed: Bool = false) -> String {
        let results = findings + (showSuppressed ? suppressed : [])
        let wanted = Set(results.map(\.path))
        let positions = imported.map { SourcePositions.locate(wanted, in: $0) } ?? source.map { SourcePositions.locate(wanted, in: $0) } ?? [:]
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var json = """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "hark",
                      "version": \(JSONText.string(toolVersion)),
                      "rules": [
            """
        for (offset, rule) in rules.enumerated() {
            json += offset == 0 ? "\n" : ",\n"
            json += "            {\"id\": \(JSONText.string(rule.id)), \"shortDescription\": {\"text\": \(JSONText.string(rule.rationale))}, "
            json += "\"helpUri\": \(JSONText.string(rule.documentation)), \"defaultConfiguration\": {\"level\": \"\(rule.severity.rawValue)\"}, "
            json += "\"properties\": {\"tags\": " + JSONText.string([rule.family] + [rule.xcuiAuditType, rule.wcag.map { "WCAG " + $0 }].compactMap { $0 }) + "}}"
        }
        json += "\n          ]\n        }\n      },\n"
        if !skipped.isEmpty {
            // Rules the dump cannot feed: a configuration notification each.
            json += "      \"invocations\": [{\"executionSuccessful\": true, \"toolConfigurationNotifications\": ["
            for (offset, skip) in skipped.enumerated() {
                json += offset == 0 ? "\n" : ",\n"
                json += "        {\"level\": \"note\", \"associatedRule\": {\"id\": \(JSONText.string(skip.rule))"
                if let index = ruleIndex[skip.rule] { json += ", \"index\": \(index)" }
                json += "}, \"message\": {\"text\": \(JSONText.string("not checked: " + skip.reason))}}"
            }
            json += "\n      ]}],\n"
        }
        json += "      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
        for (offset, finding) in results.enumerated() {
            json += offset == 0 ? "\n" : ",\n"
            json += "        {\"ruleId\": \(JSONText.string(finding.rule))"
            if let index = ruleIndex[finding.rule] { json += ", \"ruleIndex\": \(index)" }
            json += ", \"level\": \"\(finding.severity.rawValue)\", \"message\": {\"text\": "
            json += JSONText.string(finding.message + (finding.speech.map { ". VoiceOver says: \"\($0)\"" } ?? "")) + "}"
            json += ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONText.string(Self.uri(file)))}"
            if let position = positions[finding.path] {
                json += ", \"region\": {\"startLine\": \(position.line)" + (position.column > 0 ? ", \"startColumn\": \(position.column)}" : "}")
            }
            json += "}, \"logicalLocations\": [{\"fullyQualifiedName\": \(JSONText.string(finding.path))"
            if let id = finding.id { json += ", \"name\": \(JSONText.string(id))" }
            json += ", \"kind\": \"element\"}]}]"
            if let reason = finding.suppressedBecause {
                json += ", \"suppressions\": [{\"kind\": \"inSource\"" + (reason.isEmpty ? "" : ", \"justification\": \(JSONText.string(reason))") + "}]"
            }
            json += "}"
        }
        json += results.isEmpty ? "]\n" : "\n      ]\n"
        return json + "    }\n  ]\n}\n"
    }

    /// A file name as a URI reference: `/` separators, and characters
    /// outside RFC 3986's unreserved and path sets percent-encoded.
    static func uri(_ file: String) -> String {
        if file == "-" || file == "<stdin>" { return "stdin" }
        var uri = ""
        for byte in file.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/!$&'()*+,;=:@".contains(character) {
                uri.append(character)
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
            }
        }
        return uri
    }
}

extension String {
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
