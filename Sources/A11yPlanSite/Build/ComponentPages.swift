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
            for format in Formats.checklists {
                paths.append(SitePaths.checklist(id: id, platform: platform, format: format))
            }
            paths.append(SitePaths.checklistData(id: id, platform: platform))
        }
        paths.append(SitePaths.component(id: component.id))
        return paths
    }

    /// Renders the component's files among `pages` into `folder` (whose platform and `components`
    /// folders exist) and returns the digests of its plans for the catalog-wide pages.
    ///
    /// Every page is written into one reused buffer and from there to its file; the usage prose goes
    /// through libcmark once per form for all of the component's plans.
    ///
    /// Throws a `ChecklistError` when two checklist items share an id, or a `SiteWriterError` when a
    /// file cannot be written.
    func write(_ component: Component, into folder: String, pages: SitePages = .all) throws -> [PlanDigest] {
        for path in Self.folders(of: component) where pages.contains(.componentPages) || !path.hasPrefix("components/")
        {
            try FileOutput.makeFolder(folder + "/" + path)
        }
        let id = component.id
        let plans = Self.plans(of: component)
        let usageHTML = component.usage.map { HTMLProse.html($0.markdown, topLevel: 3) }
        let usageMarkdown = component.usage.map { SafeMarkdown.commonMark($0.markdown) }
        var page = TextBuffer(capacity: 32_768)
        for plan in plans {
            let platform = plan.platform
            if pages.contains(.plans) {
                builder.write(content.planPage(plan, component: component), navigation: navigation, into: &page) {
                    page in
                    content.writePlan(plan, component: component, into: &page) { page in
                        HTMLPlanRenderer().write(plan, usage: usageHTML, into: &page)
                    }
                }
                try flush(&page, to: folder + "/" + SitePaths.plan(id: id, platform: platform))
                MarkdownRenderer().write(plan, usage: usageMarkdown, into: &page)
                try flush(&page, to: folder + "/" + SitePaths.markdown(id: id, platform: platform))
            }
            if pages.contains(.checklists) {
                let checklist = Checklist(
                    catalogName: builder.catalog.name,
                    catalogVersion: builder.catalog.version,
                    components: [try ComponentChecklist(plan)]
                )
                for format in Formats.checklists {
                    format.write(checklist, into: &page)
                    if format.name == Self.builderData.name {
                        // The checklist builder's data is this document as a script, written once.
                        var script = TextBuffer(capacity: page.count + 64)
                        script.append(Self.builderDataWrapping.prefix)
                        script.append(page)
                        script.append(Self.builderDataWrapping.suffix)
                        try flush(&script, to: folder + "/" + SitePaths.checklistData(id: id, platform: platform))
                    }
                    try flush(&page, to: folder + "/" + SitePaths.checklist(id: id, platform: platform, format: format))
                }
            }
        }
        if pages.contains(.componentPages) {
            let platforms = plans.map(\.platform)
            builder.write(content.componentPage(component), navigation: navigation, into: &page) { page in
                content.writeComponent(component, platforms: platforms, usage: usageHTML, into: &page) { index, page in
                    HTMLPlanRenderer(headingLevel: 2, includesUsage: false, idPrefix: "\(platforms[index].rawValue)-")
                        .write(plans[index], into: &page)
                }
            }
            try flush(&page, to: folder + "/" + SitePaths.component(id: id))
        }
        return plans.map(PlanDigest.init)
    }

    /// The checklist format whose document the checklist builder loads, as a script beside the plan.
    static let builderData = JSONChecklistExporter()
    /// What the builder's data script holds before and after the JSON document.
    static let builderDataWrapping = (prefix: "A11yPlanChecklists.add(", suffix: ");\n")

    /// Writes `page` as the new file at `path` and empties it for the next.
    private func flush(_ page: inout TextBuffer, to path: String) throws(SiteWriterError) {
        try FileOutput.create(page, at: path)
        page.removeAll()
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
