import A11yPlan
import A11yPlanFormats
import Content
import Testing

/// `SkillFileFormat`: YAML front matter, every value a double-quoted scalar, then the Markdown plan as
/// `MarkdownRenderer` writes it. The Python tests read the front matter with PyYAML.
@Suite struct SkillFileTests {
    static func skill(id: String = "popover-tooltip", platform: Platform = .iOS, rename: String? = nil) throws
        -> (PlanSkill, TestPlan)
    {
        var component = try #require(BundledCatalog.catalog.component(id: id))
        if let rename { component.name = rename }
        let plan = try #require(TestPlan(component: component, platform: platform))
        return (PlanSkill(plan: plan, catalogName: "Our \"plans\"", catalogVersion: "2.0"), plan)
    }

    @Test func frontMatterThenTheMarkdownPlan() throws {
        let (skill, plan) = try Self.skill()
        let text = SkillFileFormat().string(skill)
        let markdown = MarkdownRenderer().string(plan)
        #expect(text.hasSuffix("---\n\n" + markdown))
        let matter = text.components(separatedBy: "---\n")[1]
        #expect(
            matter == """
                name: "popover-tooltip-ios"
                description: "Test Popover tooltip on iOS for accessibility with a keyboard, a screen reader and device settings. Use when building, reviewing or testing Popover tooltip on iOS."
                id: "popover-tooltip"
                title: "iOS Popover tooltip"
                platform: "ios"
                language: "en"
                catalog: "Our \\"plans\\""
                version: "2.0"
                source: "\(plan.location.description)"

                """)
    }

    @Test func aNameCannotEndTheFrontMatter() throws {
        let (skill, _) = try Self.skill(rename: "Tip\n---\nid: evil # \u{1B}")
        let text = SkillFileFormat().string(skill)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = try #require(lines.dropFirst().firstIndex(of: "---"))
        let matter = lines[1..<end]
        #expect(matter.count == 9, "one line a field: the name's line breaks are escapes")
        #expect(matter.contains(#"title: "iOS Tip\n---\nid: evil # \e""#))
        #expect(matter.filter { $0.hasPrefix("id: ") } == [#"id: "popover-tooltip""#])
    }

    @Test func theFormatIsListed() {
        #expect(Formats.skills.map(\.name) == ["skill"])
        #expect(Formats.skill(named: "skill") is SkillFileFormat)
        #expect(Formats.checklist(named: "skill") == nil, "a skill is one plan, not a checklist")
    }
}
