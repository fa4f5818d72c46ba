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

    /// Site content for `catalog`, linked with `links`.
    public init(catalog: Catalog, links: SiteLinks) {
        self.catalog = catalog
        self.links = links
    }

    private func e(_ text: String) -> String { HTMLEscaping.text(text) }

    /// The home page: the catalog as a grid of components × platforms.
    public func home() -> SitePage {
        let path = SitePaths.home
        var html = "<h1>\(e(catalog.name))</h1>\n"
        let count = catalog.components.count
        html +=
            "<p>Accessibility test plans for \(count) component\(count == 1 ? "" : "s") on iOS, Android and the Web. "
        html += "Each plan says how to test the component with a keyboard, with a screen reader and with "
        html += "device settings, and what you should see or hear.</p>\n"
        html +=
            ComponentGrid(
                id: "catalog-grid",
                caption: "Components and platforms",
                components: catalog.components,
                rowHeader: { component in
                    let all = HTMLEscaping.attribute(links.href(SitePaths.component(id: component.id), from: path))
                    return "<a href=\"\(all)\">\(e(component.name))</a>"
                },
                cell: { component, platform in
                    guard component.variant(for: platform) != nil else {
                        return "<span class=\"muted\">Not on \(platform.name)</span>"
                    }
                    let href = HTMLEscaping.attribute(
                        links.href(SitePaths.plan(id: component.id, platform: platform), from: path))
                    return "<a href=\"\(href)\">Test plan<span class=\"visually-hidden\"> for \(e(component.name)) on "
                        + "\(platform.name)</span></a>"
                }
            ).html
        return SitePage(
            path: path,
            title: "Accessibility test plans",
            description: "Accessibility test plans for every component of \(catalog.name) on iOS, Android and the Web.",
            content: html
        )
    }

    /// A platform's index: every component with a plan there.
    public func platformIndex(_ platform: Platform) -> SitePage {
        let path = SitePaths.platformIndex(platform)
        let present = catalog.components(on: platform)
        var html = "<h1>\(platform.name) test plans</h1>\n"
        let has = present.count == 1 ? "1 component has" : "\(present.count) components have"
        html += "<p>\(has) a test plan on \(platform.name), tested with "
        html += "\(e(platform.screenReaderNames)).</p>\n"
        html += componentList(present, platform: platform, from: path)
        let absent = catalog.components.filter { $0.variant(for: platform) == nil }
        if !absent.isEmpty {
            html += "<h2>Not on \(platform.name)</h2>\n<ul class=\"component-list\">\n"
            for component in absent {
                let href = links.href(SitePaths.component(id: component.id), from: path)
                html += "<li><a href=\"\(HTMLEscaping.attribute(href))\">\(e(component.name))</a></li>\n"
            }
            html += "</ul>\n"
        }
        return SitePage(
            path: path,
            title: "\(platform.name) test plans",
            description: "Every accessibility test plan for \(platform.name) in \(catalog.name).",
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

    /// One component's test plan on one platform, with its Markdown download and the other platforms.
    public func plan(_ plan: TestPlan, component: Component) -> SitePage {
        var html = TextBuffer()
        writePlan(plan, component: component, into: &html) { html in
            HTMLPlanRenderer().write(plan, into: &html)
        }
        var page = planPage(plan, component: component)
        page.content = html.string
        return page
    }

    /// The plan page's path, title and description, its content still empty.
    func planPage(_ plan: TestPlan, component: Component) -> SitePage {
        SitePage(
            path: SitePaths.plan(id: plan.componentID, platform: plan.platform),
            title: "\(plan.componentName) on \(plan.platform.name)",
            description: "How to test \(component.nameInSentence) on \(plan.platform.name) with a keyboard, "
                + "a screen reader and device settings.",
            content: ""
        )
    }

    /// Appends the plan page's main content, with `body` writing the plan itself as `HTMLPlanRenderer`
    /// does, so a build can give it a fragment it has rendered already.
    func writePlan(
        _ plan: TestPlan,
        component: Component,
        into html: inout TextBuffer,
        body: (inout TextBuffer) -> Void
    ) {
        let path = SitePaths.plan(id: plan.componentID, platform: plan.platform)
        html.append("<h1>")
        html.append(html: plan.componentName)
        html.append("</h1>\n")
        body(&html)
        html.append("<section class=\"related\" aria-labelledby=\"related\">\n")
        html.append("<h2 id=\"related\">Downloads and other platforms</h2>\n<ul>\n")
        let markdown = SitePaths.markdownFileName(id: plan.componentID, platform: plan.platform)
        html.append("<li><a href=\"")
        html.append(attribute: markdown)
        html.append("\" download>")
        html.append(MarkdownRenderer().linkText)
        html.append(" (")
        html.append(html: markdown)
        html.append(")</a></li>\n")
        link(to: SitePaths.component(id: plan.componentID), from: path, into: &html) { html in
            html.append(html: plan.componentName)
            html.append(" on every platform")
        }
        for other in component.platforms.sorted() where other != plan.platform {
            link(to: SitePaths.plan(id: plan.componentID, platform: other), from: path, into: &html) { html in
                html.append(html: plan.componentName)
                html.append(" on ")
                html.append(other.name)
            }
        }
        html.append("</ul>\n</section>\n")
        writeChecklistLinks(id: plan.componentID, platform: plan.platform, from: path, into: &html)
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

    /// The links to a plan's checklist in every format, as files beside its page.
    func checklistLinks(id: String, platform: Platform, from path: String) -> String {
        var html = TextBuffer(capacity: 1024)
        writeChecklistLinks(id: id, platform: platform, from: path, into: &html)
        return html.string
    }

    /// Appends `checklistLinks(id:platform:from:)`.
    private func writeChecklistLinks(id: String, platform: Platform, from path: String, into html: inout TextBuffer) {
        let folder = links.href(SitePaths.plan(id: id, platform: platform), from: path)
        let base = folder.hasSuffix("index.html") ? String(folder.dropLast("index.html".count)) : folder
        html.append("<section class=\"related\" aria-labelledby=\"checklists\">\n")
        html.append("<h2 id=\"checklists\">Checklists for testers</h2>\n<ul>\n")
        for format in Formats.checklists {
            html.append("<li><a href=\"")
            html.append(attribute: base + SitePaths.checklistFileName(id: id, platform: platform, format: format))
            // A page opens in the browser; every other file is saved.
            html.append(format.mediaType == "text/html" ? "\">" : "\" download>")
            html.append(format.linkText)
            html.append("</a></li>\n")
        }
        html.append("<li><a href=\"")
        html.append(attribute: links.href(SitePaths.checklistBuilder, from: path))
        html.append("\">Combine several components into one checklist</a></li>\n</ul>\n</section>\n")
    }

    /// A component's plans on every platform, side by side on wide screens and stacked on narrow ones;
    /// `plans` are its plans in platform order when the caller has them already.
    public func component(_ component: Component, plans: [TestPlan]? = nil) -> SitePage {
        let plans = plans ?? ComponentPages.plans(of: component)
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
            title: "\(component.name) on every platform",
            description: "How to test \(component.nameInSentence) on iOS, Android and the Web, side by side.",
            content: ""
        )
    }

    /// Appends the component page's main content for its plans on `platforms`: `usage` is its usage
    /// prose as HTML, and `plan(i, html)` writes the plan on `platforms[i]` as `HTMLPlanRenderer` does
    /// at heading level 2, without usage, with ids prefixed by the platform (`ios-plan`).
    func writeComponent(
        _ component: Component,
        platforms: [Platform],
        usage: String?,
        into html: inout TextBuffer,
        plan: (Int, inout TextBuffer) -> Void
    ) {
        let path = SitePaths.component(id: component.id)
        html.append("<h1>")
        html.append(html: component.name)
        html.append(" on every platform</h1>\n")
        if let usage {
            html.append("<h2 id=\"usage\">Usage</h2>\n")
            html.append(usage)
        }
        let missing = Platform.allCases.filter { component.variant(for: $0) == nil }
        if !missing.isEmpty {
            html.append("<p class=\"muted\">")
            html.append(html: component.name)
            html.append(" has no test plan on ")
            html.append(missing.map(\.name).joined(separator: " or "))
            html.append(".</p>\n")
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
            html.append(html: component.name)
            html.append(" on ")
            html.append(platform.name)
            html.append(" alone</a></p>\n</section>\n")
        }
        html.append("</div>\n")
    }

    /// The search page: a form over the search index, and every plan listed for readers without scripts.
    ///
    /// The index is a script of its own (`search-index.js`), not part of the page: the page stays small
    /// for any catalog, the browser can cache the index, and it loads from disk as well as from a server.
    public func search() -> SitePage {
        let path = SitePaths.search
        var html = "<h1>Search</h1>\n"
        let root = HTMLEscaping.attribute(links.root(from: path))
        html += "<form id=\"search-form\" class=\"search-page-form\" role=\"search\" action=\"index.html\" "
        html += "method=\"get\" data-root=\"\(root)\" hidden>\n"
        html += "<label for=\"search-query\">Search components and criteria</label>\n"
        html += "<input id=\"search-query\" name=\"q\" type=\"search\" autocomplete=\"off\">\n"
        html += "<button type=\"submit\">Search</button>\n</form>\n"
        html += "<p id=\"search-status\" class=\"search-status\" role=\"status\" aria-live=\"polite\"></p>\n"
        html += "<ul id=\"search-results\" class=\"search-results\"></ul>\n"
        html += "<div id=\"search-fallback\">\n<p>Search needs JavaScript. Every test plan is listed here.</p>\n"
        for platform in Platform.allCases {
            html +=
                "<h2>\(platform.name)</h2>\n"
                + componentList(catalog.components(on: platform), platform: platform, from: path)
        }
        html += "</div>\n"
        let scriptSource = HTMLEscaping.attribute(links.href(SitePaths.searchScript, from: path))
        let indexSource = HTMLEscaping.attribute(links.href(SitePaths.searchIndexScript, from: path))
        let scripts =
            "<script id=\"search-index\" src=\"\(indexSource)\"></script>\n"
            + "<script src=\"\(scriptSource)\"></script>"
        return SitePage(
            path: path,
            title: "Search",
            description: "Search the test plans of \(catalog.name) by component name and criteria.",
            content: html,
            scripts: scripts
        )
    }

    /// The checklist builder: tick components and a platform, download one combined checklist.
    ///
    /// The page stays small however large the catalog: each box names the platforms its component is
    /// on, and the script loads only the ticked components' checklist data (a script beside each plan,
    /// which also works from disk) and combines them as JSON or CSV. Without JavaScript the form stays
    /// hidden and the page lists every component's own checklist files.
    public func checklistBuilder() -> SitePage {
        let path = SitePaths.checklistBuilder
        var html = "<h1>Checklist builder</h1>\n"
        html += "<p>Tick the components a ticket or test run covers and pick a platform, to download one "
        html += "checklist with a section per component.</p>\n"
        let root = HTMLEscaping.attribute(links.root(from: path))
        html +=
            "<form id=\"builder\" class=\"builder\" data-root=\"\(root)\" hidden>\n<fieldset>\n<legend>Platform</legend>\n"
        for (index, platform) in Platform.allCases.enumerated() {
            let checked = index == 0 ? " checked" : ""
            html +=
                "<span class=\"choice\"><input type=\"radio\" id=\"platform-\(platform.rawValue)\" name=\"platform\" "
            html +=
                "value=\"\(platform.rawValue)\"\(checked)><label for=\"platform-\(platform.rawValue)\">\(platform.name)</label></span>\n"
        }
        html += "</fieldset>\n<fieldset>\n<legend>Components</legend>\n"
        // One box per component and one list item per plan: written into one buffer, not joined.
        var boxes = TextBuffer(capacity: catalog.components.count * 256)
        for component in catalog.components {
            let id = HTMLEscaping.attribute(component.id)
            boxes.append("<span class=\"choice\"><input type=\"checkbox\" id=\"component-")
            boxes.append(id)
            boxes.append("\" name=\"component\" value=\"")
            boxes.append(id)
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
        html += "</fieldset>\n<fieldset>\n<legend>Format</legend>\n"
        for (index, format) in [("csv", "CSV for test-management tools"), ("json", "JSON")].enumerated() {
            let checked = index == 0 ? " checked" : ""
            html += "<span class=\"choice\"><input type=\"radio\" id=\"format-\(format.0)\" name=\"format\" "
            html += "value=\"\(format.0)\"\(checked)><label for=\"format-\(format.0)\">\(format.1)</label></span>\n"
        }
        html += "</fieldset>\n<button type=\"submit\">Download checklist</button>\n</form>\n"
        html += "<p id=\"builder-status\" class=\"search-status\" role=\"status\" aria-live=\"polite\"></p>\n"
        html += "<h2>Checklists by component</h2>\n"
        var lists = TextBuffer(capacity: catalog.components.count * 3 * 1024)
        for platform in Platform.allCases {
            lists.append("<h3>")
            lists.append(platform.name)
            lists.append("</h3>\n<ul class=\"component-list\">\n")
            for component in catalog.components(on: platform) {
                let name = HTMLEscaping.text(component.name)
                lists.append("<li>")
                lists.append(name)
                lists.append(": ")
                for (index, format) in Formats.checklists.enumerated() {
                    if index > 0 { lists.append(", ") }
                    lists.append("<a href=\"")
                    lists.append(
                        attribute: links.href(
                            SitePaths.checklist(id: component.id, platform: platform, format: format), from: path))
                    lists.append("\">")
                    lists.append(format.shortName)
                    lists.append("<span class=\"visually-hidden\"> checklist of ")
                    lists.append(name)
                    lists.append(" on ")
                    lists.append(platform.name)
                    lists.append("</span></a>")
                }
                lists.append("</li>\n")
            }
            lists.append("</ul>\n")
        }
        html += lists.string
        let script = HTMLEscaping.attribute(links.href(SitePaths.checklistBuilderScript, from: path))
        return SitePage(
            path: path,
            title: "Checklist builder",
            description: "Combine the checklists of several components of \(catalog.name) into one.",
            content: html,
            scripts: "<script src=\"\(script)\"></script>"
        )
    }

    /// The coverage page: platforms per component and the WCAG 2.2 criteria tested, as a chart and
    /// tables, from `plans` when the build has their digests already.
    public func coverage(plans: [PlanDigest]? = nil) -> SitePage {
        CoveragePage(catalog: catalog, links: links, plans: plans).page()
    }

    /// The page for a missing address.
    public func notFound() -> SitePage {
        let path = SitePaths.notFound
        let home = HTMLEscaping.attribute(links.href(SitePaths.home, from: path))
        let search = HTMLEscaping.attribute(links.href(SitePaths.search, from: path))
        let html = """
            <h1>Page not found</h1>
            <p>There is no page at this address. It may have moved when the catalog changed.</p>
            <p>Go to the <a href="\(home)">list of components</a> or <a href="\(search)">search the test plans</a>.</p>

            """
        return SitePage(
            path: path,
            title: "Page not found",
            description: "There is no page at this address.",
            content: html,
            listed: false
        )
    }

    /// The main navigation of the page at `path`, marking the current page.
    public func navigation(for path: String) -> String {
        var items = [("Home", SitePaths.home)]
        items += Platform.allCases.map { ($0.name, SitePaths.platformIndex($0)) }
        items.append(("Checklists", SitePaths.checklistBuilder))
        items.append(("Coverage", SitePaths.coverage))
        items.append(("Search", SitePaths.search))
        let root = links.root(from: path)
        var html = "<ul>\n"
        for (label, target) in items {
            let current = target == path ? " aria-current=\"page\"" : ""
            html +=
                "<li><a href=\"\(HTMLEscaping.attribute(links.href(target, root: root)))\"\(current)>\(label)</a></li>\n"
        }
        return html + "</ul>"
    }
}
