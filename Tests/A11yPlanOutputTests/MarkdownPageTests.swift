import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

@Suite struct MarkdownPageTests {
    static func page(_ platform: Platform) throws -> String {
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        let plan = try #require(TestPlan(component: component, platform: platform))
        return MarkdownRenderer().string(plan)
    }

    @Test(arguments: Platform.allCases)
    func matchesItsSnapshot(platform: Platform) throws {
        try assertSnapshot(Self.page(platform), named: "popover-tooltip-\(platform.rawValue).md")
    }

    /// Pages written by hand in the DSL that a reviewer reads whole: a dialog on each platform, tabs
    /// on the Web, a slider on iOS and Android (with their Pointer and touch tables), and the Web pages
    /// whose screen readers say different words: a checkbox, a toggle button, and a text field with
    /// its focus-mode row.
    @Test(
        arguments: zip(
            [
                "modal-dialog", "modal-dialog", "modal-dialog", "tabs", "slider", "slider", "checkbox", "toggle-button",
                "text-field",
            ],
            [Platform.iOS, .android, .web, .web, .iOS, .android, .web, .web, .web]))
    func handWrittenPagesMatchTheirSnapshots(id: String, platform: Platform) throws {
        let component = try #require(BundledCatalog.catalog.component(id: id))
        let plan = try #require(TestPlan(component: component, platform: platform))
        try assertSnapshot(MarkdownRenderer().string(plan), named: "\(id)-\(platform.rawValue).md")
    }

    @Test func holdsEveryWordOfTheReferenceInOrder() throws {
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/popover-tooltip-ios.txt"),
            encoding: .utf8
        )
        let pageWords = words(try Self.page(.iOS))
        let titleWords = ["popover", "tooltip"]
        #expect(Array(pageWords.prefix(titleWords.count)) == titleWords, "the page opens with its title line")
        let body = Array(pageWords.dropFirst(titleWords.count))
        let expected = words(reference)
        #expect(expected.count > 250, "the fixture was read")
        if let mismatch = zip(body, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record(
                "word \(mismatch.offset): page has '\(mismatch.element.0)', reference has '\(mismatch.element.1)'")
        }
        #expect(Array(body.prefix(expected.count)) == expected)
        let after = body.dropFirst(expected.count).prefix(5).joined(separator: " ")
        #expect(after == "wcag 2 2 success criteria", "only the WCAG references follow the tables")
    }

    @Test func hasTheReferencesHeadingAndListStructure() throws {
        let document = parseCommonMark(try Self.page(.iOS))
        let headings = document.children("heading").map { "\($0.headingLevel) \($0.text)" }
        #expect(
            headings == [
                "1 Popover tooltip", "2 Usage", "2 iOS Popover tooltip", "3 How to test a popover tooltip",
                "3 1. Keyboard actions", "3 2. Mobile screenreader gestures", "3 3. Screenreader output",
                "3 4. Device settings", "3 WCAG 2.2 success criteria",
            ]
        )
        #expect(document.all.allSatisfy { $0.type != "html_block" && $0.type != "html_inline" })
        let parts = try #require(document.children("list").first)
        #expect(parts.listType == 2, "the parts are an ordered list")
        #expect(
            parts.children.map { $0.children("paragraph").first?.text } == [
                "Keyboard only", "VoiceOver screenreader", "Device settings",
            ])
        let steps = parts.children.map { $0.children("list").first?.children.count }
        #expect(steps == [4, 2, 2])
        let swipe = try #require(parts.children[1].children("list").first?.children.first)
        #expect(swipe.children("paragraph").first?.text == "WHEN I use a screenreader AND I swipe to focus on a button")
        let heard = try #require(swipe.children("list").first)
        #expect(heard.children.count == 4)
        #expect(heard.children.allSatisfy { $0.text.hasPrefix("I HEAR ") })
    }

    @Test(arguments: Platform.allCases)
    func writesRealTablesWithTheReferencesHeaders(platform: Platform) throws {
        let lines = try Self.page(platform).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headers = lines.filter {
            $0.hasPrefix("| ") && lines.firstIndex(of: $0).map { lines[$0 + 1] == "|---|---|" } == true
        }
        // The reference's four tables; the Android and Web pages add Pointer and touch.
        let pointer = platform == .iOS ? [] : ["| When I use | I see |"]
        #expect(
            headers == [
                "| When I use | I see/hear |", "| When I use | I hear |", "| Reads | I hear |",
                "| When I use | I see |",
            ] + pointer)
        for line in lines where line.hasPrefix("|") {
            #expect(tableCells(line)?.count == 2, "\(line) has two cells")
        }
    }

    @Test func namesThePlatformsScreenReaderAndSettings() throws {
        let android = try Self.page(.android)
        #expect(android.contains("2. TalkBack screenreader"))
        #expect(android.contains("| Font size |"))
        #expect(android.contains("| High contrast text |"))
        let web = try Self.page(.web)
        #expect(web.contains("2. NVDA / JAWS / VoiceOver screenreader"))
        #expect(web.contains("### 2. Desktop screenreader commands"))
        #expect(web.contains("| Browser zoom to 200% |"))
    }
}
