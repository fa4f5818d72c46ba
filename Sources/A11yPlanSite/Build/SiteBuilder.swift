import A11yPlan
import A11yPlanFormats
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
    /// Which files a build writes: the whole site unless a part is asked for.
    public var pages: SitePages

    /// A builder for `catalog` with `templates` (the bundled ones when nil), linking under `baseURL`
    /// when given and relatively otherwise, writing `pages` (the whole site unless told otherwise).
    public init(
        catalog: Catalog,
        templates: TemplateSet? = nil,
        baseURL: String? = nil,
        language: String = "en",
        pages: SitePages = .all
    ) throws(TemplateError) {
        self.pages = pages
        self.catalog = catalog
        if let templates {
            self.templates = templates
        } else {
            self.templates = try TemplateSet(folder: Templates.defaultFolder)
        }
        self.links = SiteLinks(baseURL: baseURL)
        self.language = language
    }

    /// Writes the site into `output` and says what it did; `progress` hears, from the calling task,
    /// how many components of how many are done.
    ///
    /// Components are rendered in parallel on every core, each page written to disk as soon as it is
    /// rendered, so memory grows with the catalog, not with the site. With `reuse`, a component whose
    /// content and settings match the manifest of the build already in `output` keeps that build's
    /// files (linked, not rendered or written again); the folder is still assembled beside `output`
    /// and swapped in whole, so the result is byte for byte what a clean build makes.
    @discardableResult
    public func build(
        into output: URL,
        reuse: Bool = true,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> SiteBuildSummary {
        try checkUniqueIDs()
        if pages != .all { return try await buildPart(into: output, progress: progress) }
        let components = catalog.components
        let work = ParallelWork()
        let siteKey = self.siteKey
        let keys = try await work.map(components.count) { index in
            ContentKey(combining: [siteKey, ContentKey(of: components[index])])
        }
        let writer = SiteWriter(target: output)
        let previousFolder = writer.target.path
        let previous = reuse ? writer.previousFile(BuildManifest.fileName).flatMap(BuildManifest.init(text:)) : nil
        let catalogKey = ContentKey(combining: [siteKey] + keys)
        let catalogPagesUnchanged = previous?.catalogKey == catalogKey
        let fileCount = components.map { ComponentPages.paths(of: $0).count }.reduce(0, +) + catalogPaths.count + 2
        if catalogPagesUnchanged, try await isComplete(previousFolder) {
            // The manifest vouches for every component and every catalog page, and every file is there:
            // the folder already is what a clean build would write. Only a killed build's leftovers go.
            writer.removeLeftovers()
            return SiteBuildSummary(files: fileCount, rendered: 0, reused: components.count)
        }
        let content = SiteContent(catalog: catalog, links: links)
        let componentPages = ComponentPages(builder: self, content: content)
        var summary = SiteBuildSummary()
        try await writer.write { staging in
            let folder = staging.path
            for name in Platform.allCases.map(\.rawValue) + [
                "components", "search", "coverage", "checklists", "assets",
            ] {
                try FileOutput.makeFolder(folder + "/" + name)
            }
            // The pages made from the catalog alone are written beside the components, not after them.
            async let independentPages: Void = {
                if !catalogPagesUnchanged { try writeIndependentPages(content: content, into: folder) }
            }()
            let outcomes = try await work.map(components.count, finished: { progress($0, components.count) }) {
                index -> ComponentOutcome in
                let component = components[index]
                if previous?.componentKeys[component.id] == keys[index],
                    try componentPages.link(component, from: previousFolder, into: folder)
                {
                    let digests = catalogPagesUnchanged ? [] : PlanDigest.all(of: component)
                    return ComponentOutcome(rendered: false, digests: digests)
                }
                return ComponentOutcome(rendered: true, digests: try componentPages.write(component, into: folder))
            }
            try await independentPages
            summary.rendered = outcomes.filter(\.rendered).count
            summary.reused = outcomes.count - summary.rendered
            if !catalogPagesUnchanged {
                try writePlanIndexes(content: content, digests: outcomes.flatMap(\.digests), into: folder)
            } else if !catalogPaths.allSatisfy({
                FileOutput.hardLink(previousFolder + "/" + $0, as: folder + "/" + $0)
            }) {
                for path in catalogPaths { FileOutput.remove(folder + "/" + path) }
                try writeIndependentPages(content: content, into: folder)
                try writePlanIndexes(content: content, digests: PlanDigest.all(of: catalog), into: folder)
            }
            let manifest = BuildManifest(
                catalogKey: catalogKey,
                componentKeys: Dictionary(zip(components.map(\.id), keys), uniquingKeysWith: { first, _ in first })
            )
            try FileOutput.create(
                manifest.text(order: components.map(\.id)),
                at: folder + "/" + BuildManifest.fileName
            )
            summary.files = fileCount
        }
        return summary
    }

    /// Writes the part of the site that `pages` names, rendering every component, with the
    /// renderers, buffers and parallelism of a whole build, and no manifest.
    private func buildPart(into output: URL, progress: (_ done: Int, _ total: Int) -> Void) async throws
        -> SiteBuildSummary
    {
        let components = catalog.components
        let content = SiteContent(catalog: catalog, links: links)
        let componentPages = ComponentPages(builder: self, content: content)
        let pages = self.pages
        var summary = SiteBuildSummary()
        try await SiteWriter(target: output).write { staging in
            let folder = staging.path
            var folders = Platform.allCases.map(\.rawValue)
            if pages.contains(.componentPages) { folders.append("components") }
            if pages.contains(.catalogPages) { folders += ["search", "coverage", "checklists", "assets"] }
            for name in folders { try FileOutput.makeFolder(folder + "/" + name) }
            let digests = try await ParallelWork().map(components.count, finished: { progress($0, components.count) }) {
                index in try componentPages.write(components[index], into: folder, pages: pages)
            }
            var perPlan = pages.contains(.plans) ? 2 : 0
            if pages.contains(.checklists) { perPlan += Formats.checklists.count + 1 }
            summary.files = digests.map(\.count).reduce(0, +) * perPlan
            if pages.contains(.componentPages) { summary.files += components.count }
            if pages.contains(.catalogPages) {
                try writeIndependentPages(content: content, into: folder)
                try writePlanIndexes(content: content, digests: digests.flatMap { $0 }, into: folder)
                summary.files += catalogPaths.count
            }
            summary.rendered = components.count
        }
        return summary
    }

    /// Whether `folder` has every file this catalog's site has.
    private func isComplete(_ folder: String) async throws -> Bool {
        let components = catalog.components
        guard catalogPaths.allSatisfy({ FileOutput.exists(folder + "/" + $0) }) else { return false }
        let present = try await ParallelWork(chunkSize: 64).map(components.count) { index in
            ComponentPages.paths(of: components[index]).allSatisfy { FileOutput.exists(folder + "/" + $0) }
        }
        return !present.contains(false)
    }

    /// What one component's part of a build did.
    private struct ComponentOutcome: Sendable {
        var rendered: Bool
        var digests: [PlanDigest]
    }

    /// The files built from the whole catalog rather than from one component.
    private var catalogPaths: [String] {
        [SitePaths.home] + Platform.allCases.map(SitePaths.platformIndex) + [
            SitePaths.checklistBuilder, SitePaths.search, SitePaths.coverage, SitePaths.notFound,
            SitePaths.searchIndex, SitePaths.searchIndexScript, SitePaths.stylesheet, SitePaths.searchScript,
            SitePaths.checklistBuilderScript,
            SitePaths.sitemap,
        ]
    }

    /// Writes the pages made from the catalog alone, not from its plans: the home page, platform
    /// indexes, checklist builder, search page, 404 page and assets.
    private func writeIndependentPages(content: SiteContent, into folder: String) throws {
        func write(_ text: String, _ path: String) throws {
            try FileOutput.create(text, at: folder + "/" + path)
        }
        func write(_ page: SitePage) throws {
            try write(self.page(page, content: content), page.path)
        }
        try write(content.home())
        for platform in Platform.allCases {
            try write(content.platformIndex(platform))
        }
        try write(content.checklistBuilder())
        try write(content.search())
        try write(content.notFound())
        try write(templates.stylesheet, SitePaths.stylesheet)
        try write(templates.searchScript, SitePaths.searchScript)
        try write(templates.checklistBuilderScript, SitePaths.checklistBuilderScript)
    }

    /// Writes the files made from the digests of every plan, in catalog order: coverage, the search
    /// index (as JSON and as a script) and the sitemap.
    private func writePlanIndexes(content: SiteContent, digests: [PlanDigest], into folder: String) throws {
        try FileOutput.create(
            page(content.coverage(plans: digests), content: content), at: folder + "/" + SitePaths.coverage)
        // Both forms of the index stream from the digests' entries, never held as one text.
        var json = try FileStream(creating: folder + "/" + SitePaths.searchIndex)
        var script = try FileStream(creating: folder + "/" + SitePaths.searchIndexScript)
        try script.append(SearchIndex.scriptWrapping.prefix)
        for (number, digest) in digests.enumerated() {
            let separator = number == 0 ? "[" : ","
            try json.append(separator)
            try json.append(digest.searchEntry)
            try script.append(separator)
            try script.append(digest.searchEntry)
        }
        try json.append(digests.isEmpty ? "[]\n" : "]\n")
        try script.append((digests.isEmpty ? "[]" : "]") + SearchIndex.scriptWrapping.suffix)
        try json.flush()
        try script.flush()
        var listed = [SitePaths.home] + Platform.allCases.map(SitePaths.platformIndex)
        listed += digests.map { SitePaths.plan(id: $0.componentID, platform: $0.platform) }
        listed.append(SitePaths.checklistBuilder)
        listed += catalog.components.map { SitePaths.component(id: $0.id) }
        listed += [SitePaths.search, SitePaths.coverage]
        try FileOutput.create(Sitemap.xml(paths: listed, links: links), at: folder + "/" + SitePaths.sitemap)
    }

    /// Everything besides the catalog's components that shapes the pages: a change here renders every
    /// page anew.
    private var siteKey: ContentKey {
        ContentKey(of: [
            BuildManifest.header, A11yPlanVersion.current, catalog.name, catalog.version, language,
            links.baseURL ?? "", templates.layout.source, templates.stylesheet, templates.searchScript,
            templates.checklistBuilderScript,
        ])
    }

    /// The whole HTML document for `page`: the layout filled with its content.
    public func page(_ page: SitePage, content: SiteContent) -> String {
        var out = TextBuffer(capacity: templates.layout.literalSize + page.content.utf8.count + 2048)
        write(page, navigation: content.navigation(for: page.path), into: &out) { $0.append(page.content) }
        return out.string
    }

    /// Appends the whole HTML document for `page` to `out` with `navigation` (its main navigation),
    /// with `body` writing its main content in place of `page.content`.
    func write(
        _ page: SitePage,
        navigation: String,
        into out: inout TextBuffer,
        body: (inout TextBuffer) -> Void
    ) {
        let root = links.root(from: page.path)
        templates.layout.fill(into: &out, content: body) { placeholder in
            switch placeholder {
            case .lang: language
            case .title: page.title
            case .siteName: catalog.name
            case .description: page.description
            case .root: root
            case .home: links.href(SitePaths.home, root: root)
            case .search: links.href(SitePaths.search, root: root)
            case .catalogVersion: catalog.version
            case .toolVersion: A11yPlanVersion.current
            case .nav: navigation
            case .scripts: page.scripts
            case .head, .content: ""
            }
        }
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
