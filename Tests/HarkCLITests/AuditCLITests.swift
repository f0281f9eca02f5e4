import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// `hark audit`'s options, exit codes and suppressions, and the format's
/// audit fields (`textColor`, `backgroundColor`, `fontSize`, `auditIgnore`,
/// `auditReason`).
@Suite("Audit command")
struct AuditCLITests {
    static let broken = packageRoot.appendingPathComponent("Samples/Broken.json").path
    static let alert = packageRoot.appendingPathComponent("Samples/Alert.json").path

    /// A one-screen document holding `children` (JSON text of nodes).
    static func document(_ children: String) -> String {
        #"{"hark": 1, "screen": {"width": 390, "height": 844}, "root": {"frame": [0, 0, 390, 844], "children": ["#
            + children + "]}}"
    }

    /// The README's Audit section shows real output.
    @Test(
        "README excerpts",
        arguments: [
            ("explains each finding with what VoiceOver says for the element:", "Broken"),
            ("listed with `--show-suppressed`:", "Compose"),
        ])
    func readme(marker: String, sample: String) throws {
        let output = runHark(["audit", packageRoot.appendingPathComponent("Samples/\(sample).json").path]).output
        for line in try ReadmeTests.block(after: marker) where !line.hasPrefix("$ ") && line != "…" {
            #expect(output.contains(line + "\n"), "README line not in the output: \(line)")
        }
    }

    /// A tree 100,000 levels deep, built in code, audits without recursion
    /// and without a path per node (paths are built for findings only).
    @Test func aDeepTreeBuiltInCode() throws {
        var node = AccessibilityNode(id: "deepest", traits: .button, frame: Frame(x: 0, y: 0, width: 44, height: 44))
        for _ in 0..<100_000 { node = AccessibilityNode(children: [node]) }
        let rules = Audit.rules.filter { $0.family != "motion" }
        let findings = try Audit.run(on: HarkDocument(root: node), rules: rules)
        #expect(findings.map(\.rule) == ["missing-label"])
        #expect(findings.first?.path.hasSuffix(".children[0].children[0]") == true)
        #expect(findings.first?.path.utf8.count == 4 + 100_000 * 12)
    }

    @Test func exitCodesFollowErrorsAndStrict() {
        #expect(runHark(["audit", Self.broken]).code == 1)
        #expect(runHark(["audit", Self.alert]).code == 0)
        let warningOnly = Self.document(
            #"{"id": "info", "label": "Info", "traits": ["button"], "frame": [16, 100, 30, 30]}"#)
        #expect(runHark(["audit", "-"], input: warningOnly).code == 0)
        #expect(runHark(["audit", "-", "--strict"], input: warningOnly).code == 1)
    }

    @Test func ruleAndIgnoreChooseRulesAndFamilies() {
        let only = runHark(["audit", Self.broken, "--rule", "small-target", "--rule", "contrast", "--format", "json"])
        #expect(only.output.contains(#""errors": 1, "warnings": 1"#))
        let family = runHark(["audit", Self.broken, "--rule", "targets", "--format", "json"])
        #expect(family.output.contains(#""errors": 1, "warnings": 2"#))
        let ignored = runHark(["audit", Self.broken, "--ignore", "motion", "--ignore", "labels", "--format", "json"])
        #expect(ignored.output.contains(#""errors": 6, "warnings": 5"#))
        let motion = runHark(["audit", Self.broken, "--motion", "--format", "json"])
        #expect(motion.output.contains(#""errors": 3, "warnings": 2"#))
        let unknown = runHark(["audit", Self.broken, "--ignore", "colour"])
        #expect(unknown.code == 64)
        #expect(unknown.error.hasPrefix("Error: Unknown rule 'colour' for '--ignore <rule>'"))
        #expect(runHark(["audit", Self.broken, "--format", "xml"]).code == 64)
    }

    @Test func listRulesPrintsEveryRule() {
        let list = runHark(["audit", "--list-rules"])
        #expect(list.code == 0)
        #expect(
            list.output.hasPrefix(
                "missing-label (error, labels); XCUITest: sufficientElementDescription; WCAG 2.2: 4.1.2 Name, Role, "
                    + "Value\n    A focusable element"
            ))
        #expect(
            list.output.contains(
                "small-target (warning/error, targets); XCUITest: hitRegion; WCAG 2.2: 2.5.8 Target Size (Minimum)\n"))
        for rule in Audit.rules {
            #expect(list.output.contains("\n\(rule.id) (") || list.output.hasPrefix("\(rule.id) ("))
        }
        let json = runHark(["audit", "--list-rules", "--format", "json"])
        #expect((try? JSONSerialization.jsonObject(with: Data(json.output.utf8))) != nil)
        #expect(runHark(["audit", "--list-rules", Self.broken]).code == 64)
    }

    @Test func suppressionsAreCountedListedAndChecked() {
        let json = Self.document(
            #"""
            {"id": "a", "label": "A", "traits": ["button"], "frame": [16, 100, 30, 30],\#
             "auditIgnore": ["small-target"], "auditReason": "a bar button"},
            {"id": "b", "label": "B", "traits": ["button"], "frame": [16, 200, 20, 20], "auditIgnore": ["targets"]},
            {"id": "c", "label": "C", "traits": ["button"], "frame": [16, 300, 30, 30], "auditIgnore": ["contrast"]}
            """#)
        let text = runHark(["audit", "-"], input: json)
        #expect(text.code == 0)
        #expect(text.output.hasSuffix("\n0 errors, 1 warning, 2 suppressed\n"))
        #expect(!text.output.contains("[a]"))
        let shown = runHark(["audit", "-", "--show-suppressed"], input: json)
        #expect(
            shown.output.contains(
                "\n## Suppressed\n1 [a] root.children[0]\n    says: \"A. Button.\"\n    warning [small-target] its "
                    + "frame is 30 × 30 pt, under Apple's 44 × 44 pt: enlarge the hit area (suppressed: a bar button)\n"
            ))
        #expect(
            shown.output.contains(
                "error [small-target] its frame is 20 × 20 pt, under WCAG's minimum of 24 × 24 pt: make the hit area "
                    + "at least 44 × 44 pt (suppressed)\n"
            ))
        let listed = runHark(["audit", "-", "--format", "json", "--show-suppressed"], input: json)
        #expect(listed.output.contains(#""reason": "a bar button""#))
        let typo = runHark(
            ["audit", "-"],
            input: Self.document(#"{"id": "a", "label": "A", "frame": [0, 0, 50, 50], "auditIgnore": ["small-targt"]}"#)
        )
        #expect(typo.code == 65)
        #expect(
            typo.error.hasPrefix(
                #"Error: <stdin>: root.children[0].auditIgnore[0]: unknown audit rule "small-targt"; did you mean "#
                    + #""small-target"?"#
            ))
    }

    @Test func aMotionFindingIsSuppressedOnTheElementWhoseBehaviourItIs() throws {
        let node = AccessibilityNode(
            id: "wrap", label: "Wrap", traits: .button, frame: Frame(x: 16, y: 100, width: 200, height: 44),
            behaviors: Behaviors(activate: [
                .set(
                    id: "wrap", changes: Behaviors.ElementChanges(value: "On"),
                    animation: Behaviors.Animation(Motion(.zoom, duration: 0.3), reduced: Motion(.scale, duration: 0.2))
                )
            ]),
            auditSuppression: AuditSuppression(rules: ["reduced-still-moves"], reason: "test"))
        let report = try Audit.report(
            on: HarkDocument(root: AccessibilityNode(children: [node])), rules: Audit.rules(named: "motion"))
        #expect(report.findings.isEmpty)
        #expect(report.suppressed.map(\.rule) == ["reduced-still-moves"])
    }

    @Test func theAuditFieldsAreReadCheckedAndWritten() throws {
        let json = Self.document(
            ##"{"id": "t", "label": "T", "textColor": "#1a2B3c", "backgroundColor": "#FFFFFF80", "fontSize": 17.5, "##
                + ##""auditIgnore": ["contrast"], "auditReason": "why"}"##
        )
        let node = try HarkDocument(json: json).root.children[0]
        #expect(
            node.appearance
                == TextAppearance(
                    textColor: SRGBColor(red: 0x1A, green: 0x2B, blue: 0x3C),
                    backgroundColor: SRGBColor(red: 255, green: 255, blue: 255, alpha: 0x80), fontSize: 17.5))
        #expect(node.auditSuppression == AuditSuppression(rules: ["contrast"], reason: "why"))
        let encoded = try JSONEncoder().encode(HarkDocument(json: json))
        #expect(try HarkDocument(jsonData: encoded) == HarkDocument(json: json))
        #expect(
            decodingError(Self.document(##"{"label": "T", "textColor": "red"}"##))
                == ##"root.children[0].textColor: expected a colour "#RRGGBB" or "#RRGGBBAA", found "red""##)
        #expect(decodingError(Self.document(##"{"label": "T", "textColor": "#12345"}"##)) != nil)
        #expect(
            decodingError(Self.document(#"{"label": "T", "fontSize": 0}"#))
                == "root.children[0].fontSize: a font size is a number of points above 0 and at most 1000, found 0")
        #expect(decodingError(Self.document(#"{"label": "T", "auditIgnore": [""]}"#)) != nil)
        #expect(decodingError(Self.document(#"{"label": "T", "auditIgnore": "contrast"}"#)) != nil)
    }

    @Test func contrastUsesWCAGLuminanceAndCompositing() {
        let black = SRGBColor(red: 0, green: 0, blue: 0), white = SRGBColor(red: 255, green: 255, blue: 255)
        #expect(SRGBColor.contrast(black, white) == 21)
        #expect(Contrast.ratio(SRGBColor.contrast(SRGBColor(hex: "#767676")!, white)) == "4.54")
        #expect(
            SRGBColor(red: 0, green: 0, blue: 0, alpha: 128).over(white) == SRGBColor(red: 127, green: 127, blue: 127))
        #expect(SRGBColor(hex: "#A0A0A0")?.description == "#A0A0A0")
        #expect(SRGBColor(hex: "#a0a0a080")?.description == "#A0A0A080")
    }

    @Test func imageNamesAndScriptsAreToldApart() {
        for name in ["icon_close", "IMG_2041.png", "btnBack", "chevron.right", "square.and.arrow.up", "logo.SVG"] {
            #expect(ImageNameLabel.reason(name) != nil, "\(name)")
        }
        for label in ["iPhone", "eBay", "macOS", "Close", "3.5", "e.g.", "Back to inbox", "YouTube"] {
            #expect(ImageNameLabel.reason(label) == nil, "\(label)")
        }
        #expect(Script.dominant(in: "Привет, world") == .cyrillic)
        #expect(Script.dominant(in: "こんにちは世界") == .kana)
        #expect(Script.scripts(of: "pt-BR") == [.latin])
        #expect(Script.scripts(of: "tlh") == nil)
        #expect(LabelTooLong.sentenceCount("Done. Next step") == 2)
        #expect(LabelTooLong.sentenceCount("Pay 3.5 e.g. now") == 1)
    }

    /// `--motion` checks the motion family alone.
    @Test func theMotionAudit() {
        let slide = packageRoot.appendingPathComponent("Samples/SlideUpModal.json").path
        let palette = packageRoot.appendingPathComponent("Samples/ColourPalette.json").path
        let failing = runHark(["audit", "--motion", slide])
        #expect(failing.code == 1)
        #expect(
            failing.output.hasPrefix(
                "# Audit: Photo (en)\n3 [share-button] root.children[2]\n    says: \"Share. Button.\"\n    error "
                    + "[no-reduced-alternative] root.children[2].behaviors.activate[0].transition.animation: "
            ))
        #expect(failing.output.hasSuffix("\n2 errors, 1 warning\n"))
        let json = runHark(["audit", "--motion", slide, "--format", "json"])
        #expect(
            json.output.hasPrefix(#"{"title": "Photo", "locale": "en", "errors": 2, "warnings": 1, "suppressed": 0,"#))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.output.utf8))) != nil)
        #expect(runHark(["audit", "--motion", palette]).code == 0)
        #expect(runHark(["audit", "--motion", palette]).output == "# Audit: Colours (en)\nno findings\n")
        #expect(runHark(["audit", palette]).code == 0)
        #expect(runHark(["audit", "--motion"]).code == 64)
        #expect(runHark(["audit", "--motion", "/no/such.json"]).code == 66)
    }
}
