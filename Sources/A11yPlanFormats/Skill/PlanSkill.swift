import A11yPlan

/// One component's test plan on one platform as a skill for AI assistants: the plan, and the catalog
/// it comes from, which the skill file's front matter names.
public struct PlanSkill: Sendable {
    /// The plan, the same document the Markdown plan is written from.
    public var plan: TestPlan
    /// The catalog's name.
    public var catalogName: String
    /// The catalog's version.
    public var catalogVersion: String

    /// The skill of `plan` from the catalog named `catalogName` at `catalogVersion`.
    public init(plan: TestPlan, catalogName: String, catalogVersion: String) {
        self.plan = plan
        self.catalogName = catalogName
        self.catalogVersion = catalogVersion
    }

    /// The skill's name, `<id>-<platform>` (lower case, digits and hyphens, as skill loaders want it).
    public var name: String { "\(plan.componentID)-\(plan.platform.rawValue)" }
}

/// Writes a `PlanSkill` as a Markdown skill file: YAML front matter (`name` and `description`, which
/// assistant tools choose a skill by, then `id`, `title`, `platform`, `language`, `catalog`, `version`
/// and `source`, the plan's place in the catalog's sources), then the Markdown plan, byte for byte as
/// `MarkdownRenderer` writes it.
///
/// Every front matter value is a double-quoted YAML scalar (`YAMLEscaping`), so no name or
/// translation can end the block or change its meaning.
public struct SkillFileFormat: Format {
    /// A format; it holds no state.
    public init() {}

    /// `skill`.
    public var name: String { "skill" }
    /// `md`.
    public var fileExtension: String { "md" }
    /// `text/markdown`.
    public var mediaType: String { "text/markdown" }
    /// "Skill".
    public var shortName: String { "Skill" }
    /// "Test plan as a skill file for AI assistants".
    public func linkText(in words: Words) -> String { words.skillFileLink }

    /// Appends the skill file of `skill`, ending with one newline.
    public func write(_ skill: PlanSkill, into out: inout TextBuffer) {
        let plan = skill.plan
        let fields: [(String, String)] = [
            ("name", skill.name),
            ("description", plan.words.skillDescription(plan.componentName, plan.platform.name)),
            ("id", plan.componentID),
            ("title", plan.title),
            ("platform", plan.platform.rawValue),
            ("language", plan.language.code),
            ("catalog", skill.catalogName),
            ("version", skill.catalogVersion),
            ("source", plan.location.description),
        ]
        out.append("---\n")
        for (key, value) in fields {
            out.append(key)
            out.append(": ")
            out.append(YAMLEscaping.doubleQuoted(value))
            out.append(byte: 0x0A)
        }
        out.append("---\n\n")
        MarkdownRenderer().write(plan, into: &out)
    }
}
