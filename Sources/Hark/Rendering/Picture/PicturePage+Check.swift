extension PicturePage {
    /// The page's own accessibility check, run in self-test mode: every
    /// control and image has a name, the page a language and a title, the
    /// legend table headers, and all text a contrast of at least 4.5:1
    /// against what is behind it.
    static let check = #"""
          var PageCheck = {
            luminance: function (rgb) {
              var c = rgb.map(function (v) { v = v / 255;\#
         return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
              return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
            },
            parse: function (color) {
              var m = color.match(/rgba?\(([^)]+)\)/);
              if (!m) { return null; }
              var p = m[1].split(/[ ,\/]+/).filter(function (x) { return x; }).map(Number);
              return {rgb: p.slice(0, 3), alpha: p.length > 3 ? p[3] : 1};
            },
            background: function (node) {
              for (; node && node.nodeType === 1; node = node.parentElement) {
                var bg = PageCheck.parse(getComputedStyle(node).backgroundColor);
                if (bg && bg.alpha > 0) { return bg.rgb; }
              }
              return [255, 255, 255];
            },
            name: function (el) {
              var label = el.getAttribute('aria-label');
              if (label && label.trim()) { return label; }
              var by = el.getAttribute('aria-labelledby');
              if (by) { var ref = document.getElementById(by);\#
         if (ref && ref.textContent.trim()) { return ref.textContent; } }
              if (el.labels && el.labels.length) { return el.labels[0].textContent; }
              return el.tagName === 'INPUT' ? '' : el.textContent.trim();
            },
            problems: function () {
              var problems = [];
              if (!document.documentElement.lang) { problems.push('the page has no lang'); }
              if (!document.title.trim()) { problems.push('the page has no title'); }
              document.querySelectorAll('button, input, select, textarea, a[href],\#
         [role=img], svg[role], [role=region], [tabindex]')\#
        .forEach(function (el) {
                if (!PageCheck.name(el)) {\#
         problems.push('no accessible name: <' + el.tagName.toLowerCase() + (el.id ? ' id=' + el.id : '') + '>'); }
              });
              document.querySelectorAll('table').forEach(function (table) {
                if (!table.querySelector('th')) { problems.push('a table without headers'); }
              });
              var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
              var seen = new Set();
              for (var text = walker.nextNode(); text; text = walker.nextNode()) {
                var el = text.parentElement;
                if (!text.textContent.trim() || !el || seen.has(el) || el.closest('svg, script, [hidden]'))\#
         { continue; }
                seen.add(el);
                var fg = PageCheck.parse(getComputedStyle(el).color);
                if (!fg) { continue; }
                var a = PageCheck.luminance(fg.rgb), b = PageCheck.luminance(PageCheck.background(el));
                var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                if (ratio < 4.5) {\#
         problems.push('contrast ' + ratio.toFixed(2) + ':1 < 4.5:1 for "'\#
         + text.textContent.trim().slice(0, 40) + '"'); }
              }
              return problems;
            }
          };
        """#
}
