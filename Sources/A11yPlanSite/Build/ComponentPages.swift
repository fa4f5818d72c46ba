import A11yPlan
import A11yPlanFormats

/// Every file the site has for one component: on each platform its plan page, the plan's Markdown, its
/// checklist in every format and the checklist builder's data; and the page with every platform.
///
/// The same list serves a build that renders the component and one that keeps the files of an earlier
/// build, so the two can never disagree about which files a component owns.
struct ComponentPages: Sendable {
    /// The builder whose templates, links and catalog the pages use.
    let builder: SiteBuilder
    /// The site's pages.
    let content: SiteContent
    /// The main navigation of every page a component owns: each sits two folders below the root and
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

    /// The component's plans, phrased, in platform order.
    static func plans(of component: Component) -> [TestPlan] {
        platforms(of: component).compactMap { TestPlan(component: component, platform: $0) }
    }

    /// The folders the component's files go in, from the site root; their parents exist.
    static func folders(of component: Component) -> [String] {
        platforms(of: component).map { "\($0.rawValue)/\(component.id)" } + ["components/\(component.id)"]
    }

    /// The component's files, from the site root.
    static func paths(of component: Component) -> [String] {
        var paths: [String] = []
        for platform in platforms(of: component) {
            let id = component.id
            paths.append(SitePaths.plan(id: id, platform: platform))
            paths.append(SitePaths.markdown(id: id, platform: platform))
            for format in ChecklistFormat.allCases {
                paths.append(SitePaths.checklist(id: id, platform: platform, format: format))
            }
            paths.append(SitePaths.checklistData(id: id, platform: platform))
        }
        paths.append(SitePaths.component(id: component.id))
        return paths
    }

    /// Renders the component's files into `folder` (whose platform and `components` folders exist)
    /// and returns the digests of its plans for the catalog-wide pages.
    ///
    /// Every page is written into one reused buffer and from there to its file. Each plan's HTML is
    /// rendered once, without usage, and copied into both its own page and the page with every
    /// platform (its ids prefixed there); the usage prose goes through libcmark once per form.
    ///
    /// With `planPagesOnly`, only each plan's page and its Markdown are written, the same way: the
    /// part of a build that a static-site generator does with the same Markdown (the benchmark's
    /// comparison with Hugo).
    ///
    /// Throws a `ChecklistError` when two checklist items share an id, or a `SiteWriterError` when a
    /// file cannot be written.
    func write(_ component: Component, into folder: String, planPagesOnly: Bool = false) throws -> [PlanDigest] {
        for path in Self.folders(of: component) where !(planPagesOnly && path.hasPrefix("components/")) {
            try FileOutput.makeFolder(folder + "/" + path)
        }
        let id = component.id
        let plans = Self.plans(of: component)
        let usageHTML = component.usage.map { HTMLProse.html($0.markdown, topLevel: 3) }
        let usageMarkdown = component.usage.map { SafeMarkdown.commonMark($0.markdown) }
        let fragmentRenderer = HTMLPlanRenderer(headingLevel: 2, includesUsage: false)
        var fragments = TextBuffer(capacity: 24_576)
        var spans: [PlanSpan] = []
        var page = TextBuffer(capacity: 32_768)
        for plan in plans {
            let platform = plan.platform
            var span = PlanSpan(start: fragments.count)
            fragmentRenderer.write(plan, into: &fragments, idStarts: &span.idStarts)
            span.end = fragments.count
            builder.write(content.planPage(plan, component: component), navigation: navigation, into: &page) { page in
                content.writePlan(plan, component: component, into: &page) { page in
                    var ids: [Int] = []
                    if let usageHTML { HTMLPlanRenderer().writeUsage(usageHTML, into: &page, idStarts: &ids) }
                    page.append(fragments, span.start..<span.end)
                }
            }
            try flush(&page, to: folder + "/" + SitePaths.plan(id: id, platform: platform))
            spans.append(span)
            MarkdownRenderer().write(plan, usage: usageMarkdown, into: &page)
            try flush(&page, to: folder + "/" + SitePaths.markdown(id: id, platform: platform))
            if planPagesOnly { continue }
            let checklist = Checklist(
                catalogName: builder.catalog.name,
                catalogVersion: builder.catalog.version,
                components: [try ComponentChecklist(plan)]
            )
            for format in ChecklistFormat.allCases {
                let path = folder + "/" + SitePaths.checklist(id: id, platform: platform, format: format)
                switch format {
                case .markdown: MarkdownChecklistExporter().write(checklist, into: &page)
                case .csv: CSVChecklistExporter().write(checklist, into: &page)
                case .gherkin: GherkinChecklistExporter().write(checklist, into: &page)
                case .html: HTMLChecklistExporter().write(checklist, into: &page)
                case .json:
                    // The builder's data is the JSON document as a script: write it once, save both.
                    page.append("A11yPlanChecklists.add(")
                    let start = page.count
                    JSONChecklistExporter().write(checklist, into: &page)
                    let end = page.count
                    page.append(");\n")
                    try FileOutput.create(page, start..<end, at: path)
                    try flush(&page, to: folder + "/" + SitePaths.checklistData(id: id, platform: platform))
                    continue
                }
                try flush(&page, to: path)
            }
        }
        if planPagesOnly { return [] }
        let platforms = plans.map(\.platform)
        builder.write(content.componentPage(component), navigation: navigation, into: &page) { page in
            content.writeComponent(component, platforms: platforms, usage: usageHTML, into: &page) { index, page in
                spans[index].copy(from: fragments, idPrefix: "\(platforms[index].rawValue)-", into: &page)
            }
        }
        try flush(&page, to: folder + "/" + SitePaths.component(id: id))
        return plans.map(PlanDigest.init)
    }

    /// Writes `page` as the new file at `path` and empties it for the next.
    private func flush(_ page: inout TextBuffer, to path: String) throws(SiteWriterError) {
        try FileOutput.create(page, at: path)
        page.removeAll()
    }

    /// Where one plan's HTML lies in the component's fragment buffer, and where its ids start there.
    private struct PlanSpan {
        var start: Int
        var end = 0
        var idStarts: [Int] = []

        init(start: Int) { self.start = start }

        /// Appends the plan's HTML from `fragments` with `idPrefix` before each id.
        func copy(from fragments: borrowing TextBuffer, idPrefix: String, into page: inout TextBuffer) {
            var from = start
            for idStart in idStarts {
                page.append(fragments, from..<idStart)
                page.append(idPrefix)
                from = idStart
            }
            page.append(fragments, from..<end)
        }
    }

    /// Gives `folder` the component's files from the earlier build in `previous`, as hard links.
    ///
    /// Returns false, with nothing of the component left in `folder`, when any file is missing there.
    func link(_ component: Component, from previous: String, into folder: String) throws -> Bool {
        for path in Self.folders(of: component) {
            try FileOutput.makeFolder(folder + "/" + path)
        }
        let paths = Self.paths(of: component)
        for (index, path) in paths.enumerated()
        where !FileOutput.hardLink(previous + "/" + path, as: folder + "/" + path) {
            for linked in paths[..<index] {
                FileOutput.remove(folder + "/" + linked)
            }
            return false
        }
        return true
    }
}
