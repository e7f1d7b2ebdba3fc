import _RouteMap

extension RouteMapPage {
    /// The page as one HTML file that needs nothing else: inline CSS and script, no network
    /// (its Content-Security-Policy forbids any load). Every text from the map is HTML-escaped.
    /// The same page renders to the same bytes.
    ///
    /// The search box keeps the rows whose text contains every word typed (case-insensitive), the
    /// module menu those of one module; `#q=WORDS&module=NAME` in the page's address sets both when
    /// it opens, so a filtered view can be shared (and checked in headless Chromium).
    public var html: String {
        var columns = ["Module", "Pattern", "Page or handler", "Parameters", "Example URL", "Internal"]
        if androidFile != nil { columns.append("Android") }
        if batchFile != nil { columns.append("Redirect") }
        if oldFile != nil { columns.append("Change") }
        var sources = ["\(rows.count) \(rows.count == 1 ? "route" : "routes") of \(mapFile)"]
        if let androidFile { sources.append("Android counterparts from \(androidFile)") }
        if let batchFile { sources.append("redirects of \(batchFile)") }
        if let oldFile { sources.append("changes since \(oldFile)") }
        let modules = Set(rows.map(\.entry.module)).sorted()
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Routes of \(escaped(mapFile))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>Routes</h1>
            <p>\(escaped(sources.joined(separator: "; ")))</p>
            <div class="controls">
            <input id="search" type="search" placeholder="Search routes" aria-label="Search routes" autofocus>
            <select id="module" aria-label="Module"><option value="">All modules</option>\(modules.map { "<option value=\"\(escaped($0))\">\(escaped($0))</option>" }.joined())</select>
            <span id="count">\(rows.count) of \(rows.count) routes</span>
            </div>
            <table id="routes">
            <thead><tr>\(columns.map { "<th>\(escaped($0))</th>" }.joined())</tr></thead>
            <tbody>

            """
        for row in rows { out += rowHTML(row) + "\n" }
        out += "</tbody>\n</table>\n"
        if let oldFile {
            out += "<h2>Links of \(escaped(oldFile)) that break</h2>\n"
            if breaks.isEmpty {
                out += "<p id=\"breaks\">None: every link of \(escaped(oldFile)) opens as it did.</p>\n"
            } else {
                out += "<table id=\"breaks\">\n<thead><tr><th>Change</th><th>Pattern</th><th>Page or handler</th>"
                out +=
                    "<th>Example URL</th><th>What happens</th><th>Redirect that keeps it</th></tr></thead>\n<tbody>\n"
                for change in breaks {
                    let rule = change.redirect.map(RouteMapDiffReport.ruleText) ?? "none"
                    out +=
                        "<tr class=\"break\"><td>\(escaped(change.kind.rawValue))</td><td><code>\(escaped(change.old.path))</code></td>"
                    out += "<td>\(escaped(change.old.className))</td><td><code>\(escaped(change.url))</code></td>"
                    out += "<td>\(escaped(change.detail))</td><td><code>\(escaped(rule))</code></td></tr>\n"
                }
                out += "</tbody>\n</table>\n"
            }
        }
        return out + "<script>\(Self.script)</script>\n</body>\n</html>\n"
    }

    private func rowHTML(_ row: RouteMapPage.Row) -> String {
        let entry = row.entry
        var page = "<td>\(escaped(entry.className))"
        if entry.action == RouteMapEntry.handlerAction {
            page += " <span class=\"tag\">handler</span>"
        } else if !entry.action.isEmpty {
            page += " <span class=\"tag\">action \(escaped(entry.action))</span>"
        }
        if !entry.description.isEmpty { page += "<br><small>\(escaped(entry.description))</small>" }
        page += "</td>"
        var cells = [
            "<td>\(escaped(entry.module))</td>", "<td><code>\(escaped(entry.path))</code></td>", page,
            "<td>\(escaped(entry.parameters.map { ":" + $0 }.joined(separator: " ")))</td>",
            // Text, not a link: a map's scheme could be `javascript`.
            "<td><code>\(escaped(row.exampleURL))</code>"
                + (row.shadowedBy.map { "<br><small>opens \(escaped($0)) (higher priority)</small>" } ?? "") + "</td>",
            "<td>\(entry.internal ? "internal" : "")</td>",
        ]
        if androidFile != nil { cells.append("<td>\(escaped(row.android ?? "none"))</td>") }
        if batchFile != nil { cells.append("<td>\(escaped(row.redirect ?? ""))</td>") }
        if oldFile != nil {
            cells.append(row.change.map { "<td><span class=\"tag \($0)\">\($0)</span></td>" } ?? "<td></td>")
        }
        return "<tr data-module=\"\(escaped(entry.module))\">\(cells.joined())</tr>"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted
    /// attribute values.
    func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:1.5em;color:#1d1d1f}\
        h1{margin:0 0 .2em}.controls{position:sticky;top:0;background:#fff;padding:.5em 0;display:flex;gap:.5em;align-items:center}\
        #search{flex:1;max-width:30em;padding:.3em}table{border-collapse:collapse;width:100%}\
        th,td{border-bottom:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}\
        th{background:#f5f5f7;position:sticky;top:2.6em}code{font-size:13px;overflow-wrap:anywhere}\
        small{color:#6e6e73}.tag{font-size:12px;border-radius:3px;padding:0 .3em;background:#e8e8ed}\
        .new{background:#d1f2d9}.changed{background:#fde9c8}.break td:first-child{color:#b00020}
        """

    /// Filters the rows as the user types or picks a module; reads `#q=…&module=…` at load.
    private static let script = """
        (function(){var s=document.getElementById('search'),m=document.getElementById('module'),\
        c=document.getElementById('count'),rows=document.querySelectorAll('#routes tbody tr');\
        function apply(){var words=s.value.toLowerCase().split(/\\s+/).filter(Boolean),mod=m.value,n=0;\
        rows.forEach(function(r){var t=r.textContent.toLowerCase(),ok=(!mod||r.getAttribute('data-module')===mod)&&\
        words.every(function(w){return t.indexOf(w)>=0});r.hidden=!ok;if(ok)n++});\
        c.textContent=n+' of '+rows.length+' routes'}\
        var p=new URLSearchParams(location.hash.slice(1));if(p.has('q'))s.value=p.get('q');\
        if(p.has('module'))m.value=p.get('module');s.addEventListener('input',apply);m.addEventListener('change',apply);\
        apply()})();
        """
}
