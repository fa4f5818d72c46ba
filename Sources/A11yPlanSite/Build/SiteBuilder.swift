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
    public var language: Language
    /// Which files a build writes: the whole site unless a part is asked for.
    public var pages: SitePages
    /// Test results to show: each plan page's latest results and the site's report; nil shows none.
    public var results: SiteResults?
    /// The site in other languages, each built into the folder named by its code (`de/`) beside the
    /// pages in `language`.
    public var locales: [LocalizedCatalog]
    /// Where this builder's pages sit in a site of several languages; `.single` for a site of one.
    var placement = LanguagePlacement.single
    /// The catalog a localised catalog was made from, whose plans give checklist items their ids.
    var sourceCatalog: Catalog?

    /// A builder for `catalog` with `templates` (the bundled ones when nil), linking under `baseURL`
    /// when given and relatively otherwise, writing `pages` (the whole site unless told otherwise).
    public init(
        catalog: Catalog,
        templates: TemplateSet? = nil,
        baseURL: String? = nil,
        language: Language = .english,
        pages: SitePages = .all,
        results: SiteResults? = nil,
        locales: [LocalizedCatalog] = []
    ) throws(TemplateError) {
        self.pages = pages
        self.results = results
        self.locales = locales
        self.catalog = catalog
        if let templates {
            self.templates = templates
        } else {
            self.templates = try TemplateSet(folder: Templates.defaultFolder)
        }
        self.links = SiteLinks(baseURL: baseURL)
        self.language = language
        if !locales.isEmpty {
            placement = LanguagePlacement(
                languages: [language] + locales.map(\.language), current: language, siteLinks: links)
        }
    }

    /// Writes the site into `output` and says what it did; `progress` hears, from the calling task,
    /// how many components of how many are done.
    ///
    /// Components are rendered in parallel on every core, in groups of
    /// `SitePaths.checklistDataGroupSize` that share the checklist builder's data script, each page
    /// written to disk as soon as it is rendered, so memory grows with the catalog, not with the site.
    /// A new site is assembled beside `output` and takes its place whole. With `reuse`, a site this
    /// tool built in `output` is changed in place instead (`PendingUpdate`): only the files of
    /// components whose content or settings differ from its manifest, their groups' data and the
    /// catalog's pages are written, and the result is byte for byte what a clean build makes.
    @discardableResult
    public func build(
        into output: URL,
        reuse: Bool = true,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> SiteBuildSummary {
        try checkUniqueIDs()
        try checkLocales()
        let writer = SiteWriter(target: output)
        let site = writer.target.path
        let manifest = try await plannedManifest()
        if reuse, manifest != nil, FileOutput.exists(site + "/" + SiteWriter.markerName) {
            // A build stopped after committing its update finishes first: its manifest is the site's.
            try PendingUpdate.finish(site: site)
        }
        if reuse, let manifest,
            let previous = writer.previousFile(BuildManifest.fileName).flatMap(BuildManifest.init(text:)),
            languageFolders(in: site) == Set(locales.map(\.language.code))
        {
            writer.removeLeftovers()
            // Every language is staged into one pending update and committed together. An update that
            // adds a file is not made in place: until all its new files were moved in, one could link to
            // another not there yet. The whole site is then written anew and swapped in. A file the last
            // build wrote that is missing (removed by hand) is only put back.
            let (known, list) = fileLists(of: site)
            let update = try PendingUpdate(site: site)
            var change = PendingChange()
            var summary = try await stage(update, from: previous, to: manifest, change: &change, progress: progress)
            if try await stageLocales(update, change: &change, summary: &summary),
                change.replaced.allSatisfy({ list.paths.contains($0) || FileOutput.exists(site + "/" + $0) })
            {
                try commit(update, change: change, list: list, known: known)
                return summary
            }
            update.removePending()
        }
        var summary = SiteBuildSummary()
        try await writer.write { staging in
            let folder = staging.path
            summary = try await writeAll(into: folder, manifest: manifest, progress: progress)
            // The other languages go into the new site before it takes the old one's place.
            try await buildLocales(into: staging, summary: &summary)
            guard sourceCatalog == nil else { return }
            let written = SiteFileList.walk(folder).filter { !SiteFileList.isRecord($0) }
            try FileOutput.create(SiteFileList(Set(written)).text, at: folder + "/" + SiteFileList.fileName)
            summary.files += 1
            summary.keptFiles = try keepUserFiles(of: site, in: folder)
        }
        return summary
    }

    /// The manifest of the site this builder writes, or nil when it writes only part of a site: the
    /// site's key with every component's key, each made from its content, the settings and its results.
    private func plannedManifest() async throws -> BuildManifest? {
        guard pages == .all else { return nil }
        let components = catalog.components
        let siteKey = self.siteKey
        let results = self.results
        let keys: [ContentKey] = try await ParallelWork().map(components.count) { index -> ContentKey in
            let component = components[index]
            var parts = [siteKey, ContentKey(of: component)]
            if let results { parts.append(ContentKey(of: results.component(component.id))) }
            return ContentKey(combining: parts)
        }
        return BuildManifest(
            catalogKey: ContentKey(combining: [siteKey] + keys + (results.map { [$0.key] } ?? [])),
            componentKeys: Dictionary(zip(components.map(\.id), keys), uniquingKeysWith: { first, _ in first }),
            order: components.map(\.id))
    }

    /// This builder for `locale`'s pages in a site of several languages.
    private func builder(for locale: LocalizedCatalog) -> SiteBuilder {
        var builder = self
        builder.catalog = locale.catalog
        builder.language = locale.language
        builder.locales = []
        builder.sourceCatalog = catalog
        builder.links = SiteLinks(baseURL: links.baseURL.map { $0 + locale.language.code + "/" })
        builder.placement = LanguagePlacement(
            languages: placement.languages, current: locale.language, siteLinks: links)
        return builder
    }

    /// Builds each of `locales` anew into its folder of the new site at `site`.
    private func buildLocales(into site: URL, summary: inout SiteBuildSummary) async throws {
        // Only the site's own builder, not a language's, manages the language folders.
        guard sourceCatalog == nil else { return }
        for locale in locales {
            let built = try await builder(for: locale).build(
                into: site.appendingPathComponent(locale.language.code), reuse: false)
            summary.files += built.files
        }
    }

    /// The language folders of the site at `site` that a build made (they hold its marker).
    private func languageFolders(in site: String) -> Set<String> {
        Set(
            FileOutput.names(in: site).filter { name in
                Language.isCode(name) && FileOutput.exists(site + "/" + name + "/" + SiteWriter.markerName)
            })
    }

    /// Stages each of `locales` into `update`, the site's one pending update, in the language's folder
    /// of the site; false when a language's folder has no manifest to update from, so the site is
    /// written anew. Nothing reaches the site before the commit.
    private func stageLocales(
        _ update: PendingUpdate, change: inout PendingChange, summary: inout SiteBuildSummary
    ) async throws -> Bool {
        let site = update.site
        for name in FileOutput.names(in: site)
        where name.hasPrefix(".") && (name.contains(".a11yplan-staging-") || name.contains(".a11yplan-old-")) {
            // A language's staging folder that an older version, stopped, left inside the site.
            try? FileManager.default.removeItem(atPath: site + "/" + name)
        }
        for locale in locales {
            let code = locale.language.code
            let builder = builder(for: locale)
            let folder = site + "/" + code
            // An update that an older version committed inside the language's folder is finished.
            try PendingUpdate.finish(site: folder)
            try? FileManager.default.removeItem(atPath: folder + "/" + PendingUpdate.pendingName)
            guard let manifest = try await builder.plannedManifest(),
                let previous = FileOutput.contents(at: folder + "/" + BuildManifest.fileName)
                    .flatMap(BuildManifest.init(text:))
            else { return false }
            let view = update.language(code)
            try view.makeFolder("")
            let built = try await builder.stage(view, from: previous, to: manifest, change: &change) { _, _ in }
            summary.files += built.files
        }
        return true
    }

    /// Commits `change` to the site through `update` with the site's list of files (`list`, which the
    /// site holds as `known`) brought up to date, unless it would replace a file of the user's.
    private func commit(
        _ update: PendingUpdate, change: PendingChange, list: SiteFileList, known: SiteFileList?
    ) throws {
        let site = update.site
        if let mine = change.replaced.first(where: {
            !list.contains($0) && FileOutput.kind(at: site + "/" + $0) != .none
        }) {
            update.removePending()
            throw SiteWriterError(
                "'\(site)/\(mine)' is a file of your own where the site now has a page; move it out of the site,"
                    + " then build again")
        }
        var change = change
        // A part of the index that no word needs any more goes, unless it is a file of the user's.
        change.removed.removeAll { path in
            SearchIndex.isPart(path.split(separator: "/").suffix(2).joined(separator: "/")) && !list.contains(path)
        }
        let paths = list.paths.union(change.replaced.filter { !SiteFileList.isRecord($0) }).subtracting(change.removed)
        // A marker an older version wrote says other things about the folder: it takes today's words.
        for folder in [""] + locales.map({ $0.language.code + "/" })
        where FileOutput.contents(at: site + "/" + folder + SiteWriter.markerName) != SiteWriter.markerText {
            try FileOutput.create(SiteWriter.markerText, at: update.file(folder + SiteWriter.markerName))
            change.replaced.append(folder + SiteWriter.markerName)
        }
        let updated = SiteFileList(paths)
        if updated != known {
            try FileOutput.create(updated.text, at: update.file(SiteFileList.fileName))
            change.replaced.append(SiteFileList.fileName)
        }
        guard !change.isEmpty else {
            update.removePending()
            return
        }
        try update.commit(change)
    }

    /// The list of files the site at `site` holds (`known`, nil when it has none), and the list to go by:
    /// that one, or for a site an older version built, the one its layout gives.
    private func fileLists(of site: String) -> (known: SiteFileList?, list: SiteFileList) {
        let known = FileOutput.contents(at: site + "/" + SiteFileList.fileName).flatMap(SiteFileList.init(text:))
        return (known, known ?? legacyFileList(of: site))
    }

    /// The files a site that a version of the tool without a file list built holds by its layout: those
    /// in its folders and language folders and its own root files.
    private func legacyFileList(of site: String) -> SiteFileList {
        let languages = FileOutput.names(in: site).filter(Language.isCode)
        let rootFiles = (catalogPaths + [SitePaths.report]).filter { !$0.contains("/") }
        return SiteFileList.legacy(
            site: site, folders: Self.siteFolderNames.union(languages), rootFiles: Set(rootFiles))
    }

    /// Carries every file of the user's in the site at `site` (one its file list does not name) into
    /// the new site at `staging`, at the same path, and returns their paths. A hard link keeps the file
    /// in both until the new site takes the old one's place, so a stop before then loses nothing.
    private func keepUserFiles(of site: String, in staging: String) throws -> [String] {
        guard FileOutput.exists(site + "/" + SiteWriter.markerName) else { return [] }
        let list = fileLists(of: site).list
        var kept: [String] = []
        for path in SiteFileList.walk(site).sorted() where !list.contains(path) {
            guard FileOutput.kind(at: staging + "/" + path) == .none else {
                throw SiteWriterError(
                    "'\(site)/\(path)' is a file of your own where the new site has a page; move it out of the"
                        + " site, then build again")
            }
            try SiteWriter.makeFolder(URL(fileURLWithPath: staging + "/" + path).deletingLastPathComponent().path)
            try FileOutput.keep(site + "/" + path, at: staging + "/" + path)
            kept.append(path)
        }
        // The user's folders, empty ones too, keep their permissions; the site's own are made anew.
        let toolFolders = Set(
            list.paths.flatMap { path in
                let parts = path.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            })
        for folder in SiteFileList.folders(site).sorted() where !toolFolders.contains(folder) {
            try SiteWriter.makeFolder(staging + "/" + folder)
            FileOutput.copyMode(from: site + "/" + folder, to: staging + "/" + folder)
        }
        return kept
    }

    /// Writes every file of `pages` into the empty folder `folder`, with `manifest` when the build
    /// writes the whole site.
    private func writeAll(
        into folder: String,
        manifest: BuildManifest?,
        progress: (_ done: Int, _ total: Int) -> Void
    ) async throws -> SiteBuildSummary {
        for name in folderNames { try FileOutput.makeFolder(folder + "/" + name) }
        let content = SiteContent(catalog: catalog, links: links, results: results, language: language)
        let groups = ComponentGroups(catalog: catalog, pages: ComponentPages(builder: self, content: content))
        let pages = self.pages
        // The pages made from the catalog alone are written beside the components, not after them.
        async let independentPages: Void = {
            if pages.contains(.catalogPages) { try writeIndependentPages(content: content, into: folder) }
        }()
        func groupsDone(_ done: Int) {
            progress(min(done * SitePaths.checklistDataGroupSize, groups.total), groups.total)
        }
        let written = try await ParallelWork(chunkSize: 1).map(groups.count, finished: groupsDone) { group in
            try groups.write(group, pages: pages, rendering: { _ in true }) { path, bytes throws(SiteWriterError) in
                try FileOutput.create(bytes, at: folder + "/" + path)
            }
        }
        try await independentPages
        var summary = SiteBuildSummary(rendered: catalog.components.count)
        summary.files = written.map(\.files).reduce(0, +)
        if pages.contains(.catalogPages) {
            let index = try await writePlanIndexes(content: content, digests: written.flatMap(\.digests), into: folder)
            summary.files += catalogPaths.count + index.parts.count + 1
        }
        if let manifest {
            try FileOutput.create(manifest.text(), at: folder + "/" + BuildManifest.fileName)
            summary.files += 2
        }
        return summary
    }

    /// Stages into `update` the change of its folder of the site (the root or a language's), whose
    /// manifest is `previous`, into the pages of `manifest`, writing only what differs, and adds what
    /// the commit must move and remove to `change`.
    private func stage(
        _ update: PendingUpdate,
        from previous: BuildManifest,
        to manifest: BuildManifest,
        change: inout PendingChange,
        progress: (_ done: Int, _ total: Int) -> Void
    ) async throws -> SiteBuildSummary {
        let site = update.folder
        let components = catalog.components
        // A file of an unchanged component that is missing (removed by hand) is rendered again.
        let present = Set(
            FileOutput.names(in: site)
                + folderNames.flatMap { name in FileOutput.names(in: site + "/" + name).map { name + "/" + $0 } })
        let changed = components.map { component in
            previous.componentKeys[component.id] != manifest.componentKeys[component.id]
                || !ComponentPages.paths(of: component).allSatisfy(present.contains)
        }
        let catalogChanged =
            previous.catalogKey != manifest.catalogKey || !catalogPaths.allSatisfy { present.contains($0) }
        let content = SiteContent(catalog: catalog, links: links, results: results, language: language)
        let groups = ComponentGroups(catalog: catalog, pages: ComponentPages(builder: self, content: content))
        let previousGroups = ComponentGroups.members(of: previous.order)
        let touched = (0..<groups.count).filter { group in
            groups.range(group).contains { changed[$0] }
                || previousGroups.count <= group
                || previousGroups[group] != groups.range(group).map { components[$0].id }
        }
        if touched.isEmpty && !catalogChanged {
            return SiteBuildSummary(files: 0, rendered: 0, reused: components.count)
        }
        for name in folderNames { try update.makeFolder(name) }
        let folder = update.file("")
        // The pages made from the catalog alone and the last build's digests are made while the changed
        // components render, not after them, on the other core (see `writePlanIndexes`).
        async let independentPages: Void = {
            if catalogChanged { try writeIndependentPages(content: content, into: folder) }
        }()
        async let lastDigests: [String: [PlanDigest]] = {
            guard catalogChanged else { return [:] }
            return PlanDigest.byComponent(text: FileOutput.contents(at: site + "/" + PlanDigest.fileName) ?? "")
        }()
        let written = try await ParallelWork(chunkSize: 1).map(touched.count) { index in
            try groups.write(touched[index], pages: .all, rendering: { changed[$0] }) {
                path, bytes throws(SiteWriterError) in try FileOutput.create(bytes, at: update.file(path))
            }
        }
        var replaced = written.flatMap(\.paths)
        let ids = Set(components.map(\.id))
        var removed = previous.order.filter { !ids.contains($0) }.flatMap { id in
            Platform.allCases.flatMap { SitePaths.planFiles(id: id, platform: $0) } + [SitePaths.component(id: id)]
        }
        for (index, component) in components.enumerated() where changed[index] {
            removed += Platform.allCases.filter { component.variant(for: $0) == nil }.flatMap {
                SitePaths.planFiles(id: component.id, platform: $0)
            }
        }
        for group in groups.count..<max(groups.count, previousGroups.count) {
            removed += Platform.allCases.map { SitePaths.checklistData(platform: $0, group: group) }
        }
        for path in written.flatMap(\.emptyData) { removed.append(path) }
        if results == nil { removed.append(SitePaths.report) }
        try await independentPages
        if catalogChanged {
            // The touched groups' digests were just made; the others' come from the last build's file.
            let known = await lastDigests
            var fresh: [String: [PlanDigest]] = [:]
            for digest in written.flatMap(\.digests) { fresh[digest.componentID, default: []].append(digest) }
            let digests = components.flatMap { component in
                fresh[component.id] ?? known[component.id] ?? PlanDigest.all(of: component, language: language)
            }
            // Only the index's files that differ are written: an edit changes the parts of its words.
            let index = try await writePlanIndexes(content: content, digests: digests, into: folder, over: site)
            replaced += catalogPaths.filter { $0 != SearchIndex.namesPath } + index.written + [PlanDigest.fileName]
            removed += present.filter { SearchIndex.isPart($0) && !index.parts.contains($0) }
        }
        try FileOutput.create(manifest.text(), at: update.file(BuildManifest.fileName))
        replaced.append(BuildManifest.fileName)
        change.replaced += replaced.map { update.prefix + $0 }
        change.removed += removed.filter { present.contains($0) }.map { update.prefix + $0 }
        let rendered = changed.filter { $0 }.count
        progress(components.count, components.count)
        return SiteBuildSummary(files: replaced.count, rendered: rendered, reused: components.count - rendered)
    }

    /// The folders of a site, from its root.
    private var folderNames: [String] {
        var names = Platform.allCases.map(\.rawValue)
        if pages.contains(.componentPages) { names.append("components") }
        if pages.contains(.checklists) || pages.contains(.catalogPages) || pages.contains(.downloads) {
            names.append("checklists")
        }
        if pages.contains(.downloads) { names.append(SitePaths.downloads) }
        if pages.contains(.catalogPages) { names += ["search", "coverage", "assets", "api"] }
        if pages.contains(.catalogPages), sourceCatalog == nil { names.append("schema") }
        return names
    }

    /// The files built from the whole catalog rather than from one component.
    private var catalogPaths: [String] {
        [SitePaths.home] + Platform.allCases.map(SitePaths.platformIndex) + [
            SitePaths.checklistBuilder, SitePaths.search, SitePaths.coverage, SitePaths.notFound,
            SitePaths.searchIndexScript, SitePaths.stylesheet, SitePaths.searchScript,
            SitePaths.checklistBuilderScript,
            SitePaths.sitemap, SiteCatalogJSON.path,
        ] + (sourceCatalog == nil ? [SiteCatalogJSON.schemaPath] : []) + (results == nil ? [] : [SitePaths.report])
    }

    /// Writes the pages made from the catalog alone, not from its plans: the home page, platform
    /// indexes, checklist builder, search page, 404 page, assets and, with results, the report.
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
        // The schema is the site's, not a language's: only the root names it, and each catalog links there.
        if sourceCatalog == nil { try write(CatalogSchema.text, SiteCatalogJSON.schemaPath) }
        if let results { try write(HTMLReportFormat().string(results.report), SitePaths.report) }
    }

    /// Writes the files made from the digests of every plan, in catalog order: coverage, the search
    /// index (a names script and its parts, which the search page loads), the machine-readable catalog
    /// and the sitemap. With `site`, the folder the files will replace, a part of the index that is
    /// already there with the same bytes is not written; returns the index's files written and every
    /// part's path.
    @discardableResult
    private func writePlanIndexes(
        content: SiteContent, digests: [PlanDigest], into folder: String, over site: String? = nil
    ) async throws -> (written: [String], parts: Set<String>) {
        // The search index is made while the other files are written: they share nothing. With the pages
        // made beside the components in `stage`, a rebuild after one edit at 2,000 components took 0.32 s
        // in tmpfs, not 0.40 s (medians of 7).
        let (catalog, language) = (self.catalog, self.language)
        async let index: (written: [String], parts: Set<String>) = {
            var written: [String] = []
            var parts = Set<String>()
            for file in SearchIndex.files(catalog: catalog, digests: digests, language: language) {
                if file.path != SearchIndex.namesPath { parts.insert(file.path) }
                if let site, FileOutput.contents(at: site + "/" + file.path) == file.text { continue }
                try FileOutput.create(file.text, at: folder + "/" + file.path)
                written.append(file.path)
            }
            return (written, parts)
        }()
        try FileOutput.create(
            page(content.coverage(plans: digests), content: content), at: folder + "/" + SitePaths.coverage)
        var digestFile = try FileStream(creating: folder + "/" + PlanDigest.fileName)
        try digestFile.append(PlanDigest.header)
        for digest in digests { try digestFile.append(digest.line) }
        try digestFile.flush()
        var listed = [SitePaths.home] + Platform.allCases.map(SitePaths.platformIndex)
        listed += digests.map { SitePaths.plan(id: $0.componentID, platform: $0.platform) }
        listed.append(SitePaths.checklistBuilder)
        listed += digests.map { SitePaths.checklistPage(id: $0.componentID, platform: $0.platform) }
        listed += catalog.components.map { SitePaths.component(id: $0.id) }
        listed += [SitePaths.search, SitePaths.coverage]
        let catalogJSON = SiteCatalogJSON.text(
            catalog: catalog, digests: digests, language: language, placement: placement)
        try FileOutput.create(catalogJSON, at: folder + "/" + SiteCatalogJSON.path)
        try FileOutput.create(Sitemap.xml(paths: listed, links: links), at: folder + "/" + SitePaths.sitemap)
        return try await index
    }

    /// Everything besides the catalog's components that shapes the pages: a change here renders every
    /// page anew.
    private var siteKey: ContentKey {
        ContentKey(of: [
            BuildManifest.header, A11yPlanVersion.current, catalog.name, catalog.version, language.code,
            placement.languages.map(\.code).joined(separator: " "),
            links.baseURL ?? "", templates.layout.source, templates.stylesheet, templates.searchScript,
            templates.checklistBuilderScript, results == nil ? "" : "results",
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
        let words = language.words
        templates.layout.fill(into: &out, content: body) { placeholder in
            switch placeholder {
            case .lang: language.code
            case .skipLink: words.skipToMainContent
            case .navLabel: words.mainNavigation
            case .searchLabel: words.searchTestPlans
            case .searchButton: words.search
            case .footer: words.siteFooter(A11yPlanVersion.current, catalog.name, catalog.version)
            case .languages: placement.switcher(for: page.path, label: words.language)
            case .head: placement.alternates(for: page.path)
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
            case .content: ""
            }
        }
    }

    /// A language folder beside the site's own folders would mix two kinds of page: refuse codes that
    /// name a folder of the site, and codes given twice.
    private func checkLocales() throws {
        var seen: Set<String> = [language.code]
        for locale in locales {
            let code = locale.language.code
            guard Language.isCode(code), !Self.siteFolderNames.contains(code) else {
                throw SiteWriterError("'\(code)' cannot name a language folder of the site")
            }
            guard seen.insert(code).inserted else {
                throw SiteWriterError("the language '\(code)' is given twice")
            }
        }
    }

    /// Every folder a site has at its root besides language folders.
    static let siteFolderNames: Set<String> =
        Set(
            Platform.allCases.map(\.rawValue) + [
                "components", "checklists", "search", "coverage", "assets", "api", "schema", SitePaths.downloads,
            ])

    /// Two components with one id would write over each other's pages, a component with the id `index`
    /// over its platform's index, and one whose id is empty or holds a slash outside its place: refuse,
    /// naming them.
    private func checkUniqueIDs() throws {
        // An id names files: an empty one, or one with a slash, would write outside the component's place.
        if let component = catalog.components.first(where: { !Validator.isUsableID($0.id) }) {
            throw SiteWriterError(
                "\(component.location): error: the component id '\(component.id)' cannot name a page; give the"
                    + " component an id of ASCII letters, digits, '-', '_' and '.'")
        }
        if let component = catalog.components.first(where: { $0.id == "index" }) {
            throw SiteWriterError(
                "\(component.location): error: the component id 'index' is the name of each platform's index page;"
                    + " give the component another id")
        }
        if let (index, first) = catalog.duplicateIDs.first {
            let duplicate = catalog.components[index]
            let earlier = catalog.components[first].location
            throw SiteWriterError(
                "\(duplicate.location): error: duplicate component id '\(duplicate.id)' (first at \(earlier))"
            )
        }
    }
}
