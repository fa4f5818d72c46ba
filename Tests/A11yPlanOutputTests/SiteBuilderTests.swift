import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

@Suite struct SiteBuilderTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    static let expectedFiles: [String] =
        filesBeforeTheIndex + indexParts + ["sitemap.xml", "web/index.html", "web/popover-tooltip.html"]

    /// The parts of the popover tooltip's search index (`search/words-….js`), in path order.
    static let indexParts: [String] = SearchIndex(catalog: popoverOnly).files.map(\.path).filter {
        $0 != SearchIndex.namesPath
    }.sorted()

    /// The files of the popover tooltip's site that come before the search index's parts by path.
    static let filesBeforeTheIndex: [String] =
        [
            ".a11yplan-digests", ".a11yplan-files", ".a11yplan-manifest", ".a11yplan-site", "404.html",
            "android/index.html",
            "android/popover-tooltip.html", "api/catalog.json",
            "assets/checklist-builder.js", "assets/search.js", "assets/site.css", "checklists/android-1.js",
            "checklists/index.html", "checklists/ios-1.js",
            "checklists/popover-tooltip-android-checklist.html", "checklists/popover-tooltip-ios-checklist.html",
            "checklists/popover-tooltip-web-checklist.html", "checklists/web-1.js", "components/popover-tooltip.html",
            "coverage/index.html",
        ]
        + ["android", "ios", "web"].flatMap { platform in
            ["checklist.json", ""].map { suffix in
                "downloads/popover-tooltip-\(platform)" + (suffix.isEmpty ? ".md" : "-" + suffix)
            }.sorted()
        } + [
            "index.html", "ios/index.html", "ios/popover-tooltip.html", "schema/catalog.schema.json", "search-index.js",
            "search/index.html",
        ]

    /// The bundled popover tooltip alone, so the expected file list stays short.
    static let popoverOnly = Catalog(
        name: BundledCatalog.catalog.name,
        version: BundledCatalog.version,
        components: BundledCatalog.components.filter { $0.id == "popover-tooltip" }
    )

    func build(_ catalog: Catalog = Self.popoverOnly, into name: String = "site", baseURL: String? = nil)
        async throws -> URL
    {
        let site = scratch.appendingPathComponent(name)
        try await SiteBuilder(catalog: catalog, baseURL: baseURL).build(into: site)
        return site
    }

    func read(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesEveryPageOfTheSite() async throws {
        let site = scratch.appendingPathComponent("site")
        let summary = try await SiteBuilder(catalog: Self.popoverOnly).build(into: site)
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(summary.files == Self.expectedFiles.count)
        #expect(summary.rendered == 1 && summary.reused == 0)
        let listed = try read(".a11yplan-files", in: site).split(separator: "\n").dropFirst().map(String.init)
        #expect(listed == Self.expectedFiles.filter { !$0.hasPrefix(".a11yplan-") }, "the file list knows every file")
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        let plan = try #require(TestPlan(component: component, platform: .iOS))
        let page = try read("ios/popover-tooltip.html", in: site)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../assets/site.css\">"))
        #expect(try read("downloads/popover-tooltip-ios.md", in: site) == MarkdownRenderer().string(plan))
        #expect(
            page.contains(
                "<a href=\"../downloads/popover-tooltip-ios.md\" download=\"popover-tooltip-ios.md\">"))
        #expect(page.contains("<a href=\"../checklists/popover-tooltip-ios-checklist.html\">"))
        #expect(!page.contains("data:"), "a plan page carries what it shows, no download inside a link")
        // The checklist page is the exporter's page with a link back to the plan and one that saves it:
        // the same items, ids, storage keys and script as `export --format html`.
        let checklist = try Checklist(catalog: Self.popoverOnly, ids: ["popover-tooltip"], platform: .iOS)
        let siteLinks =
            "\n<p><a href=\"../ios/popover-tooltip.html\">Back to the test plan</a> · <a"
            + " href=\"popover-tooltip-ios-checklist.html\" download=\"popover-tooltip-ios-checklist.html\">Save"
            + " this checklist to work offline</a></p>\n"
        let onSite = try read("checklists/popover-tooltip-ios-checklist.html", in: site)
        #expect(onSite.contains(siteLinks))
        #expect(
            withoutDownloads(onSite).replacingOccurrences(of: siteLinks, with: "")
                == HTMLChecklistExporter().string(checklist))
        // Its downloads section carries every download, each its format's bytes, in the order a plan page
        // names them: the plan's Markdown first, then each checklist format but the page's own.
        #expect(onSite.contains("<section id=\"downloads\" class=\"downloads\" aria-labelledby=\"downloads-heading\">"))
        let saved = try downloads(in: onSite)
        var expected = ["popover-tooltip-ios.md": MarkdownRenderer().string(plan)]
        for format in Formats.checklists where !(format is HTMLChecklistExporter) {
            expected[SitePaths.checklistFileName(id: "popover-tooltip", platform: .iOS, format: format)] =
                format.string(checklist)
        }
        #expect(Set(saved.keys) == Set(expected.keys))
        for (name, text) in expected {
            #expect(saved[name].map { String(decoding: $0.bytes, as: UTF8.self) } == text, "\(name)")
        }
        #expect(
            try read("downloads/popover-tooltip-ios-checklist.json", in: site)
                == JSONChecklistExporter().string(checklist))
        #expect(
            page.contains(
                "<a href=\"../checklists/popover-tooltip-ios-checklist.html#downloads\">"),
            "the plan page leads to every download")
        for file in SearchIndex(catalog: Self.popoverOnly).files {
            #expect(try read(file.path, in: site) == file.text, "\(file.path)")
        }
    }

    /// A build renders each component's files its own way (one buffer, each plan's HTML copied into
    /// the page with every platform, usage rendered once); they must be what the public renderers make.
    @Test(arguments: [("bundled", nil), ("bundled", "https://example.org/plans"), ("hostile", nil)])
    func componentFilesAreWhatThePublicRenderersMake(catalog name: String, baseURL: String?) async throws {
        let catalog = try #require(JSONOutputTests.catalogs[name])
        let site = scratch.appendingPathComponent("site")
        let builder = try SiteBuilder(catalog: catalog, baseURL: baseURL)
        try await builder.build(into: site)
        let content = SiteContent(catalog: catalog, links: builder.links)
        let index = SearchIndex(catalog: catalog).files
        #expect(index.count > 1)
        for file in index {
            #expect(try read(file.path, in: site) == file.text, "\(file.path)")
        }
        var data: [String: String] = [:]
        for (index, component) in catalog.components.enumerated() {
            let id = component.id
            #expect(
                try read(SitePaths.component(id: id), in: site)
                    == builder.page(content.component(component), content: content))
            for platform in component.platforms {
                let plan = try #require(TestPlan(component: component, platform: platform))
                let page = try read(SitePaths.plan(id: id, platform: platform), in: site)
                #expect(page == builder.page(content.plan(plan, component: component), content: content))
                #expect(
                    try read(SitePaths.planMarkdown(id: id, platform: platform), in: site)
                        == MarkdownRenderer().string(plan))
                let checklist = try Checklist(catalog: catalog, ids: [id], platform: platform)
                #expect(
                    try read(SitePaths.checklistJSON(id: id, platform: platform), in: site)
                        == JSONChecklistExporter().string(checklist))
                let checklistPage = try read(SitePaths.checklistPage(id: id, platform: platform), in: site)
                #expect(
                    withoutDownloads(checklistPage) == content.checklistExporter(for: plan).string(checklist),
                    "\(id) on \(platform): the exporter's page and its downloads")
                let saved = try downloads(in: checklistPage)
                #expect(saved.count == Formats.checklists.count, "\(id) on \(platform): every download")
                for format in Formats.checklists where !(format is HTMLChecklistExporter) {
                    let name = SitePaths.checklistFileName(id: id, platform: platform, format: format)
                    #expect(
                        saved[name].map { String(decoding: $0.bytes, as: UTF8.self) } == format.string(checklist),
                        "\(id) on \(platform), \(format.name)")
                    #expect(saved[name]?.mediaType == format.mediaType)
                }
                #expect(
                    saved[SitePaths.markdownFileName(id: id, platform: platform)].map {
                        String(decoding: $0.bytes, as: UTF8.self)
                    } == MarkdownRenderer().string(plan))
                let group = SitePaths.checklistData(platform: platform, group: index / SitePaths.checklistDataGroupSize)
                data[group, default: ""] +=
                    "A11yPlanChecklists.add(" + JSONChecklistExporter().string(checklist) + ");\n"
            }
        }
        for (path, script) in data {
            #expect(try read(path, in: site) == script, "\(path) holds its group's checklists in catalog order")
        }
    }

    @Test func planPagesAloneAreTheSitesOwn() async throws {
        let site = try await build(Self.two)
        let pages = scratch.appendingPathComponent("pages")
        let count = try await SiteBuilder(catalog: Self.two, pages: .plans).build(into: pages).files
        let written = try files(in: pages).filter { $0 != SiteWriter.markerName && $0 != ".a11yplan-files" }
        #expect(
            count == written.count + 1 && written.count == 6, "a page per plan and nothing else; its file list")
        for file in written {
            #expect(try read(file, in: pages) == read(file, in: site), "\(file)")
        }
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let first = try await build(into: "one")
        let second = try await build(into: "two")
        for file in Self.expectedFiles {
            let a = try Data(contentsOf: first.appendingPathComponent(file))
            let b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between builds")
        }
    }

    @Test func linksAreRelativeOrUnderTheBaseURL() async throws {
        let relative = try await build()
        let sitemap = try read("sitemap.xml", in: relative)
        #expect(sitemap.contains("<loc>ios/popover-tooltip.html</loc>"))
        #expect(sitemap.contains("<loc>checklists/popover-tooltip-ios-checklist.html</loc>"))
        #expect(!sitemap.contains("404.html"))
        #expect(!sitemap.contains("downloads/"), "the sitemap lists pages, not the files they save")
        let absolute = try await build(into: "absolute", baseURL: "https://example.org/plans")
        let page = try read("ios/popover-tooltip.html", in: absolute)
        #expect(page.contains("href=\"https://example.org/plans/assets/site.css\""))
        #expect(page.contains("href=\"https://example.org/plans/android/popover-tooltip.html\""))
        #expect(
            try read("sitemap.xml", in: absolute).contains(
                "<loc>https://example.org/plans/ios/popover-tooltip.html</loc>"))
    }

    @Test func replacesItsOwnSiteAndDropsStalePages() async throws {
        let old = Catalog(name: "Old", version: "0", components: [Component("Gone") { Variant(.web) {} }])
        let site = try await build(old)
        #expect(try files(in: site).contains("web/gone.html"))
        _ = try await build()
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"], "no staging left")
    }

    @Test func refusesAFolderItDidNotMake() async throws {
        let mine = scratch.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        await #expect(throws: SiteWriterError.self) { try await build(into: "notes") }
        #expect(try files(in: mine) == ["notes.txt"])
        try Data("x".utf8).write(to: scratch.appendingPathComponent("file"))
        await #expect(throws: SiteWriterError.self) { try await build(into: "file") }
    }

    @Test func aSiteInSeveralLanguagesPutsEachInItsFolderAndLinksThem() async throws {
        let site = scratch.appendingPathComponent("site")
        let german = LocalizedCatalog(language: .german, catalog: Self.popoverOnly.localized(to: .german))
        try await SiteBuilder(catalog: Self.popoverOnly, locales: [german]).build(into: site)
        let page = try read("de/ios/popover-tooltip.html", in: site)
        #expect(page.contains("<html lang=\"de\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../ios/popover-tooltip.html\">"))
        #expect(
            try read("ios/popover-tooltip.html", in: site).contains(
                "hreflang=\"de\" href=\"../de/ios/popover-tooltip.html\""))
        let again = try await SiteBuilder(catalog: Self.popoverOnly, locales: [german]).build(into: site)
        #expect(again.rendered == 0, "a rebuild with nothing changed renders nothing")
        #expect(try read("de/ios/popover-tooltip.html", in: site) == page)
        let clash = LocalizedCatalog(
            language: Language(code: "ios", name: "iOS", words: .german), catalog: Self.popoverOnly)
        await #expect(throws: SiteWriterError.self) {
            try await SiteBuilder(catalog: Self.popoverOnly, locales: [clash]).build(into: site)
        }
        await #expect(throws: SiteWriterError.self) {
            try await SiteBuilder(catalog: Self.popoverOnly, locales: [german, german]).build(into: site)
        }
        try await SiteBuilder(catalog: Self.popoverOnly).build(into: site)
        #expect(
            !FileManager.default.fileExists(atPath: site.appendingPathComponent("de").path), "a dropped language goes")
    }

    @Test func fillsAnEmptyFolder() async throws {
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("empty"),
            withIntermediateDirectories: true
        )
        let site = try await build(into: "empty")
        #expect(try files(in: site) == Self.expectedFiles)
    }

    @Test func leavesTheOldSiteWhenABuildFails() async throws {
        let site = try await build()
        struct Interrupted: Error {}
        await #expect(throws: Interrupted.self) {
            try await SiteWriter(target: site).write { staging in
                try SiteWriter.writeFile("half", to: "web/x.html", in: staging)
                throw Interrupted()
            }
        }
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"])
    }

    @Test func clearsWhatAKilledBuildLeftBehind() async throws {
        let leftover = scratch.appendingPathComponent(".site.a11yplan-staging-99999")
        for rebuild in [false, true] {
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: leftover.appendingPathComponent("index.html"))
            _ = try await build()
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"],
                rebuild ? "a rebuild in place clears it too" : "a new site clears it")
        }
    }

    @Test func refusesDuplicateIds() async throws {
        let twice = Catalog(
            name: "Twice",
            version: "0",
            components: [Component("Chip") { Variant(.web) {} }, Component("Chip") { Variant(.iOS) {} }]
        )
        let error = await #expect(throws: SiteWriterError.self) { try await build(twice) }
        #expect(error?.description.contains("duplicate component id 'chip'") == true)
        #expect(error?.description.hasPrefix("A11yPlanOutputTests/SiteBuilderTests.swift:") == true)
        let index = Catalog(name: "Index", version: "0", components: [Component("Index") { Variant(.web) {} }])
        let named = await #expect(throws: SiteWriterError.self) { try await build(index) }
        #expect(named?.description.contains("the component id 'index'") == true)
    }

    /// The bundled popover tooltip and disclosure, and the disclosure again with other usage prose.
    static let two = Catalog(
        name: BundledCatalog.catalog.name,
        version: BundledCatalog.version,
        components: BundledCatalog.components.filter { ["popover-tooltip", "disclosure"].contains($0.id) }
    )

    static func editingButton(_ catalog: Catalog) -> Catalog {
        var edited = catalog
        for index in edited.components.indices where edited.components[index].id == "disclosure" {
            edited.components[index].usage = Usage("A disclosure, described *again*.")
        }
        return edited
    }

    /// Every file of `site` with its bytes, for comparing two builds whole.
    func contents(of site: URL) throws -> [String: Data] {
        var all: [String: Data] = [:]
        for file in try files(in: site) {
            all[file] = try Data(contentsOf: site.appendingPathComponent(file))
        }
        return all
    }

    func clean(_ catalog: Catalog, into name: String) async throws -> URL {
        let site = scratch.appendingPathComponent(name)
        try await SiteBuilder(catalog: catalog).build(into: site, reuse: false)
        return site
    }

    @Test func aRebuildRendersOnlyWhatChangedAndMatchesACleanBuild() async throws {
        let site = scratch.appendingPathComponent("site")
        let first = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(first.rendered == 2 && first.reused == 0)
        let unchanged = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(unchanged.rendered == 0 && unchanged.reused == 2)
        #expect(unchanged.files == 0, "with nothing changed nothing is written")
        let reference = try await clean(Self.two, into: "clean-two")
        #expect(try contents(of: site) == contents(of: reference))

        let edited = Self.editingButton(Self.two)
        let rebuilt = try await SiteBuilder(catalog: edited).build(into: site)
        #expect(rebuilt.rendered == 1 && rebuilt.reused == 1)
        let page = try read("components/disclosure.html", in: site)
        #expect(page.contains("<em>again</em>"))
        let editedReference = try await clean(edited, into: "clean-edited")
        #expect(try contents(of: site) == contents(of: editedReference))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
                "clean-edited", "clean-two", "site",
            ], "no staging or old folder left")
    }

    /// An edit of one component rewrites its own files (pages, checklist page, downloads), its group's
    /// checklist data and the catalog's pages; every other file, the other component's downloads
    /// among them, keeps its inode.
    @Test func aRebuildOfOneComponentRewritesOnlyItsFiles() async throws {
        let site = try await build(Self.two)
        let before = try inodes(of: site)
        // The edit gives the plans a word of their titles (search/words-ag.js) besides new usage.
        var edited = Self.editingButton(Self.two)
        for index in edited.components.indices where edited.components[index].id == "disclosure" {
            edited.components[index].name += " again"
        }
        _ = try await SiteBuilder(catalog: edited).build(into: site)
        let after = try inodes(of: site)
        #expect(Set(after.keys) == Set(before.keys), "the edit adds and removes no file")
        let rewritten = Set(after.keys.filter { after[$0] != before[$0] })
        let disclosure = try #require(Self.two.component(id: "disclosure"))
        let own = Set(
            [SitePaths.component(id: "disclosure")]
                + disclosure.platforms.flatMap { SitePaths.planFiles(id: "disclosure", platform: $0) })
        let groups = Set(disclosure.platforms.map { SitePaths.checklistData(platform: $0, group: 0) })
        let catalogPages: Set<String> = [
            "index.html", "404.html", "ios/index.html", "android/index.html", "web/index.html",
            "checklists/index.html", "search/index.html", "coverage/index.html", "search-index.js",
            "sitemap.xml", "assets/site.css", "assets/search.js", "assets/checklist-builder.js",
            "api/catalog.json", "schema/catalog.schema.json", ".a11yplan-manifest", ".a11yplan-digests",
        ]
        // Of the search index only the parts whose words' plans changed are written anew.
        let oldIndex = Set(SearchIndex(catalog: Self.two).files)
        let changedParts = Set(
            SearchIndex(catalog: edited).files.filter { !oldIndex.contains($0) }.map(\.path)
        ).subtracting([SearchIndex.namesPath])
        #expect(changedParts.contains("search/words-ag.js"), "the edit adds a word")
        #expect(changedParts.count < oldIndex.count / 4, "most parts stay as they were")
        #expect(rewritten.filter { $0.hasPrefix("search/words-") } == changedParts)
        #expect(own.isSubset(of: rewritten), "the edited component's files are written anew")
        #expect(
            rewritten.subtracting(own).subtracting(groups).subtracting(catalogPages).subtracting(changedParts).isEmpty)
        let popover = Set(Platform.allCases.flatMap { SitePaths.planFiles(id: "popover-tooltip", platform: $0) })
        #expect(rewritten.isDisjoint(with: popover), "the unchanged component's pages and downloads stay")
        #expect(popover.filter { $0.hasPrefix(SitePaths.downloads + "/") }.count == 3 * 2)
    }

    /// Every file of `site` with its inode number, which a file written anew and moved into place changes.
    func inodes(of site: URL) throws -> [String: UInt64] {
        var all: [String: UInt64] = [:]
        for file in try files(in: site) {
            let attributes = try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(file).path)
            all[file] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return all
    }

    /// A catalog of more than one group: an edit in the last group renders only that group's data and
    /// takes the other groups' digests for the catalog's pages from the last build's digest file.
    @Test func aRebuildOfOneGroupMatchesACleanBuild() async throws {
        let catalog = BundledCatalog.catalog
        #expect(catalog.components.count > SitePaths.checklistDataGroupSize)
        let site = try await build(catalog)
        var edited = catalog
        let last = edited.components.count - 1
        edited.components[last].name += " edited"
        let rebuilt = try await SiteBuilder(catalog: edited).build(into: site)
        #expect(rebuilt.rendered == 1)
        let reference = try await clean(edited, into: "clean")
        #expect(try contents(of: site) == contents(of: reference))
    }

    @Test func aRebuildDropsRemovedComponentsAndFollowsTheSettings() async throws {
        let site = try await build(Self.two)
        let removed = try await SiteBuilder(catalog: Self.popoverOnly).build(into: site)
        #expect(removed.reused == 1)
        #expect(try files(in: site) == Self.expectedFiles)
        let reference = try await clean(Self.popoverOnly, into: "clean")
        #expect(try contents(of: site) == contents(of: reference))

        var released = Self.popoverOnly
        released.version = "9.9.9"
        let everything = try await SiteBuilder(catalog: released).build(into: site)
        #expect(everything.rendered == 1 && everything.reused == 0, "a new catalog version renders every page")
        #expect(try read("checklists/ios-1.js", in: site).contains("9.9.9"))
        let absolute = try await SiteBuilder(catalog: released, baseURL: "https://example.org/").build(into: site)
        #expect(absolute.rendered == 1, "another base URL renders every page")
    }

    /// A build stopped before its update is committed leaves the previous site whole and a pending
    /// folder, which the next build clears; one stopped after the commit leaves the commit file, whose
    /// moves the next build finishes first. Either way the site ends as a clean build makes it.
    @Test func aRebuildStoppedAtAnyPointEndsAsACleanBuild() async throws {
        let site = try await build(Self.two)
        let before = try contents(of: site)
        let pending = site.appendingPathComponent(".a11yplan-pending")
        try FileManager.default.createDirectory(
            at: pending.appendingPathComponent("web"), withIntermediateDirectories: true)
        try Data("half a page".utf8).write(to: pending.appendingPathComponent("web/disclosure.html"))
        #expect(try contents(of: site).filter { !$0.key.hasPrefix(".a11yplan-pending/") } == before)
        let resumed = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(resumed.rendered == 0, "an uncommitted update vouches for nothing and changes nothing")
        #expect(try contents(of: site) == before, "the pending folder is gone")

        // Stopped after the commit: every file the edit changes is pending and listed, one of them
        // moved into place already.
        let edited = Self.editingButton(Self.two)
        let reference = try await clean(edited, into: "clean-edited")
        let wanted = try contents(of: reference)
        let changed = wanted.filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(changed.contains("web/disclosure.html") && changed.contains(BuildManifest.fileName))
        for path in changed {
            let file = pending.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try wanted[path]?.write(to: file)
        }
        try FileManager.default.removeItem(at: site.appendingPathComponent("web/disclosure.html"))
        try FileManager.default.moveItem(
            at: pending.appendingPathComponent("web/disclosure.html"),
            to: site.appendingPathComponent("web/disclosure.html"))
        let commit = "a11yplan-commit 1\n" + changed.map { "replace " + $0 + "\n" }.joined()
        try Data(commit.utf8).write(to: site.appendingPathComponent(".a11yplan-commit"))
        let finished = try await SiteBuilder(catalog: edited).build(into: site)
        #expect(try contents(of: site) == contents(of: reference))
        #expect(finished.rendered == 0, "the finished commit is the edit: nothing is left to render")
    }

    @Test func aRebuildRendersWhatItCannotTrust() async throws {
        let site = try await build(Self.two)
        let page = site.appendingPathComponent("web/disclosure.html")
        try FileManager.default.removeItem(at: page)
        let repaired = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(repaired.rendered == 1 && repaired.reused == 1, "a missing file renders its component again")
        #expect(FileManager.default.fileExists(atPath: page.path))

        let coverage = site.appendingPathComponent("coverage/index.html")
        try FileManager.default.removeItem(at: coverage)
        let relinked = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(relinked.rendered == 0 && relinked.reused == 2, "a missing catalog page renders no component")
        #expect(FileManager.default.fileExists(atPath: coverage.path))
        let unchanged = try await clean(Self.two, into: "clean-unchanged")
        #expect(try contents(of: site) == contents(of: unchanged))

        // The manifest's own header, so that the test stays one of a damaged manifest of today's format.
        let header = try read(BuildManifest.fileName, in: site).prefix { $0 != "\n" }
        try Data("\(header)\ncatalog nonsense\n".utf8).write(
            to: site.appendingPathComponent(BuildManifest.fileName))
        let damaged = try await SiteBuilder(catalog: Self.two).build(into: site)
        #expect(damaged.rendered == 2, "a damaged manifest vouches for nothing")
        let reference = try await clean(Self.two, into: "clean")
        #expect(try contents(of: site) == contents(of: reference))
    }

    func files(in folder: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return enumerator.compactMap { $0 as? String }.filter {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}
