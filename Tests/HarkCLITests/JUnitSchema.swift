import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The rules of the JUnit schema Jenkins validates reports against (the
/// xunit plugin's `junit-10.xsd`, the Ant/Surefire format, which GitLab
/// reads a subset of), written down as checks on a parsed document:
///
/// - the root is `testsuites` (attributes `name`, `time`, `tests`,
///   `failures`, `errors`), holding only `testsuite`s;
/// - a `testsuite` requires `name`, `tests`, `failures`, `errors`, may
///   have `group`, `time`, `skipped`, `timestamp`, `hostname`, `id`,
///   `package`, `file`, `log`, `url`, and holds `testsuite`, `properties`,
///   `testcase`, `system-out`, `system-err` in any order;
/// - a `testcase` requires `name`, may have `time`, `classname`, `group`,
///   and holds any of `skipped`, `error`, `failure`, `system-out`,
///   `system-err` (and the rerun and flaky elements, which Hark never writes);
/// - `failure`, `error` and `skipped` may have `type` and `message` and hold
///   text only; `system-out` and `system-err` hold text only, no attribute;
/// - `properties` holds `property`s, each with `name` and `value`;
/// - `time` is a decimal number of seconds.
///
/// Beyond the schema, a CI reads the counts: each suite's `tests`,
/// `failures`, `errors` and `skipped` must be its cases', and the root's
/// their sums.
struct JUnitSchema {
    private struct Element {
        var required: Set<String>
        var optional: Set<String>
        /// `nil`: text only.
        var children: Set<String>?
    }

    private static let outcome = Element(required: [], optional: ["type", "message"], children: nil)
    private static let text = Element(required: [], optional: [], children: nil)
    private static let elements: [String: Element] = [
        "testsuites": Element(
            required: [], optional: ["name", "time", "tests", "failures", "errors"], children: ["testsuite"]),
        "testsuite": Element(
            required: ["name", "tests", "failures", "errors"],
            optional: ["group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"],
            children: ["testsuite", "properties", "testcase", "system-out", "system-err"]),
        "testcase": Element(
            required: ["name"], optional: ["time", "classname", "group"],
            children: ["skipped", "error", "failure", "system-out", "system-err"]),
        "failure": outcome, "error": outcome, "skipped": outcome, "system-out": text, "system-err": text,
        "properties": Element(required: [], optional: [], children: ["property"]),
        "property": Element(required: ["name", "value"], optional: [], children: []),
    ]

    /// Every way `xml` breaks the rules; empty for a valid document. The
    /// document must parse as XML first.
    static func problems(in xml: String) throws -> [String] {
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        guard let root = document.rootElement(), root.name == "testsuites" else {
            return ["the root is not testsuites"]
        }
        var problems: [String] = []
        var queue = [root]
        while let element = queue.popLast() {
            let name = element.name ?? ""
            guard let rule = elements[name] else {
                problems.append("unknown element <\(name)>")
                continue
            }
            let attributes = Set((element.attributes ?? []).compactMap(\.name))
            for missing in rule.required.subtracting(attributes) { problems.append("<\(name)> without \(missing)") }
            for extra in attributes.subtracting(rule.required).subtracting(rule.optional) {
                problems.append("<\(name)> with \(extra)")
            }
            if let time = element.attribute(forName: "time")?.stringValue, Double(time) == nil {
                problems.append("<\(name)> time \(time) is not a number")
            }
            let children = (element.children ?? []).compactMap { $0 as? XMLElement }
            for child in children where !(rule.children?.contains(child.name ?? "") ?? false) {
                problems.append("<\(child.name ?? "")> inside <\(name)>")
            }
            queue += children
        }
        return problems + countProblems(root)
    }

    /// Counts that are not the cases': each suite's, and the root's totals.
    private static func countProblems(_ root: XMLElement) -> [String] {
        var problems: [String] = []
        var totals = [0, 0, 0, 0]
        for suite in root.elements(forName: "testsuite") {
            let cases = suite.elements(forName: "testcase")
            let found = [
                cases.count, cases.count { !$0.elements(forName: "failure").isEmpty },
                cases.count { !$0.elements(forName: "error").isEmpty },
                cases.count { !$0.elements(forName: "skipped").isEmpty },
            ]
            for (index, name) in ["tests", "failures", "errors", "skipped"].enumerated() {
                totals[index] += found[index]
                let given = suite.attribute(forName: name)?.stringValue
                if given != String(found[index]), given != nil || name != "skipped" {
                    problems.append("suite \(suite.attribute(forName: "name")?.stringValue ?? "") \(name) is wrong")
                }
            }
        }
        for (index, name) in ["tests", "failures", "errors", "skipped"].enumerated()
        where root.attribute(forName: name)?.stringValue.map({ $0 != String(totals[index]) }) ?? false {
            problems.append("testsuites \(name) is not the suites' sum")
        }
        return problems
    }
}
