import Foundation
import Testing
@testable import Hark
import HarkTesting

/// The HTML page holds still while you flick, its badges stay readable, and
/// the picture agrees with the audit and with itself.
@Suite("Picture page")
struct PicturePageTests {
    /// The rectangles of the drawing's number badges, in `svg`.
    static func badges(_ svg: String) -> [(x: Double, y: Double, width: Double)] {
        // The drawing's badges (rx 9), not the legend's (rx 8.5).
        svg.components(separatedBy: "<rect class=\"badge\"").dropFirst().filter {
            $0.prefix { $0 != ">" }.contains("rx=\"9\"")
        }.compactMap { part in
            func value(_ name: String) -> Double? {
                guard let start = part.range(of: " \(name)=\"") else { return nil }
                return Double(part[start.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = value("x"), let y = value("y"), let width = value("width") else { return nil }
            return (x, y, width)
        }
    }

    @Test func badgesOfOverlappingFramesDoNotHideEachOther() throws {
        let screen = AX.screen {
            AX.button("One").frame(x: 20, y: 100, width: 200, height: 44)
            AX.button("Two").frame(x: 20, y: 100, width: 200, height: 44)
            AX.button("Three").frame(x: 22, y: 102, width: 100, height: 44)
            AX.button("Apart").frame(x: 20, y: 300, width: 200, height: 44)
        }
        let badges = Self.badges(try HarkPicture(document: screen).svg)
        #expect(badges.count == 4)
        for (i, a) in badges.enumerated() {
            for b in badges[(i + 1)...] {
                let overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + 18 && b.y < a.y + 18
                #expect(!overlap, "badges at \(a) and \(b) overlap")
            }
        }
        // A badge with nothing under it stays at its frame's corner.
        #expect(badges[0].x == 21 && badges[0].y == 101)
        #expect(badges[3].x == 21 && badges[3].y == 301)
    }

    /// Every badge of a pile of identical frames is drawn (how fast is
    /// hark-bench's picture case: "20k identical frames to SVG").
    @Test func aPileOfIdenticalFramesGetsEveryBadge() throws {
        let children = (0..<2_000).map { AX.button("B\($0)").frame(x: 10, y: 10, width: 40, height: 40) }
        let svg = try HarkPicture(document: HarkDocument(root: AccessibilityNode(children: children))).svg
        #expect(Self.badges(svg).count == 2_000)
    }

    /// The page's layout does not follow what the caption says.
    @Test func theCaptionAndColumnsHaveFixedSizes() throws {
        let html = try HarkPicture(document: PictureTests.screen).html
        #expect(html.contains(".caption{") && html.contains("height:calc(8.7em + 16px);overflow-y:auto"))
        #expect(!html.contains("min-height:3.4em"))
        #expect(html.contains("table-layout:fixed"))
        #expect(
            html.contains(
                "<colgroup><col class=\"number\"><col class=\"id\"><col class=\"says\"><col "
                    + "class=\"details\"></colgroup>"
            ))
        #expect(html.contains("<section class=\"screen\" style=\"width:"))
    }

    /// The drawing scrolls, so it takes keyboard focus: it has a name.
    @Test func theScrollableDrawingHasAName() throws {
        let html = try HarkPicture(document: PictureTests.screen).html
        #expect(
            html.contains(
                "<div class=\"drawing\" tabindex=\"0\" role=\"region\" aria-label=\"Drawing of the screen (scrolls)\">")
        )
    }

    /// One wording for a missing id, and not one an id could be.
    @Test func aMissingIdIsWordedOnceEverywhere() throws {
        let picture = try HarkPicture(
            document: AX.screen { AX.button("Anonymous").frame(x: 0, y: 0, width: 50, height: 50) })
        #expect(picture.html.contains("<span class=\"quiet no-id\">(no id)</span>"))
        #expect(!picture.html.contains(">none<"))
        #expect(picture.svg.contains("(no id)"))
        #expect(!picture.svg.contains("[(no id)]"))
    }

    /// A small target is marked where the audit finds one: not where
    /// auditIgnore suppresses the rule (by id or family), not on a dimmed one.
    @Test func smallTargetsAreTheAuditsOnes() throws {
        let screen = AX.screen {
            AX.button("Marked").id("marked").frame(x: 10, y: 10, width: 30, height: 30)
            AX.button("By id").id("by-id").frame(x: 10, y: 60, width: 30, height: 30)
                .setting(\.auditSuppression, AuditSuppression(rules: ["small-target"], reason: "test"))
            AX.button("By family").id("by-family").frame(x: 10, y: 110, width: 30, height: 30)
                .setting(\.auditSuppression, AuditSuppression(rules: ["targets"], reason: "test"))
            AX.button("Dimmed").id("dimmed").frame(x: 10, y: 160, width: 30, height: 30).disabled()
        }
        let marked = try HarkPicture(document: screen).scene.elements.filter(\.isSmallTarget).compactMap(\.id)
        #expect(marked == ["marked"])
        let findings = try Audit.run(on: screen).filter { $0.rule == "small-target" }
        #expect(findings.map(\.id) == marked)
    }
}
