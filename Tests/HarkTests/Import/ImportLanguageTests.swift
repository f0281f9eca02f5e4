import Foundation
import Testing

@testable import Hark

/// The device language guessed from a dump's labels (docs/Importing.md,
/// "The device language").
@Suite("Device language of a dump")
struct ImportLanguageTests {
    @Test(
        "Each script gives its language",
        arguments: [
            (["カレンダー", "今日", "受信"], "ja"), (["설정", "일반"], "ko"), (["设置", "通用", "账号"], "zh-Hans"),
            (["設定", "帳號", "通知與聲音"], "zh-Hant"), (["الإعدادات", "عام"], "ar"), (["Настройки", "Основные"], "ru"),
            (["הגדרות", "כללי"], "he"), (["การตั้งค่า"], "th"), (["Settings", "General"], "en"),
        ])
    func script(_ labels: [String], _ locale: String) {
        #expect(LabelLanguage.guess(labels) == locale)
    }

    @Test func hanOnlyLabelsJoinTheKanaOfTheSameDump() {
        // A Japanese calendar says mostly kanji ("12月", "今日"): one kana label tells.
        #expect(LabelLanguage.guess(["12月", "今日", "受信", "検索", "カレンダー"]) == "ja")
        #expect(LabelLanguage.guess(["12月", "今日", "受信", "검색"]) == "ko")
    }

    @Test func majorityOfLabelledElementsAndNumbersDoNotVote() {
        #expect(LabelLanguage.guess(["Wi-Fi", "Bluetooth", "蜂窝网络", "个人热点", "通知"]) == "zh-Hans")
        #expect(LabelLanguage.guess(["Wi-Fi", "Bluetooth", "VPN", "蜂窝网络"]) == "en")
        #expect(LabelLanguage.guess(["12:30", "100%", "+1", "Настройки"]) == "ru")
        #expect(LabelLanguage.guess(["12:30", "100%", "—"]) == nil)
        // A tie goes to the script that is not Latin.
        #expect(LabelLanguage.guess(["Apple Music", "Настройки"]) == "ru")
    }

    /// An install sheet: the app's and company's names in Latin beside the
    /// screen's own words; the e-mail address of the account.
    @Test(
        "Latin names beside another script and addresses do not outvote the screen's words",
        arguments: [
            (["手机淘宝 - 淘到你说好 TAOBAO (CHINA) SOFTWARE CO.,LTD APP", "帐户", "xxx@xxx.com", "安装"], "zh-Hans"),
            (["Сбербанк Онлайн SBERBANK OF RUSSIA PJSC", "Учётная запись", "user@example.com", "Установить"], "ru"),
        ])
    func latinNamesBesideAnotherScript(_ labels: [String], _ locale: String) throws {
        #expect(LabelLanguage.guess(labels) == locale)
        // Read as WebDriverAgent prints the sheet, its install button speaks the screen's language.
        let rows = labels.dropLast().enumerated().map { position, label in
            "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" value=\"\(label)\" name=\"\(label)\" "
                + "label=\"\(label)\" enabled=\"true\" visible=\"true\" x=\"16\" y=\"\(530 + 40 * position)\" "
                + "width=\"300\" height=\"30\"/>"
        }
        let install = try #require(labels.last)
        let sheet = """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="515" \
            width="414" height="221">
            \(rows.joined(separator: "\n"))
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(install)" label="\(install)" enabled="true" \
            visible="true" x="165" y="667" width="84" height="37"/>
            </XCUIElementTypeOther>
            """
        let button = locale == "ru" ? "Кнопка." : "按钮."
        #expect(ImportCorpusStopTests.stops(try narrateDump(sheet)).last == "\(install). \(button)")
    }

    @Test func aDumpIsNarratedInTheLanguageOfItsLabels() throws {
        let text = try narrateDump(
            """
            Attributes: Application, 0x1, pid: 1, label: 'カレンダー'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'カレンダー'
                Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                  Button, 0x3, {{16.0, 100.0}, {96.0, 44.0}}, label: '12月'
                  Button, 0x4, {{16.0, 200.0}, {96.0, 44.0}}, label: '今日'
                  StaticText, 0x5, {{16.0, 300.0}, {96.0, 44.0}}, label: 'イベントなし'
            """)
        #expect(text.hasPrefix("# カレンダー (ja"))
        #expect(text.contains("# locale ja, guessed from the labels; --locale to choose\n1 12月. ボタン.\n"))
        let document = try importDump("Real/xcuitest/zjh-login-chinese-375x812.txt")
        #expect(document.locale == "zh-Hans")
        #expect(document.importOrigin?.guessedLocale == "zh-Hans")
        let json = try Narrator(document: document).transcript().json
        #expect(json.hasPrefix("{\"locale\": \"zh-Hans\", \"localeGuessed\": true, \"events\": ["))
    }

    @Test func aChosenLocaleWinsAndIsNotCalledAGuess() throws {
        let document = try importDump("Real/xcuitest/zjh-login-chinese-375x812.txt")
        let text = try Narrator(document: document, options: NarrationOptions(locale: "en")).transcript().text
        #expect(!text.contains("guessed"))
        #expect(text.contains("1 Home. Back Button.\n"))
    }

    @Test func harkJSONKeepsItsLocale() throws {
        // A Hark document's locale is its author's (`en` when left out): never guessed.
        let document = try HarkDocument(
            jsonData: Data(#"{"hark": 1, "root": {"children": [{"label": "設定", "traits": ["button"]}]}}"#.utf8))
        #expect(document.locale == "en")
        let text = try Narrator(document: document).transcript().text
        #expect(!text.contains("guessed"))
        #expect(text.contains("1 設定. Button.\n"))
    }
}
