import A11yPlan

/// An interactive, printable HTML checklist: Pass / Fail / Not applicable / Blocked and notes per item,
/// a form about the test run (product, device, assistive technology …), a running count, results kept in the browser, and downloads of the results as JSON and CSV.
///
/// The page stands alone (styles and script inline) so it works when downloaded. Results are kept in
/// `localStorage` under the catalog version, component and platform, and follow the results schema
/// committed at `schema/results.schema.json`.
public struct HTMLChecklistExporter: Format {
    /// Where the page sits on a site, when it does: it then links back to its plan and to itself to be
    /// saved. Nil for a page on its own (`export`).
    public var site: SitePageLinks?

    /// An exporter of pages on their own, or with `site`, of a site's checklist pages.
    public init(site: SitePageLinks? = nil) {
        self.site = site
    }

    /// The links of a checklist page on a site: back to its plan, to the page itself, which a tester
    /// saves to work offline, and the plan's downloads. The page stands alone (its style and script are
    /// inline, its downloads inside their links), so the saved file works from a downloads folder as the
    /// page does on the site.
    public struct SitePageLinks: Sendable, Hashable {
        /// The link to the plan's page, as the page's `href` takes it.
        public var plan: String
        /// The page's own file name, which the link that saves it names and saves it as.
        public var fileName: String
        /// The plan's downloads, in the order the page lists them under `Words.checklistDownloads`
        /// (the section `#downloads`, which the plan page links to); none for a page without them.
        public var downloads: [Download]

        /// Links to the plan at `plan`, to the page itself, named `fileName`, and to `downloads`.
        public init(plan: String, fileName: String, downloads: [Download] = []) {
            self.plan = plan
            self.fileName = fileName
            self.downloads = downloads
        }
    }

    /// A file the page's link saves: its name, the link's words and the file inside the link as a
    /// `data:` URL (`DataURL`), so that the file needs no file of its own on the site and no script.
    public struct Download: Sendable, Hashable {
        /// The name the file is saved as, such as `popover-tooltip-ios-checklist.csv`.
        public var fileName: String
        /// The link's words, such as `Words.csvChecklistLink`; the file name follows them.
        public var text: String
        /// The `data:` URL of the file's bytes, as `DataURL` writes it, which the page writes unescaped;
        /// made only from the bytes, so it can hold nothing that needs escaping in an attribute.
        public private(set) var url: String

        /// The download of `bytes`, served as `mediaType` and saved as `fileName`, with `text` as its
        /// link's words.
        public init(fileName: String, text: String, bytes: borrowing TextBuffer, mediaType: String) {
            self.fileName = fileName
            self.text = text
            url = DataURL.url(of: bytes, mediaType: mediaType)
        }
    }

    /// `html`.
    public var fileExtension: String { "html" }

    /// `html`.
    public var name: String { "html" }

    /// `text/html`.
    public var mediaType: String { "text/html" }

    /// "HTML".
    public var shortName: String { "HTML" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.htmlChecklistLink }

    /// Appends the page: the fixed head with its styles, the items, and the script.
    public func write(_ checklist: Checklist, into page: inout TextBuffer) {
        let words = checklist.language.words
        // The fixed parts of an English page are made once; another language's once per page.
        let fixed = checklist.language == .english ? Self.english : FixedParts(checklist.language)
        page.append(fixed.head)
        page.append(html: checklist.title)
        page.append(Self.afterTitle)
        page.append("<header class=\"top\"><p>")
        page.append(html: words.checklistBanner)
        page.append(html: checklist.catalogName)
        page.append(byte: 0x20)
        page.append(html: checklist.catalogVersion)
        page.append("</p>")
        if let site {
            page.append("\n<p><a href=\"")
            page.append(attribute: site.plan)
            page.append("\">")
            page.append(html: words.backToTestPlan)
            page.append("</a> · <a href=\"")
            page.append(attribute: site.fileName)
            page.append("\" download=\"")
            page.append(attribute: site.fileName)
            page.append("\">")
            page.append(html: words.saveChecklist)
            page.append("</a></p>\n")
        }
        page.append("</header>\n<main id=\"main\" data-catalog=\"")
        page.append(attribute: checklist.catalogName)
        page.append("\" data-version=\"")
        page.append(attribute: checklist.catalogVersion)
        page.append("\" data-generator=\"A11yPlan ")
        page.append(A11yPlanVersion.current)
        page.append("\">\n<h1>")
        page.append(html: words.checklistTitle)
        page.append(html: checklist.title)
        page.append("</h1>\n")
        page.append("<p>")
        page.append(html: words.checklistInstructions)
        page.append("</p>\n")
        runForm(for: checklist, into: &page)
        page.append("<p id=\"progress\" class=\"progress\" role=\"status\" aria-live=\"polite\">")
        page.append(html: words.noneChecked(checklist.components.reduce(0) { $0 + $1.items.count }))
        page.append("</p>\n")
        var number = 0
        for (index, component) in checklist.components.enumerated() {
            page.append("<section class=\"component\" data-component=\"")
            page.append(attribute: component.componentID)
            page.append("\" data-platform=\"")
            page.append(component.platform.rawValue)
            page.append("\" aria-labelledby=\"c")
            page.append(index + 1)
            page.append("\">\n<h2 id=\"c")
            page.append(index + 1)
            page.append("\">")
            page.append(html: words.componentOnPlatform(component.componentName, component.platform.name))
            page.append("</h2>\n<p class=\"given\">")
            page.append(html: component.precondition)
            page.append("</p>\n")
            for (section, items) in Checklist.sections(of: component) {
                page.append("<h3>")
                page.append(html: section.title(in: words))
                page.append("</h3>\n<ol class=\"items\">\n")
                for item in items {
                    number += 1
                    self.item(item, number: number, words: words, into: &page)
                }
                page.append("</ol>\n")
            }
            page.append("</section>\n")
        }
        page.append(fixed.actions)
        if let site, !site.downloads.isEmpty {
            page.append("<section id=\"downloads\" class=\"downloads\" aria-labelledby=\"downloads-heading\">\n")
            page.append("<h2 id=\"downloads-heading\">")
            page.append(html: words.checklistDownloads)
            page.append("</h2>\n<ul>\n")
            for download in site.downloads {
                page.append("<li><a href=\"")
                // A `DataURL` needs no escaping in a quoted attribute (`DataURLTests`), and escaping a
                // page's 45 KB of them was a tenth of a whole site's build.
                page.append(download.url)
                page.append("\" download=\"")
                page.append(attribute: download.fileName)
                page.append("\">")
                page.append(html: download.text)
                page.append(" (")
                page.append(html: download.fileName)
                page.append(")</a></li>\n")
            }
            page.append("</ul>\n</section>\n")
        }
        page.append(fixed.foot)
    }

    /// The parts of the page that depend on its language alone: up to the title's text, the buttons
    /// after the items, and from the end of the main content to the end of the page (the footer and the
    /// script).
    private struct FixedParts: Sendable {
        var head: String
        var actions: String
        var foot: String

        init(_ language: Language) {
            head = HTMLChecklistExporter.head(language)
            actions = HTMLChecklistExporter.actions(language.words)
            foot = HTMLChecklistExporter.foot(language.words)
        }
    }

    /// The fixed parts in English, which most checklists are written in.
    private static let english = FixedParts(.english)

    /// The page up to the title's text.
    private static func head(_ language: Language) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLEscaping.attribute(language.code))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>
        """ + HTMLEscaping.text(language.words.checklistTitle)
    }

    /// From the end of the title to the start of the body's content: the styles.
    private static let afterTitle = "</title>\n<style>\n" + style + "\n</style>\n</head>\n<body>\n"

    /// The buttons after the items.
    private static func actions(_ words: Words) -> String {
        """
        <div class="actions">
        <button type="button" id="download-json">\(HTMLEscaping.text(words.downloadJSON))</button>
        <button type="button" id="download-csv">\(HTMLEscaping.text(words.downloadCSV))</button>
        <button type="button" id="clear-results">\(HTMLEscaping.text(words.clearResults))</button>
        </div>

        """
    }

    /// From the end of the main content to the end of the page: the footer and the script.
    private static func foot(_ words: Words) -> String {
        """
        </main>
        <footer class="bottom"><p>\(HTMLEscaping.text(words.generatedBy(A11yPlanVersion.current)))</p></footer>
        <script>
        \(script(words))
        </script>
        </body>
        </html>

        """
    }

    /// The form about the test run: one labelled field per `RunMetadata` field, the browser's only when
    /// the checklist has a Web plan. The script saves it beside the results and puts it in their `run`.
    private func runForm(for checklist: Checklist, into html: inout TextBuffer) {
        let words = checklist.language.words
        let hasWeb = checklist.components.contains { $0.platform == .web }
        html.append("<fieldset id=\"run\" class=\"run\" aria-describedby=\"run-hint\">\n<legend>")
        html.append(html: words.aboutTestRun)
        html.append("</legend>\n<p id=\"run-hint\" class=\"hint\">")
        html.append(html: words.aboutTestRunHint)
        html.append("</p>\n<div class=\"run-fields\">\n")
        for field in RunMetadata.Field.allCases {
            if !hasWeb, field == .browser || field == .browserVersion { continue }
            html.append("<div class=\"run-field\"><label for=\"run-")
            html.append(field.rawValue)
            html.append("\">")
            html.append(html: words.runField(field))
            html.append("</label><input type=\"text\" id=\"run-")
            html.append(field.rawValue)
            html.append("\" name=\"")
            html.append(field.rawValue)
            if field == .date {
                html.append("\" autocomplete=\"off\" aria-describedby=\"run-date-hint\">")
                html.append("<span id=\"run-date-hint\" class=\"hint\">")
                html.append(html: words.dateHint)
                html.append("</span></div>\n")
            } else {
                // The tester is the person filling in the form (WCAG 1.3.5); the rest are not about them.
                html.append(field == .tester ? "\" autocomplete=\"name\"></div>\n" : "\" autocomplete=\"off\"></div>\n")
            }
        }
        html.append("</div>\n</fieldset>\n")
    }

    private func item(_ item: ChecklistItem, number: Int, words: Words, into html: inout TextBuffer) {
        html.append("<li class=\"item\" data-id=\"")
        html.append(attribute: item.id)
        html.append("\">\n<fieldset>\n<legend><span class=\"action\">")
        html.append(html: item.action)
        html.append("</span>: <span class=\"expect\">")
        html.append(html: item.expectation)
        html.append("</span></legend>\n<div class=\"choices\">\n")
        choice("pass", words.pass, number: number, into: &html)
        choice("fail", words.fail, number: number, into: &html)
        choice("notApplicable", words.notApplicable, number: number, into: &html)
        choice("blocked", words.blocked, number: number, into: &html)
        html.append("</div>\n<label class=\"notes-label\" for=\"i")
        html.append(number)
        html.append("-notes\">")
        html.append(html: words.notes)
        html.append("</label>\n<textarea id=\"i")
        html.append(number)
        html.append("-notes\" rows=\"2\"></textarea>\n<p class=\"item-id\">")
        html.append(html: item.id)
        html.append("</p>\n</fieldset>\n</li>\n")
    }

    /// One answer of item `number`: a radio button saving `value`, labelled `label`.
    private func choice(_ value: String, _ label: String, number: Int, into html: inout TextBuffer) {
        html.append("<span class=\"choice\"><input type=\"radio\" id=\"i")
        html.append(number)
        html.append(byte: 0x2D)
        html.append(value)
        html.append("\" name=\"i")
        html.append(number)
        html.append("\" value=\"")
        html.append(value)
        html.append("\"><label for=\"i")
        html.append(number)
        html.append(byte: 0x2D)
        html.append(value)
        html.append("\">")
        html.append(html: label)
        html.append("</label></span>\n")
    }

    /// The page's styles: the shared colour tokens, then its own rules.
    package static let style = HTMLStyleTokens.colours + "\n" + rules

    /// The checklist's own style rules, after the colour tokens.
    private static let rules = """
        * { box-sizing: border-box; }
        body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: var(--text); background: var(--bg); }
        .top, .bottom { padding: 0.5rem 1rem; background: var(--surface); color: var(--muted); }
        .top p, .bottom p { margin: 0; }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
        .progress, .given { font-weight: 600; }
        .items { padding-left: 1.5rem; }
        .item { margin-bottom: 1rem; }
        fieldset { border: 1px solid var(--border); border-radius: 4px; padding: 0.5rem 0.75rem; }
        legend { padding: 0 0.25rem; }
        .action { font-weight: 600; }
        .choices { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0.5rem 0; }
        .choice { display: inline-flex; gap: 0.35rem; align-items: center; }
        input[type="radio"] { width: 1.2rem; height: 1.2rem; margin: 0; }
        textarea { display: block; width: 100%; font: inherit; color: var(--text); background: var(--bg);
          border: 1px solid var(--border); border-radius: 4px; padding: 0.35rem; }
        .run { margin: 1rem 0; }
        .run-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.5rem 1rem; }
        .run-field label { display: block; font-weight: 600; }
        .run-field input { width: 100%; font: inherit; color: var(--text); background: var(--bg);
          border: 1px solid var(--border); border-radius: 4px; padding: 0.25rem 0.35rem; }
        .hint { margin: 0.25rem 0; color: var(--muted); font-size: 0.875rem; }
        .item-id { margin: 0.35rem 0 0; font-size: 0.875rem; color: var(--muted); overflow-wrap: anywhere; }
        .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1.5rem 0; }
        button { font: inherit; padding: 0.4rem 0.9rem; color: var(--accent-text); background: var(--accent);
          border: 2px solid var(--accent); border-radius: 4px; cursor: pointer; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        @media (forced-colors: active) {
          button { color: ButtonText; background-color: ButtonFace; border-color: ButtonText; }
          :focus-visible { outline-color: Highlight; }
        }
        @media print {
          .actions, .downloads, .top, .bottom { display: none; }
          body { color: #000000; background: #ffffff; }
          fieldset { break-inside: avoid; }
          textarea { min-height: 3rem; }
        }
        """

    /// The script's statement that shows `Words.itemsChecked`: its words as JavaScript strings between
    /// the counts, continued on a new line once a line passes 90 columns.
    private static func showProgress(_ words: Words) -> String {
        let counts = ["done", "all.length", "tally.pass", "tally.fail", "tally.notApplicable", "tally.blocked"]
        let pieces = Words.pieces(arguments: counts.count) {
            words.itemsChecked($0[0], $0[1], $0[2], $0[3], $0[4], $0[5])
        }
        var statement = TextBuffer(capacity: 512)
        statement.append("progress.textContent = ")
        // The statement starts four spaces in, and goes on six spaces in.
        var lineStart = -4
        for (index, piece) in pieces.enumerated() {
            if index > 0, statement.count - lineStart > 90 {
                statement.append(" +\n      ")
                lineStart = statement.count - 6
            } else if index > 0 {
                statement.append(" + ")
            }
            switch piece {
            case .words(let text): statement.append(scriptString: text)
            case .argument(let index): statement.append(counts[index])
            }
        }
        statement.append(byte: 0x3B)
        return statement.string
    }

    /// `strings` as a JavaScript array on one line.
    private static func javaScriptArray(_ strings: [String]) -> String {
        var array = TextBuffer(capacity: 256)
        array.append(byte: 0x5B)
        for (index, string) in strings.enumerated() {
            if index > 0 { array.append(", ") }
            array.append(scriptString: string)
        }
        array.append(byte: 0x5D)
        return array.string
    }

    /// The page's script, with the running count in `words`.
    package static func script(_ words: Words) -> String {
        """
        (function () {
          "use strict";
          var main = document.getElementById("main");
          var progress = document.getElementById("progress");
          var version = main.getAttribute("data-version");
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.component"));
          function storageKey(section) {
            return "a11yplan:" + version + ":" + section.getAttribute("data-component") + ":" + section.getAttribute("data-platform");
          }
          // Kept per platform: a tester's device and screen reader differ between iOS and the Web.
          var runKey = "a11yplan:" + version + ":run:" + sections.map(function (section) {
            return section.getAttribute("data-platform");
          }).filter(function (platform, index, all) { return all.indexOf(platform) === index; }).sort().join(",");
          var runFields = Array.prototype.slice.call(document.querySelectorAll("#run input"));
          function loadRun() {
            var saved = {};
            try { saved = JSON.parse(localStorage.getItem(runKey) || "{}"); } catch (e) { saved = {}; }
            runFields.forEach(function (field) { field.value = saved[field.name] || ""; });
          }
          function run() {
            var values = {};
            runFields.forEach(function (field) { if (field.value.trim() !== "") values[field.name] = field.value.trim(); });
            return values;
          }
          function saveRun() { try { localStorage.setItem(runKey, JSON.stringify(run())); } catch (e) {} }
          function items(section) { return Array.prototype.slice.call(section.querySelectorAll("li.item")); }
          function read(item) {
            var checked = item.querySelector("input[type=radio]:checked");
            return { status: checked ? checked.value : "untested", notes: item.querySelector("textarea").value };
          }
          function load() {
            sections.forEach(function (section) {
              var saved = {};
              try { saved = JSON.parse(localStorage.getItem(storageKey(section)) || "{}"); } catch (e) { saved = {}; }
              items(section).forEach(function (item) {
                var result = saved[item.getAttribute("data-id")];
                if (!result) return;
                var radio = item.querySelector("input[value='" + result.status + "']");
                if (radio) radio.checked = true;
                item.querySelector("textarea").value = result.notes || "";
              });
            });
          }
          function save() {
            sections.forEach(function (section) {
              var results = {};
              items(section).forEach(function (item) { results[item.getAttribute("data-id")] = read(item); });
              try { localStorage.setItem(storageKey(section), JSON.stringify(results)); } catch (e) {}
            });
          }
          function count() {
            var all = Array.prototype.slice.call(document.querySelectorAll("li.item")).map(read);
            var tally = { pass: 0, fail: 0, notApplicable: 0, blocked: 0 };
            all.forEach(function (r) { if (tally.hasOwnProperty(r.status)) tally[r.status] += 1; });
            var done = tally.pass + tally.fail + tally.notApplicable + tally.blocked;
            \(showProgress(words))
          }
          function results() {
            var list = [];
            sections.forEach(function (section) {
              items(section).forEach(function (item) {
                var r = read(item);
                list.push({ component: section.getAttribute("data-component"), platform: section.getAttribute("data-platform"),
                  itemId: item.getAttribute("data-id"), status: r.status, notes: r.notes });
              });
            });
            var doc = { schemaVersion: 1, generator: main.getAttribute("data-generator"),
              catalog: { name: main.getAttribute("data-catalog"), version: version },
              exportedAt: new Date().toISOString() };
            var recorded = run();
            if (Object.keys(recorded).length > 0) doc.run = recorded;
            doc.results = list;
            return doc;
          }
          function csvCell(text) {
            var value = String(text);
            if (/^[=+\\-@\\t\\r]/.test(value)) value = "'" + value;
            return /[",\\r\\n]/.test(value) ? "\\"" + value.replace(/"/g, "\\"\\"") + "\\"" : value;
          }
          function download(name, type, text) {
            var link = document.createElement("a");
            link.href = URL.createObjectURL(new Blob([text], { type: type }));
            link.download = name;
            document.body.appendChild(link);
            link.click();
            setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
          }
          var base = sections.length === 1
            ? sections[0].getAttribute("data-component") + "-" + sections[0].getAttribute("data-platform") + "-results"
            : "checklist-results";
          document.getElementById("download-json").addEventListener("click", function () {
            download(base + ".json", "application/json", JSON.stringify(results(), null, 2) + "\\n");
          });
          document.getElementById("download-csv").addEventListener("click", function () {
            var rows = [\(javaScriptArray(Words.english.resultsCSVHeader))];
            results().results.forEach(function (r) { rows.push([r.component, r.platform, r.itemId, r.status, r.notes]); });
            download(base + ".csv", "text/csv", rows.map(function (row) { return row.map(csvCell).join(","); }).join("\\r\\n") + "\\r\\n");
          });
          document.getElementById("clear-results").addEventListener("click", function () {
            sections.forEach(function (section) { localStorage.removeItem(storageKey(section)); });
            Array.prototype.slice.call(document.querySelectorAll("input[type=radio]")).forEach(function (r) { r.checked = false; });
            Array.prototype.slice.call(document.querySelectorAll("textarea")).forEach(function (t) { t.value = ""; });
            count();
          });
          main.addEventListener("change", function (event) {
            if (runFields.indexOf(event.target) >= 0) { saveRun(); return; }
            save(); count();
          });
          main.addEventListener("input", function (event) {
            if (event.target.tagName === "TEXTAREA") save();
            if (runFields.indexOf(event.target) >= 0) saveRun();
          });
          loadRun();
          load();
          count();
        })();
        """
    }
}
