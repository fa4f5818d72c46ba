import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

/// `build --results`: plan pages show their latest results and link to the report, a rebuild with other
/// results renders only the components whose results changed, and a build without results drops them.
@Suite struct SiteResultsTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-results-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    static let catalog = SiteBuilderTests.two

    /// A run over the popover tooltip on iOS: the first item as `first`, the second failed.
    static func results(first: ResultStatus) throws -> SiteResults {
        let component = try #require(catalog.components.first { $0.id == "popover-tooltip" })
        let plan = try #require(TestPlan(component: component, platform: .iOS))
        let items = try ComponentChecklist(plan).items
        let statuses = [first, .fail]
        let run = TestRun(
            file: "ios.json", catalogName: catalog.name, catalogVersion: catalog.version,
            exportedAt: "2026-05-01T10:00:00.000Z",
            results: zip(items, statuses).enumerated().map { index, pair in
                ItemResult(
                    componentID: component.id, platform: .iOS, itemID: pair.0.id, status: pair.1,
                    notes: "focus <lost>", source: ResultSource(file: "ios.json", position: .item(index)))
            })
        return SiteResults(report: try Report(catalog: catalog, runs: [run]))
    }

    func read(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    func clean(_ results: SiteResults?, into name: String) async throws -> URL {
        let site = scratch.appendingPathComponent(name)
        try await SiteBuilder(catalog: Self.catalog, results: results).build(into: site, reuse: false)
        return site
    }

    func contents(of site: URL) throws -> [String: Data] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: site.path))
        var all: [String: Data] = [:]
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { all[path] = try Data(contentsOf: site.appendingPathComponent(path)) }
        }
        return all
    }

    @Test func planPagesShowTheirLatestResultsAndLinkToTheReport() async throws {
        let site = try await clean(try Self.results(first: .pass), into: "site")
        let tested = try read("ios/popover-tooltip.html", in: site)
        #expect(tested.contains("<h2 id=\"latest-results\">Latest test results</h2>"))
        #expect(tested.contains("<strong class=\"verdict verdict-fails\">Fails</strong>. "))
        #expect(tested.contains(" 1 pass, 1 fail, 0 not applicable, 0 blocked, "))
        #expect(tested.contains("Tested on 2026-05-01."))
        #expect(tested.contains("<a href=\"../report.html\">Read the test report</a>"))
        let untested = try read("web/popover-tooltip.html", in: site)
        #expect(untested.contains("No results have been recorded for this plan yet."))
        let report = try read(SitePaths.report, in: site)
        #expect(report == HTMLReportFormat().string(try Self.results(first: .pass).report))

        let plain = try await clean(nil, into: "plain")
        #expect(!(try read("ios/popover-tooltip.html", in: plain)).contains("latest-results"))
        #expect(!FileManager.default.fileExists(atPath: plain.appendingPathComponent(SitePaths.report).path))
    }

    @Test func aRebuildFollowsTheResults() async throws {
        let site = scratch.appendingPathComponent("site")
        try await SiteBuilder(catalog: Self.catalog, results: try Self.results(first: .pass)).build(into: site)

        let other = try Self.results(first: .blocked)
        let rebuilt = try await SiteBuilder(catalog: Self.catalog, results: other).build(into: site)
        #expect(rebuilt.rendered == 1, "only the component whose results changed is rendered")
        let otherReference = try await clean(other, into: "clean-other")
        #expect(try contents(of: site) == contents(of: otherReference))

        let without = try await SiteBuilder(catalog: Self.catalog).build(into: site)
        #expect(without.rendered == 2, "dropping results renders every page without them")
        let noneReference = try await clean(nil, into: "clean-none")
        #expect(try contents(of: site) == contents(of: noneReference))
    }
}
