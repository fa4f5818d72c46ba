import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

@Suite struct ChecklistExportTests {
    static func checklist(_ ids: [String] = ["popover-tooltip"], platform: Platform = .iOS) throws -> Checklist {
        try Checklist(catalog: BundledCatalog.catalog, ids: ids, platform: platform)
    }

    @Test(arguments: Formats.checklists.map(\.name))
    func matchesItsSnapshot(format name: String) throws {
        let format = try #require(Formats.checklist(named: name))
        let text = format.string(try Self.checklist())
        try assertSnapshot(text, named: "popover-tooltip-ios-checklist.\(format.fileExtension)")
    }

    @Test func combinesSeveralComponents() throws {
        let catalog = Catalog(
            name: "Two",
            version: "1",
            components: BundledCatalog.components + [component(saying: "Other", usage: "Other.")]
        )
        let checklist = try Checklist(catalog: catalog, ids: ["popover-tooltip", "hostile"], platform: .web)
        #expect(checklist.components.map(\.componentID) == ["popover-tooltip", "hostile"])
        #expect(checklist.title == "Accessibility checklist")
        let markdown = MarkdownChecklistExporter().string(checklist)
        #expect(markdown.contains("## Popover tooltip on Web\n"))
        #expect(markdown.contains("## Other on Web\n"))
        #expect(markdown.contains("### Keyboard\n"))
        let gherkin = GherkinChecklistExporter().string(checklist)
        #expect(gherkin.hasPrefix("Feature: Accessibility checklist\n"))
        #expect(!gherkin.contains("Background:"), "each scenario states its own Given")
        #expect(
            gherkin.contains("  Scenario: Other on Web, Keyboard\n    Given I am on a page with a popover tooltip")
                == false)
    }

    @Test func sectionsFollowPageOrderHoweverTheItemsAreOrdered() throws {
        var component = try #require(try Self.checklist().components.first)
        let grouped = Checklist.sections(of: component)
        #expect(grouped.map(\.0) == [.keyboard, .screenreader, .deviceSettings])
        #expect(grouped.flatMap { Array($0.1) } == component.items)
        component.items.reverse()
        let gathered = Checklist.sections(of: component)
        #expect(gathered.map(\.0) == grouped.map(\.0))
        for ((_, items), (_, original)) in zip(gathered, grouped) {
            #expect(Array(items) == original.reversed(), "each section keeps the items' own order")
        }
    }

    @Test func refusesUnknownIdsAndMissingPlatforms() {
        #expect(throws: ChecklistError("no component with id 'nope'")) {
            try Self.checklist(["nope"])
        }
        let webOnly = Catalog(name: "W", version: "1", components: [component(saying: "x", usage: "x")])
        #expect(throws: ChecklistError("'hostile' has no ios test plan")) {
            try Checklist(catalog: webOnly, ids: ["hostile"], platform: .iOS)
        }
    }

    @Test func markdownTaskListsKeepHostileTextLiteral() throws {
        let hostile = "a|b\n<script>x()</script> `c` [l](javascript:x()) # - 1. =cmd"
        let catalog = Catalog(name: "H", version: "1", components: [component(saying: hostile, usage: "u")])
        let text = MarkdownChecklistExporter().string(try Checklist(catalog: catalog, ids: ["hostile"], platform: .web))
        let document = parseCommonMark(text)
        #expect(!document.all.contains { $0.type == "html_block" || $0.type == "html_inline" || $0.type == "link" })
        let tasks = text.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
        let items = try Checklist(catalog: catalog, ids: ["hostile"], platform: .web).items
        #expect(tasks.count == items.count)
        let lists = document.all.filter { $0.type == "list" }
        #expect(lists.map(\.children.count).reduce(0, +) == items.count, "every task stays one list item")
        let flat = hostile.replacingOccurrences(of: "\n", with: " ")
        #expect(document.all.filter { $0.type == "item" }.allSatisfy { $0.text.contains(flat) })
    }

    @Test(arguments: [
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"),
        ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("line\r\nbreak", "\"line\r\nbreak\""),
        ("=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"), ("plain", "plain"),
    ])
    func csvCellsAreQuotedAndNeutralised(input: String, expected: String) {
        #expect(CSVChecklistExporter.cell(input) == expected)
    }

    /// The README's table of checklist formats (in its checklists section) lists every format in the
    /// registry, in its order.
    @Test func theReadmeListsEveryFormat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "\n## Checklists for testers\n")[1]
            .components(separatedBy: "\n## ")[0]
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            return Formats.checklist(named: name) == nil ? nil : name
        }
        #expect(listed == Formats.checklists.map(\.name))
    }
}
