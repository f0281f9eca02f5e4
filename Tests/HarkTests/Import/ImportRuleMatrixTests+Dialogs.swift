import Foundation
import Testing

/// The rules real dialogs showed (docs/Importing.md, "Rules that hold on
/// screens Hark had not seen"): a label-less button holding a card, and a
/// read-only text view; each in every tool's shape that can show it, in
/// two languages.
extension ImportRuleMatrixTests {
    /// A dialog's card: a hidden background image, a title, a message and
    /// its answer button, at `y`.
    static func card(_ words: Words, y: Double = 247) -> [DumpShape] {
        [
            DumpShape("Image", nil, (32, y, 311, 173), visible: false),
            DumpShape("StaticText", words.say("Login failed", "微信登录失败"), (52, y + 25, 271, 22)),
            DumpShape(
                "StaticText", words.say("No permission, code 10005", "此公众号并没有这些权限，错误码:10005"), (59, y + 62, 257, 40)),
            DumpShape("Button", words.say("OK", "确定"), (32, y + 123, 311, 50)),
        ]
    }

    // MARK: A label-less button holding a card

    /// WeChat's dialogs: a full-screen button with no label holds the card.
    /// The button is the element (a `UIButton` is one; WebDriverAgent's
    /// newer `accessible` says so), and UIKit labels it with everything
    /// inside it, the nested button's title too: one stop.
    @Test(arguments: appiumAndXCUITest, [Words.en, Words.zh])
    func aLabellessButtonReadsTheCardItHolds(tool: DumpTool, words: Words) throws {
        let screen = DumpShape.screen([
            DumpShape(
                "Button", nil, (0, 0, 390, 844), accessible: true,
                children: [DumpShape("Other", nil, (32, 247, 311, 173), children: Self.card(words))])
        ])
        let said = [
            words.say("Login failed", "微信登录失败"), words.say("No permission, code 10005", "此公众号并没有这些权限，错误码:10005"),
            words.say("OK", "确定"),
        ]
        #expect(try stops(of: screen, as: tool) == [said.joined(separator: ", ") + ". " + words.button])
    }

    /// Where WebDriverAgent says the outer button is no accessibility element
    /// and the card's views are, they are the stops: the title, the
    /// message and the nested button.
    @Test(arguments: [Words.en, Words.zh])
    func anInaccessibleOuterButtonLeavesTheCardsStops(words: Words) throws {
        let card = Self.card(words).map { shape in
            var shape = shape
            shape.accessible = shape.type != "Image"
            return shape
        }
        let screen = DumpShape.screen([
            DumpShape(
                "Button", nil, (0, 0, 390, 844), accessible: false,
                children: [DumpShape("Other", nil, (32, 247, 311, 173), children: card)])
        ])
        #expect(
            try stops(of: screen, as: .appiumNew) == [
                words.say("Login failed", "微信登录失败"), words.say("No permission, code 10005", "此公众号并没有这些权限，错误码:10005"),
                words.say("OK", "确定") + ". " + words.button,
            ])
    }

    // MARK: Read-only text views

    /// A policy dialog: a title, the text view, its answer button.
    static func policy(_ words: Words, text: String, links: [String]) -> DumpShape {
        let linkShapes = links.enumerated().map { position, link in
            DumpShape("Link", link, (72 + 115 * Double(position), 470, 115, 25))
        }
        return DumpShape.screen([
            DumpShape(
                "Other", nil, (47, 148, 320, 440),
                children: [
                    DumpShape(
                        "StaticText", words.say("Privacy policy", "个人信息保护政策"), (47, 173, 320, 23), accessible: true),
                    DumpShape(
                        "TextView", nil, value: text, (67, 210, 280, 301), accessible: true, children: linkShapes),
                    DumpShape("Button", words.say("Agree", "同意"), (77, 540, 260, 34), accessible: true),
                ])
        ])
    }

    /// UIKit makes a text view's links work only when it is not editable:
    /// a text view whose links the tool lists is read-only, and says its
    /// text, not "Text Field." nor "Double tap to edit."; its links are
    /// the Links rotor's, not stops.
    @Test(arguments: appiumAndXCUITest, [Words.en, Words.zh])
    func aTextViewHoldingLinksIsText(tool: DumpTool, words: Words) throws {
        let text = words.say("Read the User Agreement and the Privacy Policy.", "请阅读《用户注册协议》《用户隐私协议》。")
        let links = [words.say("User Agreement", "《用户注册协议》"), words.say("Privacy Policy", "《用户隐私协议》")]
        let narrated = try narrateDump(Self.policy(words, text: text, links: links).printed(as: tool))
        #expect(
            ImportCorpusStopTests.stops(narrated) == [
                words.say("Privacy policy", "个人信息保护政策"), text, words.say("Agree", "同意") + ". " + words.button,
            ])
        #expect(!narrated.contains("hint:"))
    }

    /// A dialog's body: a text of several paragraphs with no label, between
    /// the title and the dialog's button, is read-only text too.
    @Test(arguments: [DumpTool.appiumOld, .appiumNew], [Words.en, Words.zh])
    func aDialogsTextViewBodyIsText(tool: DumpTool, words: Words) throws {
        let lines = [words.say("Our policy was updated.", "我们的隐私政策已更新。"), words.say("Please read it.", "请花一些时间阅读。")]
        let text = lines.joined(separator: "\n")
        let narrated = try narrateDump(Self.policy(words, text: text, links: []).printed(as: tool))
        #expect(
            ImportCorpusStopTests.stops(narrated) == [
                words.say("Privacy policy", "个人信息保护政策"), lines.joined(separator: "\\n"),
                words.say("Agree", "同意") + ". " + words.button,
            ])
        #expect(!narrated.contains("hint:"))
    }

    /// A text view of one line (what a user typed) stays an editable field:
    /// "Text Field.", with its hint.
    @Test(arguments: [DumpTool.appiumOld, .xcuitest], [Words.en, Words.zh])
    func aTextViewOfOneLineStaysAField(tool: DumpTool, words: Words) throws {
        let text = words.say("Great app", "很好用")
        let narrated = try narrateDump(Self.policy(words, text: text, links: []).printed(as: tool))
        #expect(ImportCorpusStopTests.stops(narrated)[1] == "\(text). \(words.say("Text Field.", "文本栏."))")
        #expect(narrated.contains("hint:"))
    }
}
