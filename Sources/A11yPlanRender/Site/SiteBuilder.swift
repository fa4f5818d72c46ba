import A11yPlan
import Foundation
import Templates

/// Builds a catalog's site: HTML pages with their Markdown, indexes, search, a 404 page and a sitemap.
///
/// Pages are rendered from the catalog alone and wrapped in the layout; the folder is written through
/// `SiteWriter`, so it appears only when complete and never replaces a folder A11yPlan did not make.
public struct SiteBuilder: Sendable {
    /// The catalog to build.
    public var catalog: Catalog
    /// The layout, stylesheet and script.
    public var templates: TemplateSet
    /// How pages link to each other.
    public var links: SiteLinks
    /// The pages' language.
    public var language: String

    /// A builder for `catalog` with `templates` (the bundled ones when nil), linking under `baseURL`
    /// when given and relatively otherwise.
    public init(catalog: Catalog, templates: TemplateSet? = nil, baseURL: String? = nil, language: String = "en")
        throws(TemplateError)
    {
        self.catalog = catalog
        if let templates {
            self.templates = templates
        } else {
            self.templates = try TemplateSet(folder: Templates.defaultFolder)
        }
        self.links = SiteLinks(baseURL: baseURL)
        self.language = language
    }

    /// Writes the site into `output`; `progress` hears each file written. Returns the number of files.
    @discardableResult
    public func build(into output: URL, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Int {
        try checkUniqueIDs()
        let content = SiteContent(catalog: catalog, links: links)
        let plans = catalog.components.flatMap { component in
            component.platforms.sorted().compactMap { platform in
                TestPlan(component: component, platform: platform).map { (component, $0) }
            }
        }
        let index = SearchIndex(plans: plans.map(\.1))
        var checklists: [Platform: [ComponentChecklist]] = [:]
        for (_, plan) in plans {
            checklists[plan.platform, default: []].append(try ComponentChecklist(plan))
        }
        let formats = ChecklistFormat.allCases
        let total = plans.count * (2 + formats.count) + catalog.components.count + Platform.allCases.count + 10
        var written = 0
        try SiteWriter(target: output).write { staging in
            func write(_ text: String, _ path: String) throws {
                try SiteWriter.writeFile(text, to: path, in: staging)
                written += 1
                progress(written, total)
            }
            var listed: [String] = []
            func write(_ page: SitePage) throws {
                try write(self.page(page, content: content), page.path)
                if page.listed { listed.append(page.path) }
            }
            try write(content.home())
            for platform in Platform.allCases {
                try write(content.platformIndex(platform))
            }
            let markdown = MarkdownRenderer()
            for (component, plan) in plans {
                try write(content.plan(plan, component: component))
                try write(markdown.render(plan), SitePaths.markdown(id: plan.componentID, platform: plan.platform))
            }
            for (platform, parts) in checklists.sorted(by: { $0.key < $1.key }) {
                for part in parts {
                    let checklist = Checklist(
                        catalogName: catalog.name,
                        catalogVersion: catalog.version,
                        components: [part]
                    )
                    for format in formats {
                        let path = SitePaths.checklist(id: part.componentID, platform: platform, format: format)
                        try write(format.exporter.export(checklist), path)
                    }
                }
            }
            let combined = checklists.mapValues {
                Checklist(catalogName: catalog.name, catalogVersion: catalog.version, components: $0)
            }
            try write(content.checklistBuilder(checklists: combined))
            for component in catalog.components {
                try write(content.component(component))
            }
            try write(content.search(index: index))
            try write(content.coverage())
            try write(content.notFound())
            try write(index.json + "\n", SitePaths.searchIndex)
            try write(templates.stylesheet, SitePaths.stylesheet)
            try write(templates.searchScript, SitePaths.searchScript)
            try write(templates.checklistBuilderScript, SitePaths.checklistBuilderScript)
            try write(Sitemap.xml(paths: listed, links: links), SitePaths.sitemap)
        }
        return written + 1
    }

    /// The whole HTML document for `page`: the layout filled with its content.
    public func page(_ page: SitePage, content: SiteContent) -> String {
        let root = links.root(from: page.path)
        return templates.layout.fill([
            .lang: language,
            .title: page.title,
            .siteName: catalog.name,
            .description: page.description,
            .root: root,
            .home: links.href(SitePaths.home, from: page.path),
            .search: links.href(SitePaths.search, from: page.path),
            .catalogVersion: catalog.version,
            .toolVersion: A11yPlanVersion.current,
            .content: page.content,
            .nav: content.navigation(for: page.path),
            .scripts: page.scripts,
        ])
    }

    /// Two components with one id would write over each other's pages: refuse, naming both.
    private func checkUniqueIDs() throws {
        if let (index, first) = catalog.duplicateIDs.first {
            let duplicate = catalog.components[index]
            let earlier = catalog.components[first].location
            throw SiteWriterError(
                "\(duplicate.location): error: duplicate component id '\(duplicate.id)' (first at \(earlier))"
            )
        }
    }
}
