import Foundation
import Testing
import Hark

/// Each import rule (docs/Importing.md, "Rules and their evidence") on one
/// screen printed in every tool's exact shape that can show it, in two
/// languages: rule × format × language, not only the dump that showed it.
@Suite("Import rules on every format and language")
struct ImportRuleMatrixTests {
    /// The words of one language a screen is written in, and those Hark says.
    struct Words: Sendable, CustomTestStringConvertible {
        var language: String
        var button: String, heading: String
        var selected: @Sendable (String) -> String, labelValue: @Sendable (String, String) -> String
        var testDescription: String { language }

        static let en = Words(
            language: "en", button: "Button.", heading: "Heading.", selected: { "Selected: \($0)" },
            labelValue: { "\($0): \($1)" })
        static let zh = Words(
            language: "zh", button: "按钮.", heading: "标题.", selected: { "已选定：\($0)" },
            labelValue: { "\($0)：\($1)" })
        static let ja = Words(
            language: "ja", button: "ボタン.", heading: "見出し.", selected: { "選択済み：\($0)" },
            labelValue: { "\($0)：\($1)" })

        /// `english`, or its translation in this language.
        func say(_ english: String, _ chinese: String, _ japanese: String = "") -> String {
            switch language {
            case "zh": chinese
            case "ja": japanese
            default: english
            }
        }
    }

    static let tools = DumpTool.allCases
    static let appiumAndXCUITest: [DumpTool] = [.appiumOld, .appiumNew, .xcuitest]

    // MARK: Scroll indicators

    /// WebDriverAgent lists UIKit's scroll indicators as `Other`s with a
    /// percent value; VoiceOver never visits them, in any language.
    @Test(arguments: tools, [Words.en, Words.zh, Words.ja])
    func scrollIndicatorsAreNoStops(tool: DumpTool, words: Words) throws {
        let text = words.say("Restart your phone", "建议你重启手机", "再起動してください")
        let vertical = words.say("Vertical scroll bar, 1 page", "垂直滚动条, 1页", "垂直スクロールバー, 3ページ")
        let horizontal = words.say("Horizontal scroll bar, 1 page", "水平滚动条, 1页", "水平スクロールバー, 1ページ")
        let screen = DumpShape.screen([
            DumpShape(
                "ScrollView", nil, (0, 100, 390, 600),
                children: [
                    DumpShape("StaticText", text, (20, 120, 350, 40), accessible: true),
                    DumpShape("Other", vertical, value: "0%", (357, 100, 30, 600)),
                    DumpShape("Other", horizontal, value: "0%", (0, 670, 390, 30)),
                ])
        ])
        #expect(try stops(of: screen, as: tool) == [text])
    }

    /// A labelled view with a percent value that is no thin bar (a download
    /// progress) is still spoken.
    @Test func aPercentValueAloneIsNoScrollIndicator() throws {
        let screen = DumpShape.screen([
            DumpShape("Other", "Download, 2 files", value: "45%", (20, 100, 350, 60))
        ])
        #expect(try stops(of: screen, as: .appiumOld) == ["Download, 2 files: 45%"])
    }

    // MARK: Empty stops

    /// A 3 pt separator cell holding only a line view says nothing: no stop.
    @Test(arguments: tools, [Words.en, Words.zh])
    func anEmptyCellIsNoStop(tool: DumpTool, words: Words) throws {
        let first = words.say("Airplane Mode", "飞行模式"), second = words.say("Bluetooth", "蓝牙")
        let row = { (label: String, y: Double) in
            DumpShape(
                "Cell", nil, (0, y, 390, 44), accessible: true,
                children: [DumpShape("StaticText", label, (20, y + 11, 200, 22))])
        }
        let screen = DumpShape.screen([
            DumpShape(
                "Table", nil, (0, 100, 390, 600),
                children: [
                    row(first, 100),
                    DumpShape(
                        "Cell", nil, (0, 144, 390, 3), accessible: true,
                        children: [DumpShape("Other", nil, (20, 145, 370, 1))]),
                    row(second, 147),
                ])
        ])
        #expect(try stops(of: screen, as: tool) == [first, second])
    }

    // MARK: Check lists

    /// Settings › Wi-Fi › Configure Proxy: WebDriverAgent prints the chosen
    /// row's checkmark as a disabled 14 × 11 "More Info" button; that row
    /// says Selected, and every row is a button.
    @Test(arguments: appiumAndXCUITest, [Words.en, Words.zh])
    func aCheckListSaysSelectedOnItsCheckedRow(tool: DumpTool, words: Words) throws {
        let choices = [words.say("Off", "关闭"), words.say("Manual", "手动"), words.say("Automatic", "自动")]
        let cells = choices.enumerated().map { position, choice in
            let y = 99 + 45 * Double(position)
            var children = [DumpShape("StaticText", choice, (20, y, 350, 45))]
            if position == 1 {
                children.append(
                    DumpShape("Button", words.say("More Info", "更多信息"), (380, y + 17, 14, 11), enabled: false))
            }
            return DumpShape("Cell", nil, (0, y, 414, 45), accessible: true, children: children)
        }
        let screen = DumpShape.screen([DumpShape("Table", nil, (0, 0, 390, 844), children: cells)])
        #expect(
            try stops(of: screen, as: tool) == [
                "\(choices[0]). \(words.button)", "\(words.selected(choices[1])). \(words.button)",
                "\(choices[2]). \(words.button)",
            ])
    }

    /// A list whose every row has a trailing chevron is no check list.
    @Test func chevronsOnEveryRowAreNoCheckList() throws {
        let cells = ["General", "Privacy"].enumerated().map { position, label in
            let y = 100 + 44 * Double(position)
            return DumpShape(
                "Cell", nil, (0, y, 390, 44),
                children: [
                    DumpShape("StaticText", label, (20, y + 11, 200, 22)),
                    DumpShape("Button", "More Info", (362, y + 15, 8, 13), enabled: false),
                ])
        }
        let screen = DumpShape.screen([DumpShape("Table", nil, (0, 0, 390, 844), children: cells)])
        #expect(try stops(of: screen, as: .appiumOld) == ["General. Button.", "Privacy. Button."])
    }

    // MARK: Navigation bar order

    /// A trailing button 44 pt tall starts 11 pt above the 22 pt title: the
    /// bar still reads back button, title, trailing button.
    @Test(arguments: appiumAndXCUITest, [Words.en, Words.zh])
    func aNavigationBarReadsBackTitleThenTrailingItems(tool: DumpTool, words: Words) throws {
        let back = words.say("Wi-Fi", "无线局域网"), title = words.say("Configure Proxy", "配置代理")
        let save = words.say("Save", "存储")
        let screen = DumpShape.screen([
            DumpShape(
                "NavigationBar", nil, (0, 20, 390, 44),
                children: [
                    DumpShape("Button", back, (0, 20, 120, 44), accessible: true),
                    DumpShape("StaticText", title, (150, 31, 90, 21), accessible: true),
                    DumpShape("Button", save, (330, 20, 44, 44), accessible: true),
                ])
        ])
        let backWord = words.say("Back Button.", "返回按钮.")
        #expect(
            try stops(of: screen, as: tool) == [
                "\(back). \(backWord)", "\(title). \(words.heading)", "\(save). \(words.button)",
            ])
    }

    // MARK: Action sheets

    /// WebDriverAgent marks a sheet and the view holding it `visible="false"`
    /// while its rows lie on the screen: they are read.
    @Test(arguments: [DumpTool.appiumOld, .appiumNew], [Words.en, Words.zh])
    func anActionSheetMarkedInvisibleOnTheScreenIsRead(tool: DumpTool, words: Words) throws {
        let take = words.say("Take Photo", "拍照"), choose = words.say("Choose from Library", "从手机相册选择")
        let cancel = words.say("Cancel", "取消")
        let screen = DumpShape.screen([
            DumpShape(
                "Other", nil, (0, 0, 390, 844), visible: false,
                children: [
                    DumpShape(
                        "Sheet", nil, (0, 0, 390, 844), visible: false,
                        children: [
                            DumpShape("Button", take, (10, 600, 370, 57), visible: false, accessible: true),
                            DumpShape("Button", choose, (10, 658, 370, 57), visible: false, accessible: true),
                            DumpShape("Button", cancel, (10, 723, 370, 57), visible: false, accessible: true),
                        ])
                ])
        ])
        #expect(
            try stops(of: screen, as: tool) == [
                "\(take). \(words.button)", "\(choose). \(words.button)", "\(cancel). \(words.button)",
            ])
    }

    // MARK: A cell's own controls

    /// App Store results: each row's "Get" button is a stop of its own after
    /// the row, which reads its label.
    @Test(arguments: tools, [Words.en, Words.zh])
    func aCellsOwnButtonIsAStopOfItsOwn(tool: DumpTool, words: Words) throws {
        let apps = [words.say("Maps, Directions", "美团, 吃喝玩乐"), words.say("Notes, Lists", "钉钉, 移动办公")]
        let get = words.say("Get", "获取")
        let cells = apps.enumerated().map { position, app in
            let y = 100 + 300 * Double(position)
            return DumpShape(
                "Cell", app, (0, y, 390, 295),
                children: [DumpShape("Button", get, (300, y + 20, 74, 68), accessible: true)])
        }
        let screen = DumpShape.screen([DumpShape("CollectionView", nil, (0, 0, 390, 844), children: cells)])
        let stops = try stops(of: screen, as: tool)
        // A newer WebDriverAgent says the cell is no element (`accessible="false"`): its button alone is reached.
        let rows = tool == .appiumNew ? [] : apps
        #expect(stops.filter { $0.hasPrefix(get) } == ["\(get). \(words.button)", "\(get). \(words.button)"])
        #expect(stops.filter { !$0.hasPrefix(get) }.map { $0.components(separatedBy: ". ")[0] } == rows)
    }

    /// Decoration folds: a dimmed 8 × 13 chevron makes the row one button.
    @Test(arguments: [DumpTool.appiumOld, .xcuitest], [Words.en, Words.zh])
    func aCellsChevronFoldsIntoIt(tool: DumpTool, words: Words) throws {
        let label = words.say("General", "通用")
        let screen = DumpShape.screen([
            DumpShape(
                "Table", nil, (0, 0, 390, 844),
                children: [
                    DumpShape(
                        "Cell", label, (0, 100, 390, 44),
                        children: [
                            DumpShape("StaticText", label, (20, 111, 200, 22)),
                            DumpShape("Button", words.say("More Info", "更多信息"), (362, 115, 8, 13), enabled: false),
                        ])
                ])
        ])
        #expect(try stops(of: screen, as: tool) == ["\(label). \(words.button)"])
    }

    // MARK: A cell's texts

    /// A Wi-Fi network row without a label of its own reads its name and
    /// the labelled images after it, joined as VoiceOver joins them.
    @Test(arguments: [DumpTool.appiumOld, .xcuitest], [Words.en, Words.zh])
    func aCellReadsAllItsTexts(tool: DumpTool, words: Words) throws {
        let secure = words.say("Secure network", "安全网络")
        let signal = words.say("Signal strength 3 of 3 bars", "信号强度 3 格，共 3 格")
        let screen = DumpShape.screen([
            DumpShape(
                "Table", nil, (0, 0, 390, 844),
                children: [
                    DumpShape(
                        "Cell", nil, (0, 144, 390, 43),
                        children: [
                            DumpShape("StaticText", "guest_5G", (40, 155, 270, 21)),
                            DumpShape("Image", secure, (326, 159, 8, 12)),
                            DumpShape("Image", signal, (346, 153, 16, 25)),
                            DumpShape("Button", words.say("More Info", "更多信息"), (372, 158, 8, 13), enabled: false),
                        ])
                ])
        ])
        #expect(try stops(of: screen, as: tool) == ["guest_5G, \(secure), \(signal). \(words.button)"])
    }

    /// The real Wi-Fi network row: the cell's own label (all its texts),
    /// then its 22 pt info button, a control of its own.
    @Test func theRealWiFiNetworkRowReadsAllItsTexts() throws {
        let stops = try ImportCorpusStopTests.stops(
            ofDump: "Real/appium/crifan-settings-wifi-network-row-zh-414x736.xml")
        #expect(stops == ["xxx_guest_5G, 安全网络, 信号强度 3 格，共 3 格. 按钮.", "更多信息. 按钮."])
    }

    // MARK: Grouped tables

    /// A grouped table's section header is a heading, and a value-style row
    /// (a title and a trailing detail) reads "label: value" in the
    /// language's own form; in a table, in an iOS 14 list (a collection view).
    @Test(arguments: appiumAndXCUITest, [Words.en, Words.zh])
    func aSectionHeaderIsAHeadingAndAValueRowReadsLabelValue(tool: DumpTool, words: Words) throws {
        let header = words.say("HTTP PROXY", "HTTP 代理"), title = words.say("Configure Proxy", "配置代理")
        let detail = words.say("Off", "关闭")
        for container in ["Table", "CollectionView"] {
            let screen = DumpShape.screen([
                DumpShape(
                    container, nil, (0, 0, 390, 844),
                    children: [
                        DumpShape(
                            "Other", nil, (0, 100, 390, 40),
                            children: [DumpShape("StaticText", header, (20, 115, 200, 20), accessible: true)]),
                        DumpShape(
                            "Cell", nil, (0, 140, 390, 44), accessible: true,
                            children: [
                                DumpShape("StaticText", title, (20, 151, 150, 22)),
                                DumpShape("StaticText", detail, (300, 151, 60, 22)),
                                DumpShape("Button", "More Info", (372, 155, 8, 13), enabled: false),
                            ]),
                    ])
            ])
            #expect(
                try stops(of: screen, as: tool) == [
                    "\(header). \(words.heading)", "\(words.labelValue(title, detail)). \(words.button)",
                ], "\(container)")
        }
    }

    /// A subtitle-style row (the detail under the title) joins its texts.
    @Test func aSubtitleRowJoinsItsTexts() throws {
        let screen = DumpShape.screen([
            DumpShape(
                "Table", nil, (0, 0, 390, 844),
                children: [
                    DumpShape(
                        "Cell", nil, (0, 100, 390, 60),
                        children: [
                            DumpShape("StaticText", "Anna", (20, 106, 200, 22)),
                            DumpShape("StaticText", "Mobile", (20, 130, 200, 18)),
                        ])
                ])
        ])
        #expect(try stops(of: screen, as: .xcuitest) == ["Anna, Mobile"])
    }

    // MARK: From the last round: "Clear text", icon glyphs

    /// A search field with text: its "Clear text" button is a stop after it,
    /// in XCUITest's and idb's shapes as in WebDriverAgent's.
    @Test(arguments: [DumpTool.xcuitest, .idb], [Words.en, Words.zh])
    func aSearchFieldsClearTextButtonIsAStop(tool: DumpTool, words: Words) throws {
        let search = words.say("Search", "搜索"), clear = words.say("Clear text", "清除文本")
        let screen = DumpShape.screen([
            DumpShape(
                "SearchField", search, value: "coffee", (16, 110, 358, 36),
                children: [DumpShape("Button", clear, (346, 118, 20, 20))])
        ])
        let field = words.say("Search Field.", "搜索栏.")
        #expect(
            try stops(of: screen, as: tool) == [
                "\(words.labelValue(search, "coffee")). \(field)", "\(clear). \(words.button)",
            ])
    }

    /// An icon-font glyph (Unicode's private use) as a button's label says
    /// nothing: the button says its trait alone, in every format.
    @Test(arguments: tools, [Words.en, Words.zh])
    func anIconGlyphLabelSaysNothing(tool: DumpTool, words: Words) throws {
        let title = words.say("Coupon for new users", "新人专享优惠券")
        let screen = DumpShape.screen([
            DumpShape("StaticText", title, (60, 220, 294, 24), accessible: true),
            DumpShape("Button", "\u{E70D}", (187, 520, 40, 40), accessible: true),
        ])
        #expect(try stops(of: screen, as: tool) == [title, words.button])
    }
}
