import A11yPlan
import A11yPlanFormats

/// The pages of a catalog's site, each built from the catalog alone.
///
/// Every function returns one page's `<main>` content with its title; `SiteBuilder` wraps them in the
/// layout and writes them.
public struct SiteContent: Sendable {
    /// The catalog the site shows.
    public var catalog: Catalog
    /// How pages link to each other.
    public var links: SiteLinks
    /// Test results to show on the plan pages, if the build was given any.
    public var results: SiteResults?
    /// The language of every page.
    public var language: Language

    /// Site content for `catalog` in `language`, linked with `links`, showing `results` when given.
    public init(catalog: Catalog, links: SiteLinks, results: SiteResults? = nil, language: Language = .english) {
        self.catalog = catalog
        self.links = links
        self.results = results
        self.language = language
    }

    private func e(_ text: String) -> String { HTMLEscaping.text(text) }

    /// The fixed words of every page.
    private var words: Words { language.words }

    /// The words a bundled script shows, as the JSON script element (id `a11yplan-words`) it reads, so
    /// one script serves pages in every language.
    private func scriptWords(_ entries: [(key: String, words: String)]) -> String {
        var json = TextBuffer(capacity: 1024)
        json.append("<script type=\"application/json\" id=\"a11yplan-words\">{")
        for (index, entry) in entries.enumerated() {
            json.append(index == 0 ? "\n" : ",\n")
            json.append(scriptString: entry.key)
            json.append(": ")
            json.append(scriptString: entry.words)
        }
        json.append("\n}</script>\n")
        return json.string
    }

    /// A sentence of `arguments` values as a script fills it: `{0}`, `{1}` … where each value goes.
    private func sentence(_ arguments: Int, _ sentence: ([String]) -> String) -> String {
        Words.pieces(arguments: arguments, of: sentence).map { piece in
            switch piece {
            case .words(let text): text
            case .argument(let index): "{\(index)}"
            }
        }.joined()
    }

    /// The home page: the catalog as a grid of components × platforms.
    public func home() -> SitePage {
        let path = SitePaths.home
        var html = "<h1>\(e(catalog.name))</h1>\n"
        html += "<p>\(e(words.homeIntroduction(catalog.components.count)))</p>\n"
        html +=
            ComponentGrid(
                id: "catalog-grid",
                caption: words.componentsAndPlatforms,
                componentHeader: words.component,
                components: catalog.components,
                rowHeader: { component in
                    let all = HTMLEscaping.attribute(links.href(SitePaths.component(id: component.id), from: path))
                    return "<a href=\"\(all)\">\(e(component.name))</a>"
                },
                cell: { component, platform in
                    guard component.variant(for: platform) != nil else {
                        return "<span class=\"muted\">\(e(words.notOn(platform.name)))</span>"
                    }
                    let href = HTMLEscaping.attribute(
                        links.href(SitePaths.plan(id: component.id, platform: platform), from: path))
                    let hidden = e(words.forComponentOnPlatform(component.name, platform.name))
                    return
                        "<a href=\"\(href)\">\(e(words.testPlan))<span class=\"visually-hidden\">\(hidden)</span></a>"
                }
            ).html
        return SitePage(
            path: path,
            title: words.accessibilityTestPlans,
            description: words.homeDescription(catalog.name),
            content: html
        )
    }

    /// A platform's index: every component with a plan there.
    public func platformIndex(_ platform: Platform) -> SitePage {
        let path = SitePaths.platformIndex(platform)
        let present = catalog.components(on: platform)
        var html = "<h1>\(e(words.platformTestPlans(platform.name)))</h1>\n"
        html += "<p>\(e(words.componentsHaveAPlan(present.count, platform.name, platform.screenReaderNames)))</p>\n"
        html += componentList(present, platform: platform, from: path)
        let absent = catalog.components.filter { $0.variant(for: platform) == nil }
        if !absent.isEmpty {
            html += "<h2>\(e(words.notOn(platform.name)))</h2>\n<ul class=\"component-list\">\n"
            for component in absent {
                let href = links.href(SitePaths.component(id: component.id), from: path)
                html += "<li><a href=\"\(HTMLEscaping.attribute(href))\">\(e(component.name))</a></li>\n"
            }
            html += "</ul>\n"
        }
        return SitePage(
            path: path,
            title: words.platformTestPlans(platform.name),
            description: words.platformDescription(platform.name, catalog.name),
            content: html
        )
    }

    private func componentList(_ components: [Component], platform: Platform, from path: String) -> String {
        var html = "<ul class=\"component-list\">\n"
        for component in components {
            let href = links.href(SitePaths.plan(id: component.id, platform: platform), from: path)
            html += "<li><a href=\"\(HTMLEscaping.attribute(href))\">\(e(component.name))</a></li>\n"
        }
        return html + "</ul>\n"
    }

    /// One component's test plan on one platform, with the other platforms and the links to its
    /// downloads and its interactive checklist.
    public func plan(_ plan: TestPlan, component: Component) -> SitePage {
        var html = TextBuffer()
        writePlan(plan, component: component, usage: RenderedUsage(of: component), into: &html)
        var page = planPage(plan, component: component)
        page.content = html.string
        return page
    }

    /// The plan page's path, title and description, its content still empty.
    func planPage(_ plan: TestPlan, component: Component) -> SitePage {
        SitePage(
            path: SitePaths.plan(id: plan.componentID, platform: plan.platform),
            title: words.componentOnPlatform(plan.componentName, plan.platform.name),
            description: words.planDescription(component.nameInSentence, plan.platform.name),
            content: ""
        )
    }

    /// Appends the plan page's main content: the plan, links to its other platforms, and the links to
    /// its Markdown, its interactive checklist and its checklist in every other format.
    ///
    /// The page carries what it shows: plain links save the plan's Markdown and its JSON checklist,
    /// files of the site's downloads folder (`SitePaths.downloads`), and lead to its interactive
    /// checklist page, which only testers open and which carries every download inside its links
    /// (`SitePaths.checklistPage`).
    func writePlan(_ plan: TestPlan, component: Component, usage: RenderedUsage, into html: inout TextBuffer) {
        let id = plan.componentID
        let path = SitePaths.plan(id: id, platform: plan.platform)
        html.append("<h1>")
        html.append(html: plan.componentName)
        html.append("</h1>\n")
        if let results { writeResults(results.plan(id, on: plan.platform), from: path, into: &html) }
        HTMLPlanRenderer().write(plan, usage: usage.html, into: &html)
        html.append("<section class=\"related\" aria-labelledby=\"related\">\n")
        html.append("<h2 id=\"related\">\(e(words.downloadsAndOtherPlatforms))</h2>\n<ul>\n")
        writeFileDownloads(id: id, platform: plan.platform, from: path, into: &html) { _ in }
        link(to: SitePaths.component(id: id), from: path, into: &html) { html in
            html.append(html: words.onEveryPlatform(plan.componentName))
        }
        for other in component.platforms.sorted() where other != plan.platform {
            link(to: SitePaths.plan(id: id, platform: other), from: path, into: &html) { html in
                html.append(html: words.componentOnPlatform(plan.componentName, other.name))
            }
        }
        html.append("</ul>\n</section>\n")
        html.append("<section class=\"related\" aria-labelledby=\"checklists\">\n")
        html.append("<h2 id=\"checklists\">\(e(words.checklistsForTesters))</h2>\n<ul>\n")
        writeChecklistLink(id: id, platform: plan.platform, from: path, into: &html) { _ in }
        html.append("<li><a href=\"")
        html.append(attribute: links.href(SitePaths.checklistBuilder, from: path))
        html.append("\">\(e(words.combineChecklists))</a></li>\n</ul>\n</section>\n")
    }

    /// Appends the list items whose links, from the page at `path`, save the plan's Markdown and its JSON
    /// checklist, and lead to every download on its interactive checklist page; `hidden` appends what
    /// each link's name says beyond its visible text.
    private func writeFileDownloads(
        id: String, platform: Platform, from path: String, into html: inout TextBuffer,
        hidden: (inout TextBuffer) -> Void
    ) {
        let json = JSONChecklistExporter()
        let files = [
            (
                SitePaths.planMarkdown(id: id, platform: platform),
                SitePaths.markdownFileName(id: id, platform: platform),
                MarkdownRenderer().linkText(in: words)
            ),
            (
                SitePaths.checklistJSON(id: id, platform: platform),
                SitePaths.checklistFileName(id: id, platform: platform, format: json), json.linkText(in: words)
            ),
        ]
        for (target, name, text) in files {
            html.append("<li><a href=\"")
            html.append(attribute: links.href(target, from: path))
            html.append("\" download=\"")
            html.append(attribute: name)
            html.append("\">")
            html.append(html: text)
            hidden(&html)
            html.append(" (")
            html.append(html: name)
            html.append(")</a></li>\n")
        }
        writeDownloadsLink(id: id, platform: platform, from: path, into: &html, hidden: hidden)
    }

    /// Appends the list item whose link leads, from the page at `path`, to the plan's downloads on its
    /// interactive checklist page; `hidden` appends what the link's name says beyond its visible text.
    private func writeDownloadsLink(
        id: String, platform: Platform, from path: String, into html: inout TextBuffer,
        hidden: (inout TextBuffer) -> Void
    ) {
        html.append("<li><a href=\"")
        html.append(attribute: links.href(SitePaths.checklistPage(id: id, platform: platform), from: path))
        html.append(SitePaths.downloadsFragment)
        html.append("\">")
        html.append(html: words.planDownloadsLink)
        hidden(&html)
        html.append("</a></li>\n")
    }

    /// Appends the list item whose plain link opens the plan's interactive checklist page from the page
    /// at `path`; `hidden` appends what the link's name says beyond its visible text.
    private func writeChecklistLink(
        id: String, platform: Platform, from path: String, into html: inout TextBuffer,
        hidden: (inout TextBuffer) -> Void
    ) {
        link(to: SitePaths.checklistPage(id: id, platform: platform), from: path, into: &html) { html in
            html.append(html: words.htmlChecklistLink)
            hidden(&html)
        }
    }

    /// Appends a plan's latest results: its verdict, counts and day, or that it has none yet, and the
    /// link to the site's report.
    private func writeResults(_ plan: SiteResults.PlanResults?, from path: String, into html: inout TextBuffer) {
        html.append("<section class=\"plan-results\" aria-labelledby=\"latest-results\">\n")
        html.append("<h2 id=\"latest-results\">\(e(words.latestResults))</h2>\n<p>")
        if let plan {
            let counts = plan.counts
            html.append("<strong class=\"verdict verdict-")
            html.append(plan.verdict.rawValue)
            html.append("\">")
            html.append(html: words.planVerdict(plan.verdict))
            html.append("</strong>. ")
            html.append(
                html: words.reportSummary(
                    counts.total, counts.pass, counts.fail, counts.notApplicable, counts.blocked, counts.untested,
                    counts.conflicting))
            if let latest = plan.latest {
                html.append(byte: 0x20)
                html.append(html: words.testedOn(latest))
            }
        } else {
            html.append(html: words.noResultsForPlan)
        }
        html.append("</p>\n<p><a href=\"")
        html.append(attribute: links.href(SitePaths.report, from: path))
        html.append("\">\(e(words.readTheReport))</a></p>\n</section>\n")
    }

    /// The exporter of `plan`'s interactive checklist page on the site: the checklist as the HTML
    /// exporter writes it, with a link back to the plan, one that saves the page, and `downloads`.
    public func checklistExporter(
        for plan: TestPlan, downloads: [HTMLChecklistExporter.Download] = []
    ) -> HTMLChecklistExporter {
        let path = SitePaths.checklistPage(id: plan.componentID, platform: plan.platform)
        return HTMLChecklistExporter(
            site: .init(
                plan: links.href(SitePaths.plan(id: plan.componentID, platform: plan.platform), from: path),
                fileName: SitePaths.checklistFileName(
                    id: plan.componentID, platform: plan.platform, format: HTMLChecklistExporter()),
                downloads: downloads))
    }

    /// A list item linking to `target` from the page at `path`, with `label` writing its text.
    private func link(
        to target: String,
        from path: String,
        into html: inout TextBuffer,
        label: (inout TextBuffer) -> Void
    ) {
        html.append("<li><a href=\"")
        html.append(attribute: links.href(target, from: path))
        html.append("\">")
        label(&html)
        html.append("</a></li>\n")
    }

    /// A component's plans on every platform, side by side on wide screens and stacked on narrow ones;
    /// `plans` are its plans in platform order when the caller has them already.
    public func component(_ component: Component, plans: [TestPlan]? = nil) -> SitePage {
        let plans = plans ?? ComponentPages.plans(of: component, language: language)
        var html = TextBuffer()
        let usage = component.usage.map { HTMLProse.html($0.markdown, topLevel: 3) }
        writeComponent(component, platforms: plans.map(\.platform), usage: usage, into: &html) { index, html in
            let prefix = "\(plans[index].platform.rawValue)-"
            HTMLPlanRenderer(headingLevel: 2, includesUsage: false, idPrefix: prefix).write(plans[index], into: &html)
        }
        var page = componentPage(component)
        page.content = html.string
        return page
    }

    /// The component page's path, title and description, its content still empty.
    func componentPage(_ component: Component) -> SitePage {
        SitePage(
            path: SitePaths.component(id: component.id),
            title: words.onEveryPlatform(component.name),
            description: words.componentDescription(component.nameInSentence),
            content: ""
        )
    }

    /// Appends the component page's main content for its plans on `platforms`: `usage` is its usage
    /// prose as HTML, and `plan(i, html)` writes the plan on `platforms[i]` as `HTMLPlanRenderer` does
    /// at heading level 2, without usage, with ids prefixed by the platform (`ios-plan`); after each
    /// plan come the links to its page, its interactive checklist and its downloads.
    func writeComponent(
        _ component: Component,
        platforms: [Platform],
        usage: String?,
        into html: inout TextBuffer,
        plan: (Int, inout TextBuffer) -> Void
    ) {
        let path = SitePaths.component(id: component.id)
        html.append("<h1>")
        html.append(html: words.onEveryPlatform(component.name))
        html.append("</h1>\n")
        if let usage {
            html.append("<h2 id=\"usage\">\(e(words.usage))</h2>\n")
            html.append(usage)
        }
        let missing = Platform.allCases.filter { component.variant(for: $0) == nil }
        if !missing.isEmpty {
            html.append("<p class=\"muted\">")
            html.append(html: words.hasNoPlanOn(component.name, missing.map(\.name)))
            html.append("</p>\n")
        }
        html.append("<div class=\"platforms\">\n")
        for (index, platform) in platforms.enumerated() {
            html.append("<section aria-labelledby=\"")
            html.append(platform.rawValue)
            html.append("-plan\">\n")
            plan(index, &html)
            html.append("<p><a href=\"")
            html.append(attribute: links.href(SitePaths.plan(id: component.id, platform: platform), from: path))
            html.append("\">")
            html.append(html: words.componentOnPlatformAlone(component.name, platform.name))
            html.append("</a></p>\n<ul>\n")
            func hidden(_ html: inout TextBuffer) {
                html.append("<span class=\"visually-hidden\">")
                html.append(html: words.forComponentOnPlatform(component.name, platform.name))
                html.append("</span>")
            }
            writeChecklistLink(id: component.id, platform: platform, from: path, into: &html, hidden: hidden)
            writeFileDownloads(id: component.id, platform: platform, from: path, into: &html, hidden: hidden)
            html.append("</ul>\n</section>\n")
        }
        html.append("</div>\n")
    }

    /// The search page: a form over the search index, and for readers without scripts a link to each
    /// platform's page, which lists every plan.
    ///
    /// The index is scripts of its own (`search-index.js` with the names, and the parts a query needs,
    /// which search.js loads: `SearchIndex`), not part of the page: the page stays small for any catalog,
    /// the browser can cache the index, and it loads from disk as well as from a server. The page
    /// does not list every plan itself: at 2,000 components that list alone weighed 350 KB.
    public func search() -> SitePage {
        let path = SitePaths.search
        var html = "<h1>\(e(words.search))</h1>\n"
        let root = HTMLEscaping.attribute(links.root(from: path))
        html += "<form id=\"search-form\" class=\"search-page-form\" role=\"search\" action=\"index.html\" "
        html += "method=\"get\" data-root=\"\(root)\" hidden>\n"
        html += "<label for=\"search-query\">\(e(words.searchComponentsAndCriteria))</label>\n"
        html += "<input id=\"search-query\" name=\"q\" type=\"search\" autocomplete=\"off\">\n"
        html += "<button type=\"submit\">\(e(words.search))</button>\n</form>\n"
        html += "<p id=\"search-status\" class=\"search-status\" role=\"status\" aria-live=\"polite\"></p>\n"
        html += "<ul id=\"search-results\" class=\"search-results\"></ul>\n"
        html += "<div id=\"search-fallback\">\n<p>\(e(words.searchNeedsJavaScript))</p>\n"
        html += "<ul>\n"
        for platform in Platform.allCases {
            let href = HTMLEscaping.attribute(links.href(SitePaths.platformIndex(platform), from: path))
            html += "<li><a href=\"\(href)\">\(e(words.platformTestPlans(platform.name)))</a></li>\n"
        }
        html += "</ul>\n</div>\n"
        let scriptSource = HTMLEscaping.attribute(links.href(SitePaths.searchScript, from: path))
        let indexSource = HTMLEscaping.attribute(links.href(SitePaths.searchIndexScript, from: path))
        let scripts =
            scriptWords([
                ("typeToSearch", sentence(1) { words.typeToSearch($0[0]) }),
                ("onePlanFound", words.onePlanFound),
                ("plansFound", sentence(1) { words.plansFound($0[0]) }),
            ])
            + "<script id=\"search-index\" src=\"\(indexSource)\"></script>\n"
            + "<script src=\"\(scriptSource)\"></script>"
        return SitePage(
            path: path,
            title: words.search,
            description: words.searchDescription(catalog.name),
            content: html,
            scripts: scripts
        )
    }

    /// The checklist builder: tick components and a platform, download one combined checklist.
    ///
    /// The page stays small however large the catalog: each box names the platforms its component is
    /// on and its group of `SitePaths.checklistDataGroupSize`, and the script loads only the ticked
    /// components' group scripts (which also load from disk) and combines them as JSON or CSV. Without
    /// JavaScript the form stays hidden and the page links to every plan's checklists.
    public func checklistBuilder() -> SitePage {
        let path = SitePaths.checklistBuilder
        var html = "<h1>\(e(words.checklistBuilder))</h1>\n<p>\(e(words.checklistBuilderIntroduction))</p>\n"
        let root = HTMLEscaping.attribute(links.root(from: path))
        html +=
            "<form id=\"builder\" class=\"builder\" data-root=\"\(root)\" hidden>\n<fieldset>\n<legend>\(e(words.platform))</legend>\n"
        for (index, platform) in Platform.allCases.enumerated() {
            let checked = index == 0 ? " checked" : ""
            html +=
                "<span class=\"choice\"><input type=\"radio\" id=\"platform-\(platform.rawValue)\" name=\"platform\" "
            html +=
                "value=\"\(platform.rawValue)\"\(checked)><label for=\"platform-\(platform.rawValue)\">\(platform.name)</label></span>\n"
        }
        html += "</fieldset>\n<fieldset>\n<legend>\(e(words.components))</legend>\n"
        // One box per component and one list item per plan: written into one buffer, not joined.
        var boxes = TextBuffer(capacity: catalog.components.count * 256)
        for (index, component) in catalog.components.enumerated() {
            let id = HTMLEscaping.attribute(component.id)
            let group = index / SitePaths.checklistDataGroupSize
            boxes.append("<span class=\"choice\"><input type=\"checkbox\" id=\"component-")
            boxes.append(id)
            boxes.append("\" name=\"component\" value=\"")
            boxes.append(id)
            boxes.append("\" data-group=\"")
            boxes.append(group)
            boxes.append("\" data-platforms=\"")
            for (index, platform) in ComponentPages.platforms(of: component).enumerated() {
                if index > 0 { boxes.append(byte: 0x20) }
                boxes.append(platform.rawValue)
            }
            boxes.append("\"><label for=\"component-")
            boxes.append(id)
            boxes.append("\">")
            boxes.append(html: component.name)
            boxes.append("</label></span>\n")
        }
        html += boxes.string
        html += "</fieldset>\n<fieldset>\n<legend>\(e(words.format))</legend>\n"
        for (index, format) in [("csv", words.csvForTestManagementTools), ("json", words.json)].enumerated() {
            let checked = index == 0 ? " checked" : ""
            html += "<span class=\"choice\"><input type=\"radio\" id=\"format-\(format.0)\" name=\"format\" "
            html += "value=\"\(format.0)\"\(checked)><label for=\"format-\(format.0)\">\(e(format.1))</label></span>\n"
        }
        html += "</fieldset>\n<button type=\"submit\">\(e(words.downloadChecklist))</button>\n</form>\n"
        html += "<p id=\"builder-status\" class=\"search-status\" role=\"status\" aria-live=\"polite\"></p>\n"
        html += "<h2>\(e(words.checklistsByComponent))</h2>\n"
        var lists = TextBuffer(capacity: catalog.components.count * 3 * 160)
        for platform in Platform.allCases {
            lists.append("<h3>")
            lists.append(platform.name)
            lists.append("</h3>\n<ul class=\"component-list\">\n")
            for component in catalog.components(on: platform) {
                lists.append("<li><a href=\"")
                lists.append(attribute: links.href(SitePaths.plan(id: component.id, platform: platform), from: path))
                lists.append("#checklists\">")
                lists.append(html: component.name)
                lists.append("<span class=\"visually-hidden\">")
                lists.append(html: words.checklistsOnPlatform(platform.name))
                lists.append("</span></a></li>\n")
            }
            lists.append("</ul>\n")
        }
        html += lists.string
        let script = HTMLEscaping.attribute(links.href(SitePaths.checklistBuilderScript, from: path))
        return SitePage(
            path: path,
            title: words.checklistBuilder,
            description: words.checklistBuilderDescription(catalog.name),
            content: html,
            scripts: scriptWords(
                [
                    ("tickAComponent", words.tickAComponent),
                    ("noPlanOnPlatform", sentence(1) { words.noPlanOnPlatform($0[0]) }),
                    ("preparingChecklist", words.preparingChecklist),
                    ("couldNotLoad", sentence(1) { words.couldNotLoad($0[0]) }),
                    ("downloadedChecklist", sentence(2) { words.downloadedChecklist($0[0], $0[1]) }),
                    ("missingOnPlatform", sentence(2) { words.missingOnPlatform($0[0], $0[1]) }),
                    ("bestPractice", words.bestPractice),
                ] + ChecklistItem.Section.allCases.map { ($0.rawValue, $0.title(in: words)) })
                + "<script src=\"\(script)\"></script>"
        )
    }

    /// The coverage page: platforms per component and the WCAG 2.2 criteria tested, as a chart and
    /// tables, from `plans` when the build has their digests already.
    public func coverage(plans: [PlanDigest]? = nil) -> SitePage {
        CoveragePage(catalog: catalog, links: links, language: language, plans: plans).page()
    }

    /// The page for a missing address.
    public func notFound() -> SitePage {
        let path = SitePaths.notFound
        let home = HTMLEscaping.attribute(links.href(SitePaths.home, from: path))
        let search = HTMLEscaping.attribute(links.href(SitePaths.search, from: path))
        let homeLink = "<a href=\"\(home)\">\(e(words.listOfComponents))</a>"
        let searchLink = "<a href=\"\(search)\">\(e(words.searchTheTestPlans))</a>"
        let goTo = Words.fill([homeLink, searchLink], escape: e) { words.goHomeOrSearch($0[0], $0[1]) }
        let html = """
            <h1>\(e(words.pageNotFound))</h1>
            <p>\(e(words.noPageAtThisAddress + " " + words.pageMayHaveMoved))</p>
            <p>\(goTo)</p>

            """
        return SitePage(
            path: path,
            title: words.pageNotFound,
            description: words.noPageAtThisAddress,
            content: html,
            listed: false
        )
    }

    /// The main navigation of the page at `path`, marking the current page.
    public func navigation(for path: String) -> String {
        var items = [(words.home, SitePaths.home)]
        items += Platform.allCases.map { ($0.name, SitePaths.platformIndex($0)) }
        items += [(words.checklists, SitePaths.checklistBuilder), (words.coverage, SitePaths.coverage)]
        items.append((words.search, SitePaths.search))
        let root = links.root(from: path)
        var html = "<ul>\n"
        for (label, target) in items {
            let current = target == path ? " aria-current=\"page\"" : ""
            html +=
                "<li><a href=\"\(HTMLEscaping.attribute(links.href(target, root: root)))\"\(current)>\(e(label))</a></li>\n"
        }
        return html + "</ul>"
    }
}
