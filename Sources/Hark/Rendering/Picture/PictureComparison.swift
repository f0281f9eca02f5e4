import Foundation

/// Two pictures side by side in one standalone HTML page, under what a
/// VoiceOver user hears differently between them: what `hark diff
/// --format html` writes. Each picture is an SVG image embedded as a data
/// URI (so the two keep their own ids), over its screenshot when it has one.
public enum PictureComparison {
    /// The page: `changes` (the diff as text) and the two pictures, each
    /// captioned with the name of its version.
    public static func html(old: HarkPicture, new: HarkPicture, oldName: String, newName: String, changes: String)
        -> String
    {
        html(oldSVG: old.svg, newSVG: new.svg, oldName: oldName, newName: newName, changes: changes)
    }

    /// The page, from the two pictures already drawn as SVG (`hark diff`
    /// keeps each version's SVG, not its picture: one tree at a time).
    package static func html(oldSVG: String, newSVG: String, oldName: String, newName: String, changes: String)
        -> String
    {
        let title = Markup.escape(oldName) + " → " + Markup.escape(newName)
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(title) · Hark diff</title>\n<style>\n" + style + "\n</style>\n</head>\n<body>\n"
        html += "<h1>What VoiceOver says differently</h1>\n<p class=\"names\">\(title)</p>\n"
        // Line by line: Markup.escape writes a line break as the two characters \n.
        let lines = changes.split(separator: "\n", omittingEmptySubsequences: false).map { Markup.escape(String($0)) }
        html += "<pre class=\"changes\">" + lines.joined(separator: "\n") + "</pre>\n<div class=\"pair\">\n"
        for (label, name, svg) in [("Before", oldName, oldSVG), ("After", newName, newSVG)] {
            let uri = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
            html += "<figure><figcaption>\(label): " + Markup.escape(name) + "</figcaption>"
            html += "<img src=\"\(uri)\" alt=\"\(label): the screen \(Markup.escape(name)), numbered in focus order, "
            html += "with what VoiceOver says\"></figure>\n"
        }
        return html + "</div>\n</body>\n</html>\n"
    }

    /// Dark text on white (17:1), the pictures side by side, wrapping on a
    /// narrow window.
    static let style = """
        body{margin:0;padding:16px 24px;\
        font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1A1A1A;background:#FFFFFF}
        h1{font-size:1.4em;margin:0 0 4px}.names{margin:0 0 12px;color:#4D4D4D}
        .changes{white-space:pre-wrap;font:13px ui-monospace,monospace;background:#F2F2F2;\
        padding:8px 12px;border-radius:6px}
        .pair{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
        figure{margin:0;max-width:100%;overflow:auto}\
        figcaption{font-weight:bold;margin:0 0 6px}img{display:block;max-width:none}
        """
}
