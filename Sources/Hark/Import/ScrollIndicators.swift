import Foundation

/// UIKit's scroll indicators are never VoiceOver stops, in any language.
/// XCTest lists them (WebDriverAgent as `Other`s named "Vertical scroll
/// bar, 1 page" / "垂直滚动条, 1页" / "垂直スクロールバー, 3ページ", the
/// position as a percent value, 30 pt thick, `accessible="false"`); an
/// older dump without `accessible`, XCUITest's text and idb would make them
/// stops. They are told by their shape, not their words: a leaf whose
/// value is a percent, whose label's last comma-separated part starts with
/// a number (the page count), 32 pt thick at most (docs/Importing.md).
enum ScrollIndicators: ImportRule {
    static func apply(to dump: inout RuleDump) {
        for index in dump.elements.indices where dump.children[index].isEmpty {
            if isIndicator(dump.elements[index]) { dump.leftOut[index] = true }
        }
    }

    static func isIndicator(_ element: ImportedElement) -> Bool {
        guard let value = element.value, isPercent(value), let label = element.label, let frame = element.frame,
            frame.isFinite, min(frame.width, frame.height) <= 32
        else { return false }
        // The page count after the last comma, in a Latin, CJK or Arabic comma.
        let parts = label.split { $0 == "," || $0 == "，" || $0 == "،" }
        guard parts.count >= 2, let last = parts.last?.drop(while: \.isWhitespace) else { return false }
        return last.first?.isNumber == true
    }

    /// `0%`, `100 %`, `45％`, `٪٤٥`: digits and a percent sign, nothing else.
    static func isPercent(_ text: String) -> Bool {
        let signs: Set<Character> = ["%", "％", "٪"]
        let digits = text.filter { !signs.contains($0) && !$0.isWhitespace }
        return text.contains(where: signs.contains) && !digits.isEmpty && digits.allSatisfy(\.isNumber)
    }
}
