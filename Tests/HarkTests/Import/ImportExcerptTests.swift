import Foundation
import Testing
import Hark

/// Real tool output as people paste it: excerpts without the application,
/// several top-level elements, XCUITest lines with trailing spaces, early
/// idb's keys (docs/Importing.md, "Excerpts"). Each in its tool's exact shape.
@Suite("Excerpts and early tool output")
struct ImportExcerptTests {
    /// The header line of an excerpt's transcript and its stops.
    static func reading(_ dump: String) throws -> (note: String, stops: [String]) {
        let text = try narrateDump(dump)
        let note = text.split(separator: "\n").first { $0.hasPrefix("# imported from") }.map(String.init) ?? ""
        return (note, ImportCorpusStopTests.stops(text))
    }

    /// An older WebDriverAgent's action sheet, pasted as it stood: the sheet
    /// and UIAlertController's cancel group side by side, no application.
    static let sheetZH = """
        <XCUIElementTypeSheet type="XCUIElementTypeSheet" enabled="true" visible="true" x="0" y="0" width="414"\
         height="736">
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="10" y="519" width="394"\
         height="115">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="拍照" label="拍照" enabled="true"\
         visible="true" x="10" y="519" width="394" height="57"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="从手机相册选择" label="从手机相册选择"\
         enabled="true" visible="true" x="10" y="577" width="394" height="57"/>
            </XCUIElementTypeOther>
        </XCUIElementTypeSheet>
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="10" y="642" width="394"\
         height="57">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="取消" label="取消" enabled="true" visible="true"\
         x="10" y="642" width="394" height="57"/>
        </XCUIElementTypeOther>
        """

    /// Several top-level elements are siblings in a made-up application; the
    /// parts of one sheet stay one modal view, its cancel button included.
    @Test func aSheetAndItsCancelGroupAreReadTogether() throws {
        let (note, stops) = try Self.reading(Self.sheetZH)
        #expect(note.hasSuffix("; an excerpt: its 2 top-level elements read as siblings in a made-up application"))
        #expect(stops == ["拍照. 按钮.", "从手机相册选择. 按钮.", "取消. 按钮."])
    }

    /// A run of keyboard keys from a newer WebDriverAgent, in English.
    @Test func aRunOfKeysIsReadAsSiblings() throws {
        let keys = ["q", "w", "e"].enumerated().map { index, key in
            """
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="\(key)" label="\(key)" enabled="true" visible="true"\
             accessible="true" x="\(3 + 39 * index)" y="510" width="37" height="42" index="\(index)"/>
            """
        }
        let (note, stops) = try Self.reading(keys.joined(separator: "\n"))
        #expect(note.hasSuffix("; an excerpt: its 3 top-level elements read as siblings in a made-up application"))
        #expect(stops == ["q", "w", "e"])
    }

    /// A Chinese popup and its close button, pasted as two elements: the
    /// close button (an icon glyph) is a stop of its own.
    @Test func aPopupAndItsCloseButtonAreSiblings() throws {
        let dump = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="40" y="200" width="334"\
             height="300">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="新人专享优惠券" name="新人专享优惠券"\
             label="新人专享优惠券" enabled="true" visible="true" x="60" y="220" width="294" height="24"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="立即领取" label="立即领取" enabled="true"\
             visible="true" x="60" y="430" width="294" height="44"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="关闭" label="关闭" enabled="true" visible="true"\
             x="187" y="520" width="40" height="40"/>
            """
        let (note, stops) = try Self.reading(dump)
        #expect(note.hasSuffix("; an excerpt: its 2 top-level elements read as siblings in a made-up application"))
        #expect(stops == ["新人专享优惠券", "立即领取. 按钮.", "关闭. 按钮."])
    }

    /// What is malformed stays refused: a second top-level element cut
    /// short, text after the last one, a second `<AppiumAUT>`.
    @Test(arguments: [
        (
            "<XCUIElementTypeButton label=\"OK\"/>\n<XCUIElementTypeButton label=\"Cancel\">\n",
            "line 2: the XML ends before <XCUIElementTypeButton> of line 2 is closed"
        ),
        ("<XCUIElementTypeButton label=\"OK\"/>\n<XCUIElementTypeButton label=\"No\"/>\njunk", "line 3"),
        ("<XCUIElementTypeButton label=\"OK\"/>\n<AppiumAUT/>", "a second root element <AppiumAUT>"),
        ("<AppiumAUT/>\n<XCUIElementTypeButton label=\"OK\"/>", "a second root element <XCUIElementTypeButton>"),
    ])
    func malformedExcerptsAreRefused(dump: String, message: String) {
        let error = importError(dump, format: .appium)
        #expect(error?.contains(message) == true, "\(error ?? "read")")
    }

    /// WebDriverAgent's source of one element (`driver.find_element(…).page_source`
    /// or a pasted node) keeps its top element: an accessible button is a
    /// stop, and a switch cell is one stop.
    @Test func anAppiumExcerptKeepsItsTopElement() throws {
        let button = """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Continue" label="Continue" enabled="true"\
             visible="true" accessible="true" x="16" y="700" width="358" height="50" index="0">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Continue" name="Continue"\
             label="Continue" enabled="true" visible="true" accessible="false" x="150" y="714" width="90" height="22"\
             index="0"/>
            </XCUIElementTypeButton>
            """
        let (note, stops) = try Self.reading(button)
        #expect(note.hasSuffix("hints not available; an excerpt: its top element read in a made-up application"))
        #expect(stops == ["Continue. Button."])
        let cell = """
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Flugmodus" label="Flugmodus" enabled="true"\
             visible="true" accessible="true" x="0" y="156" width="390" height="44" index="0">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Flugmodus" name="Flugmodus"\
             label="Flugmodus" enabled="true" visible="true" accessible="false" x="64" y="167" width="90" height="22"\
             index="0"/>
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Flugmodus" label="Flugmodus"\
             enabled="true" visible="true" accessible="false" x="323" y="162" width="51" height="31" index="1"/>
            </XCUIElementTypeCell>
            """
        #expect(try Self.reading(cell).stops == ["Flugmodus. Switch Button. Off."])
    }

    /// An alert alone, as older WebDriverAgent's source of the alert prints
    /// it (Chinese): its title, message and buttons.
    @Test func anAlertExcerptIsReadWhole() throws {
        let alert = """
            <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="退出登录" label="退出登录" enabled="true"\
             visible="true" x="67" y="288" width="280" height="160">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="退出登录" name="退出登录"\
             label="退出登录" enabled="true" visible="true" x="83" y="308" width="248" height="22"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="确定要退出吗？" name="确定要退出吗？"\
             label="确定要退出吗？" enabled="true" visible="true" x="83" y="332" width="248" height="40"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="取消" label="取消" enabled="true"\
             visible="true" x="67" y="404" width="140" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="确定" label="确定" enabled="true"\
             visible="true" x="207" y="404" width="140" height="44"/>
            </XCUIElementTypeAlert>
            """
        #expect(try Self.reading(alert).stops == ["退出登录", "确定要退出吗？", "取消. 按钮.", "确定. 按钮."])
    }

    /// `po app.buttons["Continue"]`: the button's own subtree, then the path
    /// and query chain lldb prints after it.
    @Test func anXCUITestExcerptKeepsItsTopElement() throws {
        let dump = """
            Attributes: Button, 0x600003e7c1c0, {{16.0, 700.0}, {358.0, 50.0}}, label: 'Weiter'
            Element subtree:
             →Button, 0x600003e7c1c0, {{16.0, 700.0}, {358.0, 50.0}}, label: 'Weiter'
                StaticText, 0x600003e7c2a0, {{150.0, 714.0}, {90.0, 22.0}}, label: 'Weiter'
            Path to element:
             →Application, 0x600003e7c000, pid: 4410, label: 'Shop'
              ↳Window (Main), 0x600003e7c0e0, {{0.0, 0.0}, {390.0, 844.0}}
               ↳Button, 0x600003e7c1c0, {{16.0, 700.0}, {358.0, 50.0}}, label: 'Weiter'
            Query chain:
             →Find: Target Application 'com.example.shop'
              ↪︎Find: Descendants matching type Button
               ↪︎Find: Elements matching predicate '"Weiter" IN identifiers'
            """
        let (note, stops) = try Self.reading(dump)
        #expect(note.hasSuffix("; an excerpt: its top element read in a made-up application"))
        #expect(stops == ["Weiter. Button."])
    }

    /// Element lines pasted without the application: each top-level line is
    /// a sibling, the first one too.
    @Test func xcuiTestLinesWithoutTheApplicationAreSiblings() throws {
        let dump = """
            Key, 0x600000c1c000, {{3.0, 510.0}, {37.0, 42.0}}, label: 'й'
            Key, 0x600000c1c0e0, {{42.0, 510.0}, {37.0, 42.0}}, label: 'ц'
            Key, 0x600000c1c1c0, {{81.0, 510.0}, {37.0, 42.0}}, label: 'у'
            """
        let (note, stops) = try Self.reading(dump)
        #expect(note.hasSuffix("; an excerpt: its 3 top-level elements read as siblings in a made-up application"))
        #expect(stops == ["й", "ц", "у"])
    }

    /// An AXe `describe-ui --point` subtree (a cell) says it is an excerpt too.
    @Test func anIDBSubtreeSaysItIsAnExcerpt() throws {
        let dump =
            "["
            + ImportRuleTests.axe("Button", "AXButton", "button", label: "Profil", frame: (16, 100, 361, 44)) + "]"
        let (note, stops) = try Self.reading(dump)
        #expect(note.hasSuffix("hints from idb's help; an excerpt: its top element read in a made-up application"))
        #expect(stops == ["Profil. Button."])
    }

    /// `po app` pasted from a log keeps the spaces at the ends of its lines:
    /// after a frame, a quoted label, a flag, and on the heading lines.
    @Test(arguments: ["en", "ja"])
    func xcuiTestLinesWithTrailingSpacesAreRead(language: String) throws {
        let (back, title, done) = language == "en" ? ("Back", "Settings", "Done") : ("戻る", "設定", "完了")
        let dump = """
            Attributes: Application, 0x600000c1c000, pid: 4410, label: '\(title)'\u{20}\u{20}
            Element subtree:\u{20}
             →Application, 0x600000c1c000, pid: 4410, label: '\(title)'\u{20}
                Window (Main), 0x600000c1c0e0, {{0.0, 0.0}, {390.0, 844.0}}\u{20}\u{20}\u{20}
                  NavigationBar, 0x600000c1c1c0, {{0.0, 47.0}, {390.0, 44.0}}, identifier: '\(title)'\t
                    Button, 0x600000c1c2a0, {{0.0, 47.0}, {80.0, 44.0}}, label: '\(back)'\u{20}
                    StaticText, 0x600000c1c380, {{150.0, 50.0}, {90.0, 22.0}}, label: '\(title)'\u{20}\u{20}
                    Button, 0x600000c1c460, {{320.0, 47.0}, {60.0, 44.0}}, label: '\(done)', Selected\u{20}
            """
        let stops = try Self.reading(dump).stops
        #expect(stops.count == 3)
        #expect(stops.first?.hasPrefix(back) == true)
        #expect(stops.last?.hasPrefix(language == "en" ? "Selected: Done" : "選択中の完了") == true)
    }

    /// A quoted label that goes on over the next line keeps that line's
    /// trailing spaces inside it; only those after the closing quote go.
    @Test func trailingSpacesInsideAQuotedLabelAreKept() throws {
        let dump = """
            Element subtree:
             →Application, 0x600000c1c000, pid: 4410, label: 'Notes'
                StaticText, 0x600000c1c0e0, {{16.0, 100.0}, {300.0, 44.0}}, label: 'one\u{20}\u{20}
            two'\u{20}\u{20}
            """
        #expect(try Self.reading(dump).stops == ["one  \\ntwo"])
    }

    /// Early idb (2019): `AXUniqueId` a number (no id), the hint under `AXHint`.
    @Test(arguments: [("Fotos", "Öffnet die Mediathek."), ("照片", "打开图库。")])
    func earlyIDBOutputIsRead(label: String, hint: String) throws {
        let dump = """
            [{"AXFrame": "{{0, 0}, {375, 667}}", "AXUniqueId": 1, "AXLabel": "Home", "AXValue": null,\
             "AXHint": null, "type": "Application", "enabled": true, "role": "AXApplication"},\
             {"AXFrame": "{{16, 100}, {60, 60}}", "AXUniqueId": 17, "AXLabel": "\(label)", "AXValue": null,\
             "AXHint": "\(hint)", "type": "Button", "enabled": true, "role": "AXButton"}]
            """
        let document = try HarkDocument(importing: Data(dump.utf8))
        let text = try Narrator(document: document).transcript().text
        // The number is AX's element number, not the app's identifier: no id.
        #expect(text.hasSuffix("\n1 \(label). \(label == "Fotos" ? "Button" : "按钮").\n    hint: \(hint)\n"))
    }
}
