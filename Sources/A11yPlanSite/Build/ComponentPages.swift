import A11yPlan
import A11yPlanFormats

/// Every file the site has for one component: on each platform its plan page, its interactive
/// checklist page, which carries the plan's downloads (its Markdown and its checklist in every other
/// format) inside its links, and its Markdown and JSON checklist as files; and the page with every
/// platform. The checklist builder's data goes into the component's group script,
/// which `ComponentGroup` writes.
///
/// The same list serves a build that renders the component and one that keeps the files of an earlier
/// build, so the two can never disagree about which files a component owns.
struct ComponentPages: Sendable {
    /// The builder whose templates, links and catalog the pages use.
    let builder: SiteBuilder
    /// The site's pages.
    let content: SiteContent
    /// The main navigation of every page a component owns: each sits one folder below the root and
    /// none is a navigation target, so they all share it and it is made once per build.
    let navigation: String

    /// The files of `builder`'s components, with `content`'s pages.
    init(builder: SiteBuilder, content: SiteContent) {
        self.builder = builder
        self.content = content
        navigation = content.navigation(for: SitePaths.component(id: "component"))
    }

    /// The platforms with a plan, each once, in platform order.
    static func platforms(of component: Component) -> [Platform] {
        Platform.allCases.filter { component.variant(for: $0) != nil }
    }

    /// The component's plans, phrased in `language`, in platform order.
    static func plans(of component: Component, language: Language = .english) -> [TestPlan] {
        platforms(of: component).compactMap { TestPlan(component: component, platform: $0, language: language) }
    }

    /// The component's files, from the site root.
    static func paths(of component: Component) -> [String] {
        platforms(of: component).flatMap { SitePaths.planFiles(id: component.id, platform: $0) }
            + [SitePaths.component(id: component.id)]
    }

    /// Renders the component's files among `pages`, each written by `write` (its path from the site
    /// root and its bytes), and returns the digests of its plans for the catalog-wide pages (none when
    /// `pages` has none of them).
    ///
    /// `checklistData(platform, json)` hears each plan's JSON checklist for the builder's group script
    /// when `pages` has the checklist builder's data.
    /// With `render` false the component's own files are not written: only its checklist data is made,
    /// for a group script that a changed neighbour makes new.
    ///
    /// Throws a `ChecklistError` when two checklist items share an id, or what `write` throws.
    func write(
        _ component: Component,
        pages: SitePages,
        render: Bool = true,
        to write: (_ path: String, _ bytes: borrowing TextBuffer) throws -> Void,
        checklistData: (_ platform: Platform, _ json: borrowing TextBuffer) -> Void
    ) throws -> [PlanDigest] {
        let id = component.id
        let plans = Self.plans(of: component, language: builder.language)
        // A plan in another language keeps the item ids of its source-language plan.
        let sources = builder.sourceCatalog.flatMap { $0.component(id: id) }.map { Self.plans(of: $0) }
        let usage = render ? RenderedUsage(of: component) : nil
        var page = TextBuffer(capacity: 32_768)
        var scratch = TextBuffer(capacity: 32_768)
        let needsChecklist = pages.contains(.downloads) || pages.contains(.checklists)
        let words = builder.language.words
        for (index, plan) in plans.enumerated() {
            if let usage, pages.contains(.plans) {
                builder.write(content.planPage(plan, component: component), navigation: navigation, into: &page) {
                    page in content.writePlan(plan, component: component, usage: usage, into: &page)
                }
                try write(SitePaths.plan(id: id, platform: plan.platform), page)
                page.removeAll()
            }
            guard needsChecklist else { continue }
            let source = sources.flatMap { index < $0.count ? $0[index] : nil }
            let checklist = Checklist(
                catalogName: builder.catalog.name,
                catalogVersion: builder.catalog.version,
                components: [try ComponentChecklist(plan, source: source)],
                language: builder.language
            )
            guard let usage, pages.contains(.downloads) else {
                if pages.contains(.checklists) {
                    JSONChecklistExporter().write(checklist, into: &scratch)
                    checklistData(plan.platform, scratch)
                    scratch.removeAll()
                }
                continue
            }
            // Each download by its one format, inside its link on the checklist page; the Markdown and
            // the JSON checklist also as files (`SitePaths.downloads`), the JSON once for its file, its
            // link and the builder's data.
            var downloads: [HTMLChecklistExporter.Download] = []
            let markdown = MarkdownRenderer()
            markdown.write(plan, usage: usage.markdown, into: &scratch)
            try write(SitePaths.planMarkdown(id: id, platform: plan.platform), scratch)
            downloads.append(
                .init(
                    fileName: SitePaths.markdownFileName(id: id, platform: plan.platform),
                    text: markdown.linkText(in: words), bytes: scratch, mediaType: markdown.mediaType))
            scratch.removeAll()
            for format in Formats.checklists where !(format is HTMLChecklistExporter) {
                format.write(checklist, into: &scratch)
                if format is JSONChecklistExporter {
                    if pages.contains(.checklists) { checklistData(plan.platform, scratch) }
                    try write(SitePaths.checklistJSON(id: id, platform: plan.platform), scratch)
                }
                downloads.append(
                    .init(
                        fileName: SitePaths.checklistFileName(id: id, platform: plan.platform, format: format),
                        text: format.linkText(in: words), bytes: scratch, mediaType: format.mediaType))
                scratch.removeAll()
            }
            content.checklistExporter(for: plan, downloads: downloads).write(checklist, into: &scratch)
            try write(SitePaths.checklistPage(id: id, platform: plan.platform), scratch)
            scratch.removeAll()
        }
        if render, pages.contains(.componentPages) {
            let platforms = plans.map(\.platform)
            builder.write(content.componentPage(component), navigation: navigation, into: &page) { page in
                content.writeComponent(component, platforms: platforms, usage: usage?.html, into: &page) {
                    index, page in
                    HTMLPlanRenderer(headingLevel: 2, includesUsage: false, idPrefix: "\(platforms[index].rawValue)-")
                        .write(plans[index], into: &page)
                }
            }
            try write(SitePaths.component(id: id), page)
        }
        // Only the catalog's pages read the digests: plan pages alone need none.
        return pages.contains(.catalogPages) ? plans.map(PlanDigest.init) : []
    }
}

/// A component's usage prose rendered once for all of its plans: as HTML through libcmark and as
/// Markdown through its safe mode.
struct RenderedUsage {
    /// The prose as HTML, or nil when the component has none.
    var html: String?
    /// The prose as safe CommonMark, or nil when the component has none.
    var markdown: String?

    /// The usage of `component`, rendered.
    init(of component: Component) {
        html = component.usage.map { HTMLProse.html($0.markdown, topLevel: 3) }
        markdown = component.usage.map { SafeMarkdown.commonMark($0.markdown) }
    }
}
