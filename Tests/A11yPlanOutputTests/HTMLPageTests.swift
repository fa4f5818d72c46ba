import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

@Suite struct HTMLPageTests {
    static func page(_ platform: Platform, catalog: Catalog = BundledCatalog.catalog, id: String = "popover-tooltip")
        throws -> String
    {
        let component = try #require(catalog.component(id: id))
        let plan = try #require(TestPlan(component: component, platform: platform))
        let builder = try SiteBuilder(catalog: catalog)
        let content = SiteContent(catalog: catalog, links: builder.links)
        return builder.page(content.plan(plan, component: component), content: content)
    }

    @Test func matchesItsSnapshot() throws {
        try assertSnapshot(Self.page(.iOS), named: "popover-tooltip-ios.html")
    }

    @Test func mainHoldsTheReferenceWordsInOrder() throws {
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/popover-tooltip-ios.txt"),
            encoding: .utf8
        )
        let main = try #require(element("main", in: try Self.page(.iOS)))
        let mainWords = words(textContent(main))
        let expected = words(reference)
        #expect(Array(mainWords.prefix(2)) == ["popover", "tooltip"], "the h1 comes first")
        #expect(Array(mainWords.dropFirst(2).prefix(expected.count)) == expected)
        #expect(
            Array(mainWords.dropFirst(2 + expected.count)).joined(separator: " ")
                .hasPrefix("wcag 2 2 success criteria 1 3 1 info and relationships a")
        )
    }

    @Test func tablesHaveCaptionsAndScopedHeaders() throws {
        let main = try #require(element("main", in: try Self.page(.android)))
        // The reference page's four tables, and the Android page's Pointer and touch table.
        let tableTags = tags(main).filter { $0.hasPrefix("<table") }
        #expect(tableTags.count == 5)
        #expect(tags(main).filter { $0 == "<caption>" }.count == 5)
        #expect(tags(main).filter { $0 == "<th scope=\"col\">" }.count == 10)
        #expect(tags(main).filter { $0 == "<th scope=\"row\">" }.count == 17)
        #expect(!tags(main).contains("<th>"))
    }

    @Test func hasOneH1AndHeadingsInOrder() throws {
        let levels = tags(try Self.page(.iOS)).compactMap { tag -> Int? in
            guard tag.hasPrefix("<h"), let digit = tag.dropFirst(2).first, let level = digit.wholeNumberValue
            else { return nil }
            return level
        }
        #expect(levels.filter { $0 == 1 }.count == 1)
        #expect(levels.first == 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "heading levels skip from h\(previous) to h\(next)")
        }
    }
}
