import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation
import Testing

@Suite struct HTMLEscapingTests {
    static let hostile = "a|b\n\"c\" 'd' <script>alert(1)</script> `e` <img src=x onerror=alert(1)> & </main>"

    /// A catalog whose name, version and every free-text field say `text`.
    static func catalog(saying text: String) -> Catalog {
        Catalog(name: text, version: text, components: [component(saying: text, usage: "Plain usage.")])
    }

    static func pages(saying text: String) throws -> [String] {
        let catalog = catalog(saying: text)
        let builder = try SiteBuilder(catalog: catalog)
        let content = SiteContent(catalog: catalog, links: builder.links)
        let component = try #require(catalog.components.first)
        let plan = try #require(TestPlan(component: component, platform: .web))
        let sitePages = [
            content.plan(plan, component: component), content.component(component), content.home(),
            content.platformIndex(.web), content.search(),
        ]
        return sitePages.map { builder.page($0, content: content) }
    }

    @Test func hostileTextAddsNoElementOrAttribute() throws {
        let hostile = try Self.pages(saying: Self.hostile)
        let plain = try Self.pages(saying: "plain")
        #expect(hostile.count == 5)
        for (page, reference) in zip(hostile, plain) {
            #expect(tags(page).map(shape(ofTag:)) == tags(reference).map(shape(ofTag:)))
            #expect(!page.contains("<script>alert"))
            #expect(!page.contains("<img"))
        }
        let plan = try #require(hostile.first)
        #expect(plan.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(plan.contains("content=\"How to test a|b\n&quot;c&quot; &#39;d&#39; &lt;script&gt;"))
    }

    @Test func theInteractiveChecklistEscapesEveryField() throws {
        func page(_ text: String) throws -> String {
            HTMLChecklistExporter().string(
                try Checklist(catalog: Self.catalog(saying: text), ids: ["hostile"], platform: .web))
        }
        let hostile = try page(Self.hostile)
        #expect(tags(hostile).map(shape(ofTag:)) == tags(try page("plain")).map(shape(ofTag:)))
        #expect(!hostile.contains("<script>alert"))
        #expect(hostile.contains("data-catalog=\"a|b\n&quot;c&quot; &#39;d&#39; &lt;script&gt;"))
        // On a site, the links back to the plan and to the page itself are attributes, never markup.
        func sitePage(_ text: String) throws -> String {
            HTMLChecklistExporter(site: .init(plan: text, fileName: text)).string(
                try Checklist(catalog: Self.catalog(saying: text), ids: ["hostile"], platform: .web))
        }
        let onSite = try sitePage(Self.hostile)
        #expect(tags(onSite).map(shape(ofTag:)) == tags(try sitePage("plain")).map(shape(ofTag:)))
        #expect(onSite.contains("download=\"a|b\n&quot;c&quot; &#39;d&#39; &lt;script&gt;"))
    }

    @Test func theSearchIndexStaysInsideItsScript() async throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try await SiteBuilder(catalog: Self.catalog(saying: Self.hostile)).build(into: site)
        let page = try String(contentsOf: site.appendingPathComponent(SitePaths.search), encoding: .utf8)
        #expect(page.contains("<script id=\"search-index\" src=\"../search-index.js\"></script>"))
        #expect(!page.contains("alert(1)</script>"), "no content in the page's scripts")
        let script = try String(contentsOf: site.appendingPathComponent(SitePaths.searchIndexScript), encoding: .utf8)
        let wrapping = SearchIndex.scriptWrapping
        #expect(script.hasPrefix(wrapping.prefix) && script.hasSuffix(wrapping.suffix))
        let json = script.dropFirst(wrapping.prefix.count).dropLast(wrapping.suffix.count)
        let names = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "one JSON object")
        let components = try #require(names["components"] as? [[String]])
        #expect(
            components.contains { $0[1].contains("<script>alert(1)</script>") }, "hostile text stays inside a string")
        let parts = try #require(names["parts"] as? [String])
        for start in parts {
            let part = try String(
                contentsOf: site.appendingPathComponent(SearchIndex.partPath(start: start)), encoding: .utf8)
            #expect(part.hasPrefix(SearchIndex.partWrapping.prefix) && part.hasSuffix(SearchIndex.partWrapping.suffix))
            let inside = part.dropFirst(SearchIndex.partWrapping.prefix.count).dropLast(
                SearchIndex.partWrapping.suffix.count)
            #expect(!inside.contains("<") && !inside.contains("("), "a part holds words and numbers, no markup or code")
        }
    }

    @Test func usageProseGoesThroughSafeMode() {
        let html = HTMLProse.html(
            "# Title\n\nText *em* <script>x()</script> [a](javascript:x()) <b onclick=\"x()\">b</b>\n\n<div>raw</div>"
        )
        #expect(html.contains("<h3>Title</h3>"), "headings move below the page's own")
        #expect(html.contains("<em>em</em>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b "))
        #expect(!html.contains("<div"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("&lt;script&gt;x()&lt;/script&gt;"))
    }

    @Test(arguments: [
        ("a & b", "a &amp; b", "a &amp; b"),
        ("<x>", "&lt;x&gt;", "&lt;x&gt;"),
        ("\"q\" 'r'", "\"q\" 'r'", "&quot;q&quot; &#39;r&#39;"),
    ])
    func escapesTextAndAttributes(input: String, text: String, attribute: String) {
        #expect(HTMLEscaping.text(input) == text)
        #expect(HTMLEscaping.attribute(input) == attribute)
    }
}
