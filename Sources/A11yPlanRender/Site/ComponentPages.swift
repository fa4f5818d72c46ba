import A11yPlan

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
    /// Throws a `ChecklistError` when two checklist items share an id, or a `SiteWriterError` when a
    /// file cannot be written.
    func write(_ component: Component, into folder: String) throws -> [PlanDigest] {
        for path in Self.folders(of: component) {
            try FileOutput.makeFolder(folder + "/" + path)
        }
        func write(_ text: String, _ path: String) throws(SiteWriterError) {
            try FileOutput.create(text, at: folder + "/" + path)
        }
        let json = JSONChecklistExporter()
        let plans = Self.plans(of: component)
        for plan in plans {
            let id = component.id
            let platform = plan.platform
            try write(
                builder.page(content.plan(plan, component: component), content: content),
                SitePaths.plan(id: id, platform: platform))
            try write(MarkdownRenderer().render(plan), SitePaths.markdown(id: id, platform: platform))
            let checklist = Checklist(
                catalogName: builder.catalog.name,
                catalogVersion: builder.catalog.version,
                components: [try ComponentChecklist(plan)]
            )
            for format in ChecklistFormat.allCases where format != .json {
                try write(
                    format.exporter.export(checklist), SitePaths.checklist(id: id, platform: platform, format: format))
            }
            let document = json.export(checklist)
            try write(document, SitePaths.checklist(id: id, platform: platform, format: .json))
            try write(
                "A11yPlanChecklists.add(" + document + ");\n",
                SitePaths.checklistData(id: id, platform: platform)
            )
        }
        try write(
            builder.page(content.component(component, plans: plans), content: content),
            SitePaths.component(id: component.id)
        )
        return plans.map(PlanDigest.init)
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
