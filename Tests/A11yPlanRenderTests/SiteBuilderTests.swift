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

    func files(in folder: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return enumerator.compactMap { $0 as? String }.filter {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    @Test func writesOnePagePerComponentAndPlatform() throws {
        let site = scratch.appendingPathComponent("site")
        let count = try SiteBuilder(catalog: BundledCatalog.catalog).build(into: site)
        #expect(count == 3)
        #expect(
            try files(in: site) == [
                ".a11yplan-site", "android/popover-tooltip/popover-tooltip-android.md",
                "ios/popover-tooltip/popover-tooltip-ios.md", "web/popover-tooltip/popover-tooltip-web.md",
            ]
        )
        let page = try String(
            contentsOf: site.appendingPathComponent("ios/popover-tooltip/popover-tooltip-ios.md"), encoding: .utf8)
        let plan = try #require(TestPlan(component: BundledCatalog.popoverTooltipForTests, platform: .iOS))
        #expect(page == MarkdownRenderer().render(plan))
    }

    @Test func replacesItsOwnSiteAndDropsStalePages() throws {
        let site = scratch.appendingPathComponent("site")
        let old = Catalog(name: "Old", version: "0", components: [Component("Gone") { Variant(.web) {} }])
        try SiteBuilder(catalog: old).build(into: site)
        #expect(try files(in: site).contains("web/gone/gone-web.md"))
        try SiteBuilder(catalog: BundledCatalog.catalog).build(into: site)
        #expect(try !files(in: site).contains("web/gone/gone-web.md"))
        #expect(try files(in: site).count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"], "no staging left")
    }

    @Test func refusesAFolderItDidNotMake() throws {
        let mine = scratch.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        #expect(throws: SiteWriterError.self) {
            try SiteBuilder(catalog: BundledCatalog.catalog).build(into: mine)
        }
        #expect(try files(in: mine) == ["notes.txt"])
        let file = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(throws: SiteWriterError.self) {
            try SiteBuilder(catalog: BundledCatalog.catalog).build(into: file)
        }
    }

    @Test func fillsAnEmptyFolder() throws {
        let empty = scratch.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try SiteBuilder(catalog: BundledCatalog.catalog).build(into: empty)
        #expect(try files(in: empty).count == 4)
    }

    @Test func leavesTheOldSiteWhenABuildFails() throws {
        let site = scratch.appendingPathComponent("site")
        try SiteBuilder(catalog: BundledCatalog.catalog).build(into: site)
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try SiteWriter(target: site).write { staging in
                try SiteWriter.writeFile("half", to: "web/x/x-web.md", in: staging)
                throw Interrupted()
            }
        }
        #expect(try files(in: site).count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["site"])
    }
}

extension BundledCatalog {
    fileprivate static var popoverTooltipForTests: Component {
        catalog.component(id: "popover-tooltip")!
    }
}
