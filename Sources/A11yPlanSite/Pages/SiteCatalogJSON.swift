import A11yPlan
import A11yPlanFormats

/// The site's machine-readable catalog, `api/catalog.json` in each language's folder: every component
/// with its platforms, and on each the links to its plan page, its Markdown, its JSON checklist and its
/// interactive checklist, with the WCAG criteria the plan tests, so a tool reads the published site
/// without scraping its pages. It follows `schema/catalog.schema.json`, which the site publishes.
///
/// Every link is a relative path from the folder of the catalog's language (the one holding `api/`),
/// whatever the site's base URL: it resolves the same from disk and from a server. The per-plan document
/// is the plan's JSON checklist download, which holds the component, the platform and every item with
/// its WCAG references; the catalog links it rather than writing a second file per plan.
enum SiteCatalogJSON {
    /// The catalog's path from its language's folder.
    static let path = "api/catalog.json"
    /// The schema's path from the site root, which only the default language's folder holds.
    static let schemaPath = "schema/catalog.schema.json"
    /// The version of the catalog's shape; a change that breaks readers raises it.
    static let schemaVersion = 1

    /// The catalog of `catalog`'s components in `language`, in catalog order, with the criteria of
    /// `digests` (every plan's) and the site's languages by `placement`.
    static func text(
        catalog: Catalog, digests: [PlanDigest], language: Language, placement: LanguagePlacement
    ) -> String {
        // From a language's folder the site root is one folder up; from the default's, it is the folder.
        let toRoot = placement.languages.isEmpty || placement.folder(of: language).isEmpty ? "" : "../"
        var criteria: [String: [Platform: [String]]] = [:]
        for digest in digests {
            criteria[digest.componentID, default: [:]][digest.platform] = digest.criteria.map(\.number)
        }
        var out = TextBuffer(capacity: 512 + catalog.components.count * 1024)
        var json = JSONWriter(pretty: true)
        json.beginObject(&out)
        json.member("$schema", "../" + toRoot + schemaPath, &out)
        json.member("schemaVersion", schemaVersion, &out)
        json.member("generator", "A11yPlan \(A11yPlanVersion.current)", &out)
        json.key("catalog", &out)
        json.beginObject(&out)
        json.member("name", catalog.name, &out)
        json.member("version", catalog.version, &out)
        json.endObject(&out)
        json.member("language", language.code, &out)
        json.key("languages", &out)
        json.beginArray(&out)
        for other in placement.languages.isEmpty ? [language] : placement.languages {
            json.element(&out)
            json.beginObject(&out)
            json.member("code", other.code, &out)
            json.member("name", other.name, &out)
            let folder = placement.languages.isEmpty ? "" : placement.folder(of: other)
            json.member("catalog", other == language ? path : toRoot + folder + path, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.key("components", &out)
        json.beginArray(&out)
        for component in catalog.components {
            json.element(&out)
            write(component, criteria: criteria[component.id] ?? [:], json: &json, into: &out)
        }
        json.endArray(&out)
        json.endObject(&out)
        out.append(byte: 0x0A)
        return out.string
    }

    /// Writes one component's entry: its id, name, page and each platform's links and criteria.
    private static func write(
        _ component: Component, criteria: [Platform: [String]], json: inout JSONWriter, into out: inout TextBuffer
    ) {
        let id = component.id
        json.beginObject(&out)
        json.member("id", id, &out)
        json.member("name", component.name, &out)
        json.member("page", SitePaths.component(id: id), &out)
        json.key("platforms", &out)
        json.beginArray(&out)
        for platform in ComponentPages.platforms(of: component) {
            json.element(&out)
            json.beginObject(&out)
            json.member("platform", platform.rawValue, &out)
            json.member("page", SitePaths.plan(id: id, platform: platform), &out)
            json.member("markdown", SitePaths.planMarkdown(id: id, platform: platform), &out)
            json.member("checklist", SitePaths.checklistJSON(id: id, platform: platform), &out)
            json.member("interactiveChecklist", SitePaths.checklistPage(id: id, platform: platform), &out)
            json.member("criteria", criteria[platform] ?? [], &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.endObject(&out)
    }
}
