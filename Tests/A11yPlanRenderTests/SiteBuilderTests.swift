import A11yPlan
import A11yPlanRender
import Content
import Foundation
import Testing

@Suite struct SiteBuilderTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    static let expectedFiles = [
        ".a11yplan-site", "404.html", "android/index.html", "android/popover-tooltip/index.html",
        "android/popover-tooltip/popover-tooltip-android-checklist.csv",
        "android/popover-tooltip/popover-tooltip-android-checklist.feature",
        "android/popover-tooltip/popover-tooltip-android-checklist.html",
        "android/popover-tooltip/popover-tooltip-android-checklist.json",
        "android/popover-tooltip/popover-tooltip-android-checklist.md",
        "android/popover-tooltip/popover-tooltip-android.md", "assets/checklist-builder.js", "assets/search.js",
        "assets/site.css", "checklists/index.html", "components/popover-tooltip/index.html", "coverage/index.html",
        "index.html",
        "ios/index.html", "ios/popover-tooltip/index.html", "ios/popover-tooltip/popover-tooltip-ios-checklist.csv",
        "ios/popover-tooltip/popover-tooltip-ios-checklist.feature",
        "ios/popover-tooltip/popover-tooltip-ios-checklist.html",
        "ios/popover-tooltip/popover-tooltip-ios-checklist.json",
        "ios/popover-tooltip/popover-tooltip-ios-checklist.md", "ios/popover-tooltip/popover-tooltip-ios.md",
        "search-index.json", "search/index.html", "sitemap.xml", "web/index.html", "web/popover-tooltip/index.html",
        "web/popover-tooltip/popover-tooltip-web-checklist.csv",
        "web/popover-tooltip/popover-tooltip-web-checklist.feature",
        "web/popover-tooltip/popover-tooltip-web-checklist.html",
        "web/popover-tooltip/popover-tooltip-web-checklist.json",
        "web/popover-tooltip/popover-tooltip-web-checklist.md", "web/popover-tooltip/popover-tooltip-web.md",
    ]

    /// The bundled popover tooltip alone, so the expected file list stays short.
    static let popoverOnly = Catalog(
        name: BundledCatalog.catalog.name,
        version: BundledCatalog.version,
        components: BundledCatalog.components.filter { $0.id == "popover-tooltip" }
    )

    func build(_ catalog: Catalog = Self.popoverOnly, into name: String = "site", baseURL: String? = nil)
        throws -> URL
    {
        let site = scratch.appendingPathComponent(name)
        try SiteBuilder(catalog: catalog, baseURL: baseURL).build(into: site)
        return site
    }

    func read(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesEveryPageOfTheSite() throws {
        let site = scratch.appendingPathComponent("site")
        let count = try SiteBuilder(catalog: Self.popoverOnly).build(into: site)
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(count == Self.expectedFiles.count)
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        let plan = try #require(TestPlan(component: component, platform: .iOS))
        #expect(try read("ios/popover-tooltip/popover-tooltip-ios.md", in: site) == MarkdownRenderer().render(plan))
        let page = try read("ios/popover-tooltip/index.html", in: site)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../../assets/site.css\">"))
        #expect(page.contains("href=\"popover-tooltip-ios.md\" download"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = try build(into: "one")
        let second = try build(into: "two")
        for file in Self.expectedFiles {
            let a = try Data(contentsOf: first.appendingPathComponent(file))
            let b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between builds")
        }
    }

    @Test func linksAreRelativeOrUnderTheBaseURL() throws {
        let relative = try build()
        let sitemap = try read("sitemap.xml", in: relative)
        #expect(sitemap.contains("<loc>ios/popover-tooltip/index.html</loc>"))
        #expect(!sitemap.contains("404.html"))
        let absolute = try build(into: "absolute", baseURL: "https://example.org/plans")
        let page = try read("ios/popover-tooltip/index.html", in: absolute)
        #expect(page.contains("href=\"https://example.org/plans/assets/site.css\""))
        #expect(page.contains("href=\"https://example.org/plans/android/popover-tooltip/\""))
        #expect(
            try read("sitemap.xml", in: absolute).contains("<loc>https://example.org/plans/ios/popover-tooltip/</loc>"))
    }

    @Test func replacesItsOwnSiteAndDropsStalePages() throws {
        let old = Catalog(name: "Old", version: "0", components: [Component("Gone") { Variant(.web) {} }])
        let site = try build(old)
        #expect(try files(in: site).contains("web/gone/index.html"))
        _ = try build()
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"], "no staging left")
    }

    @Test func refusesAFolderItDidNotMake() throws {
        let mine = scratch.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        #expect(throws: SiteWriterError.self) { try build(into: "notes") }
        #expect(try files(in: mine) == ["notes.txt"])
        try Data("x".utf8).write(to: scratch.appendingPathComponent("file"))
        #expect(throws: SiteWriterError.self) { try build(into: "file") }
    }

    @Test func fillsAnEmptyFolder() throws {
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("empty"),
            withIntermediateDirectories: true
        )
        #expect(try files(in: build(into: "empty")) == Self.expectedFiles)
    }

    @Test func leavesTheOldSiteWhenABuildFails() throws {
        let site = try build()
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try SiteWriter(target: site).write { staging in
                try SiteWriter.writeFile("half", to: "web/x/x-web.md", in: staging)
                throw Interrupted()
            }
        }
        #expect(try files(in: site) == Self.expectedFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"])
    }

    @Test func clearsWhatAKilledBuildLeftBehind() throws {
        let leftover = scratch.appendingPathComponent(".site.a11yplan-staging-99999")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover.appendingPathComponent("index.html"))
        _ = try build()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"])
    }

    @Test func refusesDuplicateIds() throws {
        let twice = Catalog(
            name: "Twice",
            version: "0",
            components: [Component("Chip") { Variant(.web) {} }, Component("Chip") { Variant(.iOS) {} }]
        )
        let error = #expect(throws: SiteWriterError.self) { try build(twice) }
        #expect(error?.description.contains("duplicate component id 'chip'") == true)
        #expect(error?.description.hasPrefix("A11yPlanRenderTests/SiteBuilderTests.swift:") == true)
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
