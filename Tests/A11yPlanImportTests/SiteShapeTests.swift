import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Foundation
import Testing

/// The fixtures in `Tests/Fixtures/import`: hand-written pages in the shapes criteria sites use, one
/// component each.
///
/// - `checkbox-web.md`: YAML front matter (with `source:`); numbered `###` parts with one-line steps;
///   GFM tables with header variants; an entity; inline WCAG references in cells; a `## WCAG` list.
/// - `switch-ios.md`: actions with nested `I SEE` / `I HEAR` outcomes; connectives in every case,
///   `AND THEN` among them; `## When to use` prose; notes and developer notes that are no criteria.
/// - `tabs-web-condensed.md`: the four tables as a `## Condensed` list with qualifiers in
///   parentheses; a valid and an impossible inline reference; Gherkin, videos and a footer.
/// - `button-native.md`: one page for iOS and Android, with lines marked for one platform.
/// - `link-android.md`: four parts with a Mobile keyboard part; tables under numbered headings in
///   another section, with header variants.
enum SiteFixtures {
    static let names = [
        "checkbox-web.md", "switch-ios.md", "tabs-web-condensed.md", "button-native.md", "link-android.md",
    ]

    static func page(_ name: String) throws -> PageSource {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/\(name)")
        return PageSource(path: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func imported(_ name: String) throws -> ImportResult {
        PageImporter().importPages([try page(name)])
    }

    static func component(_ name: String) throws -> Component {
        let result = try imported(name)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.components.first)
    }

    static func warnings(_ name: String) throws -> [String] {
        try imported(name).diagnostics.filter { $0.severity == .warning }.map(\.description)
    }

    /// The words of `text`, lower-cased: runs of letters and digits, character references such as
    /// `&amp;` left out (the page means the character).
    static func words(_ text: String) -> Set<String> {
        let references = try! Regex("&(#[0-9]+|[A-Za-z]+);")
        return Set(
            text.replacing(references, with: " ").lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }
}

@Suite struct SiteShapeTests {
    /// Every word of a page is in the plan it imports to, rendered on each of its platforms, or in a
    /// warning: nothing a page says is dropped silently.
    @Test(arguments: SiteFixtures.names)
    func noWordIsLost(name: String) throws {
        let page = try SiteFixtures.page(name)
        let result = PageImporter().importPages([page])
        let component = try #require(result.components.first)
        var kept = result.diagnostics.map(\.description).joined(separator: "\n")
        for platform in component.platforms {
            kept += MarkdownRenderer().string(try #require(TestPlan(component: component, platform: platform)))
        }
        // The front matter's keys name fields, they are no words of the plan.
        let missing = SiteFixtures.words(page.text).subtracting(SiteFixtures.words(kept))
            .subtracting(["title", "platform", "id"])
        #expect(missing.isEmpty, "\(name): \(missing.sorted())")
    }
}
