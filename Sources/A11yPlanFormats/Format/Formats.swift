import A11yPlan

/// Every format, in the order pages list them: adding a format is one new type and one line here.
public enum Formats {
    /// The formats of one component's test plan on one platform.
    public static let plans: [any Format<TestPlan>] = [MarkdownRenderer(), HTMLPlanRenderer()]

    /// The formats of one plan as a skill for AI assistants, which `export --format` writes too.
    public static let skills: [any Format<PlanSkill>] = [SkillFileFormat()]

    /// The formats of a checklist for testers.
    public static let checklists: [any Format<Checklist>] = [
        MarkdownChecklistExporter(), CSVChecklistExporter(), JSONChecklistExporter(), GherkinChecklistExporter(),
        HTMLChecklistExporter(),
    ]

    /// The formats of a report of test results.
    public static let reports: [any Format<Report>] = [
        HTMLReportFormat(), MarkdownReportFormat(), JSONReportFormat(), JUnitReportFormat(), OpenACRReportFormat(),
        EARLReportFormat(),
    ]

    /// The plan format `--format` calls `name`, if any.
    public static func plan(named name: String) -> (any Format<TestPlan>)? {
        plans.first { $0.name == name }
    }

    /// The skill format `--format` calls `name`, if any.
    public static func skill(named name: String) -> (any Format<PlanSkill>)? {
        skills.first { $0.name == name }
    }

    /// The checklist format `--format` calls `name`, if any.
    public static func checklist(named name: String) -> (any Format<Checklist>)? {
        checklists.first { $0.name == name }
    }

    /// The report format `--format` calls `name`, if any.
    public static func report(named name: String) -> (any Format<Report>)? {
        reports.first { $0.name == name }
    }
}
