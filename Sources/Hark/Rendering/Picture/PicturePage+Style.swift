/// The HTML page's CSS and JavaScript, inline in every page.
///
/// Long lines of CSS and JavaScript are folded to keep the source within 120
/// columns: a line that ends in `\` (`\#` in a raw literal) goes on in the
/// next, whose spaces past the closing delimiter's indentation are kept, so
/// the page's bytes are the same as unfolded.
enum PicturePage {
    /// Text is #1A1A1A or #4D4D4D on white (contrast 17:1 and 8.5:1), the
    /// caption bar white on #1A1A1A, a pressed button white on #0072B2
    /// (5.2:1), alarms #A33A00 (6.6:1); focus is a 3 pt dark outline.
    static let style = """
        *{box-sizing:border-box}
        body{margin:0;padding:16px 24px;\
        font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1A1A1A;background:#FFFFFF}
        h1{font-size:1.4em;margin:0 0 4px}h2{font-size:1.1em;margin:0 0 8px}h3{font-size:1em;margin:16px 0 4px}
        .how{margin:0 0 12px;color:#4D4D4D}
        .layout{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
        .screen{flex:0 0 auto;max-width:100%}
        .screen .controls{min-height:2.2em}
        .legend{flex:1 1 420px;min-width:300px}
        .controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 8px}
        button{font:inherit;color:#1A1A1A;background:#FFFFFF;\
        border:1px solid #1A1A1A;border-radius:6px;padding:4px 10px;cursor:pointer}
        button[aria-pressed="true"]{background:#0072B2;border-color:#0072B2;color:#FFFFFF}
        button:disabled{color:#595959;border-color:#767676;cursor:default}
        input[type=range]{width:200px;accent-color:#0072B2}
        output{color:#1A1A1A;min-width:8em}
        :focus-visible{outline:3px solid #1A1A1A;outline-offset:2px}
        .caption{background:#1A1A1A;color:#FFFFFF;border-radius:8px;padding:8px 12px;\
        height:calc(8.7em + 16px);overflow-y:auto;white-space:pre-wrap;\
        margin:0 0 8px;width:100%;font-size:14px}
        .drawing{width:fit-content;max-width:100%;overflow:auto;max-height:calc(100vh - 220px);border:1px solid #D0D0D0}
        .drawing svg{display:block}
        .drawing [data-index]{cursor:pointer}
        .ring-outer{fill:none;stroke:#1A1A1A;stroke-width:6}.ring{fill:none;stroke:#FFFFFF;stroke-width:2}
        .legend-scroll{max-height:calc(100vh - 200px);overflow:auto;border:1px solid #D0D0D0}
        table{border-collapse:separate;border-spacing:0;width:100%;font-size:14px;table-layout:fixed}
        col.number{width:3em}col.id{width:22%}col.says{width:42%}
        caption{text-align:start;color:#4D4D4D;padding:6px 8px}
        th,td{text-align:start;vertical-align:top;padding:5px 8px;border-top:1px solid #E0E0E0}
        thead th{position:sticky;top:0;z-index:1;background:#F2F2F2;border-top:0;border-bottom:1px solid #BDBDBD}
        tbody tr{cursor:pointer}
        tr.current{background:#FFF1CC;box-shadow:inset 4px 0 0 #1A1A1A}
        code{font:12px ui-monospace,monospace;color:#4D4D4D;overflow-wrap:anywhere}
        td{overflow-wrap:anywhere}
        .quiet{color:#4D4D4D}.alarm{color:#A33A00}.no-id{font-style:italic}
        .key{color:#4D4D4D;font-size:13px;padding-inline-start:20px}
        .note{color:#4D4D4D}
        #selftest{white-space:pre-wrap;font:12px ui-monospace,monospace;\
        border-top:1px solid #D0D0D0;margin-top:16px;padding-top:8px}
        @media (prefers-reduced-motion:no-preference){tr.current{transition:background .15s}}
        """
}
