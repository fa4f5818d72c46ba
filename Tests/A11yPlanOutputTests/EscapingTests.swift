import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation
import Testing

@Suite struct EscapingTests {
    static let hostile = "a|b\nc <script>alert(1)</script> `code` *x* [l](javascript:alert(1)) &amp; ~~s~~ <b>"

    static var component: Component {
        A11yPlanOutputTests.component(
            saying: hostile,
            usage: "Intro\n\n" + hostile + "\n\n<div onclick=\"x()\">block</div>\n\n[click](javascript:alert(1))"
        )
    }

    static func page() throws -> String {
        MarkdownRenderer().string(try #require(TestPlan(component: component, platform: .web)))
    }

    @Test func noContentBecomesRawHTML() throws {
        let document = parseCommonMark(try Self.page())
        let raw = document.all.filter { $0.type == "html_block" || $0.type == "html_inline" }
        #expect(raw.isEmpty, "raw HTML nodes: \(raw.map(\.literal))")
        let html = commonMarkHTML(try Self.page())
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<div"))
        #expect(!html.lowercased().contains("href=\"javascript"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func freeTextStaysLiteral() throws {
        let document = parseCommonMark(try Self.page())
        let free = document.children("list").first?.children.first?.children("list").first?.children.first
        let step = try #require(free?.children("paragraph").first)
        let flat = Self.hostile.replacingOccurrences(of: "\n", with: " ")
        #expect(step.text == "WHEN I use \(flat) \(flat) I SEE \(flat)")
        #expect(step.children.allSatisfy { $0.type == "text" || $0.type == "softbreak" }, "no code, emphasis or link")
    }

    @Test func tablesKeepTwoCellsWhateverTheContent() throws {
        let lines = try Self.page().split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
        #expect(lines.count == 4 * 3)
        for line in lines {
            #expect(tableCells(line)?.count == 2, "\(line)")
        }
    }

    @Test func usageKeepsItsMarkdownButNotItsHTML() throws {
        let safe = SafeMarkdown.commonMark(
            "Some *emphasis* and [a link](https://example.org).\n\n<script>x()</script>\n\n[bad](javascript:x())")
        let document = parseCommonMark(safe)
        #expect(document.all.contains { $0.type == "emph" })
        #expect(document.all.contains { $0.type == "link" && $0.url == "https://example.org" })
        #expect(!document.all.contains { $0.type == "html_block" || $0.type == "html_inline" })
        #expect(!document.all.contains { $0.url.lowercased().hasPrefix("javascript") })
        #expect(document.text.contains("<script>x()</script>"), "the HTML is kept as text")
    }

    @Test(arguments: [
        ("# not a heading", "\\# not a heading"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("a | b", "a \\| b"),
        ("line\r\nbreak", "line break"),
        ("  spaced  ", "spaced"),
        ("C #", "C \\#"),
        ("closed ##", "closed \\##"),
        ("C#", "C#"),
        ("#", "\\#"),
        ("# both #", "\\# both \\#"),
    ])
    func escapesInlineText(input: String, expected: String) {
        #expect(MarkdownEscaping.inline(input) == expected)
    }
}
