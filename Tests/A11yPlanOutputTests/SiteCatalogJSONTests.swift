import A11yPlan
import A11yPlanSite
import Content
import Foundation
import Testing

extension SiteBuilderTests {
    /// The JSON object of the file at `path` in `site`.
    func object(_ path: String, in site: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: site.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `api/catalog.json` lists every component with each of its platforms, in catalog and platform
    /// order, the criteria each plan tests, and links that lead to files of the site, in every language.
    @Test func theCatalogJSONListsEveryComponentAndPlatform() async throws {
        let site = scratch.appendingPathComponent("site")
        let german = LocalizedCatalog(language: .german, catalog: Self.two.localized(to: .german))
        try await SiteBuilder(catalog: Self.two, locales: [german]).build(into: site)
        for (folder, catalog) in [("", Self.two), ("de/", german.catalog)] {
            let root = site.appendingPathComponent(folder)
            let json = try object("api/catalog.json", in: root)
            #expect(json["language"] as? String == (folder.isEmpty ? "en" : "de"))
            let schema = try #require(json["$schema"] as? String)
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent("api/" + schema).standardized.path))
            let languages = try #require(json["languages"] as? [[String: Any]])
            #expect(languages.compactMap { $0["code"] as? String } == ["en", "de"])
            let components = try #require(json["components"] as? [[String: Any]])
            #expect(components.compactMap { $0["id"] as? String } == catalog.components.map(\.id))
            for (entry, component) in zip(components, catalog.components) {
                #expect(entry["name"] as? String == ForeignText.strip(component.name))
                let platforms = try #require(entry["platforms"] as? [[String: Any]])
                #expect(platforms.compactMap { $0["platform"] as? String } == component.platforms.map(\.rawValue))
                for (plan, platform) in zip(platforms, component.platforms) {
                    let testPlan = try #require(TestPlan(component: component, platform: platform))
                    #expect(plan["criteria"] as? [String] == testPlan.criteria.map(\.number))
                    for key in ["page", "markdown", "checklist", "interactiveChecklist"] {
                        let link = try #require(plan[key] as? String)
                        #expect(
                            FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path),
                            "\(folder)\(link) is a file of the site")
                    }
                }
            }
        }
        // The site publishes the repository's schema byte for byte.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let schema = try String(
            contentsOf: repository.appendingPathComponent("schema/catalog.schema.json"), encoding: .utf8)
        #expect(try read("schema/catalog.schema.json", in: site) == schema)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("de/schema").path))
    }

    /// An edit of one component's name reaches the catalog JSON in a rebuild, as a clean build writes it.
    @Test func aRebuildWritesTheCatalogJSONAnew() async throws {
        let site = try await build(Self.two)
        var edited = Self.two
        let last = edited.components.count - 1
        edited.components[last].name += " edited"
        try await SiteBuilder(catalog: edited).build(into: site)
        let reference = try await clean(edited, into: "clean")
        #expect(try read("api/catalog.json", in: site).contains(edited.components[last].name))
        #expect(try read("api/catalog.json", in: site) == read("api/catalog.json", in: reference))
    }
}
