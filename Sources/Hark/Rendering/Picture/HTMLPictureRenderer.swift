/// Draws a picture as one standalone HTML page (inline CSS and JavaScript,
/// no network): the screen with a focus ring the arrow keys move, a caption
/// bar with what VoiceOver says, the legend as a table, a step slider that
/// replays a session, an optional Speak toggle (Web Speech), and a
/// self-test mode (`#selftest`) that walks every element with the keys'
/// own code and writes what it saw into `<pre id="selftest">`.
struct HTMLPictureRenderer: PictureRenderer {
    static let format = PictureFormat.html

    static func render(_ scene: PictureScene, into html: inout ByteWriter) {
        let rtl = scene.direction == .rightToLeft
        let title = Markup.escape(String(scene.header.dropFirst(2)))
        let chrome = englishChrome(scene)
        html += "<!DOCTYPE html>\n<html lang=\"\(Markup.escape(scene.locale))\" dir=\"\(rtl ? "rtl" : "ltr")\">\n"
        html += "<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html +=
            "<title>\(title) · Hark picture</title>\n<style>\n" + PicturePage.style + "\n" + ScreenDrawing.style
            + "\n</style>\n</head>\n<body>\n"
        html += "<header><h1>\(title)</h1><p class=\"how\"\(chrome)>"
        html += "Right and Left arrows: next and previous element, as a flick. "
        html += "Home and End: first and last. Click a frame or a row to focus it.</p></header>\n"
        // The screen's column is as wide as its drawing, whatever the caption says, so nothing moves while you flick.
        let columnWidth = max(ScreenDrawing(scene: scene).width + 2, 360)
        html += "<main class=\"layout\">\n"
        html += "<section class=\"screen\" style=\"width:\(PictureGeometry.number(columnWidth))px\""
        html += " aria-labelledby=\"screen-heading\">\n"
        html += "<h2 id=\"screen-heading\">Screen</h2>\n"
        html += focusControls(chrome: chrome)
        if !scene.steps.isEmpty { html += stepControls(last: scene.steps.count - 1, chrome: chrome) }
        html += "<div id=\"caption\" class=\"caption\" role=\"status\" aria-live=\"polite\""
        html += " aria-label=\"What VoiceOver says\"></div>\n"
        writeDrawing(scene, into: &html)
        html += "</section>\n"
        writeLegend(scene, into: &html)
        html += "</main>\n<pre id=\"selftest\" hidden></pre>\n"
        html += "<script type=\"application/json\" id=\"hark-data\">"
        writeData(scene, into: &html)
        html += "</script>\n"
        html += "<script>\n" + PicturePage.script + "\n</script>\n</body>\n</html>\n"
    }

    /// The buttons that move VoiceOver's focus, and the Speak toggle.
    static func focusControls(chrome: String) -> String {
        "<div class=\"controls\"\(chrome) role=\"group\" aria-label=\"VoiceOver focus\">"
            + "<button type=\"button\" id=\"previous\">← Previous element</button>"
            + "<button type=\"button\" id=\"next\">Next element →</button>"
            + "<button type=\"button\" id=\"speak\" aria-pressed=\"false\">Speak</button></div>\n"
    }

    /// A session's step slider, on its `last` step: the buttons, the range
    /// and the count.
    static func stepControls(last: Int, chrome: String) -> String {
        "<div class=\"controls steps\"\(chrome) role=\"group\" aria-label=\"Session\">"
            + "<button type=\"button\" id=\"step-previous\">← Previous step</button>"
            + "<input type=\"range\" id=\"step\" min=\"0\" max=\"\(last)\" value=\"\(last)\""
            + " aria-label=\"Step of the session\">"
            + "<button type=\"button\" id=\"step-next\">Next step →</button>"
            + "<output id=\"step-count\" for=\"step\">Step \(last + 1) of \(last + 1)</output></div>\n"
    }

    /// The attributes of Hark's own English words (the help line, the
    /// controls, the key) on a right-to-left page, so they read left to right.
    static func englishChrome(_ scene: PictureScene) -> String {
        scene.direction == .rightToLeft ? " lang=\"en\" dir=\"ltr\"" : ""
    }

    /// The screen as inline SVG, with the focus ring on top.
    static func writeDrawing(_ scene: PictureScene, into svg: inout ByteWriter) {
        let screen = ScreenDrawing(scene: scene)
        guard scene.canvas != nil else {
            svg += "<p class=\"note\">No element has a frame: nothing to draw.</p>\n"
            return
        }
        let n = PictureGeometry.number
        // A scrollable region takes keyboard focus: it has a name.
        svg += "<div class=\"drawing\" tabindex=\"0\" role=\"region\""
        svg += " aria-label=\"Drawing of the screen (scrolls)\">"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\""
        svg += " role=\"img\" aria-label=\"The screen's \(scene.elements.count) elements, numbered in focus order\">\n"
        svg += ScreenDrawing.definitions + "\n"
        let ring =
            "<rect id=\"ring-outer\" class=\"ring-outer\" visibility=\"hidden\" rx=\"4\"/>"
            + "<rect id=\"ring\" class=\"ring\" visibility=\"hidden\" rx=\"4\"/>\n"
        screen.write(into: &svg, underBadges: ring)
        svg += "</svg></div>\n"
    }

    /// The legend: a table with one row per element, the key and notes.
    static func writeLegend(_ scene: PictureScene, into html: inout ByteWriter) {
        html += "<section class=\"legend\" aria-labelledby=\"legend-heading\">\n"
        html += "<h2 id=\"legend-heading\">Focus order</h2>\n"
        html += "<div class=\"legend-scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"legend-heading\">\n"
        let count = scene.elements.count
        html += "<table>\n<caption\(englishChrome(scene))>"
        html += "\(count) element\(count == 1 ? "" : "s") in the order VoiceOver visits them</caption>\n"
        html +=
            "<colgroup><col class=\"number\"><col class=\"id\"><col class=\"says\"><col class=\"details\"></colgroup>\n"
        html += "<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Id</th><th scope=\"col\">VoiceOver says</th>"
        html += "<th scope=\"col\">Hint, cues, actions, names</th></tr></thead>\n<tbody id=\"rows\">\n"
        for (index, element) in scene.elements.enumerated() {
            html += "<tr data-index=\"\(index)\"><td>\(element.number)</td><td>"
            html +=
                element.id.map { "<code>" + Markup.escape($0) + "</code>" }
                ?? "<span class=\"quiet no-id\">\(PictureLegend.noID)</span>"
            html += "</td><td" + (element.language.map { " lang=\"" + Markup.escape($0) + "\"" } ?? "") + ">"
            html += Markup.escape(PictureLegend.speech(of: element)) + "</td><td>"
            for (offset, detail) in PictureLegend.details(of: element).enumerated() {
                if offset > 0 { html += "<br>" }
                html +=
                    detail.name == "check"
                    ? "<strong class=\"alarm\"\(englishChrome(scene))>check: "
                    : "<span class=\"quiet\">\(detail.name):</span> "
                html += Markup.escape(detail.text) + (detail.name == "check" ? "</strong>" : "")
            }
            html += "</td></tr>\n"
            html.flushIfFull()
        }
        html += "</tbody>\n</table>\n</div>\n<h3>Key</h3>\n<ul class=\"key\"\(englishChrome(scene))>\n"
        for line in PictureLegend.key + PictureLegend.footnotes(scene) {
            html += "<li>" + Markup.escape(line) + "</li>\n"
        }
        html += "</ul>\n</section>\n"
    }

    /// What the script needs, as JSON: every element's frame, caption and
    /// speech; every step's caption, speech and focus.
    static func writeData(_ scene: PictureScene, into json: inout ByteWriter) {
        let n = PictureGeometry.number
        json +=
            "{\"locale\":" + Markup.scriptJSON(scene.locale) + ",\"header\":" + Markup.scriptJSON(scene.header)
            + ",\"elements\":["
        for (index, element) in scene.elements.enumerated() {
            json += index == 0 ? "\n{" : ",\n{"
            json +=
                "\"f\":" + (element.frame.map { "[\(n($0.x)),\(n($0.y)),\(n($0.width)),\(n($0.height))]" } ?? "null")
            json +=
                ",\"c\":" + Markup.scriptJSON(scene.caption(of: element)) + ",\"s\":"
                + Markup.scriptJSON(element.utterance.speech)
            json += ",\"h\":" + (element.utterance.hint.map(Markup.scriptJSON) ?? "null")
            json += ",\"l\":" + (element.language.map(Markup.scriptJSON) ?? "null") + "}"
            json.flushIfFull()
        }
        json += "],\"steps\":["
        for (index, step) in scene.steps.enumerated() {
            json += index == 0 ? "\n{" : ",\n{"
            json +=
                "\"c\":" + Markup.scriptJSON(step.caption) + ",\"s\":" + (step.spoken.map(Markup.scriptJSON) ?? "null")
            json += ",\"f\":" + String(step.focus ?? -1) + "}"
            json.flushIfFull()
        }
        json += "]}"
    }
}
